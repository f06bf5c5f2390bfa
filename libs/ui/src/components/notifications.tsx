import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The app's one notification queue. Notifications close by themselves unless persistent. They
 * show at the top, centred: never over a side panel's Save and Cancel (its footer, full width on
 * a phone) or a phone's sticky bulk bar.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

export interface Notification {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
  /** A notification with an id replaces an open one with the same id instead of stacking. */
  id?: string;
  persistent?: boolean;
  /** How long it stays, in ms (6000 unless persistent). */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export function notify({
  type,
  title,
  description,
  id,
  persistent,
  duration,
  action,
}: Notification): void {
  const options = {
    type,
    title,
    description,
    duration: persistent ? Infinity : (duration ?? 6000),
    closable: true,
    ...(id ? { id } : {}),
    ...(action ? { action } : {}),
  };
  if (id && toaster.isVisible(id)) toaster.update(id, options);
  else toaster.create(options);
}

/** Closes the notification with this id, if it is still shown. */
export function dismissNotification(id: string): void {
  if (toaster.isVisible(id)) toaster.dismiss(id);
}

const NotificationsView = lazy(() =>
  import('./notifications-view').then((m) => ({ default: m.NotificationsView })),
);

/** Set by the first notification; the toasts' view stays mounted from then on. */
let requested = false;
const subscribe = (onChange: () => void) =>
  toaster.subscribe(() => {
    requested = true;
    onChange();
  });
const wanted = () => requested || toaster.getVisibleToasts().length > 0;

/**
 * Where notifications appear; rendered once by the app. The toasts' code loads with the first
 * notification (the queue keeps it until then), not with the first screen.
 */
export function Notifications() {
  const shown = useSyncExternalStore(subscribe, wanted, wanted);
  return shown ? (
    <Suspense fallback={null}>
      <NotificationsView />
    </Suspense>
  ) : null;
}
