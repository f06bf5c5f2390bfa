import { HStack, Text } from '@chakra-ui/react';
import type { PaymentCard } from '@site-admin/api-client';
import type { Ref } from 'react';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { maskCard } from '../rules/money';

/**
 * The saved card's preview: its type and XXXX-XXXX-XXXX-{digits}. It takes the focus (not in the
 * tab order) when the form switches back to it.
 */
export function SavedCard({ card, ref }: { card: PaymentCard; ref?: Ref<HTMLDivElement> }) {
  const { t } = useBillingTexts();
  return (
    <HStack ref={ref} tabIndex={-1} borderWidth="1px" rounded="md" px="3" py="2" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('card.saved')}
      </Text>
      <Text fontWeight="medium" data-testid="saved-card">
        {t('card.masked', { type: card.card_type, masked: maskCard(card.card_digits) })}
      </Text>
    </HStack>
  );
}
