import { Text } from '@chakra-ui/react';
import { usePageEngineTexts } from '../../i18n/use-page-engine-texts';

/** 'Loading…' while options load, 'No results found' when there are none. */
export function ChoiceStatus({ loading, empty }: { loading: boolean; empty: boolean }) {
  const { t } = usePageEngineTexts();
  if (!loading && !empty) return null;
  return (
    <Text role="status" fontSize="sm" color="fg.muted">
      {loading ? t('form.loading') : t('form.noResults')}
    </Text>
  );
}
