import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, renderRoutes, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { afterLoginPath, LoginPage } from './login-page';

setupMockNetwork();

function renderLogin(path = '/login') {
  const onSignedIn = vi.fn();
  renderRoutes([{ path: '/login', element: <LoginPage onSignedIn={onSignedIn} /> }], path);
  return onSignedIn;
}

async function fillIn(password: string) {
  await userEvent.type(screen.getByLabelText(/Email address/), 'eleanor@hartleyfinch.co.uk');
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('asks for both fields before calling', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
  });

  it("signs in and goes to the site's dashboard", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/login', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ result: 'success', siteid: 48213 });
      }),
    );
    const onSignedIn = renderLogin('/login?siteid=48213');
    await fillIn('kiln-fired-1987');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/48213/dashboard'));
    expect(bodies).toEqual([
      { username: 'eleanor@hartleyfinch.co.uk', password: 'kiln-fired-1987', siteid: 48213 },
    ]);
  });

  it('says a wrong password under the field and keeps what was typed', async () => {
    server.use(
      http.post('/login', ({ response }) =>
        response(422).json({
          message: 'Your password is incorrect',
          errors: { password: ['Your password is incorrect'] },
        }),
      ),
    );
    renderLogin();
    await fillIn('wrong');
    expect(await screen.findByText('Your password is incorrect')).toBeVisible();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('eleanor@hartleyfinch.co.uk');
  });

  it('leaves a server failure to the notice: no raw server text under the form', async () => {
    let calls = 0;
    server.use(
      http.post('/login', ({ response }) => {
        calls += 1;
        return response(500).json({ message: 'Server Error' });
      }),
    );
    renderLogin();
    await fillIn('kiln-fired-1987');
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 10_000 });
    await vi.waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('data-loading'),
      { timeout: 10_000 },
    );
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts in the email field', () => {
    renderLogin();
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
  });

  it('says too many attempts when the two-factor code is refused with a 429', async () => {
    server.use(
      http.post('/login', ({ response }) =>
        response(403).json({ result: 'error', error: '2fa', message: 'Code needed' }),
      ),
      http.post('/login/2fa', ({ response }) =>
        response(429).json({ message: 'Too Many Attempts.' }),
      ),
    );
    renderLogin('/login?siteid=48213');
    await fillIn('kiln-fired-1987');
    await userEvent.type(await screen.findByLabelText(/Authentication code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeVisible();
    expect(
      screen.queryByText('That code could not be verified. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it('asks for the two-factor code and signs in with it', async () => {
    server.use(
      http.post('/login', ({ response }) =>
        response(403).json({ result: 'error', error: '2fa', message: 'Code needed' }),
      ),
      http.post('/login/2fa', ({ response }) =>
        response(200).json({ result: 'success', siteid: 48213 }),
      ),
    );
    const onSignedIn = renderLogin('/login?siteid=48213');
    await fillIn('kiln-fired-1987');
    await userEvent.type(await screen.findByLabelText(/Authentication code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/48213/dashboard'));
  });
});

describe('afterLoginPath', () => {
  it('follows a same-origin redirect only', () => {
    expect(afterLoginPath('/48213/shop/orders', 48213)).toBe('/48213/shop/orders');
    expect(afterLoginPath('//evil.example/x', 48213)).toBe('/48213/dashboard');
    expect(afterLoginPath('https://evil.example', 48213)).toBe('/48213/dashboard');
    expect(afterLoginPath(null, undefined)).toBe('/');
  });

  it.each([['/%5Cevil.com'], ['/%09/evil.com'], ['/\\evil.com'], ['/\t/evil.com']])(
    'refuses %s, which the browser would turn into another host',
    (redirect) => {
      expect(afterLoginPath(redirect, 48213)).toBe('/48213/dashboard');
    },
  );

  it('refuses the tricks as they arrive in the address (/login?redirect=/%5Cevil.com)', () => {
    for (const query of ['redirect=/%5Cevil.com', 'redirect=/%09/evil.com']) {
      const redirect = new URLSearchParams(query).get('redirect');
      expect(afterLoginPath(redirect, 48213)).toBe('/48213/dashboard');
    }
  });
});
