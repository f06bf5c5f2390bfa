import { ApiError } from '@site-admin/api-client';
import { firstMessages } from '@site-admin/validation';

/**
 * A 422 reply's per-field errors, each field's first message; empty when the reply names no
 * field, null when the failure is not a 422.
 */
export function validationErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  return typeof errors === 'object' && errors !== null
    ? firstMessages(errors as Record<string, string[]>)
    : {};
}
