import { createToaster } from '@chakra-ui/react';

/**
 * The app's one notification queue, created with the toasts' code on the first notification.
 * Notifications show at the top, centred: never over a side panel's Save and Cancel (its footer,
 * full width on a phone) or a phone's sticky bulk bar. Beside an open side panel on a wide screen
 * (`--notifications-right`, set in notifications-view.tsx), not over its title or fields.
 */
export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: '1rem', bottom: '1rem', left: '1rem', right: 'var(--notifications-right, 1rem)' },
});
