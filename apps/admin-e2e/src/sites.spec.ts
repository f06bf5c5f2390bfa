import { clickMenuItem, expect, test, type Page } from './fixtures';

/** The mock's account is on 48213; after a switch the backend would say the new site. */
async function accountOnSite(page: Page, siteid: number) {
  await page.route('**/authstatus/details', async (route) => {
    const reply = await route.fetch();
    const account = (await reply.json()) as Record<string, unknown>;
    await route.fulfill({ response: reply, json: { ...account, siteid } });
  });
}

test.describe('switching sites', () => {
  test('from the sites screen', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/sites');
    await expect(page.getByRole('heading', { name: 'Your websites' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Sites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await accountOnSite(page, 48990);
    await page.getByRole('button', { name: 'Sign in to Hartley Pottery Classes' }).click();
    await expect(page).toHaveURL(/\/48990\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('from the Change Website modal', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/48213/dashboard');
    await page.getByRole('button', { name: 'Your account' }).click();
    await clickMenuItem(page, 'Change website');
    const modal = page.getByRole('dialog', { name: 'Change Website' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Create a new site' })).toBeVisible();
    await modal.getByRole('tab', { name: 'Shared With Me' }).click();
    await accountOnSite(page, 50112);
    await modal.getByRole('button', { name: 'Sign in to Finch Family Bakery' }).click();
    await expect(page).toHaveURL(/\/50112\/dashboard$/);
    // The new site's dashboard is drawn, its account loaded (not still loading as the journey ends).
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'You are working on another website' }),
    ).toHaveCount(0);
  });

  test(
    'when another tab switched the account, offers to switch back',
    { tag: '@desktop-only' },
    async ({ page }) => {
      let switchedAway = true;
      await page.route('**/authstatus/details', async (route) => {
        const reply = await route.fetch();
        const account = (await reply.json()) as Record<string, unknown>;
        await route.fulfill({
          response: reply,
          json: switchedAway
            ? { ...account, siteid: 50112, site_name: 'Finch Family Bakery' }
            : account,
        });
      });
      await page.route('**/sites', (route) => {
        if (route.request().method() === 'POST') switchedAway = false;
        return route.fallback();
      });
      await page.goto('/48213/dashboard');
      const notice = page.getByRole('alertdialog', { name: 'You are working on another website' });
      await expect(notice).toContainText('switched to Finch Family Bakery in another browser tab');
      await page.keyboard.press('Escape');
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Switch back to Hartley & Finch Ceramics' }).click();
      await expect(notice).toBeHidden();
      await expect(page).toHaveURL(/\/48213\/dashboard$/);
    },
  );
});
