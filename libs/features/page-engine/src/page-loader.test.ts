import { describe, expect, it } from 'vitest';
import { serverPageShouldRevalidate } from './page-loader';

const change = (
  pattern: string,
  from: [string, Record<string, string>],
  to: [string, Record<string, string>],
) =>
  serverPageShouldRevalidate(pattern)({
    currentUrl: new URL(from[0], 'http://localhost'),
    currentParams: from[1],
    nextUrl: new URL(to[0], 'http://localhost'),
    nextParams: to[1],
    defaultShouldRevalidate: true,
  });

describe("a server page's loader", () => {
  it('does not run again when the page stays: its query changes or a panel opens over it', () => {
    const orders = '/:siteid/shop/orders';
    const site = { siteid: '48213' };
    expect(change(orders, ['/48213/shop/orders', site], ['/48213/shop/orders?page=2', site])).toBe(
      false,
    );
    expect(
      change(
        orders,
        ['/48213/shop/orders', site],
        ['/48213/shop/orders/10452', { ...site, id: '10452' }],
      ),
    ).toBe(false);
  });

  it("runs again when the page's own path changes", () => {
    const posts = '/:siteid/blog/:pageid/posts';
    expect(
      change(
        posts,
        ['/48213/blog/7/posts', { siteid: '48213', pageid: '7' }],
        ['/48213/blog/9/posts', { siteid: '48213', pageid: '9' }],
      ),
    ).toBe(true);
  });
});
