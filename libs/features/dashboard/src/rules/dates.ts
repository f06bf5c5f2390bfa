import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** Spec 2: cancellation dates read 'do MMMM YYYY' (1st December 2026). */
export const formatOrdinalDate = (value: string) => dayjs(value).format('Do MMMM YYYY');

/** The plan ends the day before the next payment (spec 2 section 4). */
export const planEndDate = (nextPaymentDate: string) =>
  dayjs(nextPaymentDate).subtract(1, 'day').format('YYYY-MM-DD');

/** A cancellation request is active unless it was saved or withdrawn. */
export const isActiveCancellation = (textStatus: string) =>
  textStatus !== 'saved' && textStatus !== 'withdrawn';
