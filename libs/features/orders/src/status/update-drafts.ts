// What the owner answered in the status dialog (the customer email they wrote, the restock and
// email choices) for an update that then failed. A held update fails after the undo window, when
// the dialog has long closed: the next dialog for the same orders and status opens with those
// answers, so nothing typed is lost. The store belongs to the query client, as the held updates.
import type { OrderFullStatus } from '@site-admin/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ModalAnswers } from './order-status';

const stores = new WeakMap<QueryClient, Map<string, ModalAnswers>>();

const keyOf = (orders: readonly number[], status: OrderFullStatus) =>
  `${[...orders].sort((a, b) => a - b).join(',')}:${status}`;

/** The failed updates' answers of this query client, by orders and status. */
export function updateDraftsOf(queryClient: QueryClient) {
  let store = stores.get(queryClient);
  if (!store) {
    store = new Map();
    stores.set(queryClient, store);
  }
  const drafts = store;
  return {
    keep: (orders: readonly number[], status: OrderFullStatus, answers: ModalAnswers) =>
      void drafts.set(keyOf(orders, status), answers),
    find: (orders: readonly number[], status: OrderFullStatus) =>
      drafts.get(keyOf(orders, status)) ?? null,
    drop: (orders: readonly number[], status: OrderFullStatus) =>
      void drafts.delete(keyOf(orders, status)),
  };
}
