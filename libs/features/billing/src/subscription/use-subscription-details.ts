import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  createSubscriptionInvoiceMutation,
  invoiceIdOf,
  paySubscriptionMutation,
  paymentErrorsOf,
  subscriptionDetailsQuery,
  useApiClient,
  type PaymentInterval,
} from '@site-admin/api-client';
import type { SubscriptionRequest } from '@site-admin/ui';
import { useState } from 'react';
import { errorsByField } from '../payment/run-payment';
import { usePayRunner } from '../payment/use-pay-runner';
import { usePaymentForm } from '../payment/use-payment-form';

/**
 * The payment details step's data and actions: the details for the plan, interval, discount code
 * and VAT number; the form; and pay (invoice, card, payment, 3-D Secure).
 */
export function useSubscriptionDetails({
  siteid,
  planId,
  interval,
  request,
  onPaid,
}: {
  siteid: number;
  planId: number;
  interval: PaymentInterval;
  request: SubscriptionRequest;
  onPaid: (plan: { name: string; isUpgrade: boolean } | undefined) => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [vatForQuery, setVatForQuery] = useState<string | null>(null);
  // The details' discount error shows until the code is edited.
  const [discountErrorShown, setDiscountErrorShown] = useState(true);
  const details = useQuery(
    subscriptionDetailsQuery(client, siteid, {
      plan: planId,
      paymentInterval: interval,
      ...(discountCode ? { discountCode } : {}),
      ...(vatForQuery ? { vatNumber: vatForQuery } : {}),
    }),
  );
  const form = usePaymentForm(details.data);
  // A changed, valid VAT number prices the summary again (an invalid one is not sent).
  if (form.vatNumber !== vatForQuery) setVatForQuery(form.vatNumber);

  const invoice = useMutation(createSubscriptionInvoiceMutation(client, queryClient));
  const payment = useMutation(paySubscriptionMutation(client, queryClient));
  const runner = usePayRunner(form, () => onPaid(details.data?.plan));
  const discountError = details.data?.errors.find((error) => error.field === 'discountCode');

  const pay = () =>
    runner.pay({
      prepare: async () => {
        const base = form.request();
        if (!base) return null;
        const body = {
          ...base,
          plan: planId,
          paymentInterval: interval,
          discountCode: details.data?.discountCode ?? null,
        };
        const reply = await invoice.mutateAsync({ siteid, body }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 429) throw error;
          console.error('The invoice could not be raised', error);
          return null;
        });
        if (reply === null) return { ok: false, errors: {} };
        const errors = paymentErrorsOf(reply);
        if (errors.length > 0) return { ok: false, errors: errorsByField({ errors }) };
        const invoiceId = invoiceIdOf(reply);
        if (invoiceId === null || !('digest' in reply)) {
          console.error('The invoice reply has no invoice id', reply);
          return null;
        }
        return { ok: true, value: { ...body, invoiceId, digest: reply.digest } };
      },
      send: (prepared, gatewayData, idempotencyKey) =>
        payment.mutateAsync({
          siteid,
          idempotencyKey,
          body: {
            ...prepared,
            gatewayData,
            upsell: request.feature ?? null,
            upsellDetail: request.fieldDetail ?? null,
          },
        }),
    });

  return {
    details,
    form,
    pay,
    running: runner.running,
    gatewayRef: runner.gatewayRef,
    discountCode: details.data?.discountCode ?? null,
    discountError:
      form.errors['discountCode'] ?? (discountErrorShown ? discountError?.message : undefined),
    redeemDiscount: (code: string) => {
      form.clearError('discountCode');
      setDiscountErrorShown(true);
      setDiscountCode(code);
    },
    removeDiscount: () => {
      form.clearError('discountCode');
      setDiscountCode(null);
    },
    clearDiscountError: () => {
      form.clearError('discountCode');
      setDiscountErrorShown(false);
    },
  };
}
