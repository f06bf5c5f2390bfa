import { describe, expect, it } from 'vitest';
import {
  ADDRESS_RULES,
  canAddCard,
  canRedeemDiscount,
  firstMessages,
  geoConfirmationRequired,
  normaliseDiscountCode,
  validateGeoConfirmation,
} from './billing';
import { parseRules } from './rules';

describe('discount code', () => {
  it('is trimmed and upper-case', () => {
    expect(normaliseDiscountCode('  raf123 ')).toBe('RAF123');
  });

  it('redeems only when not empty and no error shows', () => {
    expect(canRedeemDiscount('raf1')).toBe(true);
    expect(canRedeemDiscount('   ')).toBe(false);
    expect(canRedeemDiscount('raf1', { key: 'x' })).toBe(false);
  });
});

describe('geo confirmation', () => {
  it('is required when the located country differs from the address', () => {
    expect(geoConfirmationRequired('FR', 'GB')).toBe(true);
    expect(geoConfirmationRequired('gb', 'GB')).toBe(false);
    expect(geoConfirmationRequired(null, 'GB')).toBe(false);
    expect(validateGeoConfirmation(false, 'FR', 'GB')).toEqual({
      key: 'subscription.geo_confirmation.required',
    });
    expect(validateGeoConfirmation(true, 'FR', 'GB')).toBeNull();
  });
});

describe('address', () => {
  it('only address2 is optional', () => {
    const optional = Object.entries(ADDRESS_RULES)
      .filter(([, rules]) => parseRules(rules).optional)
      .map(([field]) => field);
    expect(optional).toEqual(['address2']);
  });

  it('shows the first message of each field of a 422 reply', () => {
    expect(
      firstMessages({
        postcode: ['The postcode is invalid.', 'Another'],
        town: 'Town is required.',
        county: [],
      }),
    ).toEqual({ postcode: 'The postcode is invalid.', town: 'Town is required.' });
  });
});

describe('adding a card', () => {
  it('stops on errors or while saving', () => {
    expect(canAddCard({}, false)).toBe(true);
    expect(canAddCard({ number: { key: 'validation.card.number_invalid' } }, false)).toBe(false);
    expect(canAddCard({ number: undefined }, false)).toBe(true);
    expect(canAddCard({}, true)).toBe(false);
  });
});
