import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { dispatchNoteUrl, type OrderResponse } from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import dayjs from 'dayjs';
import { ModalBoundary, usePreloadWhenIdle } from '@site-admin/ui';
import { lazy, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { StatusSelect } from '../status/status-select';
import { loadStatusUpdateModal, useStatusControl } from '../status/use-status-control';

// The delete question loads on first use (or once the panel is idle), not with the panel.
const loadDeleteOrderDialog = () => import('./delete-order-dialog');
const DeleteOrderDialog = lazy(() =>
  loadDeleteOrderDialog().then((m) => ({ default: m.DeleteOrderDialog })),
);

/** Spec 1 section 9: 'F j, Y h:i K', e.g. November 24, 2026 10:42 AM. */
export const formatOrderDate = (value: string) => dayjs(value).format('MMMM D, YYYY hh:mm A');

/** The panel's header: status control, date and time, transaction id; Print, Edit, Delete. */
export function OrderHeader({ data, host }: { data: OrderResponse; host: PageHost }) {
  const { model: order, config } = data;
  const { t } = useOrdersTexts();
  const navigate = useNavigate();
  const siteid = Number(host.siteid);
  const [confirming, setConfirming] = useState(false);
  usePreloadWhenIdle([loadStatusUpdateModal, loadDeleteOrderDialog]);
  const select = useRef<HTMLSelectElement>(null);
  const control = useStatusControl({
    selectRef: select,
    order: {
      ID: order.ID,
      full_status: order.full_status,
      status_text: order.status_text,
      row_class_modifier: 'default',
    },
    shopConfig: config.shop_config,
    host,
    siteid,
    statusName: (status) => t(`status.names.${status}`),
  });
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <StatusSelect
          ref={select}
          value={control.value}
          onChange={control.onChange}
          label={t('status.label')}
          disabled={config.read_only || control.busy}
        />
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => window.open(dispatchNoteUrl(order.ID), '_blank', 'noopener')}
          >
            {t('detail.print')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={config.read_only}
            onClick={() => void navigate(`${host.pagePath}/${order.ID}/edit`)}
          >
            {t('detail.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={config.read_only}
            onClick={() => setConfirming(true)}
          >
            {t('detail.delete')}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="0" fontSize="sm" color="fg.muted">
        <Text>{t('detail.placed', { date: formatOrderDate(order.date_purchased) })}</Text>
        {order.gateway_transaction_id ? (
          <Text>{t('detail.transaction', { id: order.gateway_transaction_id })}</Text>
        ) : null}
      </Stack>
      {control.modal}
      {confirming ? (
        // A question whose code cannot load says so, with Close: nothing is deleted.
        <ModalBoundary onClose={() => setConfirming(false)}>
          <DeleteOrderDialog
            id={order.ID}
            host={host}
            onDone={(deleted) => {
              setConfirming(false);
              if (deleted) host.closePanel();
            }}
          />
        </ModalBoundary>
      ) : null}
    </Stack>
  );
}
