import { describe, expect, it } from 'vitest';
import { formatCancellationDate, isActiveCancellation, planEndDate } from './cancellation-rules';

describe('isActiveCancellation', () => {
  it('is active unless saved or withdrawn', () => {
    const at = '2026-11-21T09:32:00Z';
    expect(isActiveCancellation({ textStatus: 'requested', datestamp: at })).toBe(true);
    expect(isActiveCancellation({ textStatus: 'in_progress', datestamp: at })).toBe(true);
    expect(isActiveCancellation({ textStatus: 'processed', datestamp: at })).toBe(true);
    expect(isActiveCancellation({ textStatus: 'saved', datestamp: at })).toBe(false);
    expect(isActiveCancellation({ textStatus: 'withdrawn', datestamp: at })).toBe(false);
    expect(isActiveCancellation(null)).toBe(false);
  });
});

describe('planEndDate', () => {
  it('is the day before the next payment, as an ordinal date', () => {
    expect(planEndDate('2027-03-02')).toBe('1st March 2027');
    expect(planEndDate('2026-12-23')).toBe('22nd December 2026');
  });

  it('crosses month and year ends and leap days', () => {
    expect(planEndDate('2027-01-01')).toBe('31st December 2026');
    expect(planEndDate('2028-03-01')).toBe('29th February 2028');
    expect(planEndDate('2027-03-01')).toBe('28th February 2027');
  });

  it('is null when no payment is due or the date is not one', () => {
    expect(planEndDate(null)).toBeNull();
    expect(planEndDate('not a date')).toBeNull();
  });
});

describe('formatCancellationDate', () => {
  it('reads do MMMM YYYY', () => {
    expect(formatCancellationDate('2026-11-21T09:32:00Z')).toBe('21st November 2026');
    expect(formatCancellationDate('2026-11-03T09:32:00Z')).toBe('3rd November 2026');
  });
});
