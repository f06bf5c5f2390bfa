// Billing interval rules (spec 2, section 4).
import type { PaymentInterval } from '@site-admin/api-client';

export interface IntervalAccount {
  sitestatus: string;
  annual_subscription: boolean;
}

/**
 * Monthly is offered only to trial and inactive accounts, or to accounts not on an annual
 * subscription; otherwise it is disabled with a tooltip.
 */
export function monthlyAllowed(account: IntervalAccount): boolean {
  return account.sitestatus === 'T' || account.sitestatus === 'C' || !account.annual_subscription;
}

/** The account's own interval; an annual account always opens as Annually. */
export function accountInterval(account: IntervalAccount): PaymentInterval {
  return account.annual_subscription ? 'annual' : 'monthly';
}

/**
 * The interval a chosen plan starts with: Monthly when the plan is chosen, Annually when its
 * saving link is; an annual account (which cannot go monthly) stays Annually.
 */
export function intervalForChoice(
  account: IntervalAccount,
  viaSavingLink: boolean,
): PaymentInterval {
  if (viaSavingLink || !monthlyAllowed(account)) return 'annual';
  return 'monthly';
}

/** Nothing would change: the same plan and interval, and an account in good standing. */
export function isNoChange(
  account: IntervalAccount,
  plan: { current: boolean },
  interval: PaymentInterval,
): boolean {
  return (
    plan.current &&
    interval === accountInterval(account) &&
    !['C', 'S', 'A'].includes(account.sitestatus)
  );
}
