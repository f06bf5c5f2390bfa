import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** Spec 2: the last publish date reads 'Do MMMM Y at HH:mm:ss', e.g. 18th November 2026 at 16:42:09. */
export function formatPublishDate(value: string | Date): string {
  return dayjs(value).format('Do MMMM YYYY [at] HH:mm:ss');
}

/** Spec 1 section 9: 'F j, Y' without a time, e.g. March 2, 2027. */
export function formatLongDate(value: string | Date): string {
  return dayjs(value).format('MMMM D, YYYY');
}
