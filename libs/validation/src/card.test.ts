import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cvcLengths,
  parseExpiry,
  validateCard,
  validateCardCvc,
  validateCardExpiry,
  validateCardName,
  validateCardNumber,
} from './card';

const now = new Date(2025, 5, 15); // 15 June 2025

describe('card fields', () => {
  it('name is required', () => {
    expect(validateCardName('  ')).toEqual({ key: 'validation.card.name_required' });
    expect(validateCardName('A Person')).toBeNull();
  });

  it('number passes Luhn and a length the brand allows', () => {
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('3782-822463-10005')).toBeNull();
    expect(validateCardNumber('4242424242424241')).toEqual({
      key: 'validation.card.number_invalid',
    });
    expect(validateCardNumber('424242424242')).not.toBeNull();
    expect(validateCardNumber('')).not.toBeNull();
    expect(cardBrand('4242424242424242')).toBe('Visa');
  });

  it('expiry is required, readable and not in the past', () => {
    expect(validateCardExpiry('', now)).toEqual({ key: 'validation.card.expiry_required' });
    expect(validateCardExpiry('13/25', now)).toEqual({ key: 'validation.card.expiry_invalid' });
    expect(validateCardExpiry('05/25', now)).toEqual({ key: 'validation.card.expiry_past' });
    expect(validateCardExpiry('06/25', now)).toBeNull();
    expect(validateCardExpiry('01 / 2030', now)).toBeNull();
    expect(parseExpiry('0727')).toEqual({ month: 7, year: 2027 });
  });

  it('CVC length follows the card type', () => {
    expect(cvcLengths('378282246310005')).toEqual([4]);
    expect(cvcLengths('4242424242424242')).toEqual([3]);
    expect(cvcLengths('')).toEqual([3, 4]);
    expect(validateCardCvc('1234', '378282246310005')).toBeNull();
    expect(validateCardCvc('123', '378282246310005')).toEqual({
      key: 'validation.card.cvc_invalid',
    });
    expect(validateCardCvc('1234', '4242424242424242')).not.toBeNull();
    expect(validateCardCvc('12a', '4242424242424242')).not.toBeNull();
  });

  it('checks all fields at once', () => {
    const card = { name: 'A Person', number: '4242424242424242', expiry: '12/30', cvc: '123' };
    expect(validateCard(card, now)).toEqual({});
    expect(validateCard({ ...card, name: '', expiry: '01/20' }, now)).toEqual({
      name: { key: 'validation.card.name_required' },
      expiry: { key: 'validation.card.expiry_past' },
    });
  });
});
