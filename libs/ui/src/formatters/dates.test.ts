import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPublishDate } from './dates';

describe('dates', () => {
  it('formats the last publish date with an ordinal day and the time', () => {
    expect(formatPublishDate('2026-11-18T16:42:09')).toBe('18th November 2026 at 16:42:09');
    expect(formatPublishDate('2026-03-01T08:05:00')).toBe('1st March 2026 at 08:05:00');
    expect(formatPublishDate('2026-03-22T23:59:59')).toBe('22nd March 2026 at 23:59:59');
  });

  it("formats a date as 'F j, Y'", () => {
    expect(formatLongDate('2027-03-02')).toBe('March 2, 2027');
  });
});
