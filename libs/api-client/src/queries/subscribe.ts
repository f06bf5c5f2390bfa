// Query and mutation builders of the subscribe tag, with their keys.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { invalidateInvoicePayments, invalidatePaymentMethods } from './account';
import { invalidateSession } from './session';

export type PaymentInterval = components['schemas']['PaymentInterval'];
export type PlanMap = components['schemas']['PlanMap'];
export type Plan = components['schemas']['Plan'];
export type PlanFeature = components['schemas']['PlanFeature'];
export type PlanFeatureWarnings = components['schemas']['PlanFeatureWarnings'];
export type PlanPrice = components['schemas']['PlanPrice'];
export type BillingAddress = components['schemas']['BillingAddress'];
export type BillingCountry = components['schemas']['BillingCountry'];
export type PaymentCard = components['schemas']['PaymentCard'];
export type PaymentSummary = components['schemas']['PaymentSummary'];
export type PaymentSummaryItem = components['schemas']['PaymentSummaryItem'];
export type PaymentError = components['schemas']['PaymentError'];
export type PaymentGateway = components['schemas']['PaymentGateway'];
export type PaymentGatewayConfig = components['schemas']['PaymentGatewayConfig'];
export type PaymentGatewayData = components['schemas']['PaymentGatewayData'];
export type SubscriptionDetails = components['schemas']['SubscriptionDetails'];
export type PaymentRequest = components['schemas']['PaymentRequest'];
export type InvoiceRequest = components['schemas']['InvoiceRequest'];
export type SubscriptionPaymentRequest = components['schemas']['SubscriptionPaymentRequest'];
export type CardUpdateRequest = components['schemas']['CardUpdateRequest'];
export type Invoice = components['schemas']['Invoice'];
export type InvoiceResponse = components['schemas']['InvoiceResponse'];
export type PaymentErrorReply = components['schemas']['PaymentErrorReply'];
export type ThreeDSecureChallenge = components['schemas']['ThreeDSecureChallenge'];
export type PaymentResponse = components['schemas']['PaymentResponse'];
export type CardUpdateResponse = components['schemas']['CardUpdateResponse'];

/** The address fields of a payment request: the address with each field prefixed `address_`. */
export type PrefixedAddress = Pick<
  PaymentRequest,
  | 'address_address1'
  | 'address_address2'
  | 'address_town'
  | 'address_county'
  | 'address_postcode'
  | 'address_country'
>;

/** Query of the details call; absent fields fall back to the site's current plan and interval. */
export interface SubscriptionDetailsParams {
  plan?: number;
  paymentInterval?: PaymentInterval;
  discountCode?: string;
  vatNumber?: string;
}

export const subscribeKeys = {
  all: ['subscribe'] as const,
  planLists: () => [...subscribeKeys.all, 'plans'] as const,
  plans: (siteid: number) => [...subscribeKeys.planLists(), siteid] as const,
  detailsAll: () => [...subscribeKeys.all, 'details'] as const,
  details: (siteid: number, params: SubscriptionDetailsParams = {}) =>
    [...subscribeKeys.detailsAll(), siteid, params] as const,
  invoice: () => [...subscribeKeys.all, 'invoice'] as const,
  pay: () => [...subscribeKeys.all, 'pay'] as const,
  address: () => [...subscribeKeys.all, 'address'] as const,
  updateCard: () => [...subscribeKeys.all, 'update-card'] as const,
};

/** The plans, keyed by id. `plansForDisplay` gives the order the plan select step shows. */
export const plansQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: subscribeKeys.plans(siteid),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/{siteid}/subscribe/plans', { params: { path: { siteid } }, signal })),
  });

/** The current and popular plans move after a payment. */
export function invalidatePlans(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: subscribeKeys.planLists() });
}

/**
 * The payment details step for a plan and interval. A new interval, VAT number or discount code
 * is a new key; the previous summary stays on screen while the new one loads, so the breakdown
 * does not jump to a spinner on every change.
 */
export const subscriptionDetailsQuery = (
  client: ApiClient,
  siteid: number,
  params: SubscriptionDetailsParams = {},
) =>
  queryOptions({
    queryKey: subscribeKeys.details(siteid, params),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/subscribe/details', {
          params: { path: { siteid }, query: params },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The details show the saved address, the saved card and a price for the current plan. */
export function invalidateSubscriptionDetails(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: subscribeKeys.detailsAll() });
}

/**
 * Raises the invoice to pay. The reply is the invoice or the errors for the form (see
 * `invoiceIdOf` and `paymentErrorsOf`); nothing shown changes yet, so nothing is invalidated.
 */
