import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { useTexts } from '@site-admin/ui';
import { dashboardTexts } from '../i18n/en-gb';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';
import { MonthOnMonth } from '../parts/month-on-month';
import { percentageShown, statisticValue, type StatisticTile } from '../rules/statistics';

function Tile({ statistic, month }: { statistic: StatisticTile; month: string }) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const shown = percentageShown(statistic.percentage);
  return (
    <Stack
      gap="1"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      minW="0"
      role="group"
      aria-label={statistic.title ?? month}
    >
      {statistic.title ? (
        <Text fontSize="sm" color="fg.muted">
          {statistic.title}
        </Text>
      ) : null}
      {shown.kind === 'no-data' ? (
        <Text fontWeight="semibold">{t('statistics.noData', { month })}</Text>
      ) : (
        <>
          <Text
            fontSize={{ base: 'lg', md: '2xl' }}
            fontWeight="bold"
            lineHeight="short"
            whiteSpace="nowrap"
          >
            {statisticValue(statistic)}
          </Text>
          <MonthOnMonth statistic={statistic} />
        </>
      )}
      {statistic.valueComment ? (
        <Text fontSize="xs" color="fg.muted">
          {statistic.valueComment}
        </Text>
      ) : null}
    </Stack>
  );
}

/** This month's tiles under the month label: ∞ for 'inf', 'No data for {month}' for 'nan'. */
export function StatisticsModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const { title, month = '', statistics = [] } = moduleProperties(module, data, 'statistics');
  return (
    <ModuleCard
      title={title ?? t('statistics.title')}
      type="statistics"
      action={
        month ? (
          <Text fontSize="sm" color="fg.muted">
            {month}
          </Text>
        ) : null
      }
    >
      {statistics.length === 0 ? (
        <Text color="fg.muted">{t('statistics.empty')}</Text>
      ) : (
        // As many tiles a row as fit a value like '£12,186.50' whole: a number never breaks.
        <SimpleGrid minChildWidth={{ base: '8rem', md: '10rem' }} gap="3">
          {statistics.map((statistic, index) => (
            <Tile key={`${statistic.title ?? ''}-${index}`} statistic={statistic} month={month} />
          ))}
        </SimpleGrid>
      )}
    </ModuleCard>
  );
}
