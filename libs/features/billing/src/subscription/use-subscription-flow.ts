import type { Account, PaymentInterval, Plan } from '@site-admin/api-client';
import type { SubscriptionRequest } from '@site-admin/ui';
import { useState } from 'react';
import { accountInterval, intervalForChoice } from '../rules/intervals';

export type FlowStep =
  | { name: 'plans' }
  | {
      name: 'details';
      plan: Pick<Plan, 'id' | 'name' | 'current' | 'isUpgrade'>;
      interval: PaymentInterval;
    }
  | { name: 'thanks'; planName: string; upgrade: boolean };

/**
 * The subscription flow: plan select, payment details, thanks. It starts at payment details when
 * the request names a plan and does not force plan selection.
 */
export function useSubscriptionFlow(account: Account, request: SubscriptionRequest) {
  const [step, setStep] = useState<FlowStep>(() =>
    request.plan !== undefined && !request.forcePlanSelection
      ? {
          name: 'details',
          plan: { id: request.plan, name: '', current: false, isUpgrade: true },
          interval: accountInterval(account),
        }
      : { name: 'plans' },
  );
  return {
    step,
    choose: (plan: Plan, viaSavingLink: boolean) =>
      setStep({ name: 'details', plan, interval: intervalForChoice(account, viaSavingLink) }),
    setInterval: (interval: PaymentInterval) =>
      setStep((current) => (current.name === 'details' ? { ...current, interval } : current)),
    back: () => setStep({ name: 'plans' }),
    paid: (planName: string, upgrade: boolean) => setStep({ name: 'thanks', planName, upgrade }),
  };
}
