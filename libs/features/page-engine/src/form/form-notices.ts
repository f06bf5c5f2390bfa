// A form's failure notices: one notice per failure (spec 1 section 8).
import { ApiError, isSessionExpired, shownNoticeOf } from '@site-admin/api-client';
import { dismissNotification } from '@site-admin/ui';
import { notifyFailure } from '../failure-notice';

/** The form's own failure notices. */
export const INVALID_NOTICE = 'form-invalid';
const FAILED_NOTICE = 'form-failed';

/**
 * One notice per failure: a save's outcome closes the notices an earlier save left (a 500 after a
 * 422 is never told beside 'Please correct the fields marked below'), keeping only its own.
 */
export function closeEarlierNotices(keep?: string) {
  for (const id of [INVALID_NOTICE, FAILED_NOTICE, 'server-error', 'offline']) {
    if (id !== keep) dismissNotification(id);
  }
}

/**
 * A save that failed other than by a 422: its one notice, saying the changes were not saved. The
 * client has said 'A server error has occurred' (or offline) already for a server error (or no
 * reply): that notice says it; its notice of an expired session (419) is the one alone
 * (`notifyFailure`); else the form's own, with the reason.
 */
export function notifySaveFailed(error: unknown, t: (key: string) => string) {
  closeEarlierNotices(
    isSessionExpired(error) ? undefined : (shownNoticeOf(error) ?? FAILED_NOTICE),
  );
  // A 401 here is a sign-in the owner cancelled: they know why, and nothing else says the save
  // did not happen, so the notice says that alone, without the server's 'Unauthenticated.'.
  const signInCancelled = error instanceof ApiError && error.status === 401;
  notifyFailure(error, t, {
    title: t('formView.saveFailed'),
    ...(signInCancelled
      ? {}
      : { description: error instanceof Error ? error.message : String(error) }),
    id: FAILED_NOTICE,
  });
}
