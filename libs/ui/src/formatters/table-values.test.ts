import { describe, expect, it } from 'vitest';
import { formatTableDate } from './table-date';
import { formatCount, formatNumber, formatPercentage } from './table-values';

describe('table values', () => {
  const now = new Date('2026-11-21T15:30:00');

  it('shows today for a same-day value at midnight', () => {
    expect(formatTableDate('2026-11-21T00:00:00', now)).toEqual({ kind: 'today' });
  });

  it('shows other same-day values relative to now', () => {
    expect(formatTableDate('2026-11-21T12:30:00', now)).toEqual({
      kind: 'relative',
      text: '3 hours ago',
    });
  });

  it('shows other days as DD/MM/YYYY and nothing for no value', () => {
    expect(formatTableDate('2026-11-02T08:40:51', now)).toEqual({
      kind: 'date',
      text: '02/11/2026',
    });
    expect(formatTableDate(null, now)).toEqual({ kind: 'empty' });
    expect(formatTableDate('not a date', now)).toEqual({ kind: 'empty' });
  });

  it('formats numbers, percentages and capped counts', () => {
    expect(formatNumber(1284)).toBe('1,284');
    expect(formatPercentage(12.5)).toBe('12.5%');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
  });
});
