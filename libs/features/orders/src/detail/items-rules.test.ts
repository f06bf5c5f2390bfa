import type { OrderProduct } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import {
  discountCode,
  formatRate,
  hasTaxData,
  itemColumns,
  lineTotal,
  sortProducts,
  subtotal,
} from './items-rules';
import { listProducts, optionsExpandable, optionsSummary, optionLines } from './product-options';

const line = (name: string, price: number, qty: number, rate: number | null): OrderProduct => ({
  name,
  sku: null,
  products_id: 1,
  qty,
  price,
  tax_amount: rate === null ? null : (price * rate) / 100,
  tax_rate: rate,
  thumbnail: null,
  options: [],
});

describe('items table rules', () => {
  it('sorts by product name, descending by default', () => {
    const products = [line('Bowl', 1, 1, 20), line('Vase', 1, 1, 20), line('Mug', 1, 1, 20)];
    expect(sortProducts(products).map((p) => p.name)).toEqual(['Vase', 'Mug', 'Bowl']);
    expect(sortProducts(products, 'asc').map((p) => p.name)).toEqual(['Bowl', 'Mug', 'Vase']);
  });

  it('shows prices ex tax only when tax is exclusive and per-product tax data exists', () => {
    const taxed = [line('A', 10, 1, 20)];
    expect(itemColumns({ tax_included: false, products: taxed }).priceExTax).toBe(true);
    expect(itemColumns({ tax_included: true, products: taxed }).priceExTax).toBe(false);
    expect(
      itemColumns({ tax_included: false, products: [line('A', 10, 1, null)] }).priceExTax,
    ).toBe(false);
  });

  it('shows a tax-rate column only when rates differ', () => {
    expect(
      itemColumns({ tax_included: false, products: [line('A', 1, 1, 20), line('B', 1, 1, 20)] })
        .taxRate,
    ).toBe(false);
    expect(
      itemColumns({ tax_included: false, products: [line('A', 1, 1, 20), line('B', 1, 1, 0)] })
        .taxRate,
    ).toBe(true);
  });

  it('shows the subtotal only with per-product tax data', () => {
    expect(hasTaxData([line('A', 1, 1, 20)])).toBe(true);
    expect(hasTaxData([line('A', 1, 1, 20), line('B', 1, 1, null)])).toBe(false);
    expect(hasTaxData([])).toBe(false);
    expect(itemColumns({ tax_included: true, products: [line('A', 1, 1, null)] }).subtotal).toBe(
      false,
    );
  });

  it('adds up lines in pennies', () => {
    expect(lineTotal({ price: 24.5, qty: 2 })).toBe(49);
    expect(subtotal([line('A', 0.1, 3, 20), line('B', 0.2, 1, 20)])).toBe(0.5);
    expect(formatRate(20)).toBe('20%');
  });

  it('reads the discount code from the parentheses', () => {
    expect(discountCode('Winter sale 10% off (FROST10)')).toBe('FROST10');
    expect(discountCode('Loyalty discount')).toBeNull();
    expect(discountCode(null)).toBeNull();
  });
});

describe('product options', () => {
  const newStyle = { title: 'Glaze', items: [{ title: 'Tenmoku', custom_value: null }] };
  const oldStyle = {
    optionname: 'Size',
    items: [{ itemvalue: 'Large (30 cm)', customvalue: null }],
  };

  it('reads new- and old-style options alike', () => {
    expect(optionLines([newStyle, oldStyle])).toEqual([
      { title: 'Glaze', values: [{ text: 'Tenmoku', custom: null }] },
      { title: 'Size', values: [{ text: 'Large (30 cm)', custom: null }] },
    ]);
  });

  it('cuts the summary at 40 characters', () => {
    const long = {
      title: 'Glaze',
      items: [{ title: 'Oatmeal speckle with a hand-dipped cobalt rim', custom_value: null }],
    };
    const summary = optionsSummary([long]);
    expect(summary.text).toBe('Glaze: Oatmeal speckle with a hand-dippe…');
    expect(summary.full).toBe('Glaze: Oatmeal speckle with a hand-dipped cobalt rim');
    expect(optionsSummary([newStyle]).text).toBe('Glaze: Tenmoku');
  });

  it('expands at 40 characters or with any custom value', () => {
    expect(optionsExpandable([newStyle, oldStyle])).toBe(false);
    expect(
      optionsExpandable([
        { title: 'Glaze', items: [{ title: 'x'.repeat(40), custom_value: null }] },
      ]),
    ).toBe(true);
    expect(
      optionsExpandable([
        { optionname: 'Gift', items: [{ itemvalue: 'Card', customvalue: 'Hi' }] },
      ]),
    ).toBe(true);
  });

  it('reads the list row products, skipping what is not a product', () => {
    expect(
      listProducts([{ name: 'Mug', qty: 2, options: [newStyle, 'x'] }, 'y', { qty: 1 }]),
    ).toEqual([{ name: 'Mug', qty: 2, options: [newStyle] }]);
    expect(listProducts(null)).toEqual([]);
  });
});
