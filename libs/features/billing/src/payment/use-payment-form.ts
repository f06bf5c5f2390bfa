import { prefixAddress, type BillingAddress, type PaymentRequest } from '@site-admin/api-client';
import { geoConfirmationRequired, vatFieldShown, vatNumberForSubmit } from '@site-admin/validation';
import { useCallback, useRef, useState } from 'react';
import { isKnownCountry } from '../address/countries';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { ADDRESS_ERROR, ADDRESS_UNSAVED_ERROR, type FieldErrors } from './run-payment';

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
  // The address form is open with a change not saved yet (typed, being saved, or refused).
  const [addressUnsaved, setAddressUnsaved] = useState(false);
  const addressFormRef = useRef<HTMLFormElement>(null);

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

  const onAddressUnsaved = useCallback(
    (unsaved: boolean) => {
      setAddressUnsaved(unsaved);
      if (!unsaved) clearError('address');
    },
    [clearError],
  );

  /** The checks before anything is sent; pressing pay first removes the old errors. */
  const check = (): FieldErrors => {
    // Paying would charge with the saved address while the owner sees another in its form; and
    // saving it for them could change the country, so the VAT and the price, they agreed to pay.
    // So the payment waits until they save the address (and see its price) or cancel the change.
    if (addressUnsaved) return { address: ADDRESS_UNSAVED_ERROR };
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
    if (addressUnsaved) shown.add('address');
    if (vatShown) shown.add('vatNumber');
    if (geoRequired && geoCountry) shown.add('geoIpConfirmation');
    const placed: FieldErrors = {};
    for (const [field, message] of Object.entries(next))
      if (shown.has(field)) placed[field] = message;
    for (const [field, message] of Object.entries(next))
      if (!shown.has(field)) placed['payment'] ??= message;
    setErrors(placed);
    // The change to save or cancel is up in the form, maybe out of sight above the pay button.
    if (placed['address'])
      addressFormRef.current?.querySelector<HTMLElement>('input, select')?.focus();
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
    /** What the address section needs besides its `onSaved`, to hold a payment for its form. */
    addressHold: {
      formRef: addressFormRef,
      onUnsavedChange: onAddressUnsaved,
      error: errorText(errors['address']),
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
