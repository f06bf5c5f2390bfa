import { act, screen, waitFor } from '@testing-library/react';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  shopSidebar,
} from '@site-admin/testing';
import { KEEP_ALIVE_MS } from '@site-admin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as routeSection from './route-section';
import { ShellLayout } from './shell-layout';

// The frame reads its route's section as it draws: the calls count its draws.
vi.mock('./route-section', async (importOriginal) => {
  const original = await importOriginal<typeof routeSection>();
  return { ...original, useRouteSection: vi.fn(original.useRouteSection) };
});

setupMockNetwork();
afterEach(() => vi.useRealTimers());

describe('the frame’s draws', () => {
  it('the keep-alive ping’s answers do not draw the frame again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pings: number[] = [];
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
      http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
      http.get('/ping', ({ response }) => {
        pings.push(Date.now());
        return response(204).empty();
      }),
      http.get('/{siteid}/shop/orders/new-count', ({ response }) =>
        response(200).json({ count: 0, latest_id: 10472 }),
      ),
    );
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <ShellLayout />,
          children: [{ path: 'dashboard', element: <p>Dashboard page</p> }],
        },
      ],
      '/48213/dashboard',
    );
    await screen.findByText('Dashboard page');
    await waitFor(() => expect(pings).toHaveLength(1));
    // Whatever else the start drew, settled.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const draws = vi.mocked(routeSection.useRouteSection).mock.calls.length;

    await act(() => vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS));
    await waitFor(() => expect(pings).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(vi.mocked(routeSection.useRouteSection).mock.calls.length).toBe(draws);
  });
});
