import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../src/client/api-error';
import {
  fetchCancellation,
  invoicePaymentQuery,
  payInvoiceMutation,
  paymentMethodsQuery,
  withdrawCancellationMutation,
  type InvoicePaymentRequest,
} from '../src/queries/account';
import { newIdempotencyKey } from '../src/queries/subscribe';
import { clientFor, newPact, runMutation, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, number, string, boolean, regex } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const sendJson = { ...xhrHeaders, ...json };
const siteid = 48213;
const invoiceId = 90417;
const invoicePath = `/${siteid}/account/payment/invoice/${invoiceId}/pay`;

const PROCESSING_ERROR =
  'Unfortunately there was an error processing your payment details. Please try again or contact your card issuer or account manager.';

const payWithSavedVisa: InvoicePaymentRequest = {
  vatNumber: null,
  geoIpConfirmation: false,
  address_address1: 'Unit 4, Marlowe Yard',
  address_address2: '14 Tanners Lane',
  address_town: 'Stoke-on-Trent',
  address_county: 'Staffordshire',
  address_postcode: 'ST1 3PD',
  address_country: 'GB',
  invoiceId,
  gatewayData: { payment_method: 'pm_dev_7Qx2Hf48213v' },
};

describe('account calls', () => {
  it('GET /{siteid}/account/payments/ lists the saved cards', async () => {
    const pact = newPact()
      .given(state('the shop has a Visa and a Mastercard saved'))
      .uponReceiving('a request for the saved cards')
      .withRequest({ method: 'GET', path: `/${siteid}/account/payments/`, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          payment_methods: eachLike({
            id: string('pm_dev_7Qx2Hf48213v'),
            card_type: string('Visa'),
            card_digits: string('4242'),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(
        paymentMethodsQuery(clientFor(server.url), siteid),
      );
      expect(data.payment_methods[0]?.card_digits).toBe('4242');
    });
  });

  it('GET /{siteid}/account/payment/invoice/{id}/pay returns what paying the invoice takes', async () => {
    const pact = newPact()
      .given(state('the shop has a storage invoice to pay'))
      .uponReceiving('a request for the payment details of an invoice')
      .withRequest({ method: 'GET', path: invoicePath, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          model: {
            ID: integer(invoiceId),
            description: string('Extra storage 25 GB, December 2026'),
          },
          address: {
            address1: string('Unit 4, Marlowe Yard'),
            address2: string('14 Tanners Lane'),
            town: string('Stoke-on-Trent'),
            county: string('Staffordshire'),
            postcode: string('ST1 3PD'),
            country: string('GB'),
          },
          geoip_country: string('GB'),
          country: string('GB'),
          vatNumber: null,
          summary: {
            total: number(5.99),
            currency: 'GBP',
            isYearlyUpgrade: boolean(false),
            breakdown: eachLike({
              type: string('plan'),
              value: number(4.99),
              detail: { label: string('Extra storage 25 GB, 1 to 31 December 2026') },
            }),
            nextPaymentDate: string('2027-01-01'),
            nextPaymentAmount: number(5.99),
            hideFooter: boolean(false),
          },
          gateway: 'development',
          gateway_config: {
            publishable_key: null,
            merchant_name: string('Site Builder Ltd'),
            test_mode: boolean(true),
          },
          payment_method: {
            id: string('pm_dev_7Qx2Hf48213v'),
            card_type: string('Visa'),
            card_digits: string('4242'),
          },
          errors: [],
        },
      });
    await pact.executeTest(async (server) => {
      const data = await new QueryClient().fetchQuery(
        invoicePaymentQuery(clientFor(server.url), siteid, invoiceId),
      );
      expect(data.model.ID).toBe(invoiceId);
      expect(data.address?.country).toBe('GB');
      expect(data.summary.total).toBe(5.99);
    });
  });

  it('GET /{siteid}/account/payment/invoice/{id}/pay answers 404 for an unknown invoice', async () => {
    const pact = newPact()
      .given(state('the shop has no such invoice'))
      .uponReceiving('a request for the payment details of an unknown invoice')
      .withRequest({ method: 'GET', path: invoicePath, headers: xhrHeaders })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('Invoice not found.') },
      });
    await pact.executeTest(async (server) => {
      await expect(
        new QueryClient().fetchQuery(invoicePaymentQuery(clientFor(server.url), siteid, invoiceId)),
      ).rejects.toMatchObject({ status: 404, message: 'Invoice not found.' });
    });
  });

  it('POST /{siteid}/account/payment/invoice/{id}/pay pays the invoice', async () => {
    const pact = newPact()
      .given(state('the storage invoice payment goes through'))
      .uponReceiving('an invoice payment with the saved card')
      .withRequest({
        method: 'POST',
        path: invoicePath,
        headers: {
          ...sendJson,
          'Idempotency-Key': regex(
            '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
            '4f1c2a9e-7b3d-4e8a-9c61-2d5f8b0e7a13',
          ),
        },
        body: payWithSavedVisa,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { paid: true, status: 'success', errors: [] },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(payInvoiceMutation, server.url, {
        siteid,
        id: invoiceId,
        body: payWithSavedVisa,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(data.paid).toBe(true);
    });
  });

  it('POST /{siteid}/account/payment/invoice/{id}/pay reports a declined card', async () => {
    const pact = newPact()
      .given(state('the storage invoice payment is declined'))
      .uponReceiving('an invoice payment with a declined card')
      .withRequest({ method: 'POST', path: invoicePath, headers: sendJson, body: payWithSavedVisa })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          paid: false,
          errors: eachLike({ field: 'payment', message: string(PROCESSING_ERROR) }),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(payInvoiceMutation, server.url, {
        siteid,
        id: invoiceId,
        body: payWithSavedVisa,
        idempotencyKey: newIdempotencyKey(),
      });
      expect(data.paid).toBe(false);
      expect(data.errors[0]).toEqual({ field: 'payment', message: PROCESSING_ERROR });
    });
  });

  it('GET /{siteid}/account/cancel gives the cancellation request and the next payment', async () => {
    const pact = newPact()
      .given(state('the shop has asked to cancel its plan'))
      .uponReceiving('the plan cancellation page with a request')
      .withRequest({ method: 'GET', path: `/${siteid}/account/cancel`, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          cancellationRequest: {
            textStatus: string('requested'),
            datestamp: string('2026-11-21T09:32:00Z'),
          },
          nextPaymentDate: string('2027-03-02'),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await fetchCancellation(clientFor(server.url), siteid);
      expect(data.cancellationRequest?.textStatus).toBe('requested');
      expect(data.nextPaymentDate).toBe('2027-03-02');
    });
  });

  it('GET /{siteid}/account/cancel answers null when there is no request', async () => {
    const pact = newPact()
      .given(state('the shop has no cancellation request'))
      .uponReceiving('the plan cancellation page without a request')
      .withRequest({ method: 'GET', path: `/${siteid}/account/cancel`, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { cancellationRequest: null, nextPaymentDate: string('2027-03-02') },
      });
    await pact.executeTest(async (server) => {
      const data = await fetchCancellation(clientFor(server.url), siteid);
      expect(data.cancellationRequest).toBeNull();
    });
  });

  it('POST /{siteid}/account/cancel withdraws the cancellation request', async () => {
    const pact = newPact()
      .given(state("the shop's cancellation request can be withdrawn"))
      .uponReceiving('Keep My Website')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/account/cancel`,
        headers: sendJson,
        body: { action: 'withdraw_request' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          status: 'success',
          message: string('Your cancellation request has been withdrawn.'),
          cancellationRequest: {
            textStatus: 'withdrawn',
            datestamp: string('2026-11-24T10:15:00Z'),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const data = await runMutation(withdrawCancellationMutation, server.url, { siteid });
      expect(data.status).toBe('success');
      expect(data.cancellationRequest?.textStatus).toBe('withdrawn');
    });
  });

  it("POST /{siteid}/account/cancel refuses with the server's message", async () => {
    const pact = newPact()
      .given(state("the shop's plan is already cancelled"))
      .uponReceiving('Keep My Website after the plan was cancelled')
      .withRequest({
        method: 'POST',
        path: `/${siteid}/account/cancel`,
        headers: sendJson,
        body: { action: 'withdraw_request' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          status: 'error',
          message: string('Your plan has already been cancelled.'),
          cancellationRequest: {
            textStatus: string('processed'),
            datestamp: string('2026-11-20T16:40:00Z'),
          },
        },
      });
    await pact.executeTest(async (server) => {
      // The refusal comes with a 200; the builder rejects with its message, as the page shows it.
      const error = await runMutation(withdrawCancellationMutation, server.url, { siteid }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: 'Your plan has already been cancelled.',
        body: { status: 'error' },
      });
    });
  });
});
