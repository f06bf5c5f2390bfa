import type { RuleResult } from './messages';
import { fail } from './messages';

/** The discount code as shown and sent: trimmed and upper-case. */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Redeem is disabled while the code is empty or an error is showing. */
export function canRedeemDiscount(code: string, error: unknown = null): boolean {
  return normaliseDiscountCode(code) !== '' && !error;
}

/** The buyer must confirm their country when the one we located differs from the address. */
export function geoConfirmationRequired(
  geoCountry: string | null | undefined,
  addressCountry: string | null | undefined,
): boolean {
  const geo = geoCountry?.trim().toUpperCase() ?? '';
  const address = addressCountry?.trim().toUpperCase() ?? '';
  return geo !== '' && address !== '' && geo !== address;
}

/** The geo confirmation checkbox as a rule. */
export function validateGeoConfirmation(
  confirmed: boolean,
  geoCountry: string | null | undefined,
  addressCountry: string | null | undefined,
): RuleResult {
  return confirmed || !geoConfirmationRequired(geoCountry, addressCountry)
    ? null
    : fail('subscription.geo_confirmation.required');
}

/** The address form's fields; only address2 is optional (spec 2, section 5). */
export const ADDRESS_RULES: Readonly<Record<string, string>> = {
  address1: 'required',
  address2: '',
  town: 'required',
  county: 'required',
  postcode: 'required',
  country: 'required',
};

/** A 422 reply's per-field errors, each reduced to its first message for display. */
export function firstMessages(
  errors: Readonly<Record<string, readonly string[] | string | undefined>>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = typeof messages === 'string' ? messages : messages?.[0];
    if (first !== undefined) result[field] = first;
  }
  return result;
}

/** Adding a card stops while the form has errors or a save is already running. */
export function canAddCard(errors: Readonly<Record<string, unknown>>, saving: boolean): boolean {
  return !saving && Object.values(errors).every((error) => !error);
}
