import type { Account, PaymentInterval, Plan } from '@site-admin/api-client';
import type { SubscriptionRequest } from '@site-admin/ui';
import { useState } from 'react';
import { useStepFocus } from '../parts/use-step-focus';
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
 * the request names a plan and does not force plan selection. Each change of step focuses the
 * dialog's title (`titleRef`), as the control pressed goes with its step.
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
  const titleRef = useStepFocus(step.name);
  return {
    step,
    titleRef,
    choose: (plan: Plan, viaSavingLink: boolean) =>
      setStep({ name: 'details', plan, interval: intervalForChoice(account, viaSavingLink) }),
    setInterval: (interval: PaymentInterval) =>
      setStep((current) => (current.name === 'details' ? { ...current, interval } : current)),
    back: () => setStep({ name: 'plans' }),
    paid: (planName: string, upgrade: boolean) => setStep({ name: 'thanks', planName, upgrade }),
  };
}
