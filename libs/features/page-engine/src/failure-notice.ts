// One notice per failure (spec 1 section 8), for a form's save and a list's actions alike.
import { shownNoticeOf } from '@site-admin/api-client';
import { notify, type Notification } from '@site-admin/ui';

/**
 * A failed call's one notice: where the app has said 'A server error has occurred' (or that it is
 * offline) already, that notice says also what failed (`failure`'s title), instead of a second
 * notice beside it; otherwise `failure` itself.
 */
export function notifyFailure(
  error: unknown,
  t: (key: string) => string,
  failure: Omit<Notification, 'type'>,
) {
  const id = shownNoticeOf(error);
  notify(
    id === null
      ? { ...failure, type: 'error' }
      : {
          type: 'error',
          id,
          title: t(id === 'server-error' ? 'errors.server' : 'errors.offline'),
          description: failure.title,
        },
  );
}
