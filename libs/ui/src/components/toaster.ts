import { createToaster } from '@chakra-ui/react';
import { notificationsBottom, notificationsTop } from './notification-offsets';

/**
 * Below this width an open side panel covers the page (no room beside it): notifications go to
 * the bottom there, where they cover neither its title and Close nor its first field.
 */
export const NARROW_SCREEN = '(max-width: 1023.98px)';

/**
 * The app's one notification queue, created with the toasts' code on the first notification.
 * On a wide screen notifications show at the top, centred, below the top bar (whose menus stay in
 * reach: `--notifications-top`) and beside an open side panel (`--notifications-right`, set in
 * notifications-view.tsx), not over its title or fields. On a narrow one (a phone, a tablet)
 * they show at the bottom, above the bar of buttons there (a panel's Save and Cancel, the sticky
 * bulk bar: `--notifications-bottom`). Both offsets: notification-offsets.ts.
 */
/** Notifications show at the bottom (a narrow screen). Without matchMedia (jsdom), as wide. */
export const notificationsAtBottom =
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;

export const toaster = createToaster({
  placement: notificationsAtBottom ? 'bottom' : 'top',
  pauseOnPageIdle: true,
  max: 5,
  offsets: {
    top: 'var(--notifications-top, 1rem)',
    bottom: 'var(--notifications-bottom, 1rem)',
    left: '1rem',
    right: 'var(--notifications-right, 1rem)',
  },
});

/**
 * At the bottom of a phone's screen the notifications cover the end of the page, where a form's
 * button may be: one that stays (persistent) would keep it out of reach. While they show, the
 * page is longer by the height they take, so what they cover can be scrolled above them.
 */
function keepRoomBelowPage() {
  let room = 0;
  for (const toast of document.querySelectorAll(
    '[data-scope="toast"][data-part="root"][data-state="open"]',
  ))
    room = Math.max(room, window.innerHeight - toast.getBoundingClientRect().top);
  document.body.style.paddingBottom = room > 0 ? `${Math.ceil(room)}px` : '';
}

/** Measured once a notification has come in or gone (their animations take 0.2–0.4 s). */
const ROOM_SETTLED_MS = 500;

// A notification finds the bars at the screen's edges where they are as it shows.
toaster.subscribe((toast: { dismiss?: boolean }) => {
  if (notificationsAtBottom) setTimeout(keepRoomBelowPage, ROOM_SETTLED_MS);
  if (toast.dismiss) return;
  const root = document.documentElement.style;
  root.setProperty('--notifications-top', notificationsTop());
  root.setProperty('--notifications-bottom', notificationsBottom());
});
