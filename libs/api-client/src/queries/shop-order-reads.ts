// The shop-orders reads the first screen may start (the new-order count on the keep-alive tick, an
// order opened by its address), with the keys every shop-orders query shares. Apart from the order
// screens' mutations and exports (shop-orders.ts), so the first load carries only these.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client/api-client';
import { KEEP_ALIVE_MS } from './session';
import type { NewOrderCount, OrderFullStatus, OrdersPageQuery } from './shop-orders';

export const shopOrderKeys = {
  all: ['shop-orders'] as const,
  site: (siteid: number) => [...shopOrderKeys.all, siteid] as const,
  lists: (siteid: number) => [...shopOrderKeys.site(siteid), 'list'] as const,
  list: (siteid: number, query: OrdersPageQuery = {}) =>
    [...shopOrderKeys.lists(siteid), query] as const,
  details: (siteid: number) => [...shopOrderKeys.site(siteid), 'detail'] as const,
  detail: (siteid: number, id: number) => [...shopOrderKeys.details(siteid), id] as const,
  emailBody: (siteid: number, id: number, status: OrderFullStatus, template?: string) =>
    [...shopOrderKeys.detail(siteid, id), 'email-body', status, template ?? null] as const,
  exportFormats: (siteid: number) => [...shopOrderKeys.site(siteid), 'export-formats'] as const,
  newCount: (siteid: number, since: number | null) =>
    [...shopOrderKeys.site(siteid), 'new-count', since] as const,
};

export const orderQuery = (client: ApiClient, siteid: number, id: number) =>
  queryOptions({
    queryKey: shopOrderKeys.detail(siteid, id),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/shop/orders/{id}', { params: { path: { siteid, id } }, signal }),
      ),
  });

/**
 * The new-order alert's check: how many orders came in after order `since` (null: none counted,
 * the reply's `latest_id` is the starting point). Asked on the keep-alive tick and on window focus.
 */
export const newOrderCountQuery = (client: ApiClient, siteid: number, since: number | null) =>
  queryOptions({
    queryKey: shopOrderKeys.newCount(siteid, since),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/shop/orders/new-count', {
          params: { path: { siteid }, query: since === null ? {} : { since } },
          signal,
        }),
      ),
    refetchInterval: KEEP_ALIVE_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    retry: false,
  });

/** The orders a reply counts as new: none when its newest order is one already seen. */
export function unseenOrderCount(reply: NewOrderCount | undefined, since: number | null): number {
  if (!reply || since === null || reply.latest_id === null || reply.latest_id <= since) return 0;
  return reply.count;
}

/** The route path of the order list page (the page engine's data key). */
export const ordersPagePath = (siteid: number) => `/${siteid}/shop/orders`;
