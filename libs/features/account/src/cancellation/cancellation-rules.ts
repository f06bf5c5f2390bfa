import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import type { CancellationRequest } from '@site-admin/api-client';

dayjs.extend(advancedFormat);

/**
 * Spec 2 section 9: cancellation dates read 'do MMMM YYYY' (an ordinal day, e.g. 1st March 2027);
 * in dayjs that is 'Do MMMM YYYY'.
 */
export const CANCELLATION_DATE_FORMAT = 'Do MMMM YYYY';

/** A request counts as active unless its status is saved or withdrawn. */
export function isActiveCancellation(request: CancellationRequest | null): boolean {
  return request !== null && request.textStatus !== 'saved' && request.textStatus !== 'withdrawn';
}

/** The plan ends the day before the next payment; null when no payment is due. */
export function planEndDate(nextPaymentDate: string | null): string | null {
  if (!nextPaymentDate) return null;
  const next = dayjs(nextPaymentDate);
  return next.isValid() ? next.subtract(1, 'day').format(CANCELLATION_DATE_FORMAT) : null;
}

/** A request's date in the cancellation format. */
export function formatCancellationDate(value: string): string {
  return dayjs(value).format(CANCELLATION_DATE_FORMAT);
}
