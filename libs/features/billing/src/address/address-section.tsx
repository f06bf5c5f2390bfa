import { Button, Stack, Text } from '@chakra-ui/react';
import type { BillingAddress } from '@site-admin/api-client';
import { useState } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { AddressForm } from './address-form';
import { AddressLookup } from './address-lookup';
import { AddressSummary } from './address-summary';

/**
 * The address: the summary with its edit link once set; otherwise the lookup (hidden when its
 * script cannot load) and manual entry.
 */
export function AddressSection({
  siteid,
  address,
  onSaved,
}: {
  siteid: number;
  address: BillingAddress | null;
  onSaved: (address: BillingAddress) => void;
}) {
  const { t } = useBillingTexts();
  const [editing, setEditing] = useState(false);
  const [manual, setManual] = useState(false);
  if (address && !editing)
    return <AddressSummary address={address} onEdit={() => setEditing(true)} />;
  const saved = (next: BillingAddress) => {
    setEditing(false);
    setManual(false);
    onSaved(next);
  };
  if (editing || manual)
    return (
      <Stack gap="2">
        <Text fontWeight="semibold">{t('subscription.address.title')}</Text>
        <AddressForm
          siteid={siteid}
          address={address}
          onSaved={saved}
          onCancel={() => {
            setEditing(false);
            setManual(false);
          }}
        />
      </Stack>
    );
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t('subscription.address.title')}</Text>
      <Text fontSize="sm">{t('subscription.address.missing')}</Text>
      <AddressLookup />
      <Button variant="outline" size="sm" alignSelf="start" onClick={() => setManual(true)}>
        {t('subscription.address.manual')}
      </Button>
    </Stack>
  );
}
