import { isSessionExpired } from '@site-admin/api-client';

/**
 * What a page or panel whose data did not load says: the reply's message (spec 1 section 8), or
 * after an expired session (419) that it expired, never the server's 'Page Expired'.
 */
export function loadFailureText(error: Error, t: (key: string) => string): string {
  return isSessionExpired(error) ? t('session.expired') : error.message;
}

/**
 * What it says and offers: Try again, or after a 419, where trying again could only get another
 * 419, Reload (a full page load).
 */
export function loadFailure(error: Error, t: (key: string) => string, retry: () => void) {
  const message = loadFailureText(error, t);
  return isSessionExpired(error)
    ? { message, retryLabel: t('session.reload'), onRetry: () => window.location.reload() }
    : { message, retryLabel: t('list.retry'), onRetry: retry };
}
