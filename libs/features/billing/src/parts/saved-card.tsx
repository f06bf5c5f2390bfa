import { HStack, Text } from '@chakra-ui/react';
import type { PaymentCard } from '@site-admin/api-client';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { maskCard } from '../rules/money';

/** The saved card's preview: its type and XXXX-XXXX-XXXX-{digits}. */
export function SavedCard({ card }: { card: PaymentCard }) {
  const { t } = useBillingTexts();
  return (
    <HStack borderWidth="1px" rounded="md" px="3" py="2" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('card.saved')}
      </Text>
      <Text fontWeight="medium" data-testid="saved-card">
        {t('card.masked', { type: card.card_type, masked: maskCard(card.card_digits) })}
      </Text>
    </HStack>
  );
}
