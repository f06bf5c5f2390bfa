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
export const toaster = createToaster({
  // Without matchMedia (jsdom), as on a wide screen.
  placement:
    typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches
      ? 'bottom'
      : 'top',
  pauseOnPageIdle: true,
  max: 5,
  offsets: {
    top: 'var(--notifications-top, 1rem)',
    bottom: 'var(--notifications-bottom, 1rem)',
    left: '1rem',
    right: 'var(--notifications-right, 1rem)',
  },
});

// A notification finds the bars at the screen's edges where they are as it shows.
toaster.subscribe((toast: { dismiss?: boolean }) => {
  if (toast.dismiss) return;
  const root = document.documentElement.style;
  root.setProperty('--notifications-top', notificationsTop());
  root.setProperty('--notifications-bottom', notificationsBottom());
});
