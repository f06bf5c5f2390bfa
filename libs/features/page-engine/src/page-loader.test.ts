import { createApiClient, pageKeys } from '@site-admin/api-client';
import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, type DashboardModuleProps, type LayoutProps } from '@site-admin/extensions';
import type { PageResponse } from '@site-admin/api-client';
import {
  pageDataContext,
  preloadPageParts,
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

const orders = { layout: 'list', resource: 'orders', config: {}, model: [], pagination: {} };

describe("a sub-view's loader", () => {
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

  it("starts the panel's preload at once when the route names the resource, without a page call", () => {
    const { pageCalls, queryClient, client, preload, args } = setUp();
    subViewLoader('/:siteid/shop/orders', 'detail', 'orders')(args);
    // Before any reply: the panel's code and data start beside the page's own.
    expect(preload).toHaveBeenCalledWith({ queryClient, client, siteid: 48213, id: '10452' });
    expect(pageCalls).toEqual([]);
  });

  it('reads a page already in the cache (a panel opened from the list) without asking again', async () => {
    const { pageCalls, queryClient, preload, args } = setUp();
    queryClient.setQueryData(pageKeys.page('/48213/shop/orders', {}), orders);
    subViewLoader('/:siteid/shop/orders', 'detail')(args);
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(pageCalls).toEqual([]);
  });
});

describe("a page's parts", () => {
  /** A lazy part that counts the times its code is asked for. */
  const counted = <P extends object>() => {
    const part = Object.assign(
      lazyPart<P>(() => {
        part.loads += 1;
        return Promise.resolve(() => null);
      }),
      { loads: 0 },
    );
    return part;
  };

  it("start the layout's code and the first three modules of each dashboard column", () => {
    const layout = counted<LayoutProps>();
    const modules = new Map(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((type) => [type, counted<DashboardModuleProps>()]),
    );
    const column = (...types: string[]) => ({ modules: types.map((type) => ({ type })) });
    const dashboard = {
      layout: 'dashboard',
      config: { columns: [column('a', 'b', 'c', 'd'), column('e', 'f'), column()] },
    } as unknown as PageResponse;
    preloadPageParts(dashboard, {
      layout: (type) => (type === 'dashboard' ? layout : undefined),
      dashboardModule: (type) => modules.get(type),
    });
    expect(layout.loads).toBe(1);
    const started = [...modules].filter(([, part]) => part.loads === 1).map(([type]) => type);
    expect(started).toEqual(['a', 'b', 'c', 'e', 'f']);
  });

  it("start only the layout's code on other pages", () => {
    const layout = counted<LayoutProps>();
    const module = counted<DashboardModuleProps>();
    preloadPageParts(orders as unknown as PageResponse, {
      layout: () => layout,
      dashboardModule: () => module,
    });
    expect([layout.loads, module.loads]).toEqual([1, 0]);
  });

  it("are started by a server page's loader once the page's reply is in", async () => {
    const layout = counted<LayoutProps>();
    const client = createApiClient({
      baseUrl: 'http://localhost',
      fetch: () => Promise.resolve(Response.json(orders)),
    });
    const context = new RouterContextProvider();
    context.set(pageDataContext, {
      queryClient: new QueryClient(),
      client,
      parts: {
        layout: (type) => (type === 'list' ? layout : undefined),
        dashboardModule: () => undefined,
      },
    });
    const address = 'http://localhost/48213/shop/orders';
    serverPageLoader('/:siteid/shop/orders')({
      request: new Request(address),
      url: new URL(address),
      params: { siteid: '48213' },
      pattern: '/:siteid/shop/orders',
      context,
    });
    expect(layout.loads).toBe(0);
    await vi.waitFor(() => expect(layout.loads).toBe(1));
  });
});
