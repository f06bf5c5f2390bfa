// One notice per failed call (spec 1 section 8), the same in the page engine and every feature.
import { isSessionExpired, shownNoticeOf } from '@site-admin/api-client';
import { failureNotice, type Notification } from '@site-admin/ui';

/**
 * The notice a failed call shows (`failureNotice`: the shell's server-error or offline notice,
 * saying also what failed, or `failure` itself), or null after an expired session (419): the
 * client has shown its one notice, 'Please reload the page and try again', which says the action
 * did not happen, and the server's text ('CSRF token mismatch.') means nothing to the owner.
 */
export function failureNoticeOf(
  error: unknown,
  failure: Omit<Notification, 'type'>,
  t: (key: string) => string,
): Notification | null {
  if (isSessionExpired(error)) return null;
  return failureNotice(shownNoticeOf(error), failure, t);
}
