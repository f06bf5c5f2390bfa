import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Account, PaymentInterval, Plan } from '@site-admin/api-client';
import { ErrorState, LoadingState, type SubscriptionRequest } from '@site-admin/ui';
import { useEffect, useRef } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { failureDetailOf } from '../parts/failure-detail';
import { DiscountCode } from '../payment/discount-code';
import { IntervalSelect } from '../payment/interval-select';
import { PaymentLayout } from '../payment/payment-layout';
import { isNoChange, monthlyAllowed } from '../rules/intervals';
import { formatPrice, nextPaymentDate } from '../rules/money';
import { useSubscriptionDetails } from './use-subscription-details';
import { sendBillingEvent } from '../analytics';

/** Step 2: the chosen plan's payment details. */
export function PaymentDetails({
  account,
  plan,
  interval,
  request,
  onIntervalChange,
  onBack,
  onPaid,
}: {
  account: Account;
  plan: Pick<Plan, 'id' | 'name' | 'current'>;
  interval: PaymentInterval;
  request: SubscriptionRequest;
  onIntervalChange: (interval: PaymentInterval) => void;
  onBack?: () => void;
  onPaid: (plan: { name: string; isUpgrade: boolean } | undefined) => void;
}) {
  const { t } = useBillingTexts();
  const siteid = account.siteid;
  const flow = useSubscriptionDetails({ siteid, planId: plan.id, interval, request, onPaid });
  const { details, form } = flow;
  // A removed code's Remove goes with it: the focus moves to the discount field or its add link
  // in its place, rather than to <body>.
  const discountBox = useRef<HTMLDivElement>(null);
  const focusDiscount = useRef(false);
  useEffect(() => {
    if (!focusDiscount.current) return;
    focusDiscount.current = false;
    discountBox.current?.querySelector<HTMLElement>('input, button')?.focus();
  });
  const removeDiscount = () => {
    focusDiscount.current = true;
    flow.removeDiscount();
  };
  const back = onBack ? (
    <Button variant="plain" size="sm" px="0" alignSelf="start" colorPalette="blue" onClick={onBack}>
      ← {t('subscription.back')}
    </Button>
  ) : null;

  const data = flow.data;
  if (!data) {
    if (details.isError)
      return (
        <Stack>
          <ErrorState
            title={t('subscription.details_error')}
            message={failureDetailOf(details.error)}
            retryLabel={t('subscription.retry')}
            onRetry={() => void details.refetch()}
          />
          {back}
        </Stack>
      );
    return <LoadingState label={t('subscription.details_loading')} />;
  }

  const summary = data.subscriptionSummary;
  const noChange = isNoChange(account, data.plan, interval);
  const payLabel =
    summary.total === 0
      ? t('subscription.pay_free')
      : summary.isYearlyUpgrade
        ? t('subscription.pay_amount', { amount: formatPrice(summary.total, summary.currency) })
        : t('subscription.pay');
  const next = nextPaymentDate(summary.nextPaymentDate, interval);

  return (
    <Stack gap="4">
      {back}
      <HStack gap="2">
        <Text as="h3" fontSize="xl" fontWeight="bold">
          {data.plan.name}
        </Text>
        {data.plan.current ? (
          <Badge colorPalette="green">{t('subscription.plan.current')}</Badge>
        ) : null}
      </HStack>
      <IntervalSelect
        value={interval}
        monthlyAllowed={monthlyAllowed(account)}
        onChange={(next) => {
          sendBillingEvent({
            event: 'subscription_interval_change',
            plan_id: plan.id,
            interval: next,
          });
          onIntervalChange(next);
        }}
      />
      {/* A failed re-pricing keeps the form and what was typed; the last summary stays. */}
      {details.isError ? (
        <ErrorState
          title={t('subscription.summary_error')}
          message={failureDetailOf(details.error)}
          retryLabel={t('subscription.retry')}
          onRetry={() => void details.refetch()}
        />
      ) : null}
      <PaymentLayout
        form={form}
        siteid={siteid}
        gateway={data.gateway}
        gatewayConfig={data.gateway_config}
        savedCard={data.payment_method}
        gatewayRef={flow.gatewayRef}
        summary={summary}
        onRemoveDiscount={removeDiscount}
        payLabel={payLabel}
        terms={t('subscription.terms')}
        running={flow.running}
        stale={details.isFetching || details.isError}
        onPay={() => void flow.pay()}
        summaryTop={
          <Stack gap="2">
            <Text fontSize="sm" data-testid="next-payment">
              {summary.nextPaymentAmount === null
                ? t('subscription.summary.next_payment_date', { date: next })
                : t('subscription.summary.next_payment', {
                    amount: formatPrice(summary.nextPaymentAmount, summary.currency),
                    date: next,
                  })}
            </Text>
            <Box ref={discountBox}>
              <DiscountCode
                applied={flow.discountCode}
                refused={flow.refusedCode}
                error={form.errorText(flow.discountError)}
                onRedeem={flow.redeemDiscount}
                onRemove={removeDiscount}
                onEdit={flow.clearDiscountError}
              />
            </Box>
          </Stack>
        }
        aside={
          noChange ? (
            <Box role="complementary" borderWidth="1px" rounded="md" p="4" bg="bg.muted">
              <Text fontWeight="bold">{t('subscription.no_change.title')}</Text>
              <Text fontSize="sm" my="2">
                {t('subscription.no_change.text')}
              </Text>
              {back}
            </Box>
          ) : undefined
        }
      />
    </Stack>
  );
}
