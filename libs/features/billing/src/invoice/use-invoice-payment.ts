import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoicePaymentQuery, payInvoiceMutation, useApiClient } from '@site-admin/api-client';
import { useState } from 'react';
import { ADDRESS_ERROR } from '../payment/run-payment';
import { usePayRunner } from '../payment/use-pay-runner';
import { usePaymentForm } from '../payment/use-payment-form';

/**
 * The Pay Invoice modal's data and pay: the summary (reloaded when the VAT number or, through a
 * saved address, the country changes), then the payment with the card from the gateway.
 */
export function useInvoicePayment(siteid: number, invoiceId: number, onPaid: () => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [vatForQuery, setVatForQuery] = useState<string | null>(null);
  const summary = useQuery(
    invoicePaymentQuery(client, siteid, invoiceId, vatForQuery ? { vatNumber: vatForQuery } : {}),
  );
  const [loaded, setLoaded] = useState(summary.data);
  if (summary.data && summary.data !== loaded) setLoaded(summary.data);
  const form = usePaymentForm(loaded);
  if (form.vatNumber !== vatForQuery) setVatForQuery(form.vatNumber);
  const payment = useMutation(payInvoiceMutation(client, queryClient));
  const runner = usePayRunner(form, onPaid);

  const pay = () =>
    runner.pay({
      prepare: async () => {
        const base = form.request();
        return base
          ? { ok: true, value: { ...base, invoiceId } }
          : { ok: false, errors: { payment: ADDRESS_ERROR } };
      },
      send: (prepared, gatewayData, idempotencyKey) =>
        payment.mutateAsync({
          siteid,
          id: invoiceId,
          idempotencyKey,
          body: { ...prepared, gatewayData },
        }),
    });

  return {
    summary,
    data: loaded,
    form,
    pay,
    running: runner.running,
    gatewayRef: runner.gatewayRef,
  };
}
