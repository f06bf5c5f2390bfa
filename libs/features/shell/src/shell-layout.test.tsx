import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  shopSidebar,
  setupMockNetwork,
} from '@site-admin/testing';
import { delay, HttpResponse } from 'msw';
import { defineExtension } from '@site-admin/extensions';
import { useShellActions } from '@site-admin/ui';
import { describe, expect, it, vi } from 'vitest';
import { ShellLayout } from './shell-layout';

setupMockNetwork();

const routes = [
  {
    path: '/:siteid',
    element: <ShellLayout />,
    children: [
      { path: 'dashboard', element: <p>Dashboard page</p>, handle: { section: 'dashboard' } },
    ],
  },
];

function serveSession({ sidebarFails = false } = {}) {
  server.use(
    http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
    http.get('/{siteid}/sidebar', ({ response }) =>
      sidebarFails
        ? response(500).json({ message: 'Server Error' })
        : response(200).json(shopSidebar),
    ),
    http.get('/ping', ({ response }) => response(204).empty()),
  );
}

describe('ShellLayout', () => {
  it('shows a loading state while the account loads', () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });

  it('shows the account loading state only after half a second, not as a flash', () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');
    const status = screen.getByRole('status');
    expect(status).toHaveStyle({ opacity: '0' });
    expect(getComputedStyle(status).animation).toMatch(/0\.5s/);
  });

  it('shows the site name, the user and the section sidebar once loaded', async () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');

    expect(await screen.findByTestId('site-name')).toHaveTextContent('Hartley & Finch Ceramics');
    expect(screen.getByRole('button', { name: /your account/i })).toHaveTextContent(
      'Eleanor Hartley',
    );
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();

    // The desktop sidebar is hidden by a media query jsdom cannot evaluate; e2e tests look at it.
    const nav = await screen.findByRole('navigation', { name: 'Dashboard menu', hidden: true });
    expect(nav).toHaveAttribute('data-colour', 'electric-blue');
    const overview = within(nav).getByRole('link', { name: 'Overview', hidden: true });
    expect(overview).toHaveAttribute('href', '/48213/dashboard');
    expect(overview).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Analytics', hidden: true })).toHaveAttribute(
      'href',
      '/48213/analytics',
    );

    const sections = screen.getByLabelText('Sections');
    expect(
      within(sections).getByRole('button', { name: 'Shop', hidden: true }),
    ).toBeInTheDocument();
  });

  it('draws the top bar before the page, not in one render with it', async () => {
    serveSession();
    // What the page sees when it first renders: whether the top bar is on screen already.
    const topBarShown: boolean[] = [];
    function Page() {
      topBarShown.push(document.querySelector('[data-testid="site-name"]') !== null);
      return <p>Slow page</p>;
    }
    renderRoutes(
      [
        {
          path: '/:siteid',
          element: <ShellLayout />,
          children: [{ path: 'dashboard', element: <Page /> }],
        },
      ],
      '/48213/dashboard',
    );
    expect(await screen.findByText('Slow page')).toBeInTheDocument();
    expect(topBarShown[0]).toBe(true);
  });

  it('opens the account menu with the user and a way to log out', async () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /your account/i }));
    expect(await screen.findByText('Signed in as eleanor@hartleyfinch.co.uk')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the server message and a retry when the account fails, then recovers', async () => {
    let calls = 0;
    server.use(
      http.get('/authstatus/details', ({ response }) => {
        calls += 1;
        return calls === 1
          ? response(500).json({ message: 'Server Error' })
          : response(200).json(activeShopAccount);
      }),
      http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
      http.get('/ping', ({ response }) => response(204).empty()),
    );
    renderRoutes(routes, '/48213/dashboard');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your account');
    // The catalogue's words for a server failure, never its raw text.
    expect(alert).toHaveTextContent('A server error has occurred');
    expect(alert).not.toHaveTextContent('Server Error');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('site-name')).toHaveTextContent('Hartley & Finch Ceramics');
  });

  it('says the session expired, with Reload and no Try again, when the account answers 419', async () => {
    serveSession();
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        response(419).json({ message: 'CSRF token mismatch.' }),
      ),
    );
    renderRoutes(routes, '/48213/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your session has expired due to inactivity. Please reload the page and try again.',
    );
    expect(alert).not.toHaveTextContent('CSRF token mismatch.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('starts Change Website on its first control and gives the focus back to the account button, the first time too', async () => {
    serveSession();
    server.use(
      http.get('/{siteid}/shop/orders/new-count', ({ response }) =>
        response(200).json({ count: 0, latest_id: 10472 }),
      ),
      // The sites come after the dialog has opened, as on the first open of a page.
      http.get('/sites', async ({ response }) => {
        await delay(200);
        return response(200).json({
          owned: [
            {
              ID: 48213,
              site_name: 'Hartley & Finch Ceramics',
              status: 'Y',
              plan: { name: 'Business' },
            },
            {
              ID: 48990,
              site_name: 'Hartley Pottery Classes',
              status: 'T',
              plan: { name: 'Trial' },
            },
          ],
          other: [
            {
              ID: 50112,
              site_name: 'Finch Family Bakery',
              status: 'Y',
              plan: { name: 'Standard' },
            },
          ],
          expired: [],
        });
      }),
    );
    renderRoutes(routes, '/48213/dashboard');
    // The account button (drawn again once the menu's code is in).
    const account = () => screen.getByRole('button', { name: /your account/i });
    await screen.findByRole('button', { name: /your account/i });
    // The dialog's code loads on this first open, after the menu has gone.
    for (const time of ['first', 'second']) {
      await userEvent.click(account());
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Change website' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Website' });
      // The first time the sites come after the dialog opened. (Later they are in at once:
      // the dialog's own first focus, which this test browser cannot lay out.)
      if (time === 'first')
        await waitFor(() =>
          expect(within(dialog).getByRole('tab', { name: 'My Sites' })).toHaveFocus(),
        );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(account(), `${time} time`).toHaveFocus());
    }
  });

  it('says the app is offline when the account call gets no reply', async () => {
    serveSession();
    server.use(http.get('/authstatus/details', () => HttpResponse.error()));
    renderRoutes(routes, '/48213/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('You appear to be offline');
  });

  it('keeps the page usable when only the sidebar fails', async () => {
    serveSession({ sidebarFails: true });
    renderRoutes(routes, '/48213/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      'The menu could not be loaded.',
    );
  });

  it('opens the mobile menu with the main menu and the current section', async () => {
    serveSession();
    renderRoutes(routes, '/48213/dashboard');
    await screen.findByTestId('site-name');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const main = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/48213/dashboard',
      '/48213/design',
      '/48213/content',
      '/48213/shop',
      '/48213/publish',
      '/48213/support',
    ]);
    expect(within(drawer).getByRole('navigation', { name: 'Dashboard menu' })).toHaveAttribute(
      'data-colour',
      'electric-blue',
    );
    expect(within(drawer).getByRole('checkbox', { name: 'Desktop version' })).not.toBeChecked();
  });

  it("opens a section's dropdown from the top bar and goes to the chosen page", async () => {
    serveSession();
    const { router } = renderRoutes(
      [...routes, { path: '/:siteid/shop/orders', element: <p>Orders page</p> }],
      '/48213/dashboard',
    );
    await screen.findByTestId('site-name');
    await userEvent.click(screen.getByRole('button', { name: 'Shop', hidden: true }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Orders', hidden: true }));
    expect(router.state.location.pathname).toBe('/48213/shop/orders');
  });
});

describe('the shell modals', () => {
  function PublishButton() {
    const shell = useShellActions();
    return (
      <button type="button" onClick={() => shell.openPublish()}>
        Publish now
      </button>
    );
  }
  const pageRoutes = [
    {
      path: '/:siteid',
      element: <ShellLayout />,
      children: [
        { path: 'dashboard', element: <PublishButton />, handle: { section: 'dashboard' } },
      ],
    },
  ];

  it('keeps a modal that fails inside its own boundary: the page stays, and Close puts it away', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveSession();
    let broken = true;
    const publishing = defineExtension({
      name: 'publishing',
      shellModals: {
        publish: ({ onClose }) => {
          if (broken) throw new Error('the publish reply had the wrong shape');
          return (
            <div role="dialog" aria-label="Publish your site">
              <button type="button" onClick={onClose}>
                Done
              </button>
            </div>
          );
        },
      },
    });
    renderRoutes(pageRoutes, '/48213/dashboard', { extensions: [publishing] });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This part could not be shown');
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeVisible();

    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('This part could not be shown')).not.toBeInTheDocument();

    // Opened again once it works, the modal draws.
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByRole('dialog', { name: 'Publish your site' })).toBeVisible();
    errors.mockRestore();
  });
});
