import { Heading, Separator, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, orderQuery, useApiClient } from '@site-admin/api-client';
import type { PanelProps } from '@site-admin/extensions';
import { ErrorState, LoadingState, SidePanel } from '@site-admin/ui';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { ClickAndDrop } from './click-and-drop';
import { CustomerInfo } from './customer-info';
import { ItemsTable } from './items-table';
import { OrderHeader } from './order-header';
import { OrderNotices } from './order-notices';

/**
 * Spec 1 section 8: a failed order load shows the status code and text; a call that got no reply
 * has neither, and says the app is offline instead.
 */
function loadFailure(error: Error): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return error.message;
  return `${error.status} ${error.statusText}`.trim();
}

/** The order detail panel (`/{siteid}/shop/orders/{id}`). */
export function OrderPanel({ host, id }: PanelProps) {
  const { t } = useOrdersTexts();
  const client = useApiClient();
  const orderId = Number(id);
  const query = useQuery({
    ...orderQuery(client, Number(host.siteid), orderId),
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
  const data = query.data;
  return (
    <SidePanel title={t('detail.title', { id: id ?? '' })} size="large" onClose={host.closePanel}>
      {query.isError ? (
        <ErrorState
          title={t('detail.loadFailed')}
          message={loadFailure(query.error)}
          retryLabel={t('detail.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <LoadingState label={t('detail.loading')} />
      ) : (
        <Stack gap="5">
          <OrderHeader key={data.model.ID} data={data} host={host} />
          <OrderNotices order={data.model} readOnly={data.config.read_only} />
          <CustomerInfo order={data.model} />
          <ClickAndDrop order={data.model} host={host} readOnly={data.config.read_only} />
          <Separator />
          <Heading as="h3" size="sm">
            {t('detail.items')}
          </Heading>
          <ItemsTable order={data.model} />
        </Stack>
      )}
    </SidePanel>
  );
}
