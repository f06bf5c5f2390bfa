import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
} from '@site-admin/testing';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PublishRoute } from './publish-route';

setupMockNetwork();

const actions: ShellActions = {
  navigate: vi.fn(),
  reload: vi.fn(),
  setSidebarSection: vi.fn(),
  openSubscription: vi.fn(),
  openPublish: vi.fn(),
  showPaymentModal: vi.fn(async () => false),
  showVideo: vi.fn(),
  notify: vi.fn(),
};

const routes = [
  { path: '/:siteid/publish', element: <PublishRoute /> },
  { path: '/:siteid/content', element: <p>Content page</p> },
  { path: '/:siteid/dashboard', element: <p>Dashboard page</p> },
];

const options = {
  wrap: (children: ReactNode) => (
    <ShellActionsContext.Provider value={actions}>{children}</ShellActionsContext.Provider>
  ),
};

describe('PublishRoute', () => {
  it('opens the publish modal and goes back in history when it closes', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    );
    const { router } = renderRoutes(routes, '/48213/content', options);
    await act(() => router.navigate('/48213/publish'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/content'));
  });

  it('opened from outside the app, closes to the dashboard', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    );
    const { router } = renderRoutes(routes, '/48213/publish', options);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/dashboard'));
  });
});
