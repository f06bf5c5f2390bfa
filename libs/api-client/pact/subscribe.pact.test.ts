import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../src/client/api-error';
import {
  createSubscriptionInvoiceMutation,
  invoiceIdOf,
  newIdempotencyKey,
  paySubscriptionMutation,
  paymentErrorsOf,
  plansForDisplay,
  plansQuery,
  saveBillingAddressMutation,
  subscriptionDetailsQuery,
  updateCardMutation,
  type BillingAddress,
  type CardUpdateRequest,
  type InvoiceRequest,
  type SubscriptionPaymentRequest,
} from '../src/queries/subscribe';
import { clientFor, newPact, runMutation, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, number, string, boolean, like, regex } = MatchersV3;

/** Each payment attempt carries a fresh UUID as its idempotency key. */
const idempotencyKeyMatcher = regex(
  '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  '4f1c2a9e-7b3d-4e8a-9c61-2d5f8b0e7a13',
);
const json = { 'Content-Type': 'application/json' };
const sendJson = { ...xhrHeaders, ...json };
const siteid = 48213;

const PROCESSING_ERROR =
  'Unfortunately there was an error processing your payment details. Please try again or contact your card issuer or account manager.';

const address = {
  address1: 'Unit 4, Marlowe Yard',
  address2: '14 Tanners Lane',
  town: 'Stoke-on-Trent',
  county: 'Staffordshire',
  postcode: 'ST1 3PD',
  country: 'GB',
} satisfies BillingAddress;

const addressFields = {
  vatNumber: null,
  geoIpConfirmation: false,
  address_address1: address.address1,
  address_address2: address.address2,
  address_town: address.town,
  address_county: address.county,
  address_postcode: address.postcode,
  address_country: address.country,
};

const digest = '5f0c2e9a41d7b38e6a1f4c0d92b7e35a18c6f04d7e2b9a3c51f8d06e4a7b2c91';

const invoiceRequest: InvoiceRequest = {
  ...addressFields,
  plan: 14,
  paymentInterval: 'annual',
  discountCode: 'KILNCLUB10',
};

const payRequest: SubscriptionPaymentRequest = {
  ...invoiceRequest,
  invoiceId: 90533,
  digest,
  gatewayData: { token: 'dev_tok_4242_1128_48213' },
  upsell: null,
  upsellDetail: null,
};

const planShape = (id: number, name: string, monthly: number) => ({
  id: integer(id),
  name: string(name),
  summary: string('For busy shops.'),
  generation: integer(4),
  popular: boolean(false),
  current: boolean(false),
  isUpgrade: boolean(false),
  features: eachLike({ value: string('Unlimited products') }),
  featureWarnings: like([]),
  price: {
    monthly: number(monthly),
    annual: number(monthly * 10),
    annual_saving: number(monthly * 2),
    annual_saving_percentage: number(17),
    currency: 'GBP',
  },
});

const summaryShape = {
  total: number(253.04),
  currency: 'GBP',
  isYearlyUpgrade: boolean(true),
  breakdown: eachLike({
    type: string('plan'),
    value: number(288),
    detail: { label: string('Business Plus, billed annually') },
  }),
  nextPaymentDate: string('2027-11-24'),
  nextPaymentAmount: number(345.6),
  hideFooter: boolean(false),
};

const cardShape = {
  id: string('pm_dev_7Qx2Hf48213v'),
  card_type: string('Visa'),
  card_digits: string('4242'),
};

