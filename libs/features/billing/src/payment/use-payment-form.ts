import { prefixAddress, type BillingAddress, type PaymentRequest } from '@site-admin/api-client';
import { geoConfirmationRequired, vatFieldShown, vatNumberForSubmit } from '@site-admin/validation';
import { useCallback, useState } from 'react';
import { isKnownCountry } from '../address/countries';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { ADDRESS_ERROR, type FieldErrors } from './run-payment';

export interface PaymentFormSource {
  address: BillingAddress | null;
  country: string;
  geoip_country: string | null;
  vatNumber: string | null;
}

/**
 * The state of a payment form shared by the subscription and invoice modals: the address as
 * edited, the VAT number, the geo confirmation and the errors by field. Card data is not here: it
 * stays in the gateway. `ownFields` are the fields the screen shows errors beside besides the
 * payment alert, the VAT number and the geo confirmation (the subscription's discount code).
 */
export function usePaymentForm(
  source: PaymentFormSource | undefined,
  ownFields: readonly string[] = [],
) {
  const { t } = useBillingTexts();
  const [savedAddress, setSavedAddress] = useState<BillingAddress | null>(null);
  const [vat, setVat] = useState<string | null>(null);
  // The confirmation belongs to the country it was given for: a new country clears it.
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const address = savedAddress ?? source?.address ?? null;
  const country = address?.country ?? source?.country ?? '';
  const geoCountry = source?.geoip_country ?? null;
  const vatShown = vatFieldShown(country);
  const vatValue = vat ?? source?.vatNumber ?? '';
  const vatNumber = vatShown ? vatNumberForSubmit(vatValue, country) : null;
  const geoRequired = geoConfirmationRequired(geoCountry, country);
  const geoConfirmed = confirmedFor === country;

  const clearError = useCallback(
    (field: string) =>
      setErrors((previous) => {
        if (!(field in previous)) return previous;
        return Object.fromEntries(Object.entries(previous).filter(([name]) => name !== field));
      }),
    [],
  );

  /** The checks before anything is sent; pressing pay first removes the old errors. */
  const check = (): FieldErrors => {
    if (!address) return { payment: ADDRESS_ERROR };
    if (!isKnownCountry(country)) return { payment: 'subscription.errors.country' };
    if (geoRequired && !geoConfirmed) return { geoIpConfirmation: 'subscription.errors.geoip' };
    return {};
  };

  /**
   * Shows a payment's errors: each beside its field where the form shows that field, any other
   * as the payment error (the payment's own error first), so a stopped payment always says why.
   */
  const showErrors = (next: FieldErrors) => {
    const shown = new Set(['payment', ...ownFields]);
    if (vatShown) shown.add('vatNumber');
    if (geoRequired && geoCountry) shown.add('geoIpConfirmation');
    const placed: FieldErrors = {};
    for (const [field, message] of Object.entries(next))
      if (shown.has(field)) placed[field] = message;
    for (const [field, message] of Object.entries(next))
      if (!shown.has(field)) placed['payment'] ??= message;
    setErrors(placed);
  };

  const request = (): PaymentRequest | null =>
    address ? { vatNumber, geoIpConfirmation: geoConfirmed, ...prefixAddress(address) } : null;

  /** A text key of this namespace, or the server's own message. */
  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : message.startsWith('subscription.') ? t(message) : message;

  return {
    address,
    country,
    geoCountry,
    geoRequired,
    geoConfirmed,
    setGeoConfirmed: (checked: boolean) => {
      setConfirmedFor(checked ? country : null);
      clearError('geoIpConfirmation');
    },
    vatShown,
    vatValue,
    vatNumber,
    setVat: (value: string) => {
      setVat(value);
      clearError('vatNumber');
    },
    setAddress: (next: BillingAddress) => {
      setSavedAddress(next);
      clearError('payment');
    },
    errors,
    setErrors,
    showErrors,
    clearError,
    check,
    request,
    errorText,
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
