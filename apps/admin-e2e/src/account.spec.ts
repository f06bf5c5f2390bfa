import { expect, seriousAxeViolations, test, type Page } from './fixtures';

const twoFactor = '/48213/account/2fa';

/** The account as the mock has it, with two-factor authentication on. */
async function withTwoFactorOn(page: Page) {
  await page.route('**/authstatus/details', async (route) => {
    const reply = await route.fetch();
    const account = (await reply.json()) as Record<string, unknown>;
    await route.fulfill({ response: reply, json: { ...account, enabled2fa: true } });
  });
}

test.describe('two-factor authentication', () => {
  test(
    'enable with a wrong code, then the right one',
    { tag: '@phone-only' },
    async ({ page }, info) => {
      let attempts = 0;
      let releaseSecond: () => void = () => undefined;
      const secondReleased = new Promise<void>((resolve) => {
        releaseSecond = resolve;
      });
      await page.route('**/48213/account/2fa/setup', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        attempts += 1;
        // The first code is wrong; the mock's own reply accepts the second, held until its
        // button has been seen in progress.
        if (attempts === 1)
          return route.continue({
            headers: { ...route.request().headers(), prefer: 'example=wrong-code' },
          });
        await secondReleased;
        return route.fallback();
      });
      await page.goto(twoFactor);

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(crumbs.getByRole('link', { name: 'Account' })).toHaveAttribute(
        'href',
        '/48213/account',
      );
      const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
      await expect(qr).toBeVisible();
      expect((await qr.boundingBox())?.width).toBe(180);
      await expect(page.getByText('6NWDGBWUYLGK3NBGEV4KBNFDWFS6D4CG')).toBeVisible();
      await expect(
        page.getByRole('list', { name: /recovery codes/ }).getByRole('listitem'),
      ).toHaveCount(8);
      await page.screenshot({ path: info.outputPath('two-factor-enable.png'), fullPage: true });

      const code = page.getByRole('textbox', { name: /Code from your authenticator app/ });
      const password = page.getByLabel(/Your password/);
      await code.fill('111 111');
      await password.fill('kiln-fired-1987');
      await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      await expect(page.getByText(/The code you entered could not be validated/)).toBeVisible();
      await expect(code).toHaveValue('');
      await expect(code).toBeFocused();
      await expect(password).toHaveValue('kiln-fired-1987');
      await page.screenshot({ path: info.outputPath('two-factor-wrong-code.png'), fullPage: true });

      const reload = page.waitForRequest('**/authstatus/details');
      await code.fill('718204');
      const turnOn = page.getByRole('button', { name: 'Turn on two-factor authentication' });
      await turnOn.click();
      // In progress, the button shows a spinner and keeps its name for a screen reader (axe
      // reads the name as the browser does; Playwright's own reading found it either way).
      await expect(turnOn).toHaveAttribute('data-loading');
      expect(await seriousAxeViolations(page)).toEqual([]);
      releaseSecond();
      await expect(page.getByText('Two-factor authentication is on').first()).toBeVisible();
      await reload;
    },
  );

  test(
    'disable with a wrong password; Cancel goes back to the account',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await withTwoFactorOn(page);
      await page.route('**/48213/account/2fa/disable', (route) =>
        route.continue({
          headers: { ...route.request().headers(), prefer: 'example=wrong-password' },
        }),
      );
      await page.goto(twoFactor);
      await expect(
        page.getByText('Two-factor authentication is on for your account.'),
      ).toBeVisible();

      const password = page.getByLabel(/Your password/);
      await password.fill('not-my-password');
      await page.getByRole('textbox', { name: /Code from your authenticator app/ }).fill('559027');
      await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
      await expect(page.getByText('The password you entered was incorrect')).toBeVisible();
      await expect(password).toHaveValue('');
      await expect(password).toBeFocused();
      await page.screenshot({ path: info.outputPath('two-factor-disable.png'), fullPage: true });

      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/48213\/account$/);
    },
  );
});

test.describe('plan cancellation', () => {
  test(
    'withdraw a cancellation: Keep My Website',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await page.goto('/48213/account/cancel');
      await expect(page.getByRole('heading', { name: 'Cancel your plan', level: 1 })).toBeVisible();
      await expect(
        page.getByText('You asked to cancel your plan on 21st November 2026.'),
      ).toBeVisible();
      await expect(page.getByText(/Your plan ends on 1st March 2027/)).toBeVisible();
      await page.screenshot({ path: info.outputPath('cancel-requested.png'), fullPage: true });

      await page.getByRole('button', { name: 'Keep My Website' }).click();
      const kept = page.getByRole('dialog', { name: 'Your website is staying with us' });
      await expect(kept.getByRole('img', { name: 'Celebration' })).toBeVisible();
      await expect(
        page
          .getByText('Your cancellation request has been withdrawn. Your website will stay live.')
          .first(),
      ).toBeVisible();
      await page.screenshot({ path: info.outputPath('cancel-kept.png') });
      await kept.getByRole('button', { name: 'Go to your dashboard' }).click();
      await expect(page).toHaveURL(/\/48213\/dashboard$/);
    },
  );

  test(
    'a refused withdrawal shows the server message',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.route('**/48213/account/cancel', (route) =>
        route.request().method() === 'POST'
          ? route.continue({
              headers: { ...route.request().headers(), prefer: 'example=withdraw-failed' },
            })
          : route.fallback(),
      );
      await page.goto('/48213/account/cancel');
      await page.getByRole('button', { name: 'Keep My Website' }).click();
      await expect(page.getByText(/Your plan has already been cancelled/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Keep My Website' })).toBeVisible();
    },
  );
});
