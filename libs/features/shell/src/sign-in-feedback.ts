import { ApiError } from '@site-admin/api-client';
import { notify } from '@site-admin/ui';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a sign-in form shows under itself for a failure it does not name itself. A server failure
 * and no reply at all were already told by a notice (the client's middleware): nothing more, so
 * the owner gets one notice per failure. Anything else is the server's text as it came (or the
 * unexpected-reply text, never a parser's).
 */
export function signInFailureText(failure: Error): string | null {
  if (failure instanceof ApiError && (failure.status >= 500 || failure.isNetworkError)) return null;
  return failure.message;
}

/** The sign-in page loads a new page; the success notice is shown by that page. */
const NOTICE_KEY = 'app_signed_in_notice';

export function rememberSignedInNotice(): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    // Storage refused: the page still loads, without the notice.
  }
}

export function showSignedInNotice(t: TFunction): void {
  notify({ type: 'success', title: t('session.loggedIn') });
}

/**
 * On the first page after signing in, once it is drawn (`ready`): 'Successfully logged in!'
 * (spec 1 section 4), so the notice is seen with the page rather than while it loads.
 */
export function useSignedInNoticeAfterLoad(ready: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!ready) return;
    let remembered = false;
    try {
      remembered = sessionStorage.getItem(NOTICE_KEY) === '1';
      sessionStorage.removeItem(NOTICE_KEY);
    } catch {
      remembered = false;
    }
    if (remembered) showSignedInNotice(t);
  }, [t, ready]);
}
