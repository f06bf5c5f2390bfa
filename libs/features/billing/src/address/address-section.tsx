import { Button, Stack, Text } from '@chakra-ui/react';
import type { BillingAddress } from '@site-admin/api-client';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { AddressForm } from './address-form';
import { AddressLookup } from './address-lookup';
import { AddressSummary } from './address-summary';

/** How a payment form holds its payment while the address form holds a change (usePaymentForm). */
export interface AddressHold {
  formRef?: Ref<HTMLFormElement>;
  /** Told whether the open form holds a change not saved yet; false once it closes. */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** Why the payment waits, shown above the open form. */
  error?: string;
}

/**
 * The address: the summary with its edit link once set; otherwise the lookup (hidden when its
 * script cannot load) and manual entry.
 */
export function AddressSection({
  siteid,
  address,
  onSaved,
  hold = {},
}: {
  siteid: number;
  address: BillingAddress | null;
  onSaved: (address: BillingAddress) => void;
  hold?: AddressHold;
}) {
  const { t } = useBillingTexts();
  const [editing, setEditing] = useState(false);
  const [manual, setManual] = useState(false);
  // A lookup's result opens the form filled with it, for the owner to check and save.
  const [looked, setLooked] = useState<BillingAddress | null>(null);
  const formOpen = editing || manual || looked !== null;
  // The button that opened the form (Edit, or manual entry) gets the focus back when it closes,
  // rather than <body>: the pressed Save or Cancel goes with the form.
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (formOpen || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [formOpen]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    setManual(false);
    setLooked(null);
  };

  if (address && !editing)
    return <AddressSummary address={address} editRef={opener} onEdit={() => setEditing(true)} />;
  const saved = (next: BillingAddress) => {
    close();
    onSaved(next);
  };
  if (formOpen)
    return (
      <Stack gap="2">
        <Text fontWeight="semibold">{t('subscription.address.title')}</Text>
        {hold.error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {hold.error}
          </Text>
        ) : null}
        <AddressForm
          siteid={siteid}
          address={address}
          draft={looked}
          formRef={hold.formRef}
          onUnsavedChange={hold.onUnsavedChange}
          autoFocus
          onSaved={saved}
          onCancel={close}
        />
      </Stack>
    );
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t('subscription.address.title')}</Text>
      <Text fontSize="sm">{t('subscription.address.missing')}</Text>
      <AddressLookup onFound={setLooked} />
      <Button
        ref={opener}
        variant="outline"
        size="sm"
        alignSelf="start"
        onClick={() => setManual(true)}
      >
        {t('subscription.address.manual')}
      </Button>
    </Stack>
  );
}
