import { act, screen, waitFor, within } from '@testing-library/react';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  shopSidebar,
  setupMockNetwork,
} from '@site-admin/testing';
import { KEEP_ALIVE_MS } from '@site-admin/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellLayout } from './shell-layout';

setupMockNetwork();

const routes = [
  {
    path: '/:siteid',
    element: <ShellLayout />,
    children: [
      { path: 'dashboard', element: <p>Dashboard page</p>, handle: { section: 'dashboard' } },
      { path: 'shop', element: <p>Shop settings</p>, handle: { section: 'shop' } },
      { path: 'shop/orders', element: <p>Order list</p>, handle: { section: 'shop' } },
    ],
  },
];

/** The backend's count: orders 10473 and 10474 came in after 10472. */
function serveShop(asked: (string | null)[] = []) {
  server.use(
    http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
    http.get('/ping', ({ response }) => response(204).empty()),
    http.get('/{siteid}/shop/orders/new-count', ({ request, response }) => {
      const since = new URL(request.url).searchParams.get('since');
      asked.push(since);
      if (since === null) return response(200).json({ count: 0, latest_id: 10472 });
      return Number(since) >= 10474
        ? response(200).json({ count: 0, latest_id: 10474 })
        : response(200).json({ count: 2, latest_id: 10474 });
    }),
  );
  return asked;
}

const ordersLink = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Shop menu', hidden: true });
  return within(nav).getByRole('link', { name: /^Orders/, hidden: true });
};

beforeEach(() => {
  document.title = 'Hartley & Finch Ceramics – site-admin';
});
afterEach(() => window.localStorage.clear());

describe('the new-order alert', () => {
  it('shows the new orders on the Orders item and in the tab title, and clears them when the order list opens', async () => {
    const asked = serveShop();
    const { router } = renderRoutes(routes, '/48213/shop');
    // The first check gives the starting point (10472); the next finds the two newer orders.
    // Two calls in turn on a busy machine: more than the default wait.
    await waitFor(() => expect(document.title).toBe('(2) Hartley & Finch Ceramics – site-admin'), {
      timeout: 15_000,
    });
    expect(await ordersLink()).toHaveTextContent('2 new orders');
    expect(asked.slice(0, 2)).toEqual([null, '10472']);

    await act(() => router.navigate('/48213/shop/orders'));
    await waitFor(() => expect(document.title).toBe('Hartley & Finch Ceramics – site-admin'));
    expect(await ordersLink()).not.toHaveTextContent('new order');
    await waitFor(() =>
      expect(window.localStorage.getItem('app_orders_seen_48213')).toContain('"value":10474'),
    );

    // Back elsewhere: nothing new since 10474.
    await act(() => router.navigate('/48213/shop'));
    await waitFor(() => expect(asked).toContain('10474'));
    expect(await ordersLink()).not.toHaveTextContent('new order');
    expect(document.title).toBe('Hartley & Finch Ceramics – site-admin');
  });

  it("shows the count on the top bar's Shop and asks again when the window gets focus", async () => {
    const asked = serveShop();
    renderRoutes(routes, '/48213/dashboard');
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(document.title).toBe('(2) Hartley & Finch Ceramics – site-admin'), {
      timeout: 15_000,
    });
    // Away from the shop section, the top bar's Shop carries the count (the top bar is drawn in
    // a background render, a moment after the title).
    const sections = await screen.findByLabelText('Sections');
    expect(within(sections).getByRole('button', { name: /^Shop/, hidden: true })).toHaveTextContent(
      '2 new orders',
    );
    const before = asked.length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(asked.length).toBe(before + 1));
  });

  it('asks again on the keep-alive tick, with no focus or navigation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked = serveShop();
      renderRoutes(routes, '/48213/dashboard');
      await waitFor(
        () => expect(document.title).toBe('(2) Hartley & Finch Ceramics – site-admin'),
        {
          timeout: 15_000,
        },
      );
      const before = asked.length;
      await act(() => vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - 30_000));
      expect(asked).toHaveLength(before);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(asked.length).toBe(before + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask for a site without a shop', async () => {
    const asked = serveShop();
    server.use(
      http.get('/{siteid}/sidebar', ({ response }) =>
        response(200).json(shopSidebar.filter((entry) => entry.section !== 'shop')),
      ),
    );
    renderRoutes(routes, '/48213/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    expect(document.title).toBe('Hartley & Finch Ceramics – site-admin');
  });
});
