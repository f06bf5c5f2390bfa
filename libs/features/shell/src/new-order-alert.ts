// The new-order alert: one cheap call (`GET /{siteid}/shop/orders/new-count`) on the keep-alive
// tick and when the window gets focus; its count shows on the Orders menu item and in the tab
// title. Opening the order list clears it: the newest order then counts as seen, remembered per
// site in the app_ store (for a year: a day's expiry would lose the point the count starts from).
import { useQuery } from '@tanstack/react-query';
import { newOrderCountQuery, unseenOrderCount, useApiClient } from '@site-admin/api-client';
import { APP_STORE_LONG_TTL_MS, readAppStore, writeAppStore } from '@site-admin/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useMatch } from 'react-router';

/** The sidebar link of the order list, as the sidebar reply spells it. */
export const ORDERS_LINK = '/:siteid/shop/orders';

const isOrderId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const seenKey = (siteid: number) => `orders_seen_${siteid}`;
/** Said on the window when the seen point changes (this tab; others hear `storage`). */
const SEEN_CHANGED = 'site-admin:orders-seen';

function subscribeSeen(onChange: () => void): () => void {
  window.addEventListener(SEEN_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SEEN_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** How many orders came in since the owner last opened the order list (0 while it is open). */
export function useNewOrderCount(siteid: number, enabled: boolean): number {
  const client = useApiClient();
  const since = useSyncExternalStore(
    subscribeSeen,
    () => readAppStore(seenKey(siteid), isOrderId),
    () => null,
  );

  const onOrders = useMatch('/:siteid/shop/orders/*') !== null;
  const query = useQuery({
    ...newOrderCountQuery(client, siteid, since),
    enabled: enabled && Number.isInteger(siteid),
  });
  const latest = query.data?.latest_id ?? null;
  const { refetch } = query;

  // The window getting focus asks again (the query also asks when the tab becomes visible).
  useEffect(() => {
    if (!enabled) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [enabled, refetch]);

  // Opening the order list asks again, so what counts as seen is the newest order now.
  useEffect(() => {
    if (onOrders && enabled) void refetch();
  }, [onOrders, enabled, refetch]);

  // The first reply is the starting point; on the order list every newer order is seen.
  useEffect(() => {
    if (latest === null) return;
    if (since === null || (onOrders && latest > since)) {
      writeAppStore(seenKey(siteid), latest, APP_STORE_LONG_TTL_MS);
      window.dispatchEvent(new Event(SEEN_CHANGED));
    }
  }, [latest, since, onOrders, siteid]);

  return onOrders ? 0 : unseenOrderCount(query.data, since);
}

const COUNT_PREFIX = /^\(\d+\+?\) /;

/** Puts the count before the tab's title ("(2) …"), and keeps it there when the title changes. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNT_PREFIX, '');
      const next = count > 0 ? `(${count > 99 ? '99+' : count}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : null;
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}
