import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import type { PaymentModalProps } from '@site-admin/extensions';
import { ErrorState, LoadingState, notify } from '@site-admin/ui';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { failureDetailOf } from '../parts/failure-detail';
import { BillingDialog } from '../parts/billing-dialog';
import { PaymentLayout } from '../payment/payment-layout';
import { formatPrice } from '../rules/money';
import { useInvoicePayment } from './use-invoice-payment';

/**
 * The Pay Invoice modal (the shell's `payment` slot): the summary, pay, then a notice naming the
 * invoice; it closes with paid true, or false when closed unpaid.
 */
export function PayInvoiceModal({ invoiceId, onClose }: PaymentModalProps) {
  const { t } = useBillingTexts();
  const account = useQuery(accountQuery(useApiClient()));
  const id = Number(invoiceId);
  return (
    <BillingDialog title={t('invoice.title')} size="large" onClose={() => onClose(false)}>
      {account.data && Number.isInteger(id) && id > 0 ? (
        <InvoicePayment siteid={account.data.siteid} invoiceId={id} onClose={onClose} />
      ) : account.isError ? (
        <ErrorState title={t('invoice.load_error')} message={failureDetailOf(account.error)} />
      ) : Number.isInteger(id) && id > 0 ? (
        <LoadingState label={t('invoice.loading')} />
      ) : (
        <ErrorState title={t('invoice.load_error')} message={invoiceId} />
      )}
    </BillingDialog>
  );
}

function InvoicePayment({
  siteid,
  invoiceId,
  onClose,
}: {
  siteid: number;
  invoiceId: number;
  onClose: (paid: boolean) => void;
}) {
  const { t } = useBillingTexts();
  const invoice = useInvoicePayment(siteid, invoiceId, () => {
    notify({ type: 'success', title: t('invoice.paid', { id: invoiceId }) });
    onClose(true);
  });
  const { data } = invoice;
  if (!data) {
    if (invoice.summary.isError)
      return (
        <ErrorState
          title={t('invoice.load_error')}
          message={failureDetailOf(invoice.summary.error)}
          retryLabel={t('subscription.retry')}
          onRetry={() => void invoice.summary.refetch()}
        />
      );
    return <LoadingState label={t('invoice.loading')} />;
  }
  return (
    <Stack gap="4">
      <Text fontWeight="semibold" data-testid="invoice-name">
        #{data.model.ID} {data.model.description}
      </Text>
      {/* A failed reload keeps the form and what was typed; the last summary stays. */}
      {invoice.summary.isError ? (
        <ErrorState
          title={t('subscription.summary_error')}
          message={failureDetailOf(invoice.summary.error)}
          retryLabel={t('subscription.retry')}
          onRetry={() => void invoice.summary.refetch()}
        />
      ) : null}
      <PaymentLayout
        form={invoice.form}
        siteid={siteid}
        gateway={data.gateway}
        gatewayConfig={data.gateway_config}
        savedCard={data.payment_method}
        gatewayRef={invoice.gatewayRef}
        summary={data.summary}
        payLabel={t('invoice.pay', {
          amount: formatPrice(data.summary.total, data.summary.currency),
        })}
        terms={t('invoice.terms')}
        running={invoice.running}
        stale={invoice.summary.isFetching || invoice.summary.isError}
        onPay={() => void invoice.pay()}
      />
    </Stack>
  );
}
