// The items table's rules (spec 1 section 2, order detail panel).
import type { Order, OrderProduct } from '@site-admin/api-client';

export type NameSort = 'asc' | 'desc';

/** Sorted by product name, descending by default. */
export function sortProducts(
  products: readonly OrderProduct[],
  direction: NameSort = 'desc',
): OrderProduct[] {
  const sorted = [...products].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return direction === 'desc' ? sorted.reverse() : sorted;
}

/** Per-product tax data exists when every line carries its tax amount and rate. */
export function hasTaxData(products: readonly OrderProduct[]): boolean {
  return (
    products.length > 0 &&
    products.every((product) => product.tax_amount !== null && product.tax_rate !== null)
  );
}

export interface ItemColumns {
  /** The price column shows prices excluding tax (tax exclusive, per-product tax data). */
  priceExTax: boolean;
  /** A tax-rate column, when rates differ between products. */
  taxRate: boolean;
  /** A subtotal row, when per-product tax data exists. */
  subtotal: boolean;
}

export function itemColumns(order: Pick<Order, 'tax_included' | 'products'>): ItemColumns {
  const taxData = hasTaxData(order.products);
  const rates = new Set(
    order.products.flatMap((product) => (product.tax_rate === null ? [] : [product.tax_rate])),
  );
  return { priceExTax: !order.tax_included && taxData, taxRate: rates.size > 1, subtotal: taxData };
}

const pennies = (amount: number) => Math.round(amount * 100);

/** A line's total: unit price times quantity. */
export function lineTotal(product: Pick<OrderProduct, 'price' | 'qty'>): number {
  return pennies(product.price * product.qty) / 100;
}

/** The sum of the lines (excluding tax when prices exclude it). */
export function subtotal(products: readonly OrderProduct[]): number {
  return products.reduce((sum, product) => sum + pennies(product.price * product.qty), 0) / 100;
}

/** The discount code is the text in parentheses: `Winter sale 10% off (FROST10)` → FROST10. */
export function discountCode(text: string | null): string | null {
  const match = /\(([^()]+)\)\s*$/.exec(text ?? '');
  return match?.[1]?.trim() || null;
}

/** Formats a tax rate: 20 → 20%, 5.5 → 5.5%. */
export function formatRate(rate: number | null): string {
  return rate === null ? '' : `${rate}%`;
}
