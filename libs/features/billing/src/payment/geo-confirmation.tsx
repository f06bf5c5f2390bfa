import { Checkbox, Field } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe } from '@site-admin/ui';
import { countryName } from '../address/countries';
import { useBillingTexts } from '../i18n/use-billing-texts';
import type { PaymentForm } from './use-payment-form';

/**
 * Shown when the located country differs from the address country; paying (or saving a card)
 * needs it ticked.
 */
export function GeoConfirmation({ form }: { form: PaymentForm }) {
  const { t } = useBillingTexts();
  if (!form.geoRequired || !form.geoCountry) return null;
  const error = form.errorText(form.errors['geoIpConfirmation']);
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        checked={form.geoConfirmed}
        onCheckedChange={(details) => form.setGeoConfirmed(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontSize="sm">
          {t('subscription.geo.confirm', {
            country: countryName(form.country),
            geo: countryName(form.geoCountry),
          })}
        </Checkbox.Label>
      </Checkbox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
