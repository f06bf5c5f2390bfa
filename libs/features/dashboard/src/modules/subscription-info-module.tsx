import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import type { DashboardModuleProps } from '@site-admin/extensions';
import {
  formatLongDate,
  formatMoney,
  LoadingState,
  ShellActionsContext,
  useTexts,
} from '@site-admin/ui';
import { Button } from '@chakra-ui/react';
import { useContext } from 'react';
import { useParams } from 'react-router';
import { dashboardTexts } from '../i18n/en-gb';
import { AppLinkButton } from '../parts/app-link';
import { ModuleCard } from '../parts/module-card';
import { moduleProperties } from '../parts/module-properties';

/** The plan and its price: Free without one, else the price with Yearly or Monthly. */
export function subscriptionPrice(
  account: { subscription_price: number | null; annual_subscription: boolean },
  t: (key: string, options?: Record<string, string>) => string,
): string {
  if (!account.subscription_price) return t('subscription.free');
  const price = formatMoney(account.subscription_price);
  return t(account.annual_subscription ? 'subscription.yearly' : 'subscription.monthly', { price });
}

export function SubscriptionInfoModule({ module, data }: DashboardModuleProps) {
  const { t } = useTexts('dashboard-modules', dashboardTexts);
  const { siteid } = useParams();
  const shell = useContext(ShellActionsContext);
  const account = useQuery(accountQuery(useApiClient()));
  const { title } = moduleProperties(module, data, 'subscription-info');
  const heading = title ?? t('subscription.title');
  if (!account.data)
    return (
      <ModuleCard title={heading} type="subscription-info">
        <LoadingState label={t('accountInfo.loading')} />
      </ModuleCard>
    );
  const a = account.data;
  const trial = a.sitestatus === 'T';
  return (
    <ModuleCard title={heading} type="subscription-info">
      <Stack gap="2" align="flex-start">
        <Text fontWeight="semibold">{a.plan}</Text>
        <Text fontSize="xl" fontWeight="bold">
          {subscriptionPrice(a, (key, options) => t(key, options ?? {}))}
        </Text>
        {a.next_payment_date ? (
          <Text fontSize="sm" color="fg.muted">
            {t('subscription.nextPayment', { date: formatLongDate(a.next_payment_date) })}
          </Text>
        ) : null}
        {trial && shell ? (
          <Button size="sm" colorPalette="blue" onClick={() => shell.openSubscription()}>
            {t('subscription.upgrade')}
          </Button>
        ) : (
          <AppLinkButton to={`/${siteid ?? ''}/account/payment`}>
            {t('subscription.manage')}
          </AppLinkButton>
        )}
      </Stack>
    </ModuleCard>
  );
}
