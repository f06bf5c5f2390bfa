import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats GBP by default', () => {
    expect(formatMoney(180)).toBe('£180.00');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
  });

  it('formats another currency', () => {
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
  });

  it('falls back to two decimals for a code Intl does not accept', () => {
    expect(formatMoney(3, 'not-a-currency')).toBe('3.00 not-a-currency');
  });
});
