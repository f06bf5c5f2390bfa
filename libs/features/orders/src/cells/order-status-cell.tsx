import type { OrderStatusColour } from '@site-admin/api-client';
import type { CellProps } from '@site-admin/extensions';
import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { usePreloadWhenIdle } from '@site-admin/ui';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { colourPalette, isOrderStatus, readShopConfig, statusColour } from '../status/order-status';
import { StatusSelect } from '../status/status-select';
import {
  loadStatusUpdateModal,
  useStatusControl,
  type OrderStatusState,
} from '../status/use-status-control';

const COLOURS: readonly OrderStatusColour[] = ['default', 'warning', 'info', 'success', 'danger'];

/** A list row as the status cell reads it; null when the row is not an order. */
export function rowStatus(row: Record<string, unknown>, value: unknown): OrderStatusState | null {
  const status = isOrderStatus(value) ? value : row['full_status'];
  const id = Number(row['ID'] ?? row['id']);
  if (!isOrderStatus(status) || !Number.isInteger(id)) return null;
  const colour = COLOURS.find((c) => c === row['row_class_modifier']) ?? statusColour(status);
  const text = row['status_text'];
  return {
    ID: id,
    full_status: status,
    status_text: typeof text === 'string' ? text : status,
    row_class_modifier: colour,
  };
}

/** The order list's status column: the status dropdown of the row's order. */
export function OrderStatusCell({ value, row, page, host }: CellProps) {
  const order = rowStatus(row, value);
  if (!order) return null;
  return <StatusCell order={order} page={page} host={host} />;
}

function StatusCell({
  order,
  page,
  host,
}: {
  order: OrderStatusState;
  page: CellProps['page'];
  host: CellProps['host'];
}) {
  const { t } = useOrdersTexts();
  const select = useRef<HTMLSelectElement>(null);
  const control = useStatusControl({
    selectRef: select,
    order,
    shopConfig: readShopConfig(page.config.extra?.shop_config),
    host,
    siteid: Number(host.siteid),
    statusName: (status) => t(`status.names.${status}`),
  });
  const readOnly = page.config.read_only === true;
  // Once the list is idle: a first major change then asks its question at once.
  usePreloadWhenIdle([loadStatusUpdateModal]);
  return (
    <Box
      data-status-colour={control.current.row_class_modifier}
      borderStartWidth="3px"
      borderColor={`${colourPalette[control.current.row_class_modifier]}.500`}
      ps="2"
    >
      <StatusSelect
        ref={select}
        value={control.value}
        onChange={control.onChange}
        label={t('status.labelFor', { id: order.ID })}
        disabled={readOnly || control.busy}
        exampleData={page.config.example_data === true}
      />
      {control.modal}
    </Box>
  );
}
