// Query and mutation builders of the shop-orders tag, with their keys.
import {
  mutationOptions,
  partialMatchKey,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { components, operations } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { unexpectedReplyError } from '../client/api-error';
import { pagePathKey } from './page-data';
import { ordersPagePath, shopOrderKeys } from './shop-order-reads';

export {
  newOrderCountQuery,
  orderQuery,
  ordersPagePath,
  shopOrderKeys,
  unseenOrderCount,
} from './shop-order-reads';

type Schemas = components['schemas'];

export type Order = Schemas['Order'];
export type OrderResponse = Schemas['OrderResponse'];
export type OrderConfig = Schemas['OrderConfig'];
export type OrderProduct = Schemas['OrderProduct'];
export type OrderProductOption = Schemas['OrderProductOption'];
export type OrderProductOptionNew = Schemas['OrderProductOptionNew'];
export type OrderProductOptionOld = Schemas['OrderProductOptionOld'];
export type OrderDiscountLog = Schemas['OrderDiscountLog'];
export type OrderFullStatus = Schemas['OrderFullStatus'];
export type OrderParentStatus = Schemas['OrderParentStatus'];
export type OrderStatusColour = Schemas['OrderStatusColour'];
export type ShopConfig = Schemas['ShopConfig'];
export type OrdersPage = Schemas['OrdersPage'];
export type OrderListRow = Schemas['OrderListRow'];
export type OrderListProduct = Schemas['OrderListProduct'];
export type OrdersPageFilters = Schemas['OrdersPageFilters'];
export type OrderDateFilter = Schemas['OrderDateFilter'];
export type OrderStatusUpdateRequest = Schemas['OrderStatusUpdateRequest'];
export type OrderStatusUpdateResult = Schemas['OrderStatusUpdateResult'];
export type OrderStatusChange = Schemas['OrderStatusChange'];
export type OrderEmailBody = Schemas['OrderEmailBody'];
export type ExportFormat = Schemas['ExportFormat'];
export type ExportFormatType = Schemas['ExportFormatType'];
export type ExportStatusCode = Schemas['ExportStatusCode'];
export type ClickAndDropResult = Schemas['ClickAndDropResult'];
export type NewOrderCount = Schemas['NewOrderCount'];

/** The order list's query: the generic list query with the order filters inside `filters`. */
export type OrdersPageQuery = NonNullable<operations['getOrdersPage']['parameters']['query']>;

/** Everything but `default`: the formats downloaded from `/export/{format}/download`. */
export type OrderExportDownloadFormat =
  operations['downloadOrderExport']['parameters']['path']['format'];

/**
 * The customer email for a status change, filled in for the order. `template` is the shop
 * config's `email_body` for the status; the backend uses its own when it is absent.
 */
export const orderEmailBodyQuery = (
  client: ApiClient,
  siteid: number,
  id: number,
  status: OrderFullStatus,
  template?: string,
) =>
  queryOptions({
    queryKey: shopOrderKeys.emailBody(siteid, id, status, template),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/shop/orders/{id}/emailBody/', {
          params: {
            path: { siteid, id },
            query: {
              status,
              orderId: id,
              ...(template === undefined ? {} : { emailBody: template }),
            },
          },
          signal,
        }),
      ),
  });

export const orderExportFormatsQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: shopOrderKeys.exportFormats(siteid),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/shop/orders/export/formats', {
          params: { path: { siteid } },
          signal,
        }),
      ),
  });

/**
 * Orders changed: every list, detail and email body of the shop is stale, and so is the order
 * list page the page engine shows (its key comes from the engine's key factory).
 */
export async function invalidateOrders(
  queryClient: QueryClient,
  siteid: number,
  /** A deleted order: its own queries are not asked for again (the server would answer 404). */
  deleted?: number,
): Promise<void> {
  const gone = deleted === undefined ? null : shopOrderKeys.detail(siteid, deleted);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: shopOrderKeys.all,
      predicate: (query) => gone === null || !partialMatchKey(query.queryKey, gone),
    }),
    queryClient.invalidateQueries({ queryKey: pagePathKey(ordersPagePath(siteid)) }),
  ]);
}

