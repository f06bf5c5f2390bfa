// Query and mutation builders of the account tag, with their keys.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { ApiError } from '../client/api-error';
import { invalidateSession } from './session';

export type PaymentMethodList = components['schemas']['PaymentMethodList'];
export type InvoiceModel = components['schemas']['InvoiceModel'];
export type InvoicePayment = components['schemas']['InvoicePayment'];
export type InvoicePaymentRequest = components['schemas']['InvoicePaymentRequest'];
export type InvoicePaymentResult = components['schemas']['InvoicePaymentResult'];
export type CancellationRequest = components['schemas']['CancellationRequest'];
export type CancellationWithdrawal = components['schemas']['CancellationWithdrawal'];
export type CancellationState = components['schemas']['CancellationState'];

/** Query of the invoice pay call: the VAT number the summary is priced with. */
export interface InvoicePaymentParams {
  vatNumber?: string;
}

export const accountKeys = {
  all: ['account'] as const,
  paymentMethodLists: () => [...accountKeys.all, 'payment-methods'] as const,
  paymentMethods: (siteid: number) => [...accountKeys.paymentMethodLists(), siteid] as const,
  invoicePayments: () => [...accountKeys.all, 'invoice-payment'] as const,
  invoicePayment: (siteid: number, id: number, params: InvoicePaymentParams = {}) =>
    [...accountKeys.invoicePayments(), siteid, id, params] as const,
  payInvoice: () => [...accountKeys.all, 'pay-invoice'] as const,
  withdrawCancellation: () => [...accountKeys.all, 'withdraw-cancellation'] as const,
  cancellations: () => [...accountKeys.all, 'cancellation'] as const,
  cancellation: (siteid: number) => [...accountKeys.cancellations(), siteid] as const,
};

/** The saved cards, for the select payment method modal. */
export const paymentMethodsQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: accountKeys.paymentMethods(siteid),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/{siteid}/account/payments/', { params: { path: { siteid } }, signal })),
  });

/** Saved cards change when a card is added or replaced. */
export function invalidatePaymentMethods(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.paymentMethodLists() });
}

/**
 * The Pay Invoice modal's summary. A changed VAT number is a new key, so the summary reloads; the
 * previous one is not kept, because an amount priced for other details must not stay on screen.
 */
export const invoicePaymentQuery = (
  client: ApiClient,
  siteid: number,
  id: number,
  params: InvoicePaymentParams = {},
) =>
  queryOptions({
    queryKey: accountKeys.invoicePayment(siteid, id, params),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/account/payment/invoice/{id}/pay', {
          params: { path: { siteid, id }, query: params },
          signal,
        }),
      ),
  });

/** Invoice summaries show the saved address and card, and drop out once paid. */
export function invalidateInvoicePayments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.invoicePayments() });
}

export interface PayInvoiceVariables {
  siteid: number;
  id: number;
  body: InvoicePaymentRequest;
  /** One per attempt; the same request sent again (after signing in) keeps it. */
  idempotencyKey: string;
}

/**
 * Pays an invoice. Field errors and a 3-D Secure request are replies, not failures: only
 * `paid: true` reloads the invoice and the account (its status may leave Awaiting Payment).
 * A 429 throws an ApiError; the modal shows subscription.errors.rate_limit.
 */
export const payInvoiceMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.payInvoice(),
    mutationFn: ({ siteid, id, body, idempotencyKey }: PayInvoiceVariables) =>
      unwrap(
        client.POST('/{siteid}/account/payment/invoice/{id}/pay', {
          params: { path: { siteid, id }, header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: async (result) => {
      if (!result.paid) return;
      await Promise.all([invalidateInvoicePayments(queryClient), invalidateSession(queryClient)]);
    },
  });

/** The site's cancellation request and next payment date (the plan cancellation page). */
export function fetchCancellation(
  client: ApiClient,
  siteid: number,
  signal?: AbortSignal,
): Promise<CancellationState> {
  return unwrap(client.GET('/{siteid}/account/cancel', { params: { path: { siteid } }, signal }));
}

export const cancellationQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: accountKeys.cancellation(siteid),
    queryFn: ({ signal }) => fetchCancellation(client, siteid, signal),
  });

/**
 * Keep My Website: withdraws the plan's cancellation request. A reply of `status: "error"` is
 * thrown as an ApiError with status 200 and the server's message, so the caller's onError shows
 * it as the failure notice; a network failure is an ApiError with status 0 (the caller shows
 * cancel_plan.cam_help.withdrawn.error). Only a withdrawal reloads the account.
 */
export const withdrawCancellationMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: accountKeys.withdrawCancellation(),
    mutationFn: async ({ siteid }: { siteid: number }) => {
      const result = await unwrap(
        client.POST('/{siteid}/account/cancel', {
          params: { path: { siteid } },
          body: { action: 'withdraw_request' },
        }),
      );
      // unwrap passes only successful replies on, so the refusal came with a 200.
      if (result.status === 'error') throw new ApiError(200, 'OK', result.message, result);
      return result;
    },
    // The reply carries the request as it stands now: the cancellation page shows it at once
    // (asking again could race the change), and the account is reloaded.
    onSuccess: async (result, { siteid }) => {
      queryClient.setQueryData<CancellationState>(accountKeys.cancellation(siteid), (state) =>
        state ? { ...state, cancellationRequest: result.cancellationRequest } : state,
      );
      await invalidateSession(queryClient);
    },
  });
