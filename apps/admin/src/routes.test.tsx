import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  http,
  renderRoutes,
  server,
  serveEmptyDashboard,
  serveSignedInShop,
  setupMockNetwork,
} from '@site-admin/testing';
import { http as untypedHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { extensions } from './composition';
import { routes } from './routes';

setupMockNetwork();

function serveSession() {
  serveSignedInShop();
  // The dashboard is a server page; its modules are the dashboard feature's (not drawn here).
  serveEmptyDashboard();
}

describe('routes', () => {
  it('opens the dashboard inside the shell', async () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard', { extensions });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.getByTestId('site-name')).toHaveTextContent('Hartley & Finch Ceramics');
  });

  it("sends the bare address to the signed-in site's dashboard", async () => {
    serveSession();
    const { router } = renderRoutes(routes, '/', { extensions });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/48213/dashboard');
  });

  it.each([
    ['/shop/orders?page=2', '/48213/shop/orders', '?page=2'],
    ['/design?i=fonts', '/48213/design', '?i=fonts'],
    ['/setup/new-site', '/48213/setup/new-site', ''],
    ['/support', '/48213/support', ''],
  ])(
    "opens %s, an address without a site id, as the signed-in site's page",
    async (address, path, query) => {
      serveSession();
      const { router } = renderRoutes(routes, address, { extensions });
      await screen.findByTestId('site-name');
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.location.search).toBe(query);
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );

  it("keeps the top bar's section menus, from the route table, when the sidebar fails", async () => {
    serveSession();
    server.use(
      http.get('/{siteid}/sidebar', ({ response }) =>
        response(500).json({ message: 'Server Error' }),
      ),
    );
    renderRoutes(routes, '/48213/dashboard', { extensions });
    await screen.findByTestId('site-name');
    const sections = await screen.findByLabelText('Sections');
    await waitFor(() =>
      expect(
        within(sections)
          .getAllByRole('button', { hidden: true })
          .map((button) => button.textContent),
      ).toEqual(['Dashboard', 'Design', 'Content', 'Shop', 'Account', 'Support']),
    );
    await userEvent.click(within(sections).getByRole('button', { name: 'Shop', hidden: true }));
    expect(await screen.findByRole('menuitem', { name: 'Orders', hidden: true })).toHaveAttribute(
      'href',
      '/48213/shop/orders',
    );
  });

  it('shows a not-found page for an unknown site page, inside the shell', async () => {
    serveSession();
    // The generic fallback asks for the page at its own path (not in the document: untyped).
    server.use(
      untypedHttp.get('*/48213/no-such-page', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderRoutes(routes, '/48213/no-such-page', { extensions });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/48213/dashboard',
    );
  });
});
