import { DEFAULT_LOCALE, formatMoney } from './money';

// Made once: a formatter costs far more to make than to use, and a list formats every row.
const numbers = new Intl.NumberFormat(DEFAULT_LOCALE);
const percentages = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 2 });

/** A whole or decimal number, en-GB grouping (1,284). */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** A percentage value as sent (12.5 → 12.5%). */
export function formatPercentage(value: number): string {
  return `${percentages.format(value)}%`;
}

/** A money cell: the value in the column's currency (GBP by default). */
export function formatCurrency(value: number, currency?: string): string {
  return formatMoney(value, currency);
}

/** Count badges cap at 99+ (spec 1 section 9). */
export function formatCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
