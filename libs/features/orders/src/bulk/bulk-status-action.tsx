import type { BulkActionProps } from '@site-admin/extensions';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { readShopConfig } from '../status/order-status';
import { StatusUpdateModal } from '../status/status-update-modal';
import { rowStatus } from '../cells/order-status-cell';

/** The list's bulk status change: the status-update modal for the checked orders. */
export function BulkStatusAction({ rows, host, onDone }: BulkActionProps) {
  useOrdersTexts();
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
      onSuccess={() => onDone(true)}
      onClose={() => onDone(false)}
    />
  );
}
