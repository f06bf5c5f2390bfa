import { Input, Field } from '@chakra-ui/react';
import type { BillingAddress } from '@site-admin/api-client';
import { fieldSlotRecipe, inputRecipe } from '@site-admin/ui';
import { useEffect, useRef, useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { addressFromLookup, type LookupResult } from './lookup-address';

/** The address-search service's script, stylesheet and settings (spec 2, section 7). */
export const LOOKUP_SCRIPT = 'https://services.address-lookup.example/js/lookup.js';
export const LOOKUP_STYLESHEET = 'https://services.address-lookup.example/css/lookup.css';
export const LOOKUP_OPTIONS = {
  radius: 50,
  maxItems: 10,
  countryByIp: true,
  manualEntry: true,
} as const;

/**
 * What the search service's script does with the page (the spec does not show its interface;
 * chosen): it offers its results under every input marked `data-address-lookup`, with the settings
 * in its script element's `data-options`, and when the owner picks one it dispatches this event
 * on the input, the result's fields as the event's `detail`.
 */
export const LOOKUP_SELECT_EVENT = 'addresslookupselect';

/**
 * The address lookup. Its script and stylesheet come from the search service; until the script
 * loads nothing shows, and when it fails (a closed network) the lookup stays hidden and manual
 * entry is used. A picked result is handed on as an address.
 */
export function AddressLookup({ onFound }: { onFound: (address: BillingAddress) => void }) {
  const { t } = useBillingTexts();
  const [ready, setReady] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = LOOKUP_STYLESHEET;
    const script = document.createElement('script');
    script.src = LOOKUP_SCRIPT;
    script.async = true;
    script.dataset['options'] = JSON.stringify(LOOKUP_OPTIONS);
    script.onload = () => setReady(true);
    script.onerror = () => setReady(false);
    document.head.append(stylesheet, script);
    return () => {
      script.remove();
      stylesheet.remove();
    };
  }, []);
  useEffect(() => {
    const field = input.current;
    if (!ready || !field) return undefined;
    const select = (event: Event) => {
      const { detail } = event as CustomEvent<LookupResult | null>;
      if (detail && typeof detail === 'object') onFound(addressFromLookup(detail));
    };
    field.addEventListener(LOOKUP_SELECT_EVENT, select);
    return () => field.removeEventListener(LOOKUP_SELECT_EVENT, select);
  }, [ready, onFound]);
  if (!ready) return null;
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{t('subscription.address.lookup')}</Field.Label>
      <Input ref={input} recipe={inputRecipe} data-address-lookup="" autoComplete="off" />
    </Field.Root>
  );
}
