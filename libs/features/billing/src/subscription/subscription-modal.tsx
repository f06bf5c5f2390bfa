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
import { useSubscriptionFlow } from './use-subscription-flow';

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

  if (step.name === 'thanks') {
    const close = () => {
      // The account changed: reload it once the thanks step is closed.
      void invalidateSession(queryClient);
      onClose();
    };
    return (
      <BillingDialog title={t('subscription.thanks.title')} titleHidden="always" onClose={close}>
        <ThanksStep
          title={t('subscription.thanks.title')}
          message={t(step.upgrade ? 'subscription.thanks.upgrade' : 'subscription.thanks.success', {
            plan: step.planName,
          })}
          onClose={close}
        />
      </BillingDialog>
    );
  }

  if (step.name === 'details') {
    return (
      <BillingDialog
        title={t('subscription.details_title')}
        size="large"
        closable={closable}
        onClose={onClose}
      >
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
      </BillingDialog>
    );
  }

  return (
    <BillingDialog
      title={t('subscription.title')}
      titleHidden
      size={isLargeModal(shown.length) ? 'large' : 'medium'}
      closable={closable}
      onClose={onClose}
    >
      {plans.isPending ? (
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
