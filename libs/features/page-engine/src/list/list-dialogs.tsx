import { Slot, useExtensions, type PageHost } from '@site-admin/extensions';
import { ConfirmDeleteModal, ConfirmModal } from '@site-admin/ui';
import type { ListActions } from './use-list-actions';

/** The dialog a pending row or bulk action shows: a confirm, or the feature's own part. */
export function ListDialogs({
  actions,
  host,
  noun,
}: {
  actions: ListActions;
  host: PageHost;
  noun: string;
}) {
  const registry = useExtensions();
  const { pending } = actions;
  if (pending === null) return null;
  switch (pending.kind) {
    case 'delete':
      return (
        <ConfirmDeleteModal
          noun={noun}
          busy={actions.deleting}
          onConfirm={() => actions.confirmDelete(pending.row, pending.action)}
          onCancel={actions.cancel}
        />
      );
    case 'bulk':
      return pending.action.confirm ? (
        <ConfirmModal
          title={pending.action.confirm.title}
          body={pending.action.confirm.text}
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
