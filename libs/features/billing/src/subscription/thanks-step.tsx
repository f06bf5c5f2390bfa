import { Button, Stack, Text } from '@chakra-ui/react';
import { useBillingTexts } from '../i18n/use-billing-texts';

/** Step 3: title, message, illustration and a close button. */
export function ThanksStep({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useBillingTexts();
  return (
    <Stack align="center" textAlign="center" gap="4" py="4">
      <Text fontSize="5xl" aria-hidden="true">
        🎉
      </Text>
      <Text as="h3" fontSize="2xl" fontWeight="bold">
        {title}
      </Text>
      <Text>{message}</Text>
      <Button colorPalette="blue" onClick={onClose}>
        {t('subscription.thanks.close')}
      </Button>
    </Stack>
  );
}
