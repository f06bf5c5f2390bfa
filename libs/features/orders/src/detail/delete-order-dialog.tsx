import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOrderMutation, serverReasonOf, useApiClient } from '@site-admin/api-client';
import { failureNoticeOf, type PageHost, type RowActionProps } from '@site-admin/extensions';
import { ConfirmModal } from '@site-admin/ui';
import { useRef } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { useNotify } from '../status/use-status-update';

/**
 * Deleting an order: 'Are you sure you wish to delete order #{id}? …', then
 * orders.deletion.success or orders.deletion.failed; the list is refreshed by the mutation.
 */
export function DeleteOrderDialog({
  id,
  host,
  onDone,
}: {
  id: number;
  host: PageHost;
  onDone: (deleted: boolean) => void;
}) {
  const { t } = useOrdersTexts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const say = useNotify(host);
  const remove = useMutation(deleteOrderMutation(client, queryClient));
  // A double click sends once.
  const deleting = useRef(false);
  const confirm = () => {
    if (deleting.current) return;
    deleting.current = true;
    remove.mutate(
      { siteid: Number(host.siteid), id },
      {
        onSettled: () => {
          deleting.current = false;
        },
        onSuccess: () => {
          say({ type: 'success', title: t('deletion.success', { id }) });
          onDone(true);
        },
        onError: (error) => {
          // One notice: the shell's for a server error (or none) says also what failed.
          const translate = (key: string) => t(key, { ns: 'translation' });
          const reason = serverReasonOf(error);
          const notice = failureNoticeOf(
            error,
            { title: t('deletion.failed', { id }), ...(reason ? { description: reason } : {}) },
            translate,
          );
          if (notice) say(notice);
          onDone(false);
        },
      },
    );
  };
  return (
    <ConfirmModal
      title={t('deletion.title', { id })}
      body={t('deletion.confirm', { id })}
      confirmLabel={t('detail.delete')}
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => onDone(false)}
    />
  );
}

/** The list's Delete row action for orders (the order's own question and notices). */
export function DeleteOrderRowAction({ row, host, onDone }: RowActionProps) {
  const id = Number(row['ID'] ?? row['id']);
  return <DeleteOrderDialog id={id} host={host} onDone={onDone} />;
}
