import type { Announcement } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { announcementsShown } from './announcements';
import { priceWithoutZeroPence } from './prices';
import { monthOnMonthIndicator, percentageShown, statisticValue } from './statistics';

describe('statistics formatting', () => {
  it('shows the value in its format', () => {
    expect(statisticValue({ value: 3412, format: 'number' })).toBe('3,412');
    expect(statisticValue({ value: 2186.5, format: 'currency', currency: 'GBP' })).toBe(
      '£2,186.50',
    );
    expect(statisticValue({ value: 4.5, format: 'percentage' })).toBe('4.5%');
    expect(statisticValue({ value: null, format: 'number' })).toBe('–');
  });

  it('shows ∞ for inf and no data for nan', () => {
    expect(percentageShown('inf')).toEqual({ kind: 'infinity' });
    expect(percentageShown('nan')).toEqual({ kind: 'no-data' });
    expect(percentageShown(-12.4)).toEqual({ kind: 'value', text: '12.4%' });
    expect(percentageShown(undefined)).toEqual({ kind: 'none' });
  });

  it('is positive when up, or when down under the reverse scale', () => {
    expect(monthOnMonthIndicator({ monthOnMonth: 'up', percentage: 5 })).toEqual({
      direction: 'up',
      tone: 'positive',
    });
    expect(monthOnMonthIndicator({ monthOnMonth: 'down', percentage: 5 })?.tone).toBe('negative');
    expect(
      monthOnMonthIndicator({ monthOnMonth: 'down', percentage: 5, reverseScale: true })?.tone,
    ).toBe('positive');
    expect(
      monthOnMonthIndicator({ monthOnMonth: 'up', percentage: 5, reverseScale: true })?.tone,
    ).toBe('negative');
    expect(monthOnMonthIndicator({ monthOnMonth: 'up', percentage: 'nan' })).toBeNull();
    expect(monthOnMonthIndicator({ percentage: 5 })).toBeNull();
  });
});

describe('announcement count', () => {
  const articles = (n: number): Announcement[] =>
    Array.from({ length: n }, (_, i) => ({
      ID: i + 1,
      title: `News ${i + 1}`,
      text: '',
      important: false,
      formattedDate: 'November 2, 2026',
    }));

  it('shows 4 announcements and 3 top tips, with View All when more exist', () => {
    expect(announcementsShown('announcements', articles(5)).shown).toHaveLength(4);
    expect(announcementsShown('announcements', articles(5)).hasMore).toBe(true);
    expect(announcementsShown('announcements', articles(4)).hasMore).toBe(false);
    expect(announcementsShown('top-tips', articles(4)).shown).toHaveLength(3);
    expect(announcementsShown('top-tips', articles(4)).hasMore).toBe(true);
    expect(announcementsShown('announcements', articles(9), 2).shown).toHaveLength(2);
  });

  it('lists at most 15 older announcements', () => {
    expect(announcementsShown('announcements', articles(20)).older).toHaveLength(15);
  });
});

describe('storage plan prices', () => {
  it('drops a trailing .00', () => {
    expect(priceWithoutZeroPence('2.00')).toBe('£2');
    expect(priceWithoutZeroPence('19.50')).toBe('£19.50');
    expect(priceWithoutZeroPence('120.00', 'GBP')).toBe('£120');
  });
});
