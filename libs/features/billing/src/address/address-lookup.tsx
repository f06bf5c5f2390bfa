import { Input, Field } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@site-admin/ui';
import { useEffect, useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';

/** The address-search service's script and its settings (spec 2, section 7). */
export const LOOKUP_SCRIPT = 'https://services.address-lookup.example/js/lookup.js';
export const LOOKUP_OPTIONS = {
  radius: 50,
  maxItems: 10,
  countryByIp: true,
  manualEntry: true,
} as const;

/**
 * The address lookup. Its script comes from the search service; until it loads nothing shows,
 * and when it fails (a closed network) the lookup stays hidden and manual entry is used.
 */
export function AddressLookup() {
  const { t } = useBillingTexts();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = LOOKUP_SCRIPT;
    script.async = true;
    script.dataset['options'] = JSON.stringify(LOOKUP_OPTIONS);
    script.onload = () => setReady(true);
    script.onerror = () => setReady(false);
    document.head.append(script);
    return () => script.remove();
  }, []);
  if (!ready) return null;
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{t('subscription.address.lookup')}</Field.Label>
      <Input recipe={inputRecipe} data-address-lookup="" autoComplete="off" />
    </Field.Root>
  );
}
