import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, createSessionMiddleware, useApiClient } from '@site-admin/api-client';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  shopSidebar,
} from '@site-admin/testing';
import { createI18n } from '@site-admin/ui';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createSessionController } from './session-controller';
import { SessionProvider } from './session-provider';
import { ShellLayout } from './shell-layout';

setupMockNetwork();

function renderWithSession(reloadPage = vi.fn(), page: ReactNode = <p>Dashboard page</p>) {
  const i18n = createI18n();
  const session = createSessionController(i18n, reloadPage);
  const client = createApiClient({ middleware: [createSessionMiddleware(session.handlers)] });
  const routes = [
    {
      path: '/:siteid',
      element: <ShellLayout />,
      children: [{ path: 'dashboard', element: page, handle: { section: 'dashboard' } }],
    },
  ];
  return renderRoutes(routes, '/48213/dashboard', {
    client,
    i18n,
    wrap: (children) => <SessionProvider controller={session}>{children}</SessionProvider>,
  });
}

describe('session handling', () => {
  it('asks for the password on a 401, shows a wrong password under the field, then retries the call', async () => {
    let signedIn = false;
    const logins: unknown[] = [];
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        signedIn
          ? response(200).json(activeShopAccount)
          : response(401).json({ message: 'Unauthenticated.' }),
      ),
      http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
      http.get('/ping', ({ response }) => response(204).empty()),
      http.post('/login', async ({ request, response }) => {
        const body = await request.json();
        logins.push(body);
        if (body.password !== 'kiln-fired-1987') {
          return response(422).json({
            message: 'Your password is incorrect',
            errors: { password: ['Your password is incorrect'] },
          });
        }
        signedIn = true;
        return response(200).json({ result: 'success', siteid: 48213 });
      }),
    );
    renderWithSession();

    const dialog = await screen.findByRole('dialog', { name: 'Please sign in again' });
    expect(dialog).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password')).toBeVisible();
    expect(logins).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.type(screen.getByLabelText(/Email address/), 'eleanor@hartleyfinch.co.uk');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your password is incorrect')).toBeVisible();

    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), 'kiln-fired-1987');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    expect(await screen.findByTestId('site-name')).toHaveTextContent('Hartley & Finch Ceramics');
    expect(screen.queryByRole('dialog', { name: 'Please sign in again' })).not.toBeInTheDocument();
    expect(logins.at(-1)).toEqual({
      username: 'eleanor@hartleyfinch.co.uk',
      password: 'kiln-fired-1987',
    });
  });

  it('signing in again clears the notice of a 419 (the journeys check where the focus starts)', async () => {
    let ended: 419 | 401 = 419;
    let signedIn = false;
    server.use(
      http.get('/authstatus/details', ({ response }) => response(200).json(activeShopAccount)),
      http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
      // The session ends while the page is open: its token first (419), then the session (401).
      http.get('/ping', ({ response }) => {
        if (signedIn) return response(204).empty();
        return ended === 419
          ? Response.json({ message: 'CSRF token mismatch.' }, { status: 419 })
          : response(401).json({ message: 'Unauthenticated.' });
      }),
      http.post('/login', ({ response }) => {
        signedIn = true;
        return response(200).json({ result: 'success', siteid: 48213 });
      }),
    );
    function Page() {
      const client = useApiClient();
      return (
        <button type="button" onClick={() => void client.GET('/ping')}>
          Save
        </button>
      );
    }
    renderWithSession(vi.fn(), <Page />);
    expect(await screen.findByTestId('site-name')).toHaveTextContent('Hartley & Finch Ceramics');
    const expired =
      'Your session has expired due to inactivity. Please reload the page and try again.';
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    ended = 401;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please sign in again' });
    expect(within(dialog).getByLabelText(/Email address/)).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'kiln-fired-1987{Enter}');

    expect(await screen.findByText('Successfully logged in!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(expired)).not.toBeInTheDocument());
  });

  it('shows the page error when the user closes the dialog instead of signing in', async () => {
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        response(401).json({ message: 'Unauthenticated.' }),
      ),
      http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
    );
    renderWithSession();
    await screen.findByRole('dialog', { name: 'Please sign in again' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthenticated.');
  });

  it.each([
    [
      419,
      { message: 'CSRF token mismatch.' },
      'Your session has expired due to inactivity. Please reload the page and try again.',
    ],
    [500, { message: 'Server Error' }, 'A server error has occurred'],
  ] as const)('notifies a %i', async (code, body, text) => {
    server.use(
      http.get('/authstatus/details', () => Response.json(body, { status: code })),
      http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
    );
    renderWithSession();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('reloads the page on a 503 with a message, once', async () => {
    sessionStorage.clear();
    const reloadPage = vi.fn();
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        response(503).json({ message: 'We are updating the site builder.' }),
      ),
      http.get('/{siteid}/sidebar', ({ response }) =>
        response(503).json({ message: 'We are updating the site builder.' }),
      ),
    );
    renderWithSession(reloadPage);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    // The second 503 comes within a minute of the reload: it is shown, not reloaded again.
    expect(await screen.findByText('The site builder is being updated')).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
