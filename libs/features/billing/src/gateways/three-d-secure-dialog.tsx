import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogRecipe, keepOpenOnFocusOutside } from '@site-admin/ui';
import type { ThreeDSecureChallenge } from '@site-admin/api-client';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { dialogMaxWidth } from '../parts/billing-dialog';
import { formatPrice } from '../rules/money';

/**
 * The development gateway's 3-D Secure challenge: the bank's page a real card provider would show,
 * with a button to pass and one to fail the check.
 */
export function ThreeDSecureDialog({
  challenge,
  merchant,
  onDone,
}: {
  challenge: ThreeDSecureChallenge;
  merchant: string;
  onDone: (reference: string | null) => void;
}) {
  const { t } = useBillingTexts();
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => (details.open ? undefined : onDone(null))}
      // The bank's page in its frame must not be given up because the focus moved.
      onFocusOutside={keepOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* A bank's check, small and centred over the payment form, not as wide as the screen. */}
          <Dialog.Content maxW={dialogMaxWidth('small')} w="full">
            <Dialog.Header>
              <Dialog.Title>{t('card.three_d.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {t('card.three_d.text', {
                  merchant,
                  amount: formatPrice(challenge.amount, challenge.currency),
                })}
              </Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => onDone(null)}>
                {t('card.three_d.fail')}
              </Button>
              <Button colorPalette="blue" onClick={() => onDone(challenge.reference)}>
                {t('card.three_d.complete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
