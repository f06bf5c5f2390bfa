// One press of a pay button, as spec 2 section 4 describes it: the checks, the invoice when the
// flow has one, the card from the gateway, the payment with a fresh idempotency key per attempt,
// the 3-D Secure step and the payment sent again with its result. A press that stops says why:
// in the form's errors, or (a card the gateway cannot read yet) in the gateway's own form.
import {
  ApiError,
  newIdempotencyKey,
  serverReasonOf,
  type PaymentError,
  type PaymentGatewayData,
  type ThreeDSecureChallenge,
} from '@site-admin/api-client';
import type { GatewayHandle } from '../gateways/gateway';
import { validationErrors } from '../parts/validation-errors';

/** A field's error: a message from the server, or a billing text key. */
export type FieldErrors = Record<string, string>;

export interface PaymentReply {
  status?: 'auth_requested' | 'success';
  extra_data?: ThreeDSecureChallenge | null;
  errors: PaymentError[];
  message?: string;
  paid?: boolean;
}

export interface PaymentSteps<Prepared> {
  /** The checks before anything is sent (address, country, geo confirmation). */
  check(): FieldErrors;
  /** Raises the invoice (subscription) or passes the form on; a stop carries its errors. */
  prepare(): Promise<{ ok: true; value: Prepared } | { ok: false; errors: FieldErrors }>;
  gateway: GatewayHandle | null;
  send(prepared: Prepared, data: PaymentGatewayData, idempotencyKey: string): Promise<PaymentReply>;
}

export type PaymentOutcome = { paid: true } | { paid: false; errors: FieldErrors };

/** Text keys of the billing namespace; the screen translates those that are keys. */
export const PAYMENT_ERROR = 'subscription.errors.payment';
export const RATE_LIMIT_ERROR = 'subscription.errors.rate_limit';
export const AUTHENTICATION_ERROR = 'subscription.errors.authentication';
/** The invoice could not be raised, so nothing was sent to the gateway. */
export const INVOICE_ERROR = 'subscription.errors.invoice';
/** The form has no address to send (the checks ask for one first). */
export const ADDRESS_ERROR = 'subscription.errors.address';
/** The address form holds a change not saved yet: paying waits for it. */
export const ADDRESS_UNSAVED_ERROR = 'subscription.errors.address_unsaved';

/** A reply's errors by field; a payment error without a message shows the default text. */
export function errorsByField(reply: { errors: PaymentError[]; message?: string }): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of reply.errors) errors[error.field] ??= error.message || PAYMENT_ERROR;
  if (reply.errors.length === 0) errors['payment'] = reply.message ?? PAYMENT_ERROR;
  return errors;
}

/** A refused request's (422) errors when it names at least one field; else null. */
export function refusedFields(error: unknown): FieldErrors | null {
  const fields = validationErrors(error);
  return fields && Object.keys(fields).length > 0 ? fields : null;
}

const stopped = (errors: FieldErrors): PaymentOutcome => ({ paid: false, errors });

export async function runPayment<Prepared>(steps: PaymentSteps<Prepared>): Promise<PaymentOutcome> {
  const checked = steps.check();
  if (Object.keys(checked).length > 0) return stopped(checked);
  try {
    const prepared = await steps.prepare();
    if (!prepared.ok) return stopped(prepared.errors);
    if (!steps.gateway) return stopped({});
    const card = await steps.gateway.readCard();
    if (!card.ok) return stopped({});
    let data = card.data;
    // One attempt per request: the payment after 3-D Secure is a new attempt with a new key; the
    // client's re-login retry repeats a request as it was, key included.
    for (;;) {
      const reply = await steps.send(prepared.value, data, newIdempotencyKey());
      if (reply.status === 'auth_requested' && reply.extra_data) {
        const reference = await steps.gateway.authenticate(reply.extra_data);
        if (reference === null) return stopped({ payment: AUTHENTICATION_ERROR });
        data = { ...data, authentication_reference: reference };
        continue;
      }
      if (reply.status === 'success' || reply.paid === true) return { paid: true };
      return stopped(errorsByField(reply));
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return stopped({ payment: RATE_LIMIT_ERROR });
    const refused = refusedFields(error);
    if (refused) return stopped(refused);
    console.error('Payment failed', error);
    // The reply's own message when it has one ('Invoice not found.', spec 2 section 8); after a
    // server error or no reply, whose notice the client has shown, the processing error text.
    return stopped({ payment: serverReasonOf(error) ?? PAYMENT_ERROR });
  }
}
