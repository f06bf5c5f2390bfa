import { describe, expect, it } from 'vitest';
import {
  normaliseOtp,
  parseTwoFactorCode,
  validateLoginPassword,
  validateOtp,
  validateTwoFactorCode,
} from './auth';
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

describe('two-factor setup code', () => {
  it('removes whitespace before it is checked and sent', () => {
    expect(normaliseOtp(' 718 204\t')).toBe('718204');
    expect(validateOtp(' 718 204 ')).toBeNull();
  });

  it('is required and exactly six digits (no recovery codes here)', () => {
    expect(validateOtp('  ')).toEqual({ key: 'validation.two_factor.required' });
    expect(validateOtp('71820')).toEqual({ key: 'validation.two_factor.otp_digits' });
    expect(validateOtp('7182045')).toEqual({ key: 'validation.two_factor.otp_digits' });
    expect(validateOtp('71820a')).toEqual({ key: 'validation.two_factor.otp_digits' });
    expect(validateOtp('QLUT3-Z3DTW')).toEqual({ key: 'validation.two_factor.otp_digits' });
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
