import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a page the account may not open shows (a 403), with the way back to the dashboard. */
export function UnauthorisedState({ siteid }: { siteid: string | number | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" py="12" align="flex-start" role="alert">
      <Heading as="h1" size="xl">
        {t('unauthorised.title')}
      </Heading>
      <Text>{t('unauthorised.body')}</Text>
      <Button asChild colorPalette="blue">
        <Link to={siteid ? `/${siteid}/dashboard` : '/'}>{t('unauthorised.back')}</Link>
      </Button>
    </Stack>
  );
}
