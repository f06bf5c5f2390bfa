// One notice per failure (spec 1 section 8), for a form's save and a list's actions alike.
import { shownNoticeOf } from '@site-admin/api-client';
import { failureNotice, notify, type Notification } from '@site-admin/ui';

/** Shows a failed call's one notice (`failureNotice`). */
export function notifyFailure(
  error: unknown,
  t: (key: string) => string,
  failure: Omit<Notification, 'type'>,
) {
  notify(failureNotice(shownNoticeOf(error), failure, t));
}
