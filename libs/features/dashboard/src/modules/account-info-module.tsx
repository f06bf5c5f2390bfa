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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardTexts } from '../i18n/en-gb';
import { AppLink } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

/**
 * A label and its value, side by side; in a narrow column (the dashboard's side column at 1024 px)
 * the value goes under its label, and a long domain breaks rather than running out of the card.
 */
function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item flexWrap="wrap" columnGap="4" rowGap="1">
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue flex="1 1 7rem" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

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
          <InfoRow label={t('accountInfo.siteStatus')}>
            <Badge colorPalette={tonePalette[siteStatusTone(a.sitestatus)]} variant="subtle">
              {common(`site.status.${a.sitestatus}`)}
            </Badge>
          </InfoRow>
          <InfoRow label={t('accountInfo.plan')}>{a.plan}</InfoRow>
          <InfoRow label={t('accountInfo.domain')}>
            {a.primary_domain ? (
              <AppLink to={`https://${a.primary_domain}`}>{a.primary_domain}</AppLink>
            ) : (
              t('accountInfo.noDomain')
            )}
          </InfoRow>
          <InfoRow label={t('accountInfo.lastPublished')}>
            {a.last_publish_date
              ? formatPublishDate(a.last_publish_date)
              : t('accountInfo.neverPublished')}
          </InfoRow>
          <InfoRow label={t('accountInfo.nextPayment')}>
            {a.next_payment_date && price
              ? `${price} · ${formatLongDate(a.next_payment_date)}`
              : t('accountInfo.noNextPayment')}
          </InfoRow>
        </DataList.Root>
      </Stack>
    </ModuleCard>
  );
}
