import { describe, expect, it } from 'vitest';
import { newCountExamplePreference } from './new-count-examples';

const at = (address: string) => new URL(address, 'http://mock.local');

describe('newCountExamplePreference', () => {
  it('gives the starting point on the first check, then the new orders, then none', () => {
    expect(newCountExamplePreference(at('/48213/shop/orders/new-count'))).toBe(
      'example=first-check',
    );
    expect(newCountExamplePreference(at('/48213/shop/orders/new-count?since=10472'))).toBe(
      'example=two-new',
    );
    expect(newCountExamplePreference(at('/48213/shop/orders/new-count?since=10474'))).toBe(
      'example=none-new',
    );
  });

  it('leaves other paths and malformed addresses alone', () => {
    expect(newCountExamplePreference(at('/48213/shop/orders?since=1'))).toBeNull();
    expect(newCountExamplePreference(at('/48213/shop/orders/new-count?since=x'))).toBeNull();
  });
});
