import { Box, Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { LazyContentIcon, useTexts } from '@site-admin/ui';
import { useNavigate, useParams } from 'react-router';
import { dashboardTexts } from '../i18n/en-gb';

/**
 * The referral offer: a click opens the referral modal (the dashboard's raf-popup route). Its
 * icon is the one the server names (`raf_icon`), a gift when it names none.
 */
export function ReferralBox({
  title,
  message,
  buttonText,
  icon,
}: {
  title?: string | undefined;
  message?: string | undefined;
  buttonText?: string | undefined;
  icon?: string | undefined;
}) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const { siteid } = useParams();
  const navigate = useNavigate();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="referral-box">
      <Stack gap="2">
        <HStack gap="2">
          <Center boxSize="5" flexShrink="0">
            <LazyContentIcon name={icon || 'gift'} size={20} />
          </Center>
          <Text fontWeight="semibold">{title ?? t('referral.title')}</Text>
        </HStack>
        <Text fontSize="sm">{message ?? t('referral.message')}</Text>
        <Button
          size="sm"
          colorPalette="blue"
          alignSelf="flex-start"
          // In a narrow column the words wrap inside the box instead of running past it.
          maxW="full"
          h="auto"
          minH="8"
          py="1.5"
          whiteSpace="normal"
          onClick={() => navigate(`/${siteid ?? ''}/dashboard/raf-popup`)}
        >
          {buttonText ?? t('referral.button')}
        </Button>
      </Stack>
    </Box>
  );
}
