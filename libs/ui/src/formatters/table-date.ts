import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** What a table date cell shows (spec 1 section 9). */
export type TableDate =
  | { kind: 'today' }
  | { kind: 'relative'; text: string }
  | { kind: 'date'; text: string }
  | { kind: 'empty' };

/**
 * A table date: empty without a value; 'today' for a same-day value at 00:00:00; other same-day
 * values relative to now ('3 hours ago'); anything else DD/MM/YYYY.
 */
export function formatTableDate(
  value: string | number | null | undefined,
  now: Date = new Date(),
): TableDate {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  const date = dayjs(value);
  if (!date.isValid()) return { kind: 'empty' };
  if (date.isSame(now, 'day')) {
    if (date.hour() === 0 && date.minute() === 0 && date.second() === 0) return { kind: 'today' };
    return { kind: 'relative', text: date.from(now) };
  }
  return { kind: 'date', text: date.format('DD/MM/YYYY') };
}