describe('subscribe calls', () => {
  it('GET /{siteid}/subscribe/plans returns the plans keyed by id', async () => {
    const pact = newPact()
      .given(state('the shop can choose from four plans'))
      .uponReceiving('a request for the plans')
      .withRequest({ method: 'GET', path: `/${siteid}/subscribe/plans`, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          '12': planShape(12, 'Standard', 12.5),
          '13': { ...planShape(13, 'Business', 18), current: true },
          '14': { ...planShape(14, 'Business Plus', 30), popular: true, isUpgrade: true },
        },
      });
    await pact.executeTest(async (server) => {
      const plans = await new QueryClient().fetchQuery(plansQuery(clientFor(server.url), siteid));
      const shown = plansForDisplay(plans);
      expect(shown[0]?.name).toBe('Business Plus');
      expect(shown.find((plan) => plan.current)?.id).toBe(13);
      expect(shown.find((plan) => plan.popular)?.id).toBe(14);
    });
  });

  it('GET /{siteid}/subscribe/details prices a plan and interval with a discount code', async () => {
    const query = { plan: 14, paymentInterval: 'annual', discountCode: 'KILNCLUB10' } as const;
    const pact = newPact()
      .given(state('the shop prices an annual Business Plus upgrade'))
      .uponReceiving('a request for the details of an annual Business Plus upgrade')
      .withRequest({
        method: 'GET',
        path: `/${siteid}/subscribe/details`,
        query: { plan: '14', paymentInterval: 'annual', discountCode: 'KILNCLUB10' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          address: {
            address1: string(address.address1),
            address2: string(address.address2),
            town: string(address.town),
            county: string(address.county),
            postcode: string(address.postcode),
            country: string('GB'),
          },
          plan: { ...planShape(14, 'Business Plus', 30), popular: true, isUpgrade: true },
          subscriptionSummary: summaryShape,
          discountCode: string('KILNCLUB10'),
          geoip_country: string('GB'),
          country: string('GB'),
          vatNumber: null,
          gateway: 'development',
          gateway_config: {
            publishable_key: null,
            merchant_name: string('Site Builder Ltd'),
            test_mode: boolean(true),
          },
          payment_method: cardShape,
          errors: [],
        },
      });
    await pact.executeTest(async (server) => {
      const details = await new QueryClient().fetchQuery(
        subscriptionDetailsQuery(clientFor(server.url), siteid, query),
      );
      expect(details.gateway).toBe('development');
      expect(details.subscriptionSummary.isYearlyUpgrade).toBe(true);
      expect(details.errors).toEqual([]);
    });
  });

  it('GET /{siteid}/subscribe/details reports an expired discount code on discountCode', async () => {
    const pact = newPact()
      .given(state("the shop's discount code has expired"))
      .uponReceiving('a request for the details with an expired discount code')
      .withRequest({
        method: 'GET',
        path: `/${siteid}/subscribe/details`,
        query: { plan: '14', paymentInterval: 'annual', discountCode: 'SPRING50' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          discountCode: null,
          subscriptionSummary: summaryShape,
          errors: eachLike({
            field: 'discountCode',
            message: string('The discount code SPRING50 has expired.'),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const details = await new QueryClient().fetchQuery(
        subscriptionDetailsQuery(clientFor(server.url), siteid, {
          plan: 14,
          paymentInterval: 'annual',
          discountCode: 'SPRING50',
        }),
      );
      expect(details.discountCode).toBeNull();
      expect(details.errors[0]?.field).toBe('discountCode');
    });
  });

  it('GET /{siteid}/subscribe/details prices a monthly plan with no saved card', async () => {
    const pact = newPact()
      .given(state('a trial shop prices Business Plus monthly without a saved card'))
      .uponReceiving('a request for the details of a monthly Business Plus plan')
      .withRequest({
        method: 'GET',
        path: `/${siteid}/subscribe/details`,
        query: { plan: '14', paymentInterval: 'monthly' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          subscriptionSummary: { ...summaryShape, isYearlyUpgrade: boolean(false) },
          discountCode: null,
          gateway: 'development',
          payment_method: null,
          errors: [],
        },
      });
    await pact.executeTest(async (server) => {
      const details = await new QueryClient().fetchQuery(
        subscriptionDetailsQuery(clientFor(server.url), siteid, {
          plan: 14,
          paymentInterval: 'monthly',
        }),
      );
      expect(details.payment_method).toBeNull();
      expect(details.subscriptionSummary.isYearlyUpgrade).toBe(false);
    });
  });

  it('POST /{siteid}/subscribe/invoice raises the invoice to pay', async () => {
    const pact = newPact()
      .given(state('the shop can raise an invoice for its upgrade'))
      .uponReceiving('a request for the invoice of an annual Business Plus upgrade')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/invoice`,
        headers: sendJson,
        body: invoiceRequest,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { ID: integer(90533), digest: string(digest) },
      });
    await pact.executeTest(async (server) => {
      const reply = await runMutation(createSubscriptionInvoiceMutation, server.url, {
        siteid,
        body: invoiceRequest,
      });
      expect(invoiceIdOf(reply)).toBe(90533);
      expect(paymentErrorsOf(reply)).toEqual([]);
    });
  });

  it('POST /{siteid}/subscribe/invoice sends the errors back to the form', async () => {
    const body: InvoiceRequest = {
      ...invoiceRequest,
      address_address1: 'Unit 12, Castle Yard',
      address_address2: null,
      address_town: 'Kilkenny',
      address_county: 'Co. Kilkenny',
      address_postcode: 'R95 A2X6',
      address_country: 'IE',
    };
    const pact = newPact()
      .given(state("the shop's location is not confirmed for its invoice"))
      .uponReceiving('a request for an invoice without the location confirmed')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/invoice`,
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          errors: eachLike({
            field: 'geoIpConfirmation',
            message: string('Please confirm your location.'),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const reply = await runMutation(createSubscriptionInvoiceMutation, server.url, {
        siteid,
        body,
      });
      expect(invoiceIdOf(reply)).toBeNull();
      expect(paymentErrorsOf(reply)[0]?.field).toBe('geoIpConfirmation');
    });
  });

  it('POST /{siteid}/subscribe/pay answers success', async () => {
    const pact = newPact()
      .given(state('the upgrade payment goes through'))
      .uponReceiving('a subscription payment that goes through')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/pay`,
        headers: { ...sendJson, 'Idempotency-Key': idempotencyKeyMatcher },
        body: payRequest,
      })
      .willRespondWith({ status: 200, headers: json, body: { status: 'success', errors: [] } });
    await pact.executeTest(async (server) => {
      const reply = await runMutation(paySubscriptionMutation, server.url, {
        siteid,
        body: payRequest,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(reply.status).toBe('success');
    });
  });

  it('POST /{siteid}/subscribe/pay asks for 3-D Secure with extra_data', async () => {
    const pact = newPact()
      .given(state('the upgrade payment needs 3-D Secure'))
      .uponReceiving('a subscription payment that needs 3-D Secure')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/pay`,
        headers: sendJson,
        body: payRequest,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          status: 'auth_requested',
          extra_data: {
            reference: string('tds_dev_8f3a2c9148213'),
            client_secret: null,
            amount: number(253.04),
            currency: 'GBP',
          },
          errors: [],
        },
      });
    await pact.executeTest(async (server) => {
      const reply = await runMutation(paySubscriptionMutation, server.url, {
        siteid,
        body: payRequest,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(reply.status).toBe('auth_requested');
      expect(reply.extra_data?.reference).toBe('tds_dev_8f3a2c9148213');
    });
  });

  it('POST /{siteid}/subscribe/pay reports a declined card on the payment field', async () => {
    const pact = newPact()
      .given(state('the upgrade payment is declined'))
      .uponReceiving('a subscription payment with a declined card')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/pay`,
        headers: sendJson,
        body: payRequest,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          errors: eachLike({ field: 'payment', message: string(PROCESSING_ERROR) }),
          message: string(PROCESSING_ERROR),
        },
      });
    await pact.executeTest(async (server) => {
      const reply = await runMutation(paySubscriptionMutation, server.url, {
        siteid,
        body: payRequest,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(reply.status).toBeUndefined();
      expect(paymentErrorsOf(reply)).toEqual([{ field: 'payment', message: PROCESSING_ERROR }]);
    });
  });

  it('POST /{siteid}/subscribe/pay answers 429 when the gateway refuses more attempts', async () => {
    const pact = newPact()
      .given(state('the gateway refuses more payment attempts'))
      .uponReceiving('a subscription payment after too many attempts')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/pay`,
        headers: sendJson,
        body: payRequest,
      })
      .willRespondWith({
        status: 429,
        headers: json,
        body: {
          message: string(
            'You have attempted to submit payment details too often. Please try again later.',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await runMutation(paySubscriptionMutation, server.url, {
        siteid,
        body: payRequest,
        idempotencyKey: newIdempotencyKey(),
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
    });
  });

  it('POST /{siteid}/subscribe/address saves the billing address', async () => {
    const body = { ...address, postcode: 'st1 3pd' };
    const pact = newPact()
      .given(state("the shop's billing address is valid"))
      .uponReceiving('a billing address to save')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/address`,
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          address1: string(address.address1),
          address2: string(address.address2),
          town: string(address.town),
          county: string(address.county),
          postcode: 'ST1 3PD',
          country: 'GB',
        },
      });
    await pact.executeTest(async (server) => {
      const saved = await runMutation(saveBillingAddressMutation, server.url, { siteid, body });
      expect(saved.postcode).toBe('ST1 3PD');
    });
  });

  it('POST /{siteid}/subscribe/address answers 422 with errors per field', async () => {
    const body = { ...address, town: 'X', postcode: 'NOT A POSTCODE' };
    const pact = newPact()
      .given(state("the shop's billing address is invalid"))
      .uponReceiving('a billing address with an invalid postcode')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/address`,
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: { postcode: eachLike('The postcode is not a valid UK postcode.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await runMutation(saveBillingAddressMutation, server.url, {
        siteid,
        body,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 422,
        body: { errors: { postcode: ['The postcode is not a valid UK postcode.'] } },
      });
    });
  });

  it('POST /{siteid}/subscribe/update-card saves a new card', async () => {
    const body: CardUpdateRequest = {
      ...addressFields,
      invoiceId: 'card-update-1795515300000',
      gatewayData: { token: 'dev_tok_5454_0330_48213' },
    };
    const pact = newPact()
      .given(state('the new card is accepted'))
      .uponReceiving('a new card to save')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/update-card`,
        headers: { ...sendJson, 'Idempotency-Key': idempotencyKeyMatcher },
        body,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          errors: [],
          payment_method: {
            id: string('pm_dev_3Lk9Mz48213m'),
            card_type: string('Mastercard'),
            card_digits: string('5454'),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const reply = await runMutation(updateCardMutation, server.url, {
        siteid,
        body,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(reply.errors).toEqual([]);
      expect(reply.payment_method?.card_digits).toBe('5454');
    });
  });

  it('POST /{siteid}/subscribe/update-card with a saved card sends only its id and shows errors', async () => {
    const body: CardUpdateRequest = {
      ...addressFields,
      invoiceId: 'card-update-1795515300000',
      gatewayData: { payment_method: 'pm_dev_7Qx2Hf48213v' },
    };
    const pact = newPact()
      .given(state('the new card is declined'))
      .uponReceiving('a card update that the issuer declines')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/subscribe/update-card`,
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          errors: eachLike({ field: 'payment', message: string(PROCESSING_ERROR) }),
          payment_method: null,
        },
      });
    await pact.executeTest(async (server) => {
      const reply = await runMutation(updateCardMutation, server.url, {
        siteid,
        body,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(reply.payment_method).toBeNull();
      expect(paymentErrorsOf(reply)[0]?.message).toBe(PROCESSING_ERROR);
    });
  });
});
