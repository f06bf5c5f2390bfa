import { ApiError, isSessionExpired } from '@site-admin/api-client';
import type { TFunction } from 'i18next';

/**
 * What a shell screen says about a failed call, by the error catalogue (spec 1 section 8): no
 * reply is 'offline'; an unexpected reply says so; an expired session (419) says to reload, never
 * the server's 'CSRF token mismatch.'; a server failure is 'A server error has occurred', never
 * its raw text, except a 503's maintenance message; anything else is the server's message.
 */
export function failureText(error: Error, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('shell.accountError.offline');
    if (error.isUnexpectedReply) return error.message;
    if (error.status === 419) return t('session.expired');
    // A 503 carries the maintenance message meant for the owner (spec 1 section 8).
    if (error.status === 503) return error.message;
    if (error.status >= 500) return t('errors.server');
  }
  return error.message;
}

/** Trying the same call again cannot help after a 419: only reloading the page can. */
export function canRetry(error: Error): boolean {
  return !isSessionExpired(error);
}

/**
 * Whether the client's middleware already told the owner about this failure (server failure,
 * expired session, no reply), so a screen adds no second notice of its own.
 */
export function alreadyNotified(error: Error): boolean {
  return (
    error instanceof ApiError &&
    !error.isUnexpectedReply &&
    (error.isNetworkError || error.status === 419 || error.status >= 500)
  );
}
