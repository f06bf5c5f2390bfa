import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  deletePageRowMutation,
  invalidatePage,
  runBulkActionAt,
  useApiClient,
  type BulkAction,
  type ListPage,
  type ListRow,
  type RowAction,
} from '@site-admin/api-client';
import { useExtensions, type PageHost } from '@site-admin/extensions';
import { notify } from '@site-admin/ui';
import { useState } from 'react';
import { notifyFailure } from '../failure-notice';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { sameOriginPath } from '../same-origin';
import { bulkActionPath, bulkIds } from './bulk-actions';
import { resolveLink } from './cells';
import { rowId } from './row-path';

export type PendingAction =
  | { kind: 'delete'; row: ListRow; action: RowAction }
  | { kind: 'bulk'; action: BulkAction; rows: ListRow[] }
  | { kind: 'feature-bulk'; action: BulkAction; rows: ListRow[]; key: string }
  | { kind: 'feature-row'; action: RowAction; row: ListRow; key: string }
  | null;

/**
 * What a list's row and bulk actions do: the generic flows (confirm, delete, the bulk call, an
 * ajax row call), or the part a feature registered for the action (`{resource}/{value}` for bulk
 * actions, `{resource}/{type}` for row actions), drawn by the list's dialogs.
 */
export function useListActions(page: ListPage, host: PageHost, clearSelection: () => void) {
  const { t } = usePageEngineTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const registry = useExtensions();
  const { pagePath, siteid } = host;
  const { config } = page;
  const noun = config.noun;
  const resource = page.resource ?? '*';
  const pageid = page.route?.params['pageid'] ?? config.extra?.shop_config?.pageid;
  const [pending, setPending] = useState<PendingAction>(null);
  const nounFor = (count: number) => (count === 1 ? noun.singular : noun.plural);

  const deleteRow = useMutation(deletePageRowMutation(client, queryClient));
  const call = useMutation({
    mutationFn: (variables: { url: string; count: number }) => runBulkActionAt(client, variables),
    onSettled: () => invalidatePage(queryClient, pagePath),
  });

  function runBulk(action: BulkAction, rows: ListRow[]) {
    const ids = bulkIds(action, rows);
    const count = ids.length;
    const url = bulkActionPath(action, ids, { siteid, pageid });
    if (action.target === 'window') {
      const target = sameOriginPath(url);
      if (target !== null && count > 0) window.open(target, '_blank', 'noopener');
      else notify({ type: 'error', title: t('datatable.bulk.empty') });
      return;
    }
    call.mutate(
      { url, count },
      {
        onSuccess: (result) => {
          clearSelection();
          setPending(null);
          const key =
            result.message === 'Deleted' ? 'datatable.bulk.deleted' : 'datatable.bulk.success';
          notify({ type: 'success', title: t(key, { count, noun: nounFor(count) }) });
        },
        onError: (error) => {
          setPending(null);
          if (error instanceof ApiError && error.message === 'empty') {
            notify({ type: 'error', title: t('datatable.bulk.empty') });
            return;
          }
          // One notice: a server error's says also that the action failed.
          notifyFailure(error, t, {
            title: t('datatable.bulk.error', { count, noun: nounFor(count) }),
            // A reply of the wrong form says nothing the owner can act on.
            ...(error.message && !(error instanceof ApiError && error.isUnexpectedReply)
              ? { description: error.message }
              : {}),
          });
        },
      },
    );
  }

  function startBulk(action: BulkAction, rows: ListRow[]) {
    if (rows.length === 0) {
      notify({ type: 'error', title: t('datatable.bulk.empty') });
      return;
    }
    const key = `${resource}/${action.value}`;
    if (registry.bulkAction(key)) setPending({ kind: 'feature-bulk', action, rows, key });
    else if (action.confirm) setPending({ kind: 'bulk', action, rows });
    else runBulk(action, rows);
  }

  function confirmDelete(row: ListRow, action: RowAction) {
    const params = Object.fromEntries(
      Object.entries(action.params ?? {}).map(([key, value]) => [key, String(value)]),
    );
    deleteRow.mutate(
      { path: pagePath, id: rowId(row), params },
      {
        onSuccess: () => {
          setPending(null);
          notify({ type: 'success', title: t('list.delete.success', { noun: noun.singular }) });
        },
        onError: (error) => {
          setPending(null);
          notifyFailure(error, t, { title: t('list.delete.failed', { title: noun.singular }) });
        },
      },
    );
  }

  /** An ajax row action is a call (never an in-app navigation); the list reloads after it. */
  function runRowCall(row: ListRow, action: RowAction) {
    const url = sameOriginPath(resolveLink(action.path ?? '', row, pagePath));
    if (url === null) return;
    call.mutate(
      { url, count: 1 },
      {
        onSuccess: (result) => {
          if (result.message && result.message !== 'Updated' && result.message !== 'Deleted')
            notify({ type: 'success', title: result.message });
        },
        onError: (error) =>
          notifyFailure(error, t, { title: t('list.rowCallFailed'), description: error.message }),
      },
    );
  }

  function startRowAction(row: ListRow, action: RowAction) {
    const key = `${resource}/${action.type}`;
    if (registry.rowAction(key)) setPending({ kind: 'feature-row', action, row, key });
    else if (action.type === 'delete') setPending({ kind: 'delete', row, action });
    else if (action.type === 'ajax') runRowCall(row, action);
  }

  /** A feature's action ended: the page is fetched again when it changed something. */
  function finish(changed: boolean) {
    setPending(null);
    if (changed) {
      clearSelection();
      void host.refresh();
    }
  }

  return {
    pending,
    cancel: () => setPending(null),
    finish,
    startBulk,
    runBulk,
    confirmDelete,
    startRowAction,
    busy: call.isPending,
    deleting: deleteRow.isPending,
  };
}

export type ListActions = ReturnType<typeof useListActions>;
