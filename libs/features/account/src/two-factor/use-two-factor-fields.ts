import { ApiError, type TwoFactorField } from '@site-admin/api-client';
import { normaliseOtp, validateLoginPassword, validateOtp } from '@site-admin/validation';
import { useRef, useState } from 'react';

export type FieldName = 'code' | 'password';
export type FieldValues = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

/** The form field a server's `field` (or a 422's error key) belongs to. */
export function fieldOf(name: TwoFactorField | string): FieldName | null {
  if (name === 'one_time_password' || name === 'code') return 'code';
  return name === 'password' ? 'password' : null;
}

/** The fields a 422 reply names, each with its first message. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = fieldOf(key);
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (field && typeof first === 'string') found[field] = first;
  }
  return found;
}

interface Messages {
  codeRequired: string;
  codeDigits: string;
  passwordRequired: string;
}

/**
 * The code and password fields of the two-factor forms: what was typed, each field's error and
 * a handle to focus it. `refuse` marks a field the server refused, clears it and focuses it.
 */
export function useTwoFactorFields(messages: Messages) {
  const [values, setValues] = useState<FieldValues>({ code: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const focus = (name: FieldName) => (name === 'code' ? codeRef : passwordRef).current?.focus();

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const refuse = (name: FieldName, message: string) => {
    setValues((current) => ({ ...current, [name]: '' }));
    setErrors((current) => ({ ...current, [name]: message }));
    focus(name);
  };

  /** Marks the fields a 422 names (keeping what was typed); true when it named any. */
  const markAll = (found: FieldErrors): boolean => {
    const names = (['code', 'password'] as const).filter((name) => found[name]);
    if (names.length === 0) return false;
    setErrors(found);
    if (names[0]) focus(names[0]);
    return true;
  };

  /**
   * Checks both fields before sending: the values to send (the earlier errors cleared), or null
   * with this check's errors marked and the first focused.
   */
  const check = (): FieldValues | null => {
    const codeRule = validateOtp(values.code);
    const found: FieldErrors = {};
    if (codeRule) {
      found.code =
        codeRule.key === 'validation.two_factor.required'
          ? messages.codeRequired
          : messages.codeDigits;
    }
    if (validateLoginPassword(values.password)) found.password = messages.passwordRequired;
    if (markAll(found)) return null;
    // A new try starts clean: an earlier reply's errors (a 422's, a refusal's) no longer hold.
    setErrors({});
    return { code: normaliseOtp(values.code), password: values.password };
  };

  const reset = () => {
    setValues({ code: '', password: '' });
    setErrors({});
  };

  return { values, errors, codeRef, passwordRef, change, refuse, markAll, check, reset };
}

export type TwoFactorFields = ReturnType<typeof useTwoFactorFields>;
