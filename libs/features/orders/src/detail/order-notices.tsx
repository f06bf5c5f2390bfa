import { Alert, Stack } from '@chakra-ui/react';
import type { Order } from '@site-admin/api-client';
import { useOrdersTexts } from '../i18n/use-orders-texts';

const ecologiTone = { complete: 'success', pending: 'warning', failed: 'error' } as const;

/** The panel's notifications: read only, awaiting payment, and the trees-planted banner. */
export function OrderNotices({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const { t } = useOrdersTexts();
  const trees = order.ecologi_trees;
  const ecologi = order.ecologi_status;
  return (
    <Stack gap="2">
      {readOnly ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('detail.readOnly')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {order.full_status === '1.1' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('detail.awaitingPayment')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {trees !== null && trees > 0 && ecologi ? (
        <Alert.Root status={ecologiTone[ecologi]} data-ecologi={ecologi}>
          <Alert.Indicator />
          <Alert.Title>{t(`ecologi.${ecologi}`, { count: trees })}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
