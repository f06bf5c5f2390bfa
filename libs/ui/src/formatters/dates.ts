// The first screen's two date formats, from the browser's own Intl (no date library in the first
// load for them; lists and forms that compute with dates use dayjs).

/** A date-time without a zone (as the API sends them) is local time; one with a zone is exact. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const local = LOCAL_DATE_TIME.exec(value);
  if (!local) return new Date(value);
  const [year, month, day, hour, minute, second] = local.slice(1).map((part) => Number(part ?? 0));
  return new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

// Made on first use, not as the module loads: the page's first Intl object loads the locale data,
// which a worker loads beside the start-up (apps/admin/src/boot.ts), not one of its tasks.
let parts: Intl.DateTimeFormat | undefined;
let ordinal: Intl.PluralRules | undefined;

function partsFormat(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return parts;
}
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

type Parts = Record<Intl.DateTimeFormatPartTypes, string>;

/** The date's parts, or null for a value that is not a date. */
function dateParts(value: string | Date): Parts | null {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  const found = {} as Parts;
  for (const part of partsFormat().formatToParts(date)) found[part.type] = part.value;
  return found;
}

/** Spec 2: the last publish date reads 'Do MMMM Y at HH:mm:ss', e.g. 18th November 2026 at 16:42:09. */
export function formatPublishDate(value: string | Date): string {
  const found = dateParts(value);
  if (!found) return String(value);
  const { day, month, year, hour, minute, second } = found;
  ordinal ??= new Intl.PluralRules('en-GB', { type: 'ordinal' });
  const suffix = SUFFIX[ordinal.select(Number(day))] ?? 'th';
  return `${day}${suffix} ${month} ${year} at ${hour}:${minute}:${second}`;
}

/**
 * The one date style of the shell and the dashboard, en-GB: '2 March 2027' (the owners asked for
 * it over spec 1's US-style 'F j, Y'). Dates the spec gives a format with a time keep it.
 */
export function formatLongDate(value: string | Date): string {
  const found = dateParts(value);
  if (!found) return String(value);
  const { day, month, year } = found;
  return `${day} ${month} ${year}`;
}
