import { formatMoney } from '@site-admin/ui';

/**
 * A price from a decimal string in its currency, without a trailing .00 (spec 2: storage plan
 * prices; prices are formatted after stripping non-numeric characters).
 */
export function priceWithoutZeroPence(price: string, currency = 'GBP'): string {
  const amount = Number(price.replace(/[^0-9.]/g, ''));
  if (!Number.isFinite(amount)) return price;
  return formatMoney(amount, currency).replace(/\.00$/, '');
}
