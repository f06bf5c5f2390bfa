import { shownNoticeOf } from '@site-admin/api-client';

/**
 * What a failed load says under its own sentence: the reply's text, but nothing where the shell's
 * server-error or offline notice says it already, so no bare '500 Internal Server Error'.
 */
export function failureDetailOf(error: Error): string {
  return shownNoticeOf(error) ? '' : error.message;
}
