import { Field, Input } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@site-admin/ui';
import { normaliseVatNumber, validateVatNumber } from '@site-admin/validation';
import { useBillingTexts } from '../i18n/use-billing-texts';

/**
 * The VAT number (shown only where the country allows reverse charge): upper-cased as typed,
 * checked against the country's format; an invalid one is sent as null.
 */
export function VatField({
  value,
  country,
  serverError,
  onChange,
}: {
  value: string;
  country: string;
  serverError: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useBillingTexts();
  const invalid = validateVatNumber(value, country) !== null;
  const message = invalid ? t('subscription.vat_number.invalid_format') : serverError;
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(message)}>
      <Field.Label>{t('subscription.vat_number.label')}</Field.Label>
      <Input
        recipe={inputRecipe}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(normaliseVatNumber(event.target.value))}
      />
      {message ? (
        <Field.ErrorText>{message}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('subscription.vat_number.help')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
