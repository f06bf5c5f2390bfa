import { DEFAULT_LOCALE, formatMoney } from './money';

// Made once, on first use: a formatter costs far more to make than to use, and a list formats
// every row (not as the module loads: see dates.ts).
let numbers: Intl.NumberFormat | undefined;
let percentages: Intl.NumberFormat | undefined;

/** A whole or decimal number, en-GB grouping (1,284). */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat(DEFAULT_LOCALE);
  return numbers.format(value);
}

/** A percentage value as sent (12.5 → 12.5%). */
export function formatPercentage(value: number): string {
  percentages ??= new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 2 });
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
