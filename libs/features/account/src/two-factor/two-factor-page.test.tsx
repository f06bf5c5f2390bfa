import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwoFactorEnableRequest } from '@site-admin/api-client';
import {
  activeShopAccount,
  http,
  renderRoutes,
  server,
  setupMockNetwork,
  showClientNotice,
} from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorPage } from './two-factor-page';

setupMockNetwork();

const setup = {
  qrCodeUrl: 'https://hartley-finch.sitebuilder.example/48213/account/2fa/qr-code.png?v=1',
  secretKey: '6NWDGBWUYLGK3NBGEV4KBNFDWFS6D4CG',
  recoveryCodes: [
    'QLUT3-Z3DTW',
    'WQR5Q-NAAH9',
    '8X3WS-QP7NW',
    'FEYYK-XGNDK',
    '6AKF5-FAYRV',
    'Y6ELB-YK8WN',
    '5XUYM-VTK7F',
    'MZDCE-N29BQ',
  ],
};

function serveAccount(enabled2fa: boolean) {
  const calls = vi.fn();
  server.use(
    http.get('/authstatus/details', ({ response }) => {
      calls();
      return response(200).json({ ...activeShopAccount, enabled2fa });
    }),
    http.get('/{siteid}/account/2fa/setup', ({ response }) => response(200).json(setup)),
  );
  return calls;
}

const routes = [
  { path: '/:siteid/account/2fa', element: <TwoFactorPage /> },
  { path: '/:siteid/account', element: <p>Account page</p> },
];

/** The contract's 422 for a password left empty (the server's own check). */
const missingPassword = {
  message: 'The password field is required.',
  errors: { password: ['The password field is required.'] },
};

const openNotices = () =>
  document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]');

const codeField = () => screen.getByRole('textbox', { name: /Code from your authenticator app/ });
const passwordField = () => screen.getByLabelText(/Your password/);