export const deleteOrderMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...shopOrderKeys.all, 'delete'],
    mutationFn: async ({ siteid, id }: { siteid: number; id: number }) => {
      const reply = await unwrap(
        client.DELETE('/{siteid}/shop/orders/{id}', { params: { path: { siteid, id } } }),
      );
      // Only `result: "success"` says the order is gone (spec 1 section 7); `error` throws above.
      if (reply.result !== 'success') throw unexpectedReplyError(200, reply);
      return reply;
    },
    onSuccess: (_data, { siteid, id }) => invalidateOrders(queryClient, siteid, id),
  });

export interface OrderStatusUpdateVariables {
  siteid: number;
  body: OrderStatusUpdateRequest;
  /**
   * Sent as the page goes away (the tab closes or the owner leaves during the undo window): the
   * browser finishes the request after the page is gone. It still goes through the client's
   * middleware (the XHR and CSRF headers).
   */
  keepalive?: boolean;
}

/** `POST statusUpdate` through the one client. */
export const sendOrderStatusUpdate = (
  client: ApiClient,
  { siteid, body, keepalive = false }: OrderStatusUpdateVariables,
) =>
  unwrap(
    client.POST('/{siteid}/shop/orders/statusUpdate/', {
      params: { path: { siteid } },
      body,
      ...(keepalive ? { keepalive: true } : {}),
    }),
  );

/**
 * Sends an order to Royal Mail Click & Drop. A reply with `errorsCount` above 0 is still a
 * success of the call: the caller lists the errors. The panel and its data reload either way.
 */
export const sendToClickAndDropMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...shopOrderKeys.all, 'send-to-click-and-drop'],
    mutationFn: ({ siteid, id }: { siteid: number; id: number }) =>
      unwrap(
        client.POST('/{siteid}/shop/orders/{id}/sendToClickAndDrop/', {
          params: { path: { siteid, id } },
        }),
      ),
    onSuccess: (_data, { siteid }) => invalidateOrders(queryClient, siteid),
  });

/** The error messages of a Click & Drop reply, one per failed order's error. */
export function clickAndDropErrorMessages(result: ClickAndDropResult): string[] {
  return result.failedOrders.flatMap((failed) => failed.errors.map((e) => e.errorMessage));
}

export interface OrderExportRange {
  /** YYYY-MM-DD; left out unless it is a valid date. */
  dateFrom?: string | null;
  dateTo?: string | null;
  /** The ticked status groups' codes; at least one. */
  statuses: readonly ExportStatusCode[];
}

/** The status codes each export panel checkbox stands for (spec 1 section 4). */
export const EXPORT_STATUS_GROUPS = {
  pending: ['1', '1.0', '1.1'],
  processing: ['2', '2.0', '2.1', '2.2', '2.3'],
  dispatched: ['3', '3.0'],
  cancelled: ['5', '5.0'],
} as const satisfies Record<string, readonly ExportStatusCode[]>;

function isValidDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function exportQuery(fromName: string, toName: string, range: OrderExportRange): string {
  const search = new URLSearchParams();
  if (isValidDate(range.dateFrom)) search.set(fromName, range.dateFrom);
  if (isValidDate(range.dateTo)) search.set(toName, range.dateTo);
  for (const status of range.statuses) search.append('status[]', status);
  return search.toString();
}

/**
 * The address the export panel opens in a new window (a plain navigation, so the browser saves
 * the file): the older CSV export page for `default`, `/export/{format}/download` otherwise.
 */
export function orderExportUrl(
  siteid: number,
  format: ExportFormatType,
  range: OrderExportRange,
): string {
  if (range.statuses.length === 0) throw new Error('An order export needs at least one status');
  if (format === 'default') {
    return `/${siteid}/shop/orders/export/csv?${exportQuery('datefrom', 'dateto', range)}`;
  }
  const path = `/${siteid}/shop/orders/export/${encodeURIComponent(format)}/download`;
  return `${path}?${exportQuery('dateFrom', 'dateTo', range)}`;
}

/**
 * The printable dispatch note Print opens in a new window (an older page, no site prefix); with
 * several orders, one page holding each order's note in turn (`id` comma-joined).
 */
export function dispatchNoteUrl(orderIds: number | readonly number[]): string {
  const ids = typeof orderIds === 'number' ? [orderIds] : orderIds;
  if (ids.length === 0) throw new Error('A dispatch note needs at least one order');
  return `/edit/dynamic/shop/shop_management/dispatch_note.php?id=${ids.map((id) => encodeURIComponent(id)).join(',')}`;
}
