import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteOrderMutation,
  dispatchNoteUrl,
  useApiClient,
  type OrderResponse,
} from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import { ConfirmModal } from '@site-admin/ui';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { StatusSelect } from '../status/status-select';
import { useStatusControl } from '../status/use-status-control';
import { useNotify } from '../status/use-status-update';

/** Spec 1 section 9: 'F j, Y h:i K', e.g. November 24, 2026 10:42 AM. */
export const formatOrderDate = (value: string) => dayjs(value).format('MMMM D, YYYY hh:mm A');

/** The panel's header: status control, date and time, transaction id; Print, Edit, Delete. */
export function OrderHeader({ data, host }: { data: OrderResponse; host: PageHost }) {
  const { model: order, config } = data;
  const { t } = useOrdersTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const say = useNotify(host);
  const siteid = Number(host.siteid);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(deleteOrderMutation(client, queryClient));
  const control = useStatusControl({
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
  const deleting = useRef(false);
  const onDelete = () => {
    if (deleting.current) return;
    deleting.current = true;
    remove.mutate(
      { siteid, id: order.ID },
      {
        onSettled: () => {
          deleting.current = false;
        },
        onSuccess: () => {
          setConfirming(false);
          say({ type: 'success', title: t('deletion.success', { id: order.ID }) });
          host.closePanel();
        },
        onError: () => {
          setConfirming(false);
          say({ type: 'error', title: t('deletion.failed', { id: order.ID }) });
        },
      },
    );
  };
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <StatusSelect
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
        <ConfirmModal
          title={t('deletion.title')}
          body={t('deletion.confirm', { id: order.ID })}
          confirmLabel={t('detail.delete')}
          danger
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Stack>
  );
}
