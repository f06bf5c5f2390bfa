import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { siteid } = useParams();
  return (
    <Stack gap="3" py="12" align="flex-start">
      <Heading as="h1" size="xl">
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.body')}</Text>
      <Button asChild colorPalette="blue">
        <Link to={siteid ? `/${siteid}/dashboard` : '/'}>{t('notFound.back')}</Link>
      </Button>
    </Stack>
  );
}
