import { describe, expect, it } from 'vitest';
import { fail, formatMessage, isMessageKey, messages } from './messages';

describe('messages', () => {
  it('holds the texts the specs quote, word for word', () => {
    expect(messages['orders.filter.date_after']).toBe('This must be a date after the From date');
    expect(messages['validation.password.incorrect']).toBe('Your password is incorrect');
    expect(messages['validation.page_uri.characters']).toBe(
      'This address can only contain letters, numbers, hyphens, underscores, forward slashes and dots',
    );
    expect(formatMessage(fail('orders.delete.confirm', { id: 1042 }))).toBe(
      'Are you sure you wish to delete order #1042? Once deleted, it can not be retrieved.',
    );
  });

  it('uses the spec key for an invalid VAT number', () => {
    expect(isMessageKey('subscription.vat_number.invalid_format')).toBe(true);
  });

  it('fills params and leaves unknown placeholders alone', () => {
    expect(formatMessage(fail('validation.max', { max: 25 }))).toBe(
      'This must be at most 25 characters',
    );
    expect(formatMessage(fail('validation.max'))).toBe('This must be at most {{max}} characters');
  });

  it('takes other texts, falling back to the key', () => {
    const texts = { 'validation.required': 'Pflichtfeld' };
    expect(formatMessage(fail('validation.required'), texts)).toBe('Pflichtfeld');
    expect(formatMessage(fail('validation.in'), texts)).toBe('validation.in');
  });

  it('knows only its own keys', () => {
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey('validation.nope')).toBe(false);
  });

  it('has a non-empty English text for every key', () => {
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});
