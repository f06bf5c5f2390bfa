import { useQueryClient } from '@tanstack/react-query';
import {
  invalidateOrders,
  sendOrderStatusUpdate,
  useApiClient,
  type OrderStatusUpdateRequest,
  type OrderStatusUpdateResult,
} from '@site-admin/api-client';
import { failureNoticeOf, type PageHost } from '@site-admin/extensions';
import { dismissNotification, notify } from '@site-admin/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOrdersTexts } from '../i18n/use-orders-texts';
import { hasLeftPage, heldUpdatesOf } from './held-updates';
import { isUndoWindowOn, UNDO_WINDOW_MS } from './undo-setting';

/** A notice through the shell when there is one (its queue), else the app's own. */
export function useNotify(host: PageHost | null) {
  return host?.shell?.notify.bind(host.shell) ?? notify;
}

export interface StatusUpdateHandlers {
  /**
   * Show the new status: with null at once while the undo window holds the request, then with
   * the reply once it is sent (without the window, only then).
   */
  onApplied: (result: OrderStatusUpdateResult | null) => void;
  /** Undo, or a failure after the new status was shown: the old status comes back. */
  onReverted?: () => void;
  /** The request failed. */
  onError?: () => void;
  /**
   * The caller keeps what the owner answered for a retry (update-drafts.ts): a held update that
   * fails says so, as its dialog has closed.
   */
  keepsAnswers?: boolean;
}

/**
 * `POST statusUpdate` with the success notice (single or bulk) and, on failure, 'There was an
 * error updating the order.' with the list refreshed anyway. Unless the owner turned it off, a
 * confirmed change is first held for the undo window: the new status shows at once, a notice
 * offers Undo, and the request (with its customer email) goes when the window ends, when the
 * owner leaves the page, or with keepalive when the tab closes.
 */
export function useStatusUpdate(host: PageHost | null, siteid: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useOrdersTexts();
  const say = useNotify(host);
  const [pending, setPending] = useState(false);
  // A double click sends once: the second click can come before the button re-renders busy.
  const sending = useRef(false);
  const noticeBase = useId();
  const notices = useRef(0);
  const held = heldUpdatesOf(queryClient);
  const pagePath = host?.pagePath ?? null;

  // Leaving the page sends what it held at once: as soon as the address changes (the old page
  // may stay drawn while the next one loads), and when its controls unmount.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pagePath !== null && hasLeftPage(pagePath, pathname)) held.sendPage(pagePath);
  }, [held, pagePath, pathname]);
  useEffect(
    () => () => {
      if (pagePath !== null && hasLeftPage(pagePath)) held.sendPage(pagePath);
    },
    [held, pagePath],
  );

  const update = (body: OrderStatusUpdateRequest, handlers: StatusUpdateHandlers) => {
    if (sending.current) return;
    const [first] = body.orders;
    const shown = { value: false };

    const send = (keepalive: boolean) => {
      sending.current = true;
      setPending(true);
      sendOrderStatusUpdate(client, { siteid, body, keepalive })
        .then(async (result) => {
          // Invalidate first, then the caller's success (ARCHITECTURE.md conventions).
          await invalidateOrders(queryClient, siteid);
          say({
            type: 'success',
            title:
              body.orders.length > 1
                ? t('status.bulkSuccess', { count: body.orders.length })
                : t('status.success', { id: first }),
          });
          handlers.onApplied(result);
        })
        .catch((error: unknown) => {
          // One notice per failure (spec 1 section 8): the client's own notice for a server
          // error (or no reply) says also that the order was not updated, replacing it.
          const translate = (key: string) => t(key, { ns: 'translation' });
          const title = shown.value && handlers.keepsAnswers ? 'status.errorKept' : 'status.error';
          const notice = failureNoticeOf(error, { title: t(title) }, translate);
          if (notice) say(notice);
          void host?.refresh();
          if (shown.value) handlers.onReverted?.();
          handlers.onError?.();
        })
        .finally(() => {
          sending.current = false;
          setPending(false);
        });
    };

    if (!isUndoWindowOn() || pagePath === null) {
      send(false);
      return;
    }

    const noticeId = `order-status-undo-${noticeBase}-${++notices.current}`;
    const status = t(`status.names.${body.status}`);
    shown.value = true;
    handlers.onApplied(null);
    const handle = held.hold(
      {
        pagePath,
        orders: body.orders,
        send,
        revert: () => {
          handlers.onReverted?.();
          say({ type: 'info', title: t('undo.undone') });
        },
        dismiss: () => dismissNotification(noticeId),
      },
      UNDO_WINDOW_MS,
    );
    say({
      id: noticeId,
      type: 'info',
      title:
        body.orders.length > 1
          ? t('undo.bulk', { count: body.orders.length, status })
          : t('undo.single', { id: first, status }),
      description: body.sendEmailToggle ? t('undo.emailLater') : t('undo.sendLater'),
      duration: UNDO_WINDOW_MS,
      action: { label: t('undo.undo'), onClick: () => held.undo(handle) },
    });
  };
  return { update, pending };
}
