import { enGB, notify } from '@site-admin/ui';

/**
 * The notice the app's session middleware shows for a reply (through the shell's session
 * controller), for a test's handler that answers as the server would: 'server-error' for a reply
 * of 500 or more, 'session-expired' for an expired session (419). A screen's own notice for the
 * failure joins it or leaves it alone (`failureNoticeOf`).
 */
export function showClientNotice(id: 'server-error' | 'session-expired'): void {
  notify(
    id === 'server-error'
      ? { id, type: 'error', title: enGB.errors.server }
      : { id, type: 'error', title: enGB.session.expired, persistent: true },
  );
}
