import { Badge, Card, DataList, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import {
  ErrorState,
  formatLongDate,
  formatMoney,
  formatPublishDate,
  LoadingState,
  siteStatusTone,
  tonePalette,
} from '@site-admin/ui';
import { useTranslation } from 'react-i18next';

/** The site at a glance: status, plan, domain, publishing and billing. */
export function DashboardPage() {
  const { t } = useTranslation();
  const account = useQuery(accountQuery(useApiClient()));

  if (account.isPending) return <LoadingState label={t('shell.loadingAccount')} />;
  if (account.isError) {
    return (
      <ErrorState
        title={t('shell.accountError.title')}
        message={account.error.message}
        retryLabel={t('shell.accountError.retry')}
        onRetry={() => void account.refetch()}
      />
    );
  }

  const a = account.data;
  const palette = tonePalette[siteStatusTone(a.sitestatus)];
  const price = a.subscription_price === null ? null : formatMoney(a.subscription_price);

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('dashboard.title')}
        </Heading>
        <Text color="fg.muted">{t('dashboard.welcome', { firstname: a.firstname })}</Text>
      </Stack>

      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            {a.site_name}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.siteStatus')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={palette} variant="subtle">
                  {t(`site.status.${a.sitestatus}`)}
                </Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.plan')}</DataList.ItemLabel>
              <DataList.ItemValue>{a.plan}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.domain')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {a.primary_domain ? (
                  <Link
                    href={`https://${a.primary_domain}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {a.primary_domain}
                  </Link>
                ) : (
                  t('dashboard.noDomain')
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.lastPublished')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {a.last_publish_date
                  ? formatPublishDate(a.last_publish_date)
                  : t('dashboard.neverPublished')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('dashboard.nextPayment')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {a.next_payment_date && price
                  ? `${price} · ${formatLongDate(a.next_payment_date)}`
                  : t('dashboard.noNextPayment')}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {a.cam ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Card.Root size="sm">
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                {t('dashboard.accountManager')}
              </Text>
              <Text fontWeight="semibold">{a.cam}</Text>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
