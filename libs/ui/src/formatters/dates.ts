// The first screen's two date formats, with dayjs: the dashboard's modules load it anyway, and an
// `Intl.DateTimeFormat` made at start cost the first screen 45 ms of a slowed phone's main thread
// (loading the locale's calendar data). dayjs reads a date-time without a zone (as the API
// sends them) as local time, and one with a zone as exact.
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** Spec 2: the last publish date reads 'Do MMMM Y at HH:mm:ss', e.g. 18th November 2026 at 16:42:09. */
export function formatPublishDate(value: string | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('Do MMMM YYYY [at] HH:mm:ss') : String(value);
}

/**
 * The one date style of the shell and the dashboard, en-GB: '2 March 2027' (the owners asked for
 * it over spec 1's US-style 'F j, Y'). Dates the spec gives a format with a time keep it.
 */
export function formatLongDate(value: string | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY') : String(value);
}
