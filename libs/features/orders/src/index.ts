import { orderQuery } from '@site-admin/api-client';
import { defineExtension } from '@site-admin/extensions';
import { lazy } from 'react';
import { OrderStatusSkeleton } from './cells/order-status-skeleton';

/** The orders feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const ordersExtension = defineExtension({
  name: 'orders',
  cells: {
    order_status: lazy(() =>
      import('./cells/order-status-cell').then((m) => ({ default: m.OrderStatusCell })),
    ),
    order_product_name: lazy(() =>
      import('./cells/order-product-name-cell').then((m) => ({ default: m.OrderProductNameCell })),
    ),
  },
  // Drawn at once (not lazy): the status column keeps the dropdown's size while its code loads.
  cellSkeletons: { order_status: OrderStatusSkeleton },
  panels: {
    'orders/detail': lazy(() =>
      import('./detail/order-panel').then((m) => ({ default: m.OrderPanel })),
    ),
    'orders/export': lazy(() =>
      import('./export/export-panel').then((m) => ({ default: m.ExportPanel })),
    ),
    'orders/filters': lazy(() =>
      import('./filters/order-filter-panel').then((m) => ({ default: m.OrderFilterPanel })),
    ),
  },
  panelPreloads: {
    // An order opened by its address (a link in an email) asks for the order and the panel's
    // code as soon as the list names its resource, not after the list and the panel have drawn.
    'orders/detail': ({ queryClient, client, siteid, id }) => {
      void import('./detail/order-panel');
      const orderId = Number(id);
      if (Number.isInteger(orderId) && orderId > 0)
        void queryClient.prefetchQuery(orderQuery(client, siteid, orderId));
    },
  },
  rowActions: {
    'orders/delete': lazy(() =>
      import('./detail/delete-order-dialog').then((m) => ({ default: m.DeleteOrderRowAction })),
    ),
  },
  listMenuItems: {
    orders: lazy(() =>
      import('./status/undo-window-menu-item').then((m) => ({ default: m.UndoWindowMenuItem })),
    ),
  },
  bulkActions: {
    'orders/status': lazy(() =>
      import('./bulk/bulk-status-action').then((m) => ({ default: m.BulkStatusAction })),
    ),
  },
});
