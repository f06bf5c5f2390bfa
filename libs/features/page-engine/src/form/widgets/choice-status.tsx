import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 'Loading…' while options load, 'No results found' when there are none. */
export function ChoiceStatus({ loading, empty }: { loading: boolean; empty: boolean }) {
  const { t } = useTranslation();
  if (!loading && !empty) return null;
  return (
    <Text role="status" fontSize="sm" color="fg.muted">
      {loading ? t('form.loading') : t('form.noResults')}
    </Text>
  );
}
