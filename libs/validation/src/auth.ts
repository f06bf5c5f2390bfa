import type { RuleResult } from './messages';
import { fail } from './messages';
import { validateMax } from './rules';

export const OTP_LENGTH = 6;
export const RECOVERY_CODE_MAX_LENGTH = 250;

export interface TwoFactorCode {
  /** The code with all whitespace removed, as it is sent. */
  code: string;
  /** Six characters is a one-time password; anything else is a recovery code. */
  kind: 'otp' | 'recovery';
}

/** Reads what was typed in the two-factor box. */
export function parseTwoFactorCode(input: string): TwoFactorCode {
  const code = input.replace(/\s+/g, '');
  return { code, kind: code.length === OTP_LENGTH ? 'otp' : 'recovery' };
}

/** Required; a one-time password is six digits; a recovery code fits the 250-character box. */
export function validateTwoFactorCode(input: string): RuleResult {
  const { code, kind } = parseTwoFactorCode(input);
  if (code === '') return fail('validation.two_factor.required');
  if (kind === 'otp') return /^\d+$/.test(code) ? null : fail('validation.two_factor.otp_digits');
  return validateMax(code, RECOVERY_CODE_MAX_LENGTH);
}

/** The setup and disable forms' code: whitespace removed, as it is sent. */
export function normaliseOtp(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * The two-factor setup and disable forms take only the authenticator's one-time password
 * (never a recovery code): required, exactly six digits once whitespace is removed.
 */
export function validateOtp(input: string): RuleResult {
  const code = normaliseOtp(input);
  if (code === '') return fail('validation.two_factor.required');
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)
    ? null
    : fail('validation.two_factor.otp_digits');
}

/** The re-login modal's password is required (a 422 reply maps to `validation.password.incorrect`). */
export function validateLoginPassword(password: string): RuleResult {
  return password === '' ? fail('validation.password.required') : null;
}
