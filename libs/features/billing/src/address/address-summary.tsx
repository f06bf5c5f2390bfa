import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { BillingAddress } from '@site-admin/api-client';
import type { Ref } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { countryName, DEFAULT_COUNTRY } from './countries';

/** The address lines as the summary shows them: GB omitted, the postcode upper-cased. */
export function addressLines(address: BillingAddress): string[] {
  return [
    address.address1,
    address.address2 ?? '',
    address.town,
    address.county,
    address.postcode.toUpperCase(),
    address.country === DEFAULT_COUNTRY ? '' : countryName(address.country),
  ].filter((line) => line.trim() !== '');
}

export function AddressSummary({
  address,
  editRef,
  onEdit,
}: {
  address: BillingAddress;
  editRef?: Ref<HTMLButtonElement>;
  onEdit: () => void;
}) {
  const { t } = useBillingTexts();
  return (
    <Box>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('subscription.address.title')}</Text>
        <Button ref={editRef} variant="plain" size="sm" colorPalette="blue" onClick={onEdit}>
          {t('subscription.address.edit')}
        </Button>
      </HStack>
      <Text as="address" fontStyle="normal" fontSize="sm" data-testid="address-summary">
        {addressLines(address).join(', ')}
      </Text>
    </Box>
  );
}
