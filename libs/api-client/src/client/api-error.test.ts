import { describe, expect, it } from 'vitest';
import { ApiError, serverReasonOf, unexpectedReplyError } from './api-error';

describe("a failed action's reason from the server", () => {
  it('is the text of an application error or of a refusal', () => {
    const locked = { result: 'error', message: 'Order #10474 is locked.' };
    expect(serverReasonOf(new ApiError(200, 'OK', 'Order #10474 is locked.', locked))).toBe(
      'Order #10474 is locked.',
    );
    const missing = { message: 'Order #99999 could not be found.' };
    expect(serverReasonOf(new ApiError(404, 'Not Found', missing.message, missing))).toBe(
      'Order #99999 could not be found.',
    );
    expect(
      serverReasonOf(new ApiError(200, 'OK', 'x', { result: 'error', error: 'Blog is gone.' })),
    ).toBe('Blog is gone.');
  });

  it('is nothing the app says already, nor a reply without a text of its own', () => {
    const text = { message: 'Something broke' };
    expect(serverReasonOf(new ApiError(500, 'Server Error', 'x', text))).toBeNull();
    expect(serverReasonOf(new ApiError(0, '', 'offline'))).toBeNull();
    expect(
      serverReasonOf(new ApiError(401, 'Unauthorized', 'x', { message: 'Unauthenticated.' })),
    ).toBeNull();
    expect(
      serverReasonOf(new ApiError(419, '', 'x', { message: 'CSRF token mismatch.' })),
    ).toBeNull();
    expect(serverReasonOf(unexpectedReplyError(200, text))).toBeNull();
    expect(serverReasonOf(new ApiError(200, 'OK', 'x', { result: 'error' }))).toBeNull();
    expect(serverReasonOf(new Error('x'))).toBeNull();
  });
});