// Takes the query client like every other builder, so callers need not know it is unused.
export const createSubscriptionInvoiceMutation = (client: ApiClient, _queryClient?: QueryClient) =>
  mutationOptions({
    mutationKey: subscribeKeys.invoice(),
    mutationFn: ({ siteid, body }: { siteid: number; body: InvoiceRequest }) =>
      unwrap(client.POST('/{siteid}/subscribe/invoice', { params: { path: { siteid } }, body })),
  });

export interface PaySubscriptionVariables {
  siteid: number;
  body: SubscriptionPaymentRequest;
  /** One per attempt (see `newIdempotencyKey`); the same request sent again keeps it. */
  idempotencyKey: string;
}

/** A fresh key for one payment attempt: the backend charges once per key. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Pays the subscription invoice. `auth_requested` and field errors are replies for the payment
 * form, not failures; only `success` reloads the plans, the details and the saved cards. The
 * account itself is reloaded after the thanks step (`invalidateSession`), so the modal does not
 * change under the user. A 429 throws an ApiError; the form shows subscription.errors.rate_limit.
 */
export const paySubscriptionMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: subscribeKeys.pay(),
    mutationFn: ({ siteid, body, idempotencyKey }: PaySubscriptionVariables) =>
      unwrap(
        client.POST('/{siteid}/subscribe/pay', {
          params: { path: { siteid }, header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: async (result) => {
      if (result.status !== 'success') return;
      await Promise.all([
        invalidatePlans(queryClient),
        invalidateSubscriptionDetails(queryClient),
        invalidatePaymentMethods(queryClient),
      ]);
    },
  });

/**
 * Saves the billing address. A 422 throws an ApiError whose body holds the per-field errors
 * (show each field's first message); the saved address reprices the details and invoices.
 */
export const saveBillingAddressMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: subscribeKeys.address(),
    mutationFn: ({ siteid, body }: { siteid: number; body: BillingAddress }) =>
      unwrap(client.POST('/{siteid}/subscribe/address', { params: { path: { siteid } }, body })),
    onSuccess: async () => {
      await Promise.all([
        invalidateSubscriptionDetails(queryClient),
        invalidateInvoicePayments(queryClient),
      ]);
    },
  });

/**
 * Adds or replaces the saved card. A non-empty `errors` list stops the flow and changes nothing;
 * otherwise every place that shows the card (details, invoices, the list, the account's expiry
 * date) is reloaded.
 */
export const updateCardMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: subscribeKeys.updateCard(),
    mutationFn: ({
      siteid,
      body,
      idempotencyKey,
    }: {
      siteid: number;
      body: CardUpdateRequest;
      idempotencyKey: string;
    }) =>
      unwrap(
        client.POST('/{siteid}/subscribe/update-card', {
          params: { path: { siteid }, header: { 'Idempotency-Key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: async (result) => {
      if (result.errors.length > 0) return;
      await Promise.all([
        invalidateSubscriptionDetails(queryClient),
        invalidateInvoicePayments(queryClient),
        invalidatePaymentMethods(queryClient),
        invalidateSession(queryClient),
      ]);
    },
  });

/** The plans as the plan select step lists them: by monthly price, the dearest first. */
export function plansForDisplay(plans: PlanMap): Plan[] {
  return Object.values(plans)
    .sort((a, b) => a.price.monthly - b.price.monthly)
    .reverse();
}

/** The warning key at index 0 of a plan's feature warnings; null when there is none. */
export function planWarningKey(plan: Plan): string | null {
  const key = plan.featureWarnings[0];
  return typeof key === 'string' && key !== '' ? key : null;
}

/** The warning messages at index 2 of a plan's feature warnings. */
export function planWarningMessages(plan: Plan): string[] {
  const messages = plan.featureWarnings[2];
  return Array.isArray(messages) ? messages : [];
}

/** A plan whose feature warnings name a key cannot be chosen. */
export function isPlanDisabled(plan: Plan): boolean {
  return planWarningKey(plan) !== null;
}

/** The invoice id, spelt `ID` or `id` by the backend; null when the reply carries none. */
export function invoiceIdOf(reply: InvoiceResponse): number | null {
  if ('ID' in reply) return reply.ID;
  if ('id' in reply) return reply.id;
  return null;
}

/** The errors a reply carries for the payment form; empty when there are none. */
export function paymentErrorsOf(
  reply: InvoiceResponse | PaymentResponse | CardUpdateResponse,
): PaymentError[] {
  return 'errors' in reply ? reply.errors : [];
}

/** A card update has no invoice: it sends a placeholder made of a prefix and a timestamp. */
export function cardUpdateInvoiceId(now: number = Date.now()): string {
  return `card-update-${now}`;
}

/** The billing address as a payment request sends it, each field prefixed `address_`. */
export function prefixAddress(address: BillingAddress): PrefixedAddress {
  return {
    address_address1: address.address1,
    address_address2: address.address2,
    address_town: address.town,
    address_county: address.county,
    address_postcode: address.postcode,
    address_country: address.country,
  };
}
