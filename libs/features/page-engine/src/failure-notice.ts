// One notice per failure (spec 1 section 8), for a form's save and a list's actions alike.
import { isSessionExpired, shownNoticeOf } from '@site-admin/api-client';
import { failureNotice, notify, type Notification } from '@site-admin/ui';

/**
 * Shows a failed call's one notice (`failureNotice`). An expired session (419) has had its one,
 * the client's: its 'Please reload the page and try again' says the action did not happen, and
 * the server's text ('CSRF token mismatch.') means nothing to the owner.
 */
export function notifyFailure(
  error: unknown,
  t: (key: string) => string,
  failure: Omit<Notification, 'type'>,
) {
  if (isSessionExpired(error)) return;
  notify(failureNotice(shownNoticeOf(error), failure, t));
}
