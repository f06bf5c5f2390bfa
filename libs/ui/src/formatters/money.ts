export const DEFAULT_CURRENCY = 'GBP';
export const DEFAULT_LOCALE = 'en-GB';

/** One formatter per currency: making one costs far more than using it (50 rows, 4 prices each). */
const formats = new Map<string, Intl.NumberFormat | null>();

function formatFor(currency: string): Intl.NumberFormat | null {
  if (!formats.has(currency)) {
    try {
      formats.set(currency, new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency }));
    } catch {
      formats.set(currency, null);
    }
  }
  return formats.get(currency) ?? null;
}

/** A price in the shop's currency, en-GB style (£1,234.50). Unknown currencies fall back to 2 decimals. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return formatFor(currency)?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
}
