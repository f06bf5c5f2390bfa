import type { BulkActionProps } from '@site-admin/extensions';
import { useQueryClient } from '@tanstack/react-query';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { readShopConfig } from '../status/order-status';
import { patchOrderRows } from '../status/patch-rows';
import { StatusUpdateModal } from '../status/status-update-modal';
import { changeFor } from '../status/use-status-control';
import { rowStatus } from '../cells/order-status-cell';

/**
 * The list's bulk status change: the status-update modal for the checked orders. While the undo
 * window holds the change the rows show the new status (the list is not reloaded: it would show
 * the old one); once sent, the checked rows clear and the list reloads.
 */
export function BulkStatusAction({ rows, host, onDone }: BulkActionProps) {
  const { t } = useOrdersTexts();
  const queryClient = useQueryClient();
  const orders = rows.flatMap((row) => {
    const order = rowStatus(row, row['full_status']);
    return order ? [order] : [];
  });
  return (
    <StatusUpdateModal
      host={host}
      siteid={Number(host.siteid)}
      shopConfig={readShopConfig(host.page?.config.extra?.shop_config)}
      orders={orders}
      status={null}
      onSuccess={(status, result) => {
        if (result !== null) {
          onDone(true);
          return;
        }
        for (const order of orders)
          patchOrderRows(
            queryClient,
            host.pagePath,
            changeFor(order.ID, status, t(`status.names.${status}`), null),
          );
        onDone(false);
      }}
      onReverted={() => {
        for (const order of orders)
          patchOrderRows(queryClient, host.pagePath, {
            ...changeFor(order.ID, order.full_status, order.status_text, null),
            row_class_modifier: order.row_class_modifier,
          });
      }}
      onClose={() => onDone(false)}
    />
  );
}
