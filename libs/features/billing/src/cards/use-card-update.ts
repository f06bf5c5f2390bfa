import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardUpdateInvoiceId,
  subscriptionDetailsQuery,
  updateCardMutation,
  useApiClient,
  type PaymentCard,
} from '@site-admin/api-client';
import { useState } from 'react';
import { ADDRESS_ERROR } from '../payment/run-payment';
import { usePayRunner } from '../payment/use-pay-runner';
import { usePaymentForm } from '../payment/use-payment-form';

/**
 * Add or change the payment method: the saved address, VAT number and card from the details; the
 * update sends the gateway's data with a placeholder invoice id. With the saved card kept only
 * its id is sent. Update is possible only once the address or the card changed.
 */
export function useCardUpdate(siteid: number, onUpdated: (card: PaymentCard | null) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const details = useQuery(subscriptionDetailsQuery(client, siteid));
  const form = usePaymentForm(details.data);
  const [cardChanged, setCardChanged] = useState(false);
  const [addressChanged, setAddressChanged] = useState(false);
  const update = useMutation(updateCardMutation(client, queryClient));
  const runner = usePayRunner(form);

  const save = async () => {
    let card: PaymentCard | null = null;
    const saved = await runner.pay({
      prepare: async () => {
        const base = form.request();
        return base ? { ok: true, value: base } : { ok: false, errors: { payment: ADDRESS_ERROR } };
      },
      send: async (prepared, gatewayData, idempotencyKey) => {
        const reply = await update.mutateAsync({
          siteid,
          idempotencyKey,
          body: { ...prepared, invoiceId: cardUpdateInvoiceId(), gatewayData },
        });
        if (reply.errors.length > 0) return { errors: reply.errors };
        card = reply.payment_method;
        return { status: 'success' as const, errors: [] };
      },
    });
    if (saved) onUpdated(card);
  };

  return {
    details,
    form: {
      ...form,
      setAddress: (...args: Parameters<typeof form.setAddress>) => {
        setAddressChanged(true);
        form.setAddress(...args);
      },
    },
    canUpdate: (cardChanged || addressChanged) && !runner.running,
    setCardChanged,
    save,
    running: runner.running,
    gatewayRef: runner.gatewayRef,
  };
}
