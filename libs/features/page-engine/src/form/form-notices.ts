// A form's failure notices: one notice per failure (spec 1 section 8).
import { ApiError } from '@site-admin/api-client';
import { dismissNotification, notify } from '@site-admin/ui';

/** The ids the shell's 'A server error has occurred' and offline notices have (session-controller.ts). */
const SERVER_ERROR_NOTICE = 'server-error';
const OFFLINE_NOTICE = 'offline';
/** The form's own failure notices. */
export const INVALID_NOTICE = 'form-invalid';
const FAILED_NOTICE = 'form-failed';

/**
 * One notice per failure: a save's outcome closes the notices an earlier save left (a 500 after a
 * 422 is never told beside 'Please correct the fields marked below'), keeping only its own.
 */
export function closeEarlierNotices(keep?: string) {
  for (const id of [INVALID_NOTICE, FAILED_NOTICE, SERVER_ERROR_NOTICE, OFFLINE_NOTICE]) {
    if (id !== keep) dismissNotification(id);
  }
}

/** A save that failed other than by a 422: its one notice, saying the changes were not saved. */
export function notifySaveFailed(error: unknown, t: (key: string) => string) {
  if (error instanceof ApiError && error.status >= 500 && error.status !== 503) {
    closeEarlierNotices(SERVER_ERROR_NOTICE);
    // The client has said 'A server error has occurred' already: one notice per failure, that
    // one, saying also that the changes were not saved.
    notify({
      type: 'error',
      title: t('errors.server'),
      description: t('formView.saveFailed'),
      id: SERVER_ERROR_NOTICE,
    });
    return;
  }
  if (error instanceof ApiError && error.isNetworkError) {
    closeEarlierNotices(OFFLINE_NOTICE);
    // Likewise the client has said the app is offline: that notice says the changes were not saved.
    notify({
      type: 'error',
      title: t('errors.offline'),
      description: t('formView.saveFailed'),
      id: OFFLINE_NOTICE,
    });
    return;
  }
  closeEarlierNotices(FAILED_NOTICE);
  notify({
    type: 'error',
    title: t('formView.saveFailed'),
    description: error instanceof Error ? error.message : String(error),
    id: FAILED_NOTICE,
  });
}
