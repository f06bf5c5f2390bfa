import { orderQuery } from '@site-admin/api-client';
import { defineExtension, lazyPart } from '@site-admin/extensions';
import { preloadSidePanel } from '@site-admin/ui';
import { OrderStatusSkeleton } from './cells/order-status-skeleton';

const OrderPanel = lazyPart(() => import('./detail/order-panel').then((m) => m.OrderPanel));

/** The orders feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const ordersExtension = defineExtension({
  name: 'orders',
  cells: {
    order_status: lazyPart(() =>
      import('./cells/order-status-cell').then((m) => m.OrderStatusCell),
    ),
    order_product_name: lazyPart(() =>
      import('./cells/order-product-name-cell').then((m) => m.OrderProductNameCell),
    ),
  },
  // Drawn at once (not lazy): the status column keeps the dropdown's size while its code loads.
  cellSkeletons: { order_status: OrderStatusSkeleton },
  panels: {
    'orders/detail': OrderPanel,
    'orders/export': lazyPart(() => import('./export/export-panel').then((m) => m.ExportPanel)),
    'orders/filters': lazyPart(() =>
      import('./filters/order-filter-panel').then((m) => m.OrderFilterPanel),
    ),
  },
  panelPreloads: {
    // An order opened by its address (a link in an email) asks for the order and the panel's
    // code as soon as the list names its resource, not after the list and the panel have drawn.
    'orders/detail': ({ queryClient, client, siteid, id }) => {
      // A failed load is the panel's own to show when it draws. The drawer's code comes with the
      // panel's, not once the panel has drawn.
      OrderPanel.preload().catch(() => undefined);
      preloadSidePanel().catch(() => undefined);
      const orderId = Number(id);
      if (Number.isInteger(orderId) && orderId > 0)
        void queryClient.prefetchQuery(orderQuery(client, siteid, orderId));
    },
  },
  rowActions: {
    'orders/delete': lazyPart(() =>
      import('./detail/delete-order-dialog').then((m) => m.DeleteOrderRowAction),
    ),
  },
  listMenuItems: {
    orders: lazyPart(() =>
      import('./status/undo-window-menu-item').then((m) => m.UndoWindowMenuItem),
    ),
  },
  bulkActions: {
    'orders/status': lazyPart(() =>
      import('./bulk/bulk-status-action').then((m) => m.BulkStatusAction),
    ),
  },
});
