import { HStack, Text } from '@chakra-ui/react';
import type { Statistic } from '@site-admin/api-client';
import { useTexts } from '@site-admin/ui';
import { dashboardTexts } from '../i18n/en-gb';
import { monthOnMonthIndicator, percentageShown } from '../rules/statistics';

/** The change on last month: ▲/▼ with the percentage, green when good, red when not. */
export function MonthOnMonth({
  statistic,
}: {
  statistic: Partial<Pick<Statistic, 'monthOnMonth' | 'percentage' | 'reverseScale'>>;
}) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const indicator = monthOnMonthIndicator(statistic);
  const shown = percentageShown(statistic.percentage);
  if (!indicator || shown.kind === 'none' || shown.kind === 'no-data') return null;
  const value = shown.kind === 'infinity' ? t('statistics.infinity') : shown.text;
  const label = t(indicator.direction === 'up' ? 'statistics.up' : 'statistics.down', { value });
  return (
    <HStack
      gap="1"
      fontSize="sm"
      color={indicator.tone === 'positive' ? 'green.700' : 'red.700'}
      data-tone={indicator.tone}
      // An arrow and a number read as one phrase: an image with its name (a plain div may not
      // carry a label).
      role="img"
      aria-label={`${label} (${t(indicator.tone === 'positive' ? 'statistics.better' : 'statistics.worse')})`}
    >
      <Text as="span" aria-hidden>
        {indicator.direction === 'up' ? '▲' : '▼'}
      </Text>
      <Text as="span" aria-hidden>
        {value}
      </Text>
    </HStack>
  );
}
