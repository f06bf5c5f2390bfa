import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPublishDate } from './dates';

describe('dates', () => {
  it('formats the last publish date with an ordinal day and the time', () => {
    expect(formatPublishDate('2026-11-18T16:42:09')).toBe('18th November 2026 at 16:42:09');
    expect(formatPublishDate('2026-03-01T08:05:00')).toBe('1st March 2026 at 08:05:00');
    expect(formatPublishDate('2026-03-22T23:59:59')).toBe('22nd March 2026 at 23:59:59');
  });

  it("formats a date in the one en-GB style, '2 March 2027'", () => {
    expect(formatLongDate('2027-03-02')).toBe('2 March 2027');
    expect(formatLongDate(new Date(2026, 11, 31, 23, 30))).toBe('31 December 2026');
  });

  it('reads a date without a zone as local time, whatever the zone', () => {
    expect(formatLongDate('2027-01-01')).toBe('1 January 2027');
    expect(formatPublishDate('2026-01-01 00:00:00')).toBe('1st January 2026 at 00:00:00');
    expect(formatPublishDate('2026-11-18T16:42:09.123')).toBe('18th November 2026 at 16:42:09');
  });

  it.each([
    [2, '2nd'],
    [3, '3rd'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [23, '23rd'],
    [31, '31st'],
  ])('gives day %i the suffix of %s', (day, shown) => {
    expect(formatPublishDate(new Date(2026, 0, day, 9, 0, 0))).toBe(
      `${shown} January 2026 at 09:00:00`,
    );
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
