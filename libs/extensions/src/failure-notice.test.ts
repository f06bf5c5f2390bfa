import { ApiError } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { failureNoticeOf } from './failure-notice';

const t = (key: string) => `text of ${key}`;
const failure = { title: 'Order #10452 could not be deleted', description: 'It is locked.' };

describe('failureNoticeOf', () => {
  it('is the failure itself when the app has told nothing yet (a refusal, a 4xx)', () => {
    expect(failureNoticeOf(new ApiError(422, 'Unprocessable', 'No.'), failure, t)).toEqual({
      ...failure,
      type: 'error',
    });
  });

  it("joins the shell's server-error notice after a 5xx, saying what failed", () => {
    expect(failureNoticeOf(new ApiError(500, 'Internal', 'Boom'), failure, t)).toEqual({
      type: 'error',
      id: 'server-error',
      title: 'text of errors.server',
      description: failure.title,
    });
  });

  it('joins the offline notice when no reply came', () => {
    const notice = failureNoticeOf(new ApiError(0, '', 'Failed to fetch'), failure, t);
    expect(notice).toMatchObject({ id: 'offline', description: failure.title });
  });

  it('is none after an expired session (419): the client has shown its one notice', () => {
    expect(failureNoticeOf(new ApiError(419, 'Expired', 'CSRF token mismatch.'), failure, t)).toBe(
      null,
    );
  });
});
