import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountQuery,
  invalidateSession,
  plansQuery,
  useApiClient,
  type Account,
} from '@site-admin/api-client';
import type { SubscriptionModalProps } from '@site-admin/extensions';
import { ErrorState, LoadingState } from '@site-admin/ui';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { failureDetailOf } from '../parts/failure-detail';
import { BillingDialog } from '../parts/billing-dialog';
import { flowKind, isClosable, isLargeModal, plansToShow } from '../rules/plans';
import { PaymentDetails } from './payment-details';
import { PlanSelect } from './plan-select';
import { ThanksStep } from './thanks-step';
import { useSubscriptionFlow, type FlowStep } from './use-subscription-flow';

/** Each step's dialog title (plan select shows it on small screens only; thanks repeats it). */
const stepTitles = {
  plans: 'subscription.title',
  details: 'subscription.details_title',
  thanks: 'subscription.thanks.title',
} as const satisfies Record<FlowStep['name'], string>;

/** The subscription modal (the shell's `subscription` slot): plan select, payment details, thanks. */
export function SubscriptionModal({ request, onClose }: SubscriptionModalProps) {
  const { t } = useBillingTexts();
  const client = useApiClient();
  const account = useQuery(accountQuery(client));
  if (account.isPending)
    return (
      <BillingDialog title={t('subscription.title')} onClose={onClose}>
        <LoadingState label={t('subscription.loading')} />
      </BillingDialog>
    );
  if (account.isError)
    return (
      <BillingDialog title={t('subscription.title')} onClose={onClose}>
        <ErrorState
          title={t('subscription.load_error')}
          message={failureDetailOf(account.error)}
          retryLabel={t('subscription.retry')}
          onRetry={() => void account.refetch()}
        />
      </BillingDialog>
    );
  return <SubscriptionFlow account={account.data} request={request} onClose={onClose} />;
}

function SubscriptionFlow({
  account,
  request,
  onClose,
}: SubscriptionModalProps & { account: Account }) {
  const { t } = useBillingTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const plans = useQuery(plansQuery(client, account.siteid));
  const flow = useSubscriptionFlow(account, request);
  const { step } = flow;
  const shown = plans.data ? plansToShow(plans.data) : [];
  const closable = isClosable(account.sitestatus) || step.name === 'thanks';

  // One dialog for every step: a dialog opened anew for each would hand the focus back to
  // <body> as the last one closed (the flow's `titleRef` takes it to the new step instead).
  const close = () => {
    // The account changed: reload it once the thanks step is closed.
    if (step.name === 'thanks') void invalidateSession(queryClient);
    onClose();
  };
  return (
    <BillingDialog
      title={t(stepTitles[step.name])}
      titleHidden={step.name === 'thanks' ? 'always' : step.name === 'plans'}
      size={
        step.name === 'details' || (step.name === 'plans' && isLargeModal(shown.length))
          ? 'large'
          : 'medium'
      }
      closable={closable}
      titleRef={flow.titleRef}
      onClose={close}
    >
      {step.name === 'thanks' ? (
        <ThanksStep
          title={t('subscription.thanks.title')}
          message={t(step.upgrade ? 'subscription.thanks.upgrade' : 'subscription.thanks.success', {
            plan: step.planName,
          })}
          onClose={close}
        />
      ) : step.name === 'details' ? (
        <PaymentDetails
          account={account}
          plan={step.plan}
          interval={step.interval}
          request={request}
          onIntervalChange={flow.setInterval}
          onBack={flow.back}
          onPaid={(plan) =>
            flow.paid(
              plan?.name ?? step.plan.name,
              flowKind(account.sitestatus) === 'upgrade' &&
                (plan?.isUpgrade ?? step.plan.isUpgrade),
            )
          }
        />
      ) : plans.isPending ? (
        <LoadingState label={t('subscription.loading')} />
      ) : plans.isError ? (
        <ErrorState
          title={t('subscription.load_error')}
          message={failureDetailOf(plans.error)}
          retryLabel={t('subscription.retry')}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <PlanSelect
          plans={shown}
          siteid={account.siteid}
          status={account.sitestatus}
          targetPlan={request.plan}
          feature={request.feature}
          onChoose={flow.choose}
        />
      )}
    </BillingDialog>
  );
}
