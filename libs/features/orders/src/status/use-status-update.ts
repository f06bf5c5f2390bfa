import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateOrderStatusMutation,
  useApiClient,
  type OrderStatusUpdateRequest,
  type OrderStatusUpdateResult,
} from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import { notify } from '@site-admin/ui';
import { useRef } from 'react';
import { useOrdersTexts } from '../i18n/use-orders-texts';

/** A notice through the shell when there is one (its queue), else the app's own. */
export function useNotify(host: PageHost | null) {
  return host?.shell?.notify.bind(host.shell) ?? notify;
}

/**
 * `POST statusUpdate` with the success notice (single or bulk) and, on failure, 'There was an
 * error updating the order.' with the list refreshed anyway.
 */
export function useStatusUpdate(host: PageHost | null, siteid: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useOrdersTexts();
  const say = useNotify(host);
  const mutation = useMutation(updateOrderStatusMutation(client, queryClient));
  // A double click sends once: the second click can come before the button re-renders busy.
  const sending = useRef(false);
  const update = (
    body: OrderStatusUpdateRequest,
    onSuccess: (result: OrderStatusUpdateResult) => void,
    onError?: () => void,
  ) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(
      { siteid, body },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (result) => {
          const [first] = body.orders;
          say({
            type: 'success',
            title:
              body.orders.length > 1
                ? t('status.bulkSuccess', { count: body.orders.length })
                : t('status.success', { id: first }),
          });
          onSuccess(result);
        },
        onError: () => {
          say({ type: 'error', title: t('status.error') });
          void host?.refresh();
          onError?.();
        },
      },
    );
  };
  return { update, pending: mutation.isPending };
}
