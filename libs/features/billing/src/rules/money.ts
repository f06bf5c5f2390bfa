// Money and dates as the billing screens show them (spec 2, sections 3 and 9).
import { DEFAULT_CURRENCY, formatMoney } from '@site-admin/ui';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import type { PaymentInterval } from '@site-admin/api-client';

dayjs.extend(advancedFormat);

/** A price in the summary's currency, after stripping anything that is not part of a number. */
export function formatPrice(value: number | string, currency: string = DEFAULT_CURRENCY): string {
  const amount =
    typeof value === 'number' ? value : Number(String(value).replace(/[^0-9.-]/g, '') || 0);
  return formatMoney(Number.isFinite(amount) ? amount : 0, currency || DEFAULT_CURRENCY);
}

/** The next payment date, else 12 or 1 months from now by the interval: '24th November 2027'. */
export function nextPaymentDate(
  date: string | null,
  interval: PaymentInterval,
  now: Date = new Date(),
): string {
  const when = date ? dayjs(date) : dayjs(now).add(interval === 'annual' ? 12 : 1, 'month');
  return when.format('Do MMMM YYYY');
}

/** A saved card as shown: XXXX-XXXX-XXXX-4242. */
export function maskCard(digits: string): string {
  return `XXXX-XXXX-XXXX-${digits}`;
}

/** The referral code of a site: RAF and the site id. */
export function referralCode(siteid: number | string): string {
  return `RAF${siteid}`;
}
