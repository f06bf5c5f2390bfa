import { Checkbox, Field } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe } from '@site-admin/ui';
import { countryName } from '../address/countries';
import { useBillingTexts } from '../i18n/use-billing-texts';

/** Shown when the located country differs from the address country; paying needs it ticked. */
export function GeoConfirmation({
  country,
  geoCountry,
  checked,
  error,
  onChange,
}: {
  country: string;
  geoCountry: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useBillingTexts();
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontSize="sm">
          {t('subscription.geo.confirm', {
            country: countryName(country),
            geo: countryName(geoCountry),
          })}
        </Checkbox.Label>
      </Checkbox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
