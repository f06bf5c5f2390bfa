import { clickMenuItem, expect, test, type Page } from './fixtures';

const dashboard = '/48213/dashboard';
const chunked = '**/publish/publish_chunked.php*';

/** Opens the publish modal from the top bar's publish menu, as a site owner does. */
async function openPublishModal(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await clickMenuItem(page, 'Publish Your Site');
  return page.getByRole('dialog', { name: 'Publish Your Site' });
}

test.describe('publishing the site', () => {
  // Each journey walks a whole publish run; give a busy two-core machine room for it.
  test.describe.configure({ timeout: 60_000 });

  test('publishes through every chunk to the confirmation, with the account reloaded', async ({
    page,
  }, info) => {
    const chunks: string[] = [];
    await page.route(chunked, async (route) => {
      chunks.push(new URL(route.request().url()).search);
      // A little time per chunk, so the progress shows as it would on a real server.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fallback();
    });
    await page.goto(dashboard);
    const dialog = await openPublishModal(page);
    await expect(dialog).toContainText(
      'Publish your latest changes to https://hartleyandfinch.co.uk',
    );

    const accountReload = page.waitForRequest('**/authstatus/details');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const progress = dialog.getByRole('progressbar');
    await expect(progress).toBeVisible();
    // The Publish button goes with the footer: the progress takes the focus, not the page.
    await expect(dialog.getByRole('group', { name: 'Publishing your site…' })).toBeFocused();
    await expect(dialog).toContainText('Changes can take up to 10 minutes to show.');
    // It cannot be closed while publishing.
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: info.outputPath('publish-progress.png') });

    const done = page.getByRole('dialog', { name: 'Your site is published' });
    await expect(done).toBeVisible();
    await accountReload;
    expect(chunks).toEqual([
      '?mode=live',
      '?mode=live&run=8f3c2a91&chunk=2',
      '?mode=live&run=8f3c2a91&chunk=3',
      '?mode=live&run=8f3c2a91&chunk=4',
    ]);
    await expect(done.getByRole('link', { name: 'View live site' })).toHaveAttribute(
      'href',
      'https://hartleyandfinch.co.uk',
    );
    await page.screenshot({ path: info.outputPath('publish-done.png') });
    // From the keyboard: Close has the focus; closed, the focus is back on the Publish button
    // (the menu item that opened the modal is gone).
    await expect(done.getByRole('button', { name: 'Close' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(done).toBeHidden();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeFocused();
  });

  test(
    'a publish that fails mid-way shows the error and can be closed',
    { tag: '@phone-only' },
    async ({ page }, info) => {
      await page.route(chunked, (route) =>
        new URL(route.request().url()).searchParams.get('chunk') === '3'
          ? route.fulfill({
              status: 500,
              json: { message: 'Chunk 3 of 4 could not be copied to the web server.' },
            })
          : route.fallback(),
      );
      await page.goto(dashboard);
      const dialog = await openPublishModal(page);
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

      await expect(dialog.getByRole('alert')).toHaveText(
        'Publishing error: Chunk 3 of 4 could not be copied to the web server.',
      );
      await page.screenshot({ path: info.outputPath('publish-failed.png') });
      // Try again has the focus; Escape closes, and the focus is back on the Publish button.
      await expect(dialog.getByRole('button', { name: 'Try again' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeFocused();
    },
  );

  test(
    'a trial site sees the upsell instead of publishing',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await page.route('**/authstatus/details', (route) =>
        route.continue({ headers: { ...route.request().headers(), prefer: 'example=trial-site' } }),
      );
      let published = false;
      await page.route(chunked, (route) => {
        published = true;
        return route.fallback();
      });
      // The launcher route opens the modal; opened from outside the app, closing goes to the dashboard.
      await page.goto('/51877/publish');
      const dialog = page.getByRole('dialog', { name: 'Publish Your Site' });
      await expect(dialog).toContainText('Your website is on a free trial');
      await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
      await page.screenshot({ path: info.outputPath('publish-trial.png') });
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await expect(page).toHaveURL(/\/51877\/dashboard$/);
      await expect(dialog).toBeHidden();

      // From the publish menu too; Upgrade Now leaves for the subscription flow.
      const again = await openPublishModal(page);
      await expect(again).toContainText('Your website is on a free trial');
      await again.getByRole('button', { name: 'Upgrade Now' }).click();
      await expect(again).toBeHidden();
      // The subscription flow opens with its plans (the page is checked once they are drawn,
      // not while the modal is still fading in over its loading words).
      await expect(page.getByRole('dialog').getByRole('article').first()).toBeVisible();
      expect(published).toBe(false);
    },
  );
});
