// The shell's dialogs load when first opened. When their code cannot load (offline, or a deploy
// replaced it), the owner is told so at the foot of the screen and the page stays as it was, with
// what was typed in it; before, the sign-in dialog's failure took the app's root down.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, createSessionMiddleware } from '@site-admin/api-client';
import { http, renderRoutes, server, setupMockNetwork, shopSidebar } from '@site-admin/testing';
import { createI18n } from '@site-admin/ui';
import { describe, expect, it, vi } from 'vitest';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { createSessionController } from './session-controller';
import { SessionProvider } from './session-provider';

// Hoisted above the imports: each factory throws as a browser's failed chunk does.
vi.mock('./relogin-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/relogin-dialog.js');
});
vi.mock('./shortcuts-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/shortcuts-dialog.js');
});

setupMockNetwork();

/** A page with a note typed in it, the shortcuts and (when a call says 401) the sign-in. */
function renderPage() {
  const i18n = createI18n();
  const session = createSessionController(i18n, vi.fn());
  const client = createApiClient({ middleware: [createSessionMiddleware(session.handlers)] });
  const page = (
    <>
      <h1>Redirects</h1>
      <textarea aria-label="Notes" />
      <KeyboardShortcuts siteid="48213" />
    </>
  );
  renderRoutes(
    [{ path: '/:siteid/content/redirects', element: page }],
    '/48213/content/redirects',
    {
      client,
      i18n,
      wrap: (children) => <SessionProvider controller={session}>{children}</SessionProvider>,
    },
  );
  return { client };
}

async function closeNotice(user: ReturnType<typeof userEvent.setup>) {
  const notice = await screen.findByTestId('part-failed');
  expect(notice).toHaveTextContent(/could not/i);
  await user.click(within(notice).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId('part-failed')).toBeNull());
}

describe("the shell's dialogs whose code cannot load", () => {
  it('the sign-in: says so, Close cancels it, and the page keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/authstatus/details', ({ response }) =>
        response(401).json({ message: 'Unauthenticated.' }),
      ),
      http.get('/{siteid}/sidebar', ({ response }) => response(200).json(shopSidebar)),
    );
    const { client } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Half-written redirect note');
    const call = client.GET('/authstatus/details');
    await closeNotice(user);
    // The call that needed the sign-in ends as refused; nothing else on the page changes.
    expect((await call).response.status).toBe(401);
    expect(screen.getByRole('heading', { name: 'Redirects' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Half-written redirect note',
    );
  });

  it('the shortcuts list: says so, Close puts it away, and the page stays', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard('?');
    await closeNotice(user);
    expect(screen.getByRole('heading', { name: 'Redirects' })).toBeVisible();
  });
});
