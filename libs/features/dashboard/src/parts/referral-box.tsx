import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTexts } from '@site-admin/ui';
import { useNavigate, useParams } from 'react-router';
import { dashboardTexts } from '../i18n/en-gb';

/** The referral offer: a click opens the referral modal (the dashboard's raf-popup route). */
export function ReferralBox({
  title,
  message,
  buttonText,
}: {
  title?: string | undefined;
  message?: string | undefined;
  buttonText?: string | undefined;
}) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const { siteid } = useParams();
  const navigate = useNavigate();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="referral-box">
      <Stack gap="2">
        <HStack gap="2">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
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