describe('TwoFactorPage, enabling', () => {
  it('shows the QR code at 180 px, the key and the recovery codes, under Account breadcrumbs', async () => {
    serveAccount(false);
    renderRoutes(routes, '/48213/account/2fa');

    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr).toHaveAttribute('src', setup.qrCodeUrl);
    expect(qr).toHaveAttribute('width', '180');
    expect(screen.getByText(setup.secretKey)).toBeInTheDocument();
    const codes = screen.getByRole('list', { name: /recovery codes/ });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(8);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/48213/account',
    );
    expect(
      screen.getByRole('heading', { name: 'Two-factor authentication', level: 1 }),
    ).toBeInTheDocument();
  });

  it('checks the code before sending, keeping what was typed', async () => {
    serveAccount(false);
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '71820');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(await screen.findByText('The code must be 6 digits')).toBeInTheDocument();
    expect(codeField()).toHaveValue('71820');
    expect(codeField()).toHaveFocus();
  });

  it('marks, clears and focuses a wrong code, then turns on with the right one', async () => {
    const accountCalls = serveAccount(false);
    const sent: TwoFactorEnableRequest[] = [];
    server.use(
      http.post('/{siteid}/account/2fa/setup', async ({ request, response }) => {
        const body = await request.json();
        sent.push(body);
        return body.code === '718204'
          ? response(200).json({ valid: true, error: null, field: null })
          : response(200).json({
              valid: false,
              error: 'The code could not be validated',
              field: 'one_time_password',
            });
      }),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '111 111');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );

    expect(
      await screen.findByText(/The code you entered could not be validated/),
    ).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveValue('kiln-fired-1987');
    expect(sent[0]).toEqual({
      code: '111111',
      password: 'kiln-fired-1987',
      key: setup.secretKey,
      recoveryCodes: setup.recoveryCodes,
    });

    await userEvent.type(codeField(), '718204');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(await screen.findByText('Two-factor authentication is on')).toBeInTheDocument();
    await waitFor(() => expect(accountCalls).toHaveBeenCalledTimes(2));
  });

  it('marks, clears and focuses a wrong password', async () => {
    serveAccount(false);
    server.use(
      http.post('/{siteid}/account/2fa/setup', ({ response }) =>
        response(200).json({
          valid: false,
          error: 'The password you entered was incorrect',
          field: 'password',
        }),
      ),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '718204');
    await userEvent.type(passwordField(), 'wrong');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(await screen.findByText('The password you entered was incorrect')).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(codeField()).toHaveValue('718204');
  });

  it("says a refusal that names no field, in the server's words or the setup's error", async () => {
    serveAccount(false);
    let reply: string | null = 'Two-factor authentication is already being set up in another tab';
    server.use(
      http.post('/{siteid}/account/2fa/setup', ({ response }) =>
        response(200).json({ valid: false, error: reply, field: null }),
      ),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '718204');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    const turnOn = screen.getByRole('button', { name: 'Turn on two-factor authentication' });
    await userEvent.click(turnOn);
    expect(
      await screen.findByText('Two-factor authentication is already being set up in another tab'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveValue('718204');

    reply = null;
    await userEvent.click(turnOn);
    expect(
      await screen.findByText(
        'Something went wrong trying to enable Two-Factor Authentication, please reload and try again',
      ),
    ).toBeInTheDocument();
    // One notice at a time: the second replaced the first.
    await waitFor(() =>
      expect(
        screen.queryByText('Two-factor authentication is already being set up in another tab'),
      ).toBeNull(),
    );
  });

  it("closes a refusal's notice when the next try meets a server error: one notice", async () => {
    serveAccount(false);
    let tries = 0;
    server.use(
      http.post('/{siteid}/account/2fa/setup', ({ response }) => {
        tries += 1;
        if (tries === 1)
          return response(200).json({
            valid: false,
            error: 'Two-factor authentication is already being set up in another tab',
            field: null,
          });
        showClientNotice('server-error');
        return response(500).json({ message: 'Server Error' });
      }),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '718204');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    const turnOn = screen.getByRole('button', { name: 'Turn on two-factor authentication' });
    await userEvent.click(turnOn);
    const refusal = 'Two-factor authentication is already being set up in another tab';
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    await userEvent.click(turnOn);
    expect(
      await screen.findByText(
        'Something went wrong trying to enable Two-Factor Authentication, please reload and try again',
      ),
    ).toBeInTheDocument();
    // The refusal's notice leaves after its exit animation.
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull(), { timeout: 5_000 });
    expect(openNotices()).toHaveLength(1);
    expect(openNotices()[0]).toHaveTextContent('A server error has occurred');
  });

  it('shows a server error in the one notice, kept open, and keeps the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveAccount(false);
    server.use(
      http.post('/{siteid}/account/2fa/setup', ({ response }) => {
        showClientNotice('server-error');
        return response(500).json({ message: 'Server Error' });
      }),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '718204');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(
      await screen.findByText(
        'Something went wrong trying to enable Two-Factor Authentication, please reload and try again',
      ),
    ).toBeInTheDocument();
    expect(codeField()).toHaveValue('718204');
    // The shell's notice says what failed: one notice, which stays until the page is reloaded.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(openNotices()).toHaveLength(1);
    expect(openNotices()[0]).toHaveTextContent('A server error has occurred');
    vi.useRealTimers();
  });

  it('leaves an expired session (419) to its one notice, the client’s, and keeps the form', async () => {
    serveAccount(false);
    server.use(
      http.post('/{siteid}/account/2fa/setup', ({ response }) => {
        showClientNotice('session-expired');
        return response.untyped(
          Response.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
        );
      }),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '718204');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(await screen.findByText(/^Your session has expired/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(openNotices()).toHaveLength(1);
    expect(screen.queryByText(/Something went wrong trying to enable|CSRF/)).toBeNull();
    expect(codeField()).toHaveValue('718204');
  });

  it('closes the server error notice once a later try turns it on', async () => {
    const accountCalls = serveAccount(false);
    let fail = true;
    server.use(
      http.post('/{siteid}/account/2fa/setup', ({ response }) => {
        if (!fail) return response(200).json({ valid: true, error: null, field: null });
        showClientNotice('server-error');
        return response(500).json({ message: 'Server Error' });
      }),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '718204');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    const failure =
      'Something went wrong trying to enable Two-Factor Authentication, please reload and try again';
    expect(await screen.findByText(failure)).toBeInTheDocument();

    fail = false;
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(await screen.findByText('Two-factor authentication is on')).toBeInTheDocument();
    await waitFor(() => expect(accountCalls).toHaveBeenCalledTimes(2));
    // A dismissed notice leaves after its exit (a 200 ms delay counted in animation frames) and a
    // render of the notices: on a machine busy with the other suites of a CI run that took more
    // than waitFor's default second once.
    await waitFor(() => expect(screen.queryByText(failure)).toBeNull(), { timeout: 5_000 });
  });

  it("clears a 422's field error when the next try is sent, whatever its reply", async () => {
    serveAccount(false);
    let replies = 0;
    server.use(
      http.post('/{siteid}/account/2fa/setup', ({ response }) => {
        replies += 1;
        if (replies === 1) return response(422).json(missingPassword);
        showClientNotice('server-error');
        return response(500).json({ message: 'Server Error' });
      }),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByRole('textbox', { name: /Code from/ }), '718204');
    await userEvent.type(passwordField(), 'kiln-fired-1987');
    const submit = screen.getByRole('button', { name: 'Turn on two-factor authentication' });
    await userEvent.click(submit);
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();

    await userEvent.click(submit);
    expect(
      await screen.findByText(
        'Something went wrong trying to enable Two-Factor Authentication, please reload and try again',
      ),
    ).toBeInTheDocument();
    expect(replies).toBe(2);
    expect(screen.queryByText('The password field is required.')).not.toBeInTheDocument();
    expect(passwordField()).toHaveValue('kiln-fired-1987');
    expect(passwordField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the account page on Cancel', async () => {
    serveAccount(false);
    const { router } = renderRoutes(routes, '/48213/account/2fa');
    await userEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/48213/account');
  });

  it('shows an error with a retry when no new key can be made', async () => {
    serveAccount(false);
    server.use(
      http.get('/{siteid}/account/2fa/setup', ({ response }) =>
        response(403).json({ message: 'Forbidden' }),
      ),
    );
    renderRoutes(routes, '/48213/account/2fa');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not make a new key for your authenticator app',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('TwoFactorPage, disabling', () => {
  it('shows the disable form when it is on; a wrong password is marked, cleared and focused', async () => {
    serveAccount(true);
    server.use(
      http.post('/{siteid}/account/2fa/disable', ({ response }) =>
        response(200).json({ error: 'The password you entered was incorrect', field: 'password' }),
      ),
    );
    renderRoutes(routes, '/48213/account/2fa');
    expect(
      await screen.findByText('Two-factor authentication is on for your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await userEvent.type(passwordField(), 'wrong');
    await userEvent.type(codeField(), '559027');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    expect(await screen.findByText('The password you entered was incorrect')).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
  });

  it("clears a 422's field error when the next try is sent, marking only the code it fails on", async () => {
    serveAccount(true);
    let replies = 0;
    server.use(
      http.post('/{siteid}/account/2fa/disable', ({ response }) => {
        replies += 1;
        return replies === 1
          ? response(422).json(missingPassword)
          : response(500).json({ message: 'Server Error' });
      }),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByLabelText(/Your password/), 'kiln-fired-1987');
    await userEvent.type(codeField(), '559027');
    const submit = screen.getByRole('button', { name: 'Turn off two-factor authentication' });
    await userEvent.click(submit);
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();

    await userEvent.click(submit);
    expect(
      await screen.findByText(/The code you entered could not be validated/),
    ).toBeInTheDocument();
    expect(replies).toBe(2);
    expect(screen.queryByText('The password field is required.')).not.toBeInTheDocument();
    expect(passwordField()).toHaveValue('kiln-fired-1987');
    expect(passwordField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the code when the request fails, and reloads the account once it is off', async () => {
    const accountCalls = serveAccount(true);
    let fail = true;
    server.use(
      http.post('/{siteid}/account/2fa/disable', ({ response }) =>
        fail
          ? response(500).json({ message: 'Server Error' })
          : response(200).json({ error: null, field: null }),
      ),
    );
    renderRoutes(routes, '/48213/account/2fa');
    await userEvent.type(await screen.findByLabelText(/Your password/), 'kiln-fired-1987');
    await userEvent.type(codeField(), '559027');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    expect(
      await screen.findByText(/The code you entered could not be validated/),
    ).toBeInTheDocument();
    expect(codeField()).toHaveFocus();

    fail = false;
    await userEvent.type(codeField(), '559027');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    expect(await screen.findByText('Two-factor authentication is off')).toBeInTheDocument();
    await waitFor(() => expect(accountCalls).toHaveBeenCalledTimes(2));
  });
});
