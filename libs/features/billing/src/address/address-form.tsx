import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  fieldSlotRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  notify,
  ProgressButton,
} from '@site-admin/ui';
import { failureNoticeOf } from '@site-admin/extensions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveBillingAddressMutation,
  useApiClient,
  type BillingAddress,
} from '@site-admin/api-client';
import { ADDRESS_RULES } from '@site-admin/validation';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { validationErrors } from '../parts/validation-errors';
import { countriesByName, DEFAULT_COUNTRY } from './countries';

/** A failed save's own notice, replaced by the next one rather than stacked. */
const ADDRESS_FAILED_NOTICE = 'address-save-failed';

type Fields = Record<keyof BillingAddress, string>;
const FIELDS: (keyof BillingAddress)[] = [
  'address1',
  'address2',
  'town',
  'county',
  'postcode',
  'country',
];

function toFields(address: BillingAddress | null): Fields {
  return {
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    town: address?.town ?? '',
    county: address?.county ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? DEFAULT_COUNTRY,
  };
}

/** The fields as a save sends them, to tell a real change from an untouched form. */
function sentForm(fields: Fields): string {
  return FIELDS.map((name) =>
    name === 'postcode' ? fields[name].trim().toUpperCase() : fields[name].trim(),
  ).join('\n');
}

/** The invoice address edit form (manual entry); a 422 puts each field's first message under it. */
export function AddressForm({
  siteid,
  address,
  onSaved,
  onCancel,
  onUnsavedChange,
  formRef,
  autoFocus = false,
  draft = null,
}: {
  siteid: number;
  address: BillingAddress | null;
  /** What the fields start with instead of `address` (a lookup's result, not saved yet). */
  draft?: BillingAddress | null;
  onSaved: (address: BillingAddress) => void;
  onCancel?: () => void;
  /** Whether the fields differ from `address` (typed, being saved, or refused); false on close. */
  onUnsavedChange?: (unsaved: boolean) => void;
  formRef?: Ref<HTMLFormElement>;
  /** Opened by the user (Edit, manual entry): the focus goes to its first field. */
  autoFocus?: boolean;
}) {
  const { t } = useBillingTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(() => toFields(draft ?? address));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const countries = useMemo(() => countriesByName(), []);
  // The builder's own onSuccess re-prices the details and invoices: the callbacks go to mutate,
  // which runs them after it rather than instead of it.
  const save = useMutation(saveBillingAddressMutation(client, queryClient));
  const unsaved = sentForm(fields) !== sentForm(toFields(address));
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);

  const submit = () => {
    if (save.isPending) return;
    const missing: Record<string, string> = {};
    for (const name of FIELDS)
      if (ADDRESS_RULES[name] === 'required' && fields[name].trim() === '')
        missing[name] = t('address_form.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const address2 = fields.address2.trim();
    save.mutate(
      {
        siteid,
        body: {
          address1: fields.address1.trim(),
          address2: address2 === '' ? null : address2,
          town: fields.town.trim(),
          county: fields.county.trim(),
          postcode: fields.postcode.trim().toUpperCase(),
          country: fields.country,
        },
      },
      {
        onSuccess: (saved) => onSaved(saved),
        // One notice per failure: after a server error (or no reply) the client's notice says
        // also that the address was not saved; the typed fields stay for another try.
        onError: (error) => {
          const found = validationErrors(error);
          if (found) return setErrors(found);
          const notice = failureNoticeOf(
            error,
            { title: t('address_form.failed'), id: ADDRESS_FAILED_NOTICE },
            (key) => t(key, { ns: 'translation' }),
          );
          if (notice) notify(notice);
        },
      },
    );
  };

  const input = (
    name: Exclude<keyof BillingAddress, 'country'>,
    autoComplete: string,
    focused = false,
  ) => (
    <Field.Root
      recipe={fieldSlotRecipe}
      invalid={Boolean(errors[name])}
      required={ADDRESS_RULES[name] === 'required'}
    >
      <Field.Label>{t(`address_form.${name}`)}</Field.Label>
      <Input
        recipe={inputRecipe}
        value={fields[name]}
        autoComplete={autoComplete}
        autoFocus={focused}
        onChange={(event) => {
          setFields({ ...fields, [name]: event.target.value });
          setErrors({ ...errors, [name]: '' });
        }}
      />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <form
      ref={formRef}
      aria-label={t('address_form.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="3">
        {input('address1', 'address-line1', autoFocus)}
        {input('address2', 'address-line2')}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {input('town', 'address-level2')}
          {input('county', 'address-level1')}
          {input('postcode', 'postal-code')}
          <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors['country'])} required>
            <Field.Label>{t('address_form.country')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                value={fields.country}
                onChange={(event) => {
                  setFields({ ...fields, country: event.target.value });
                  setErrors({ ...errors, country: '' });
                }}
              >
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors['country'] ? <Field.ErrorText>{errors['country']}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>
        <HStack justify="end">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {t('address_form.cancel')}
            </Button>
          ) : null}
          <ProgressButton type="submit" colorPalette="blue" loading={save.isPending}>
            {t('address_form.save')}
          </ProgressButton>
        </HStack>
      </Stack>
    </form>
  );
}
