import { clickMenuItem, expect, test, type Page } from './fixtures';

const frameOf = (page: Page) => page.frameLocator('iframe[title="Site builder page"]');

test.describe('older pages in a frame', () => {
  test(
    'shows the page the route and its i query name',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/48213/shop?i=products');
      await expect(page.locator('iframe[title="Site builder page"]')).toHaveAttribute(
        'src',
        /\/edit\/shop\.php\?i=products$/,
      );
      await expect(
        frameOf(page).getByRole('heading', { name: 'Older page /edit/shop.php' }),
      ).toBeVisible();
    },
  );

  test(
    'frames the older page a server-driven reply names (a domain held elsewhere)',
    { tag: '@phone-only' },
    async ({ page }) => {
      const domain = '/48213/account/domains/hartleyfinch.com';
      // The mock answers one example per call: ask for the domain held elsewhere.
      await page.route(
        (url) => url.pathname === domain,
        (route) =>
          route.request().resourceType() === 'fetch'
            ? route.fallback({
                headers: { ...route.request().headers(), prefer: 'example=registered-elsewhere' },
              })
            : route.fallback(),
      );
      await page.goto(domain);
      await expect(page.locator('iframe[title="Site builder page"]')).toHaveAttribute(
        'src',
        /\/edit\/account\/domains\.php\?domain=hartleyfinch\.com$/,
        { timeout: 20_000 },
      );
      await expect(
        frameOf(page).getByRole('heading', { name: 'Older page /edit/account/domains.php' }),
      ).toBeVisible();
    },
  );

  test(
    'notifies and shows a video when the page asks',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/48213/design');
      const frame = frameOf(page);
      await frame.getByRole('button', { name: 'Send notify' }).click();
      const notice = page.getByText('Your changes have been saved');
      await expect(notice).toBeVisible();
      // Below the top bar, whose section menus and Publish stay in reach while it shows (once
      // it has slid in from above).
      const topBarBox = await page.getByRole('banner').boundingBox();
      if (!topBarBox) throw new Error('not drawn');
      await expect
        .poll(async () => (await notice.boundingBox())?.y)
        .toBeGreaterThanOrEqual(topBarBox.y + topBarBox.height);
      // A top-bar menu opened meanwhile drops down over it, its items all in reach.
      await page.getByRole('banner').getByRole('button', { name: 'Content' }).click();
      const items = page.getByRole('menuitem');
      await expect(items.first()).toBeVisible();
      const covered = await items.evaluateAll((elements) =>
        elements
          .filter((item) => {
            const box = item.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return !item.contains(top);
          })
          .map((item) => item.textContent),
      );
      expect(covered).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(items.first()).toBeHidden();

      await frame.getByRole('button', { name: 'Send showVideo' }).click();
      const video = page.getByRole('dialog', { name: 'Video' });
      await expect(video).toBeVisible();
      await expect(video.locator('iframe')).toHaveAttribute(
        'src',
        'https://player.vimeo.com/video/76979871?autoplay=1',
      );
      await video.getByRole('button', { name: 'Close video' }).click();
      await expect(video).toBeHidden();
    },
  );

  test('answers checkLogin', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/48213/support');
    const frame = frameOf(page);
    await frame.getByRole('button', { name: 'Send checkLogin' }).click();
    await expect(frame.getByText('{"type":"checkLogin","loggedIn":true}')).toBeVisible();
  });

  test(
    'ignores the same message from another origin',
    { tag: '@phone-only' },
    async ({ page, baseURL }) => {
      await page.goto('/48213/design');
      await expect(frameOf(page).getByRole('heading', { level: 1 })).toBeVisible();
      // Record what reaches the window, to be sure the foreign message did arrive.
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seenOrigins: seen });
        window.addEventListener('message', (event) => seen.push(event.origin));
      });
      // The same stand-in page, served from another origin, opened by the app's window.
      const foreign = (baseURL ?? '').replace('127.0.0.1', 'localhost');
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate((url) => window.open(url), `${foreign}/edit/design.php`),
      ]);
      await popup.getByRole('button', { name: 'Send notify' }).click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { seenOrigins: string[] }).seenOrigins),
        )
        .toContain(foreign);
      // A message from the frame itself still works, so the listener is alive.
      await frameOf(page).getByRole('button', { name: 'Send showVideo' }).click();
      await expect(page.getByRole('dialog', { name: 'Video' })).toBeVisible();
      await expect(page.getByText('Your changes have been saved')).toHaveCount(0);
    },
  );

  test('asks before leaving a page with unsaved work, and leaves a clean one at once', async ({
    page,
  }, info) => {
    await page.goto('/48213/shop');
    const frame = frameOf(page);
    await frame.getByLabel('This page has unsaved changes').check();

    const leave = async () => {
      if (info.project.name === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: 'Dashboard' })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('button', { name: 'Dashboard' })
          .click();
        await clickMenuItem(page, 'Overview');
      }
    };

    await leave();
    const prompt = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/48213\/shop$/);
    await expect(frame.getByLabel('This page has unsaved changes')).toBeChecked();

    await frame.getByLabel('This page has unsaved changes').uncheck();
    await leave();
    await expect(page).toHaveURL(/\/48213\/dashboard$/);
    await expect(prompt).toBeHidden();
  });
});
