import { Slot, useExtensions, type PageHost } from '@site-admin/extensions';
import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDeleteModal, ConfirmModal } from '@site-admin/ui';
import type { ListColumn, ListRow } from '@site-admin/api-client';
import { usePageEngineTexts } from '../i18n/use-page-engine-texts';
import { rowName } from './row-path';
import type { ListActions } from './use-list-actions';

/** The dialog a pending row or bulk action shows: a confirm, or the feature's own part. */
export function ListDialogs({
  actions,
  host,
  noun,
  plural,
  columns,
}: {
  actions: ListActions;
  host: PageHost;
  noun: string;
  plural: string;
  /** The list's columns: a question names its row by the title column. */
  columns: readonly ListColumn[];
}) {
  const { t } = usePageEngineTexts();
  const registry = useExtensions();
  const { pending } = actions;
  /** 'The 2 redirects ‘old-shop/mugs’ and ‘christmas-2025’': a bulk question names its rows. */
  const bulkNames = (rows: ListRow[]) => {
    const names = rows.map((row) => rowName(row, columns)).filter((name) => name !== undefined);
    const shown = names.slice(0, 5).map((name) => `‘${name}’`);
    const more = rows.length - shown.length;
    const count = rows.length;
    const what = count === 1 ? noun : plural;
    if (shown.length === 0) return t('list.bulkConfirm.count', { count, noun: what });
    return more > 0
      ? t('list.bulkConfirm.namesMore', { count, noun: what, names: shown.join(', '), more })
      : t('list.bulkConfirm.names', { count, noun: what, names: shown.join(', ') });
  };
  if (pending === null) return null;
  switch (pending.kind) {
    case 'delete':
      return (
        <ConfirmDeleteModal
          noun={noun}
          name={rowName(pending.row, columns)}
          busy={actions.deleting}
          onConfirm={() => actions.confirmDelete(pending.row, pending.action)}
          onCancel={actions.cancel}
        />
      );
    case 'bulk':
      return pending.action.confirm ? (
        <ConfirmModal
          title={pending.action.confirm.title}
          body={
            <Stack gap="2">
              {pending.action.confirm.text ? <Text>{pending.action.confirm.text}</Text> : null}
              <Text fontWeight="semibold">{bulkNames(pending.rows)}</Text>
            </Stack>
          }
          confirmLabel={pending.action.confirm.button ?? pending.action.label}
          danger={pending.action.value === 'delete'}
          busy={actions.busy}
          onConfirm={() => actions.runBulk(pending.action, pending.rows)}
          onCancel={actions.cancel}
        />
      ) : null;
    case 'feature-bulk': {
      const Part = registry.bulkAction(pending.key);
      return Part ? (
        <Slot
          component={Part}
          props={{ action: pending.action, rows: pending.rows, host, onDone: actions.finish }}
          loading={null}
        />
      ) : null;
    }
    case 'feature-row': {
      const Part = registry.rowAction(pending.key);
      return Part ? (
        <Slot
          component={Part}
          props={{ action: pending.action, row: pending.row, host, onDone: actions.finish }}
          loading={null}
        />
      ) : null;
    }
  }
}
