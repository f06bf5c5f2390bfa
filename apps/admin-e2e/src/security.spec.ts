import { expect, test, type Page, type Request } from './fixtures';

// What the app guarantees about security, end to end against the server of `npm start`: the CSRF
// token on state-changing calls (and the new one after signing in again), the 419 when it is
// missing, the policy header that keeps the app out of other sites' frames, and redirects that
// stay on the site.

const comments = '/48213/blog/7/comments';
const gwenApprove = '**/48213/blog/7/comments/305/approve';

async function xsrfCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  const value = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return value === undefined ? undefined : decodeURIComponent(value);
}

/** Opens Gwen's comment (awaiting approval) and presses Approve. */
async function approveGwen(page: Page) {
  await page.goto(comments);
  await page
    .locator('tr, li')
    .filter({ hasText: 'Gwen Morgan' })
    .getByRole('link', { name: 'View' })
    .click();
  const panel = page.getByRole('dialog', { name: /Gwen Morgan/ });
  await panel.getByRole('button', { name: 'Approve' }).click();
}

test.describe('security', () => {
  // Two cores run the app, the mock and the browsers: room for a whole journey.
  test.describe.configure({ timeout: 90_000 });

  test(
    "a state-changing call carries the page's CSRF token as X-XSRF-TOKEN",
    { tag: '@desktop-only' },
    async ({ page }) => {
      const approvals: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/comments/305/approve')) approvals.push(request);
      });
      await approveGwen(page);
      await expect(page.getByText('The comment has been approved')).toBeVisible({
        timeout: 20_000,
      });

      expect(approvals).toHaveLength(1);
      const token = await xsrfCookie(page);
      expect(token).toBeTruthy();
      expect(await approvals[0]?.headerValue('x-xsrf-token')).toBe(token);
    },
  );

  test(
    'a call sent again after signing in carries the new session’s token',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const sent: (string | null)[] = [];
      let first = true;
      await page.route('**/48213/dashboard/tasks', async (route) => {
        sent.push(await route.request().headerValue('x-xsrf-token'));
        if (!first) return route.fallback();
        first = false;
        return route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
      });
      await page.goto('/48213/dashboard');
      const tasks = page.locator('[data-module="tasks"]');
      await tasks.getByRole('button', { name: /Add your winter collection/ }).click();
      const before = await xsrfCookie(page);
      await tasks.getByRole('button', { name: 'Mark as done' }).click();

      // The dialog knows the account (its email is read only): only the password is asked.
      const dialog = page.getByRole('dialog', { name: 'Please sign in again' });
      await expect(dialog.getByLabel('Email address')).toHaveValue('eleanor@hartleyfinch.co.uk');
      await dialog.getByLabel('Password').fill('kiln-fired-1987');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Task completed', { exact: true })).toBeVisible({
        timeout: 20_000,
      });

      const after = await xsrfCookie(page);
      expect(before).toBeTruthy();
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      expect(sent).toEqual([before, after]);
    },
  );

  test(
    'a state-changing call without the token is refused (419) and the app says so',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.route(gwenApprove, async (route) => {
        const headers = { ...route.request().headers() };
        delete headers['x-xsrf-token'];
        await route.fallback({ headers });
      });
      await approveGwen(page);
      await expect(
        page
          .getByText(
            'Your session has expired due to inactivity. Please reload the page and try again.',
          )
          .first(),
      ).toBeVisible();
    },
  );

  test(
    'the page comes with its Content-Security-Policy as a header; no other site can frame it',
    { tag: '@desktop-only' },
    async ({ page, baseURL }) => {
      const reply = await page.goto('/48213/dashboard');
      const policy = (await reply?.headerValue('content-security-policy')) ?? '';
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");

      // Another origin (localhost instead of 127.0.0.1) puts the app in a frame: the browser
      // refuses to draw it there.
      const app = `${baseURL ?? ''}/48213/dashboard`;
      const other = (baseURL ?? '').replace('127.0.0.1', 'localhost');
      await page.route(`${other}/framing-test`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en-GB"><title>Another site</title><iframe title="app" src="${app}"></iframe>`,
        }),
      );
      await page.goto(`${other}/framing-test`);
      const frame = page.frameLocator('iframe[title="app"]');
      await expect(frame.getByTestId('site-name')).toHaveCount(0);
      await page.waitForTimeout(1500);
      await expect(frame.getByTestId('site-name')).toHaveCount(0);
      expect(page.frames().some((f) => f.url().startsWith(app) && f !== page.mainFrame())).toBe(
        false,
      );
    },
  );

  for (const trick of ['/%5Cevil.example', '/%09/evil.example']) {
    test(
      `signing in with ?redirect=${trick} stays on the site`,
      { tag: '@desktop-only' },
      async ({ page, baseURL }) => {
        await page.goto(`/login?siteid=48213&redirect=${trick}`);
        await page.getByLabel('Email address').fill('eleanor@hartleyfinch.co.uk');
        await page.getByLabel('Password').fill('kiln-fired-1987');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page).toHaveURL(`${baseURL ?? ''}/48213/dashboard`);
      },
    );
  }
});
