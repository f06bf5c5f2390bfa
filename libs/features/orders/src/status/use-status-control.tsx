import type {
  OrderFullStatus,
  OrderStatusChange,
  OrderStatusColour,
  OrderStatusUpdateResult,
  ShopConfig,
} from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import { ModalBoundary } from '@site-admin/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { patchOrderRows } from './patch-rows';
import {
  asksFirst,
  leavesFilter,
  parentStatus,
  statusColour,
  statusUpdateRequest,
  subStatus,
} from './order-status';
import { useStatusUpdate } from './use-status-update';

// The status-update modal loads when a major change first asks it (or once the screen is idle):
// the list's status cells and the order panel draw without its form and dialog code.
export const loadStatusUpdateModal = () => import('./status-update-modal');
const StatusUpdateModal = lazy(() =>
  loadStatusUpdateModal().then((m) => ({ default: m.StatusUpdateModal })),
);

/** An order's status as a row or the panel shows it. */
export interface OrderStatusState {
  ID: number;
  full_status: OrderFullStatus;
  status_text: string;
  row_class_modifier: OrderStatusColour;
}

/** The order's values after the update: the reply's when it names the order at that status, else derived. */
export function changeFor(
  id: number,
  status: OrderFullStatus,
  statusText: string,
  result: OrderStatusUpdateResult | null,
): OrderStatusChange {
  // The reply's values when they are for the chosen status (the mock's reply is fixed).
  const fromReply = result?.orders?.find(
    (order) => order.ID === id && order.full_status === status,
  );
  return (
    fromReply ?? {
      ID: id,
      status: parentStatus(status),
      sub_status: subStatus(status),
      full_status: status,
      status_text: statusText,
      row_class_modifier: statusColour(status),
    }
  );
}

export interface StatusControl {
  /** What the dropdown shows: the chosen value while the modal is open or the post runs. */
  value: OrderFullStatus;
  current: OrderStatusState;
  onChange: (status: OrderFullStatus) => void;
  busy: boolean;
  /** The status-update modal while a major change is asked. */
  modal: ReactNode;
}

/**
 * The status dropdown's workflow: a minor change posts directly; a major change opens the
 * status-update modal and is applied only on its success, otherwise the old value comes back. The
 * new values stay shown over the loaded ones until the loaded order itself changes.
 */
export function useStatusControl({
  order,
  shopConfig,
  host,
  siteid,
  statusName,
  selectRef,
}: {
  order: OrderStatusState;
  shopConfig: ShopConfig;
  host: PageHost | null;
  siteid: number;
  statusName: (status: OrderFullStatus) => string;
  /** The dropdown: Undo in the notice gives it the focus back (the notice goes with it). */
  selectRef: RefObject<HTMLSelectElement | null>;
}): StatusControl {
  const [applied, setApplied] = useState<{ base: string; change: OrderStatusChange } | null>(null);
  const [asking, setAsking] = useState<OrderFullStatus | null>(null);
  const [posting, setPosting] = useState<OrderFullStatus | null>(null);
  const { update, pending } = useStatusUpdate(host, siteid);
  const queryClient = useQueryClient();
  // The modal goes away with its component (not closed by its dialog), so nothing hands the focus
  // back: once it has gone, the dropdown that opened it takes it again.
  const refocus = useRef(false);
  const closeModal = () => {
    refocus.current = true;
    setAsking(null);
  };
  useEffect(() => {
    if (asking !== null || !refocus.current) return;
    refocus.current = false;
    selectRef.current?.focus();
  }, [asking, selectRef]);
  const current: OrderStatusState =
    applied && applied.base === order.full_status ? { ...order, ...applied.change } : order;

  const apply = (status: OrderFullStatus, result: OrderStatusUpdateResult | null) => {
    const change = changeFor(order.ID, status, statusName(status), result);
    setApplied({ base: order.full_status, change });
    if (host) patchOrderRows(queryClient, host.pagePath, change);
    // The table reloads when the new status is outside the active status filter (once sent: a
    // reload while the change is held would show the old status).
    if (result && host && leavesFilter(host.filters['status'], status)) void host.refresh();
  };

  /** Undo (or a failure of a held change): the status it had before comes back. */
  const revert = (before: OrderStatusState) => {
    // Undo pressed in the notice: the focus goes back to the dropdown, not to the page with it.
    if (document.activeElement?.closest('[data-scope="toast"]')) selectRef.current?.focus();
    setApplied({
      base: order.full_status,
      change: changeFor(before.ID, before.full_status, before.status_text, null),
    });
    if (host)
      patchOrderRows(queryClient, host.pagePath, {
        ...changeFor(before.ID, before.full_status, before.status_text, null),
        row_class_modifier: before.row_class_modifier,
      });
  };

  const onChange = (status: OrderFullStatus) => {
    if (status === current.full_status || pending) return;
    if (asksFirst(current.full_status, status)) {
      setAsking(status);
      return;
    }
    const before = current;
    setPosting(status);
    update(statusUpdateRequest([current], status, null, null), {
      onApplied: (result) => {
        setPosting(null);
        apply(status, result);
      },
      onReverted: () => revert(before),
      onError: () => setPosting(null),
    });
  };

  const beforeAsking = current;
  const modal =
    asking === null ? null : (
      // A modal whose code cannot load says so, with Close: the status stays as it was.
      <ModalBoundary onClose={closeModal}>
        <StatusUpdateModal
          host={host}
          siteid={siteid}
          shopConfig={shopConfig}
          orders={[current]}
          status={asking}
          onSuccess={(status, result) => {
            closeModal();
            apply(status, result);
          }}
          onReverted={() => revert(beforeAsking)}
          onClose={closeModal}
        />
      </ModalBoundary>
    );
  return {
    value: asking ?? posting ?? current.full_status,
    current,
    onChange,
    busy: pending,
    modal,
  };
}
