import { describe, expect, it } from 'vitest';
import {
  siteGroupTabs,
  siteSelectionTarget as selectionTarget,
  type SelectSiteResult,
} from './sites';

const site = {
  ID: 48213,
  site_name: 'Hartley & Finch Ceramics',
  status: 'Y' as const,
  plan: { name: 'Business' },
};

describe('siteGroupTabs', () => {
  it('lists the non-empty groups in order', () => {
    expect(siteGroupTabs({ owned: [], other: [site], expired: [site] })).toEqual([
      'other',
      'expired',
    ]);
  });
});

const origin = 'https://admin.example.test';
const siteSelectionTarget = (siteId: number, result: SelectSiteResult) =>
  selectionTarget(siteId, result, origin);

describe('siteSelectionTarget', () => {
  it("goes to the chosen site's dashboard when no redirect is given", () => {
    expect(siteSelectionTarget(50112, { result: 'success' })).toBe('/50112/dashboard');
  });

  it('follows a same-origin redirect path only', () => {
    expect(siteSelectionTarget(39877, { result: 'success', redirect: '/39877/subscribe' })).toBe(
      '/39877/subscribe',
    );
    expect(siteSelectionTarget(39877, { result: 'success', redirect: '//evil.example/x' })).toBe(
      '/39877/dashboard',
    );
    expect(
      siteSelectionTarget(39877, { result: 'success', redirect: 'https://evil.example/' }),
    ).toBe('/39877/dashboard');
    expect(siteSelectionTarget(39877, { result: 'success', redirect: '/\\evil.example' })).toBe(
      '/39877/dashboard',
    );
  });

  it.each([['/%5Cevil.com'], ['/%09/evil.com'], ['/\t/evil.com']])(
    'refuses %s, which the browser would turn into another host',
    (redirect) => {
      expect(siteSelectionTarget(39877, { result: 'success', redirect })).toBe('/39877/dashboard');
    },
  );
});
