import { Badge, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import type { DashboardModuleProps } from '@site-admin/extensions';
import {
  ErrorState,
  formatLongDate,
  formatMoney,
  formatPublishDate,
  LoadingState,
  siteStatusTone,
  tonePalette,
  useTexts,
} from '@site-admin/ui';
import { useTranslation } from 'react-i18next';
import { dashboardTexts } from '../i18n/en-gb';
import { AppLink } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

/** The site at a glance: status, plan, domain, publishing and billing (from the account). */
export function AccountInfoModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const common = useTranslation().t;
  const account = useQuery(accountQuery(useApiClient()));
  const { title } = moduleProperties(module, data, 'account-info');
  const heading = title ?? t('accountInfo.title');

  if (account.isPending)
    return (
      <ModuleCard title={heading} type="account-info">
        <LoadingState label={t('accountInfo.loading')} />
      </ModuleCard>
    );
  if (account.isError)
    return (
      <ModuleCard title={heading} type="account-info">
        <ErrorState
          title={t('accountInfo.error')}
          message={account.error.message}
          retryLabel={t('accountInfo.retry')}
          onRetry={() => void account.refetch()}
        />
      </ModuleCard>
    );

  const a = account.data;
  const price = a.subscription_price === null ? null : formatMoney(a.subscription_price);
  return (
    <ModuleCard title={heading} type="account-info">
      <Stack gap="4">
        <Stack gap="0">
          <Heading as="h3" size="lg">
            {a.site_name}
          </Heading>
          <Text color="fg.muted">{t('accountInfo.welcome', { firstname: a.firstname })}</Text>
        </Stack>
        <DataList.Root orientation="horizontal" gap="3" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('accountInfo.siteStatus')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={tonePalette[siteStatusTone(a.sitestatus)]} variant="subtle">
                {common(`site.status.${a.sitestatus}`)}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('accountInfo.plan')}</DataList.ItemLabel>
            <DataList.ItemValue>{a.plan}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('accountInfo.domain')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {a.primary_domain ? (
                <AppLink to={`https://${a.primary_domain}`}>{a.primary_domain}</AppLink>
              ) : (
                t('accountInfo.noDomain')
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('accountInfo.lastPublished')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {a.last_publish_date
                ? formatPublishDate(a.last_publish_date)
                : t('accountInfo.neverPublished')}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('accountInfo.nextPayment')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {a.next_payment_date && price
                ? `${price} · ${formatLongDate(a.next_payment_date)}`
                : t('accountInfo.noNextPayment')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
    </ModuleCard>
  );
}
