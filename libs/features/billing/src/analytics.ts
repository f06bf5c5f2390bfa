import type { PaymentInterval } from '@site-admin/api-client';

/**
 * Spec 2 section 7: purchase and interval-change events are sent to analytics. Which analytics
 * is not shown: chosen, the page's tag-manager data layer (`window.dataLayer`, which Google Tag
 * Manager and the other tag managers read), so the app loads no tracker of its own. A page
 * without a tag manager gets the array, which nothing reads.
 */
export type BillingEvent =
  | {
      event: 'purchase';
      plan_id: number;
      plan_name: string;
      interval: PaymentInterval;
      /** What was charged now, VAT included, in `currency`. */
      value: number;
      currency: string;
    }
  | { event: 'subscription_interval_change'; plan_id: number; interval: PaymentInterval };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function sendBillingEvent(event: BillingEvent): void {
  (window.dataLayer ??= []).push(event);
}
