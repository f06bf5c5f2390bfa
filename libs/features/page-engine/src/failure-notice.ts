// One notice per failure (spec 1 section 8), for a form's save and a list's actions alike.
import { failureNoticeOf } from '@site-admin/extensions';
import { notify, type Notification } from '@site-admin/ui';

/** Shows a failed call's one notice (`failureNoticeOf`: none after an expired session). */
export function notifyFailure(
  error: unknown,
  t: (key: string) => string,
  failure: Omit<Notification, 'type'>,
) {
  const notice = failureNoticeOf(error, failure, t);
  if (notice) notify(notice);
}
