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
import { ADDRESS_ERROR, errorsByField, INVOICE_ERROR, refusedFields } from '../payment/run-payment';
import { usePayRunner } from '../payment/use-pay-runner';
import { usePaymentForm } from '../payment/use-payment-form';
import { sendBillingEvent } from '../analytics';

/** Besides the payment form's own fields, this step shows the discount code's error. */
const DISCOUNT_FIELD = ['discountCode'] as const;

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
  // The code the user redeemed; '' once they removed one, which asks for the summary without the
  // code the server would apply by itself; null while they have done neither.
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [vatForQuery, setVatForQuery] = useState<string | null>(null);
  // The details' discount error shows until the code is edited.
  const [discountErrorShown, setDiscountErrorShown] = useState(true);
  // The code a payment was refused for: it stays in the field beside its error to be corrected.
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  const details = useQuery(
    subscriptionDetailsQuery(client, siteid, {
      plan: planId,
      paymentInterval: interval,
      ...(discountCode !== null ? { discountCode } : {}),
      ...(vatForQuery !== null ? { vatNumber: vatForQuery } : {}),
    }),
  );
  // The last details loaded stay while a new summary loads or fails, so the form (its address,
  // hence the VAT number) does not change under the user and the query key cannot flip-flop.
  const [loaded, setLoaded] = useState(details.data);
  if (details.data && details.data !== loaded) setLoaded(details.data);
  const form = usePaymentForm(loaded, DISCOUNT_FIELD);
  // A changed VAT number prices the summary again: a valid one as typed; a cleared or invalid one
  // (not sent with the payment) as an empty one, so the server's saved number does not count.
  const vatWanted = form.vatNumber ?? (form.vatShown ? '' : null);
  if (vatWanted !== vatForQuery) setVatForQuery(vatWanted);
  // The server's code counts only while it is the one asked for: never after a removal, nor a
  // stale one while another loads or has failed.
  const applied = loaded?.discountCode ?? null;
  const appliedDiscount = discountCode === null || applied === discountCode ? applied : null;

  const invoice = useMutation(createSubscriptionInvoiceMutation(client, queryClient));
  const payment = useMutation(paySubscriptionMutation(client, queryClient));
  const runner = usePayRunner(form, () => {
    if (loaded)
      sendBillingEvent({
        event: 'purchase',
        plan_id: planId,
        plan_name: loaded.plan.name,
        interval,
        value: loaded.subscriptionSummary.total,
        currency: loaded.subscriptionSummary.currency,
      });
    onPaid(loaded?.plan);
  });
  const discountError = loaded?.errors.find((error) => error.field === 'discountCode');

  const pay = () => {
    const sentCode = appliedDiscount;
    return runner.pay(
      {
        prepare: async () => {
          const base = form.request();
          if (!base) return { ok: false, errors: { payment: ADDRESS_ERROR } };
          const body = {
            ...base,
            plan: planId,
            paymentInterval: interval,
            discountCode: sentCode,
          };
          // Without an invoice nothing goes to the gateway: the form says the payment could not
          // start. The rate limit and a refused request's field errors show as a payment's do.
          const reply = await invoice.mutateAsync({ siteid, body }).catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 429) throw error;
            if (refusedFields(error)) throw error;
            console.error('The invoice could not be raised', error);
            return null;
          });
          if (reply === null) return { ok: false, errors: { payment: INVOICE_ERROR } };
          const errors = paymentErrorsOf(reply);
          if (errors.length > 0) return { ok: false, errors: errorsByField({ errors }) };
          const invoiceId = invoiceIdOf(reply);
          if (invoiceId === null || !('digest' in reply)) {
            console.error('The invoice reply has no invoice id', reply);
            return { ok: false, errors: { payment: INVOICE_ERROR } };
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
      },
      (errors) => {
        if (!errors['discountCode'] || sentCode === null) return;
        // A refused code is priced out like a removed one: the summary is asked for without it,
        // so the total shown is what the next press charges, and it is never sent again.
        setRefusedCode(sentCode);
        setDiscountCode('');
      },
    );
  };

  return {
    details,
    data: loaded,
    form,
    pay,
    running: runner.running,
    gatewayRef: runner.gatewayRef,
    discountCode: appliedDiscount,
    refusedCode,
    discountError:
      form.errors['discountCode'] ?? (discountErrorShown ? discountError?.message : undefined),
    redeemDiscount: (code: string) => {
      form.clearError('discountCode');
      setDiscountErrorShown(true);
      setRefusedCode(null);
      setDiscountCode(code);
    },
    removeDiscount: () => {
      form.clearError('discountCode');
      setRefusedCode(null);
      setDiscountCode('');
    },
    clearDiscountError: () => {
      form.clearError('discountCode');
      setDiscountErrorShown(false);
    },
  };
}
