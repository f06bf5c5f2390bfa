import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useApiClient } from '@site-admin/api-client';
import { ErrorState, LoadingState, useShellActions } from '@site-admin/ui';
import { Navigate, Link as RouterLink, useOutlet, useParams } from 'react-router';
import { useBillingTexts } from '../i18n/use-billing-texts';
import { failureDetailOf } from '../parts/failure-detail';
import { formatPrice, nextPaymentDate } from '../rules/money';

/**
 * /{siteid}/account/payment: the subscription management page (plan, price, next payment, card),
 * with the card and invoice modals as child routes.
 */
export function AccountPaymentRoute() {
  const { t } = useBillingTexts();
  const account = useQuery(accountQuery(useApiClient()));
  const shell = useShellActions();
  const { siteid } = useParams();
  const child = useOutlet();
  if (account.isPending) return <LoadingState label={t('subscription.loading')} />;
  if (account.isError)
    return (
      <ErrorState
        title={t('subscription.load_error')}
        message={failureDetailOf(account.error)}
        retryLabel={t('subscription.retry')}
        onRetry={() => void account.refetch()}
      />
    );
  const data = account.data;
  // Spec 2 section 2: a trial account (T) has no subscription to manage; the page's address
  // (a link in a new tab, a typed one) opens the subscription modal instead. Its card and invoice
  // modals still open.
  if (data.sitestatus === 'T' && child === null)
    return <Navigate to={`/${siteid ?? ''}/subscribe`} replace />;
  const price = data.subscription_price;
  const priceText =
    price === null || price === 0
      ? t('manage.free')
      : t(data.annual_subscription ? 'manage.yearly' : 'manage.monthly', {
          price: formatPrice(price),
        });
  const rows: [string, string][] = [
    [t('manage.plan'), data.plan],
    [t('manage.price'), priceText],
    [
      t('manage.next_payment'),
      data.next_payment_date
        ? nextPaymentDate(data.next_payment_date, data.annual_subscription ? 'annual' : 'monthly')
        : '—',
    ],
    [t('manage.card'), data.card_expiry_date ?? '—'],
  ];
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        {t('manage.title')}
      </Heading>
      <SimpleGrid
        as="dl"
        columns={{ base: 1, sm: 2 }}
        gap="4"
        bg="white"
        p="5"
        rounded="md"
        borderWidth="1px"
      >
        {rows.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="blue"
          onClick={() => shell.openSubscription({ forcePlanSelection: true })}
        >
          {t('manage.change_plan')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="methods">{t('manage.select_card')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="methods/add">{t('manage.change_card')}</RouterLink>
        </Button>
      </HStack>
      {child}
    </Stack>
  );
}
