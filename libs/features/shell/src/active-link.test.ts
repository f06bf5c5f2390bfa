import { describe, expect, it } from 'vitest';
import { activeLink } from './active-link';

const shop = [
  '/48213/shop/orders',
  '/48213/shop?i=products',
  '/48213/shop',
  '/48213/shop?i=delivery',
  '/48213/shop?i=gateways',
  '/48213/shop/royal-mail',
];
const at = (address: string) => {
  const url = new URL(address, 'http://app.local');
  return { pathname: url.pathname, search: url.search };
};

describe('the current sidebar link', () => {
  it.each([
    ['/48213/shop?i=delivery', '/48213/shop?i=delivery'],
    ['/48213/shop?i=products&page=2', '/48213/shop?i=products'],
    ['/48213/shop', '/48213/shop'],
    ['/48213/shop?i=unknown', '/48213/shop'],
    ['/48213/shop/orders', '/48213/shop/orders'],
    ['/48213/shop/orders/10452', '/48213/shop/orders'],
    ['/48213/shop/royal-mail/', '/48213/shop/royal-mail'],
  ])('at %s is %s, and only that one', (address, link) => {
    expect(activeLink(shop, at(address))).toBe(link);
  });

  it('is none on a page the section does not list', () => {
    expect(activeLink(shop, at('/48213/dashboard'))).toBeUndefined();
    expect(activeLink(shop, at('/48213/shopping'))).toBeUndefined();
  });
});
