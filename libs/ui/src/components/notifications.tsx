import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toaster as Toaster } from './toaster';

/**
 * The notification queue (toaster.ts) and the toasts' view load with the first notification, not
 * with the first screen. Every call waits on the same load, so they act in the order made. If the
 * code cannot load (offline, or a deploy replaced it), nothing is drawn and the next notification
 * asks again.
 */
let toastsLoad: Promise<typeof Toaster> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function withToasts(act: (toaster: typeof Toaster) => void): Promise<void> {
  if (!toastsLoad) {
    toastsLoad = Promise.all([import('./toaster'), import('./notifications-view')]).then(
      ([queue]) => {
        loaded = true;
        listeners.forEach((listener) => listener());
        return queue.toaster;
      },
    );
    toastsLoad.catch(() => (toastsLoad = undefined));
  }
  return toastsLoad.then(act, () => undefined);
}

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

/**
 * A failed call's one notice (spec 1 section 8). Where the app has told the failure already (the
 * shell's 'A server error has occurred' or offline notice, `shown` its id: `shownNoticeOf` in the
 * API client), that notice says also what failed (`failure`'s title), instead of a second notice
 * beside it; otherwise `failure` itself.
 */
export function failureNotice(
  shown: 'server-error' | 'offline' | null,
  failure: Omit<Notification, 'type'>,
  t: (key: string) => string,
): Notification {
  if (shown === null) return { ...failure, type: 'error' };
  return {
    type: 'error',
    id: shown,
    title: t(shown === 'server-error' ? 'errors.server' : 'errors.offline'),
    description: failure.title,
    // A failure that must stay (a 'please reload') keeps the notice it joins open.
    ...(failure.persistent ? { persistent: true } : {}),
  };
}

/** Shows a notification; it closes by itself unless persistent. */
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
  void withToasts((toaster) => {
    if (id && toaster.isVisible(id)) toaster.update(id, options);
    else toaster.create(options);
  });
}

/** Closes the notification with this id, if it is still shown. */
export function dismissNotification(id: string): void {
  if (!toastsLoad) return;
  void withToasts((toaster) => {
    if (toaster.isVisible(id)) toaster.dismiss(id);
  });
}

/** Removes every notification at once (tests start from none). */
export function clearNotifications(): Promise<void> {
  return toastsLoad ? withToasts((toaster) => toaster.remove()) : Promise.resolve();
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const isLoaded = () => loaded;

/** Drawn once its code is in (withToasts), so it never waits or fails here. */
const NotificationsView = lazy(() =>
  import('./notifications-view').then((m) => ({ default: m.NotificationsView })),
);

/** Where notifications appear; rendered once by the app, drawn from the first notification. */
export function Notifications() {
  return useSyncExternalStore(subscribe, isLoaded, isLoaded) ? (
    <Suspense fallback={null}>
      <NotificationsView />
    </Suspense>
  ) : null;
}
