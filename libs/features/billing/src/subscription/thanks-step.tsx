import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { PartyPopper } from 'lucide-react';
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
      <Box color="green.500" aria-hidden="true">
        <PartyPopper size={64} />
      </Box>
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
