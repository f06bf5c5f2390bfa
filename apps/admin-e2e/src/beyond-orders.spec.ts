import { expect, test, type Page, type Request, checkRow } from './fixtures';

// Beyond the spec (issue 20 items 1, 2 and 5): the undo window on status changes, the new-order
// alert and bulk dispatch notes. The mock's new-count call tells one story: the first check gives
// order 10472 as the starting point, the next finds two newer orders, then none once seen.
const orders = '/48213/shop/orders';
const isMobile = (name: string) => name === 'mobile';

/** The status updates the app sends, with their headers. */
async function statusUpdates(page: Page) {
  const seen: { body: unknown; headers: Record<string, string> }[] = [];
  await page.route('**/48213/shop/orders/statusUpdate/', (route) => {
    const request = route.request();
    seen.push({
      body: JSON.parse(request.postData() ?? 'null'),
      headers: request.headers(),
    });
    return route.fallback();
  });
  return seen;
}

async function openOrders(page: Page) {
  await page.goto(orders);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('beyond the spec: orders', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a status change waits 8 seconds with Undo; Undo sends nothing; leaving the page sends it at once',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      const updates = await statusUpdates(page);
      // A controllable clock (time flows until paused): it proves below what sent the change.
      await page.clock.install();
      await openOrders(page);
      const status = page.getByRole('combobox', { name: 'Status of order #10461' });
      await expect(status).toHaveValue('2.1');

      // Undo: the row goes back and nothing is sent.
      await status.selectOption({ label: 'Awaiting Dispatch' });
      await expect(status).toHaveValue('2.3');
      const notice = page.getByText('Order #10461 will be marked Awaiting Dispatch');
      await expect(notice).toBeVisible();
      await page.screenshot({ path: info.outputPath('undo-notice.png') });
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(status).toHaveValue('2.1');
      await expect(page.getByText('Undone: nothing was sent.')).toBeVisible();

      // Left alone, the change goes when the 8 seconds are up, with the CSRF header of the client.
      // The page's clock stands still from the change and is run through them, not waited for.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await status.selectOption({ label: 'Packaging' });
      await expect(status).toHaveValue('2.2');
      await page.clock.runFor(7_900);
      // Room for a request the timer would have sent too early to reach the route.
      await page.waitForTimeout(300);
      expect(updates).toHaveLength(0);
      await page.clock.runFor(200);
      await expect.poll(() => updates.length).toBe(1);
      await page.clock.resume();
      await expect(page.getByText('Order #10461 has been updated.').first()).toBeVisible();
      const [sent] = updates;
      expect(sent?.body).toMatchObject({ orders: [10461], status: '2.2' });
      expect(sent?.headers['x-requested-with']).toBe('XMLHttpRequest');

      // A change confirmed in the modal (with its customer email), then the owner leaves the page.
      await status.selectOption({ label: 'Dispatched' });
      const dialog = page.getByRole('dialog', { name: 'Update order #10461' });
      await expect(dialog.getByRole('textbox', { name: 'Email to the customer' })).not.toBeEmpty();
      // The page's time stops before the change is held, so its 8-second timer cannot send it:
      // only leaving the page can.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
      await dialog.getByRole('button', { name: 'Update status' }).click();
      await expect(dialog).toBeHidden();
      await expect(status).toHaveValue('3.0');
      await expect(
        page.getByText('The change and the customer email go in 8 seconds.'),
      ).toBeVisible();
      // By keyboard: on a phone the notices sit over the breadcrumbs.
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().press('Enter');
      await expect.poll(() => updates.length, { timeout: 15_000 }).toBe(2);
      expect(updates[1]?.body).toMatchObject({
        orders: [10461],
        status: '3.0',
        sendEmailToggle: true,
      });
      await page.clock.resume();
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeHidden({
        timeout: 30_000,
      });
    },
  );

  test(
    'closing the tab during the undo window sends the held change at once',
    { tag: '@desktop-only' },
    async ({ page, context }) => {
      // Watched, not intercepted: a request held for a route handler dies with its tab (and
      // the browser does not report a keepalive request's body).
      const sent: string[] = [];
      context.on('request', (request) => {
        if (request.url().endsWith('/48213/shop/orders/statusUpdate/')) sent.push(request.method());
      });
      await openOrders(page);
      const status = page.getByRole('combobox', { name: 'Status of order #10461' });
      await status.selectOption({ label: 'Awaiting Dispatch' });
      await expect(page.getByText('Order #10461 will be marked Awaiting Dispatch')).toBeVisible();
      expect(sent).toHaveLength(0);
      // The tab's 8-second timer dies with it: only the page going away can send the change.
      // With its unload handlers run, close only starts closing the tab: the journey ends once it
      // has closed (the checks after a journey skip a closed page, not a closing one).
      const closed = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });
      await closed;
      await expect.poll(() => sent).toEqual(['POST']);
    },
  );

  test(
    'the undo window can be turned off from the order list',
    { tag: '@phone-only' },
    async ({ page }) => {
      const updates = await statusUpdates(page);
      await openOrders(page);
      await page.getByRole('button', { name: 'Row options' }).click();
      const setting = page.getByRole('menuitemcheckbox', {
        name: 'Wait 8 seconds before sending a status change (Undo)',
      });
      await expect(setting).toHaveAttribute('aria-checked', 'true');
      // The long choice wraps inside the phone's screen rather than running off it. Measured once
      // the menu is placed under its button: it is drawn unplaced (and unwrapped) a frame before,
      // which a CI run once measured at 439 px.
      const menu = page.getByRole('menu');
      await expect
        .poll(async () => {
          const box = await menu.boundingBox();
          return box ? box.x + box.width : Infinity;
        })
        .toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      await setting.click();
      await page.keyboard.press('Escape');
      const status = page.getByRole('combobox', { name: 'Status of order #10461' });
      await status.selectOption({ label: 'Awaiting Dispatch' });
      await expect(page.getByText('Order #10461 has been updated.').first()).toBeVisible();
      expect(updates).toHaveLength(1);
      await expect(page.getByText('Order #10461 will be marked Awaiting Dispatch')).toHaveCount(0);
      // Remembered: after a reload the change still goes at once.
      await openOrders(page);
      await page.getByRole('button', { name: 'Row options' }).click();
      await expect(setting).toHaveAttribute('aria-checked', 'false');
    },
  );

  test('new orders show on the Orders menu item and in the tab title until the order list is opened', async ({
    page,
  }, info) => {
    const mobile = isMobile(info.project.name);
    await page.goto('/48213/shop');
    await expect(page).toHaveTitle(/^\(2\) /, { timeout: 30_000 });
    if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const shopMenu = page.getByRole('navigation', { name: 'Shop menu' });
    const ordersItem = shopMenu.getByRole('link', { name: /^Orders/ });
    await expect(ordersItem).toHaveAccessibleName('Orders 2 new orders');
    if (!mobile) {
      // The top bar's Shop carries it too, from any section.
      await expect(
        page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: /^Shop/ }),
      ).toHaveAccessibleName('Shop 2 new orders');
    }
    if (mobile) {
      const main = page.getByRole('navigation', { name: 'Main menu' });
      await expect(main.getByRole('link', { name: /^Shop/ })).toHaveAccessibleName(
        'Shop 2 new orders',
      );
    }
    await page.screenshot({ path: info.outputPath('new-orders.png') });

    await ordersItem.click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
    if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Shop menu' }).getByRole('link', { name: /^Orders/ }),
    ).toHaveAccessibleName('Orders');
    if (mobile) await page.keyboard.press('Escape');

    // Seen: after a reload the checks (and one on window focus) find nothing new. Only the new
    // page's checks count (the order list may still ask as it is left), and the focus is sent
    // once its first check is answered: a focus while that check is on its way joins it.
    const checks: string[] = [];
    let answered = 0;
    const newPageCheck = (request: Request) =>
      request.url().includes('/shop/orders/new-count') &&
      new URL(request.frame().url()).pathname === '/48213/shop';
    page.on('request', (request) => {
      if (newPageCheck(request)) checks.push(request.url());
    });
    const settle = (request: Request) => {
      if (newPageCheck(request)) answered += 1;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto('/48213/shop');
    await expect.poll(() => checks.length > 0 && answered === checks.length).toBe(true);
    const checksBeforeFocus = checks.length;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => checks.length).toBeGreaterThan(checksBeforeFocus);
    expect(checks.every((url) => url.endsWith('since=10474'))).toBe(true);
    if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Shop menu' }).getByRole('link', { name: /^Orders/ }),
    ).toHaveAccessibleName('Orders');
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
  });

  test(
    'prints the dispatch notes of the checked orders in one window',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await openOrders(page);
      if (isMobile(info.project.name)) {
        await page.getByRole('button', { name: 'Select rows' }).click();
      }
      await checkRow(page.getByRole('checkbox', { name: 'Select row 10461' }));
      await checkRow(page.getByRole('checkbox', { name: 'Select row 10457' }));
      const [notes] = await Promise.all([
        page.waitForEvent('popup'),
        page
          .getByRole('toolbar', { name: 'Bulk actions' })
          .getByRole('button', { name: 'Print dispatch notes' })
          .click(),
      ]);
      await notes.waitForLoadState();
      const url = new URL(notes.url());
      expect(url.pathname).toBe('/edit/dynamic/shop/shop_management/dispatch_note.php');
      expect(url.searchParams.get('id')).toBe('10461,10457');
      await expect(notes).toHaveTitle('Dispatch notes – 2 orders');
      await expect(notes.getByRole('heading', { level: 2 })).toHaveText([
        'Dispatch note for order #10461',
        'Dispatch note for order #10457',
      ]);
      await notes.screenshot({ path: info.outputPath('dispatch-notes.png') });
      await notes.close();
    },
  );
});
