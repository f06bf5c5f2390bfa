import type { Statistic, StatisticPercentage } from '@site-admin/api-client';
import { formatCurrency, formatNumber, formatPercentage } from '@site-admin/ui';

/** What a tile's change on last month shows: a number, ∞ ('inf') or no data ('nan'). */
export type PercentageShown =
  { kind: 'value'; text: string } | { kind: 'infinity' } | { kind: 'no-data' } | { kind: 'none' };

export function percentageShown(percentage: StatisticPercentage | undefined): PercentageShown {
  if (percentage === undefined) return { kind: 'none' };
  if (percentage === 'inf') return { kind: 'infinity' };
  if (percentage === 'nan') return { kind: 'no-data' };
  return { kind: 'value', text: formatPercentage(Math.abs(percentage)) };
}

/** A tile as sent: fields with a default (currency, reverseScale) may be left out. */
export type StatisticTile = Pick<Statistic, 'value' | 'format'> &
  Partial<Omit<Statistic, 'value' | 'format'>>;

/** A tile's value in its format ('–' without one). */
export function statisticValue(statistic: StatisticTile): string {
  const { value } = statistic;
  if (value === null) return '–';
  switch (statistic.format) {
    case 'currency':
      return formatCurrency(value, statistic.currency ?? 'GBP');
    case 'percentage':
      return formatPercentage(value);
    default:
      return formatNumber(value);
  }
}

export interface Indicator {
  direction: 'up' | 'down';
  /** Up is good, unless the scale is reversed (fewer abandoned baskets is good). */
  tone: 'positive' | 'negative';
}

/**
 * Spec 2: the month-on-month indicator is positive when up, or when down under reverse scale, and
 * negative otherwise; nothing shows when the percentage is 'nan' or no direction is given.
 */
export function monthOnMonthIndicator(
  statistic: Partial<Pick<Statistic, 'monthOnMonth' | 'percentage' | 'reverseScale'>>,
): Indicator | null {
  const { monthOnMonth, percentage, reverseScale = false } = statistic;
  if (monthOnMonth === undefined || percentage === 'nan') return null;
  const good = monthOnMonth === 'up' ? !reverseScale : reverseScale;
  return { direction: monthOnMonth, tone: good ? 'positive' : 'negative' };
}
