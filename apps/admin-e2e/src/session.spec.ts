import { expect, test, type Page, type Route } from './fixtures';

const dashboard = '/48213/dashboard';
const unauthenticated = { status: 401, json: { message: 'Unauthenticated.' } };

/** The first call of each of these paths answers 401, as if the session had just ended. */
async function endSessionFor(page: Page, patterns: string[]) {
  const seen = new Set<string>();
  const failed: string[] = [];
  for (const pattern of patterns) {
    await page.route(pattern, (route: Route) => {
      if (seen.has(pattern)) return route.fallback();
      seen.add(pattern);
      failed.push(pattern);
      return route.fulfill(unauthenticated);
    });
  }
  return failed;
}

async function signInAgain(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Please sign in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email address').fill('eleanor@hartleyfinch.co.uk');
  await dialog.getByLabel('Password').fill('kiln-fired-1987');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('the session', () => {
  test(
    'two calls failing with 401 at once share one login dialog and are both sent again',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const failed = await endSessionFor(page, ['**/authstatus/details', '**/48213/sidebar']);
      await page.goto(dashboard);

      await expect(page.getByRole('dialog', { name: 'Please sign in again' })).toHaveCount(1);
      await expect.poll(() => failed.length).toBe(2);
      await signInAgain(page);

      await expect(page.getByText('Successfully logged in!')).toBeVisible();
      await expect(page.getByTestId('site-name')).toHaveText('Hartley & Finch Ceramics');
      await expect(page.getByRole('dialog', { name: 'Please sign in again' })).toBeHidden();
    },
  );

  test(
    'over an account already shown, signing in again starts at the password',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/48213/shop/orders');
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      let ended = false;
      await page.route(/\/48213\/shop\/orders\?.*search=/, (route) => {
        if (ended) return route.fallback();
        ended = true;
        return route.fulfill(unauthenticated);
      });
      await page.getByRole('searchbox', { name: 'Search' }).fill('fiona');

      const dialog = page.getByRole('dialog', { name: 'Please sign in again' });
      await expect(dialog.getByLabel('Email address')).toHaveValue('eleanor@hartleyfinch.co.uk');
      await expect(dialog.getByLabel('Email address')).toHaveAttribute('readonly');
      await expect(dialog.getByLabel('Password')).toBeFocused();
      await page.keyboard.type('kiln-fired-1987');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Successfully logged in!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/search=fiona/);
    },
  );

  test(
    'a wrong password shows under the field and nothing typed is lost',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await endSessionFor(page, ['**/authstatus/details']);
      let attempts = 0;
      await page.route('**/login', (route) => {
        attempts += 1;
        return attempts === 1
          ? route.fulfill({
              status: 422,
              json: {
                message: 'Your password is incorrect',
                errors: { password: ['Your password is incorrect'] },
              },
            })
          : route.fallback();
      });
      await page.goto(dashboard);
      await signInAgain(page);
      const dialog = page.getByRole('dialog', { name: 'Please sign in again' });
      await expect(dialog.getByText('Your password is incorrect')).toBeVisible();
      await expect(dialog.getByLabel('Email address')).toHaveValue('eleanor@hartleyfinch.co.uk');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByTestId('site-name')).toHaveText('Hartley & Finch Ceramics');
    },
  );

  for (const [kind, code, field, tag] of [
    ['an authenticator code', '123 456', '/login/2fa', '@desktop-only'],
    ['a recovery code', 'K7QX2-M9PLD', '/login/2fa/recovery', '@phone-only'],
  ] as const) {
    test(`signs in with two-factor authentication using ${kind}`, { tag }, async ({ page }) => {
      await endSessionFor(page, ['**/authstatus/details']);
      await page.route('**/login', (route) =>
        route.fulfill({
          status: 403,
          json: {
            result: 'error',
            error: '2fa',
            message: 'Please enter the code from your authenticator app.',
          },
        }),
      );
      const codeCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/login/2fa'))
          codeCalls.push(new URL(request.url()).pathname);
      });
      await page.goto(dashboard);
      await signInAgain(page);

      // The step cannot be closed: Escape keeps it open.
      const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Authentication code').fill(code);
      await dialog.getByRole('button', { name: 'Verify' }).click();

      await expect(page.getByTestId('site-name')).toHaveText('Hartley & Finch Ceramics');
      expect(codeCalls).toEqual([field]);
    });
  }

  test(
    'a refused two-factor code is cleared with a message',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await endSessionFor(page, ['**/authstatus/details']);
      await page.route('**/login', (route) =>
        route.fulfill({
          status: 403,
          json: { result: 'error', error: '2fa', message: 'Code needed' },
        }),
      );
      await page.route('**/login/2fa', (route) =>
        route.fulfill({
          status: 422,
          json: { message: 'Invalid code', errors: { one_time_password: ['Invalid code'] } },
        }),
      );
      await page.goto(dashboard);
      await signInAgain(page);
      const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
      await dialog.getByLabel('Authentication code').fill('000000');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(
        dialog.getByText('That code could not be verified. Please try again.'),
      ).toBeVisible();
      await expect(dialog.getByLabel('Authentication code')).toHaveValue('');
    },
  );

  test('a 500 shows the server error notice', { tag: '@desktop-only' }, async ({ page }) => {
    await page.route('**/authstatus/details', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server Error' } }),
    );
    await page.goto(dashboard);
    await expect(page.getByText('A server error has occurred').first()).toBeVisible();
  });

  test('a 419 says the session expired', { tag: '@phone-only' }, async ({ page }) => {
    await page.route('**/authstatus/details', (route) =>
      route.fulfill({ status: 419, json: { message: 'CSRF token mismatch.' } }),
    );
    await page.goto(dashboard);
    await expect(
      page
        .getByText(
          'Your session has expired due to inactivity. Please reload the page and try again.',
        )
        .first(),
    ).toBeVisible();
    // Never the server's own words, and no Try again that cannot work: Reload.
    await expect(page.getByText('CSRF token mismatch.')).toHaveCount(0);
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load your account' });
    await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test(
    'a 503 reloads the page once, then shows the message',
    { tag: '@desktop-only' },
    async ({ page }) => {
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.route('**/authstatus/details', (route) =>
        route.fulfill({ status: 503, json: { message: 'We are updating the site builder.' } }),
      );
      const reloaded = page.waitForEvent('load', { predicate: () => loads === 2, timeout: 0 });
      await page.goto(dashboard);
      // The app reloads the page: a page load, waited for as one (within the test's time, not a
      // check's 10 s, which two loads on a busy machine once outran), then says why.
      await reloaded;
      await expect(page.getByText('The site builder is being updated')).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'We could not load your account' }),
      ).toContainText('We are updating the site builder.');
      // Once: no second reload.
      expect(loads).toBe(2);
    },
  );

  test('no reply at all says the app is offline', { tag: '@phone-only' }, async ({ page }) => {
    await page.route('**/authstatus/details', (route) => route.abort('internetdisconnected'));
    await page.goto(dashboard);
    // The account's alert says so, in place of the page.
    await expect(page.getByRole('alert')).toContainText(
      'You appear to be offline. Check your connection and try again.',
    );
  });
});
