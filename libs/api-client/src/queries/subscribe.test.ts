import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/api-client';
import { createSessionMiddleware } from '../client/session-middleware';
import { accountKeys } from './account';
import {
  cardUpdateInvoiceId,
  invoiceIdOf,
  isPlanDisabled,
  newIdempotencyKey,
  paySubscriptionMutation,
  paymentErrorsOf,
  planWarningKey,
  planWarningMessages,
  plansForDisplay,
  prefixAddress,
  subscribeKeys,
  subscriptionDetailsQuery,
  type Plan,
  type SubscriptionPaymentRequest,
} from './subscribe';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function plan(id: number, name: string, monthly: number, warnings: Plan['featureWarnings'] = []) {
  return {
    id,
    name,
    summary: '',
    generation: 4,
    popular: false,
    current: false,
    isUpgrade: false,
    features: [],
    featureWarnings: warnings,
    price: {
      monthly,
      annual: monthly * 10,
      annual_saving: monthly * 2,
      annual_saving_percentage: 17,
      currency: 'GBP',
    },
  } satisfies Plan;
}

const payment: SubscriptionPaymentRequest = {
  vatNumber: null,
  geoIpConfirmation: false,
  address_address1: 'Unit 4, Marlowe Yard',
  address_address2: null,
  address_town: 'Stoke-on-Trent',
  address_county: 'Staffordshire',
  address_postcode: 'ST1 3PD',
  address_country: 'GB',
  plan: 14,
  paymentInterval: 'annual',
  invoiceId: 90533,
  digest: 'abc',
  gatewayData: { token: 'dev_tok_1' },
};

describe('subscribe helpers', () => {
  it('lists plans by monthly price, the dearest first', () => {
    const plans = { '11': plan(11, 'Starter', 6), '14': plan(14, 'Business Plus', 30) };
    expect(
      plansForDisplay({ ...plans, '12': plan(12, 'Standard', 12.5) }).map((p) => p.id),
    ).toEqual([14, 12, 11]);
  });

  it('disables a plan whose warnings name a key, and reads its messages', () => {
    const starter = plan(11, 'Starter', 6, [
      'subscription.plan_warnings.contact_support',
      ['products'],
      ['Your shop has 240 products; Starter allows up to 50.'],
    ]);
    expect(isPlanDisabled(starter)).toBe(true);
    expect(planWarningKey(starter)).toBe('subscription.plan_warnings.contact_support');
    expect(planWarningMessages(starter)).toEqual([
      'Your shop has 240 products; Starter allows up to 50.',
    ]);
    expect(isPlanDisabled(plan(12, 'Standard', 12.5))).toBe(false);
    expect(planWarningMessages(plan(12, 'Standard', 12.5))).toEqual([]);
  });

  it('reads the invoice id however the backend spells it', () => {
    expect(invoiceIdOf({ ID: 90533, digest: 'd' })).toBe(90533);
    expect(invoiceIdOf({ id: 90534, digest: 'd' })).toBe(90534);
    expect(invoiceIdOf({ errors: [{ field: 'payment', message: 'no' }] })).toBeNull();
  });

  it('collects the errors of any payment reply', () => {
    expect(paymentErrorsOf({ ID: 1, digest: 'd' })).toEqual([]);
    expect(paymentErrorsOf({ status: 'success', errors: [] })).toEqual([]);
    expect(paymentErrorsOf({ errors: [{ field: 'vatNumber', message: 'bad' }] })).toHaveLength(1);
  });

  it('prefixes the address fields and makes a placeholder invoice id', () => {
    expect(
      prefixAddress({
        address1: 'Unit 12, Castle Yard',
        address2: null,
        town: 'Kilkenny',
        county: 'Co. Kilkenny',
        postcode: 'R95 A2X6',
        country: 'IE',
      }),
    ).toEqual({
      address_address1: 'Unit 12, Castle Yard',
      address_address2: null,
      address_town: 'Kilkenny',
      address_county: 'Co. Kilkenny',
      address_postcode: 'R95 A2X6',
      address_country: 'IE',
    });
    expect(cardUpdateInvoiceId(1795515300000)).toBe('card-update-1795515300000');
  });
});

describe('subscribe builders', () => {
  it('sends the details query and keys it by its parameters', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init).url);
        return json({});
      },
    });
    const params = { plan: 14, paymentInterval: 'annual', discountCode: 'KILNCLUB10' } as const;
    const options = subscriptionDetailsQuery(client, 48213, params);
    expect(options.queryKey).toEqual(['subscribe', 'details', 48213, params]);
    await new QueryClient().fetchQuery(options);
    expect(seen[0]).toBe(
      'http://backend.test/48213/subscribe/details?plan=14&paymentInterval=annual&discountCode=KILNCLUB10',
    );
  });

  it('reloads plans, details and cards only after a successful payment', async () => {
    for (const [reply, expected] of [
      [{ status: 'success', errors: [] }, 3],
      [{ status: 'auth_requested', extra_data: null, errors: [] }, 0],
      [{ errors: [{ field: 'payment', message: 'declined' }] }, 0],
    ] as const) {
      const keys: (string | null)[] = [];
      const client = createApiClient({
        baseUrl: 'http://backend.test',
        fetch: async (input: RequestInfo | URL) => {
          keys.push(input instanceof Request ? input.headers.get('Idempotency-Key') : null);
          return json(reply);
        },
      });
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const observer = new MutationObserver(
        queryClient,
        paySubscriptionMutation(client, queryClient),
      );
      const idempotencyKey = newIdempotencyKey();
      await observer.mutate({ siteid: 48213, body: payment, idempotencyKey });
      expect(keys).toEqual([idempotencyKey]);
      expect(invalidate).toHaveBeenCalledTimes(expected);
      if (expected > 0) {
        expect(invalidate).toHaveBeenCalledWith({ queryKey: subscribeKeys.planLists() });
        expect(invalidate).toHaveBeenCalledWith({ queryKey: accountKeys.paymentMethodLists() });
      }
    }
  });
});

describe('a payment sent again after signing in', () => {
  it('keeps its idempotency key, so the backend charges once', async () => {
    const keys: (string | null)[] = [];
    const replies = [
      json({ message: 'Unauthenticated.' }, 401),
      json({ status: 'success', errors: [] }),
    ];
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        keys.push(new Request(input, init).headers.get('Idempotency-Key'));
        const reply = replies.shift();
        if (!reply) throw new Error('unexpected request');
        return reply;
      },
      middleware: [
        createSessionMiddleware({
          reauthenticate: () => Promise.resolve(),
          sessionExpired: vi.fn(),
          maintenance: vi.fn(),
          serverError: vi.fn(),
          offline: vi.fn(),
          versionSeen: vi.fn(),
        }),
      ],
    });
    const queryClient = new QueryClient();
    const observer = new MutationObserver(
      queryClient,
      paySubscriptionMutation(client, queryClient),
    );
    const idempotencyKey = newIdempotencyKey();
    await expect(
      observer.mutate({ siteid: 48213, body: payment, idempotencyKey }),
    ).resolves.toEqual({
      status: 'success',
      errors: [],
    });
    expect(keys).toEqual([idempotencyKey, idempotencyKey]);
  });
});
