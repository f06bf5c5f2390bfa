import { createApiClient, pageKeys } from '@site-admin/api-client';
import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  pageDataContext,
  serverPageLoader,
  serverPageShouldRevalidate,
  subViewLoader,
} from './page-loader';

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

describe("a sub-view's loader", () => {
  const orders = { layout: 'list', resource: 'orders', config: {}, model: [], pagination: {} };

  /** The app's loaders' context, over a backend that answers every page call with the orders. */
  function setUp() {
    const pageCalls: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://localhost',
      fetch: (input: RequestInfo | URL) => {
        pageCalls.push(new Request(input).url);
        return Promise.resolve(Response.json(orders));
      },
    });
    const queryClient = new QueryClient();
    const preload = vi.fn();
    const panelPreload = vi.fn((resource: string | undefined, view: string) =>
      resource === 'orders' && view === 'detail' ? preload : undefined,
    );
    const context = new RouterContextProvider();
    context.set(pageDataContext, { queryClient, client, panelPreload });
    const address = 'http://localhost/48213/shop/orders/10452?page=2';
    const args = {
      request: new Request(address),
      url: new URL(address),
      params: { siteid: '48213', id: '10452' },
      pattern: '/:siteid/shop/orders/:id',
      context,
    };
    return { pageCalls, queryClient, client, preload, args };
  }

  it("starts the panel's own preload once the page's reply names its resource, with one page call", async () => {
    const { pageCalls, queryClient, client, preload, args } = setUp();
    // Opened by address: the page's loader and the panel's run together.
    serverPageLoader('/:siteid/shop/orders')(args);
    subViewLoader('/:siteid/shop/orders', 'detail')(args);
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledWith({ queryClient, client, siteid: 48213, id: '10452' });
    expect(pageCalls).toHaveLength(1);
  });

  it('reads a page already in the cache (a panel opened from the list) without asking again', async () => {
    const { pageCalls, queryClient, preload, args } = setUp();
    queryClient.setQueryData(pageKeys.page('/48213/shop/orders', {}), orders);
    subViewLoader('/:siteid/shop/orders', 'detail')(args);
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(pageCalls).toEqual([]);
  });
});
