import { describe, expect, it } from 'vitest';
import { parseTwoFactorCode, validateLoginPassword, validateTwoFactorCode } from './auth';
import { formatMessage, messages } from './messages';

describe('two-factor code', () => {
  it('removes whitespace; six characters is a one-time password', () => {
    expect(parseTwoFactorCode(' 123 456 ')).toEqual({ code: '123456', kind: 'otp' });
    expect(parseTwoFactorCode('abcd-efgh-ijkl')).toEqual({
      code: 'abcd-efgh-ijkl',
      kind: 'recovery',
    });
  });

  it('validates each kind', () => {
    expect(validateTwoFactorCode('   ')).toEqual({ key: 'validation.two_factor.required' });
    expect(validateTwoFactorCode('123 456')).toBeNull();
    expect(validateTwoFactorCode('12345a')).toEqual({ key: 'validation.two_factor.otp_digits' });
    expect(validateTwoFactorCode('x'.repeat(250))).toBeNull();
    expect(validateTwoFactorCode('x'.repeat(251))).toEqual({
      key: 'validation.max',
      params: { max: 250 },
    });
  });
});

describe('re-login password', () => {
  it('is required', () => {
    expect(validateLoginPassword('')).toEqual({ key: 'validation.password.required' });
    expect(validateLoginPassword(' secret ')).toBeNull();
  });

  it('has the spec text for a wrong password', () => {
    expect(formatMessage({ key: 'validation.password.incorrect' })).toBe(
      messages['validation.password.incorrect'],
    );
    expect(messages['validation.password.incorrect']).toBe('Your password is incorrect');
  });
});
