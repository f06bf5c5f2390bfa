import { expect, test, type Page, checkRow } from './fixtures';

// Shop orders (issue: the status workflow, the order panel, export, filters, dispatch). The mock
// answers each order with the example named after its id (see README "Orders").
const orders = '/48213/shop/orders';
const isMobile = (name: string) => name === 'mobile';

/** The bodies of the status updates the app posts. */
async function statusUpdates(page: Page): Promise<unknown[]> {
  const seen: unknown[] = [];
  await page.route('**/48213/shop/orders/statusUpdate/', (route) => {
    seen.push(JSON.parse(route.request().postData() ?? 'null'));
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

/** Opens a row's action: desktop shows it; mobile swipes the row to reveal it. */
async function rowAction(page: Page, name: string, id: number, mobile: boolean) {
  if (mobile) {
    await page
      .getByTestId('swipe-row')
      .filter({ hasText: `#${id}` })
      .evaluate((row) => row.scrollBy({ left: 400 }));
  }
  await page.getByRole(name === 'View' ? 'link' : 'button', { name: `${name} #${id}` }).click();
}

test.describe('shop orders', () => {
  test.describe.configure({ timeout: 120_000 });

  // These journeys follow each change as it is sent: the owner has turned the undo window off
  // (its own journeys are in beyond-orders.spec.ts).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'app_orders_undo_window',
        JSON.stringify({ value: false, expires: Date.now() + 86_400_000 }),
      );
    });
  });

  test('changes a status in the list: a minor change posts, a major one asks and sends the edited email', async ({
    page,
  }, info) => {
    const updates = await statusUpdates(page);
    await openOrders(page);
    const status = page.getByRole('combobox', { name: 'Status of order #10461' });
    await expect(status).toHaveValue('2.1');

    // Picking → Awaiting Dispatch: the same parent status, posted at once, no email.
    await status.selectOption({ label: 'Awaiting Dispatch' });
    await expect(page.getByText('Order #10461 has been updated.').first()).toBeVisible();
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0]).toEqual({
      orders: [10461],
      status: '2.3',
      sendToAllToggle: false,
      sendEmailToggle: false,
      modifiedEmailBody: null,
      restockToggle: false,
    });
    await expect(status).toHaveValue('2.3');

    // → Dispatched: the modal, with the dispatch email filled in for the order, edited.
    await status.selectOption({ label: 'Dispatched' });
    const dialog = page.getByRole('dialog', { name: 'Update order #10461' });
    // The rich-text editor: the shop's dispatch email filled in for Rhiannon, as text, not tags.
    const email = dialog.getByRole('textbox', { name: 'Email to the customer' });
    await expect(email).toHaveText(
      /^Dear Rhiannon Evans,Good news! Your order #10461 has been dispatched/,
    );
    await expect(email).not.toContainText('<p>');
    await email.fill('Dear Rhiannon,');
    await email.press('Enter');
    await email.pressSequentially('Your bowl and plates are on their way with DPD.');
    await page.screenshot({ path: info.outputPath('status-modal.png') });
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => updates.length).toBe(2);
    expect(updates[1]).toEqual({
      orders: [10461],
      status: '3.0',
      sendToAllToggle: false,
      sendEmailToggle: true,
      modifiedEmailBody:
        '<p>Dear Rhiannon,</p><p>Your bowl and plates are on their way with DPD.</p>',
      restockToggle: false,
    });
    await expect(status).toHaveValue('3.0');

    // A major change the owner cancels puts the old value back.
    await status.selectOption({ label: 'Refunded' });
    const refund = page.getByRole('dialog', { name: 'Update order #10461' });
    await expect(refund.getByRole('button', { name: 'Update status' })).toBeDisabled();
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await expect(status).toHaveValue('3.0');
    // The focus goes back to the dropdown that asked (it had fallen to the page's top).
    await expect(status).toBeFocused();
    expect(updates).toHaveLength(2);
  });

  test('cancels two orders at once and restocks their items', async ({ page }, info) => {
    const updates = await statusUpdates(page);
    await openOrders(page);
    if (isMobile(info.project.name)) {
      await page.getByRole('button', { name: 'Select rows' }).click();
    }
    await checkRow(page.getByRole('checkbox', { name: 'Select row 10474' }));
    await checkRow(page.getByRole('checkbox', { name: 'Select row 10466' }));
    await page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Change status' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update 2 orders' });
    await dialog.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Cancelled' });
    await expect(
      dialog.getByRole('checkbox', { name: 'Put the items back in stock' }),
    ).toBeChecked();
    // The owner reads the email before sending it.
    await expect(dialog.getByRole('textbox', { name: 'Email to the customer' })).toContainText(
      'has been cancelled',
    );
    await page.screenshot({ path: info.outputPath('bulk-cancel.png') });
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText('2 orders have been updated.').first()).toBeVisible();
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0]).toMatchObject({
      orders: [10474, 10466],
      status: '5.0',
      restockToggle: true,
      sendEmailToggle: true,
      sendToAllToggle: false,
    });
  });

  test('an order with tax-exclusive lines and mixed rates, Click & Drop errors, and deleting an order', async ({
    page,
  }, info) => {
    const mobile = isMobile(info.project.name);
    await openOrders(page);
    await rowAction(page, 'View', 10459, mobile);
    const panel = page.getByRole('dialog', { name: 'Order #10459' });
    const items = panel.getByRole('table');
    // On a phone quantity, price and rate go under each product's name, so the totals fit.
    await expect(items.getByRole('columnheader')).toHaveText(
      mobile
        ? ['Product ↓', 'Total']
        : ['Product ↓', 'Qty', 'Price (ex. tax)', 'Tax rate', 'Total'],
    );
    await expect(items.getByRole('row').nth(1)).toContainText("The Potter's Book of Glaze Recipes");
    await expect(items.getByRole('row').nth(1)).toContainText('0%');
    await expect(items.getByRole('row').nth(2)).toContainText('20%');
    await expect(items.getByRole('row').nth(2)).toContainText('£60.00');
    if (mobile) await expect(items.getByText('4 × £15.00 ex. tax · 20% tax')).toBeVisible();
    const overflow = await items.evaluate(
      (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(panel.getByText('Subtotal')).toBeVisible();
    await expect(panel.getByText('£72.00')).toBeVisible();
    await expect(panel.getByText('£6.00 inc. VAT')).toBeVisible();
    await expect(panel.getByText('£90.00')).toBeVisible();
    await items.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('order-10459.png') });
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();

    // Order 10457 has not been sent to Click & Drop; Royal Mail rejects it with two errors.
    await page.route('**/48213/shop/orders/10457/sendToClickAndDrop/', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=rejected' } }),
    );
    await page.goto(`${orders}/10457`);
    const dispatch = page.getByRole('dialog', { name: 'Order #10457' });
    await expect(
      dispatch.getByText('2 trees are being planted with Ecologi for this order.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await dispatch.getByRole('button', { name: 'Send to Click & Drop' }).click();
    const errors = dispatch
      .getByRole('alert')
      .filter({ hasText: 'Click & Drop could not take the order' });
    await expect(errors).toContainText(
      "The recipient's postcode is not valid for the selected service.",
    );
    await expect(errors).toContainText('Package weight must be greater than 0 g.');
    await page.screenshot({ path: info.outputPath('click-and-drop-errors.png') });
    await page.unroute('**/48213/shop/orders/10457/sendToClickAndDrop/');
    await page.route('**/48213/shop/orders/10457/sendToClickAndDrop/', (route) => route.abort());
    await dispatch.getByRole('button', { name: 'Send to Click & Drop' }).click();
    await expect(
      page.getByText('Failed to send order #10457 to Click & Drop.').first(),
    ).toBeVisible();

    // Delete order 10474 from its panel: the exact question, then the notice; the panel closes.
    let deleted = false;
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().endsWith('/48213/shop/orders/10474'))
        deleted = true;
    });
    await page.goto(`${orders}/10474`);
    const pending = page.getByRole('dialog', { name: 'Order #10474' });
    await pending.getByRole('button', { name: 'Delete' }).click({ timeout: 30_000 });
    const confirm = page.getByRole('alertdialog', { name: 'Delete order #10474?' });
    await expect(confirm).toContainText(
      'Are you sure you wish to delete order #10474? Once deleted, it can not be retrieved.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Order #10474 has been deleted.').first()).toBeVisible();
    await expect(pending).toBeHidden();
    expect(deleted).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${orders}$`));
  });

  test('filters by a custom range (the end before the start is refused) and exports two statuses', async ({
    page,
    context,
  }, info) => {
    const pageRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === orders && request.headers()['x-requested-with']) pageRequests.push(url);
    });
    await openOrders(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Sort and filter' });
    await filters.getByText('Custom range', { exact: true }).click();
    await filters.getByLabel('From', { exact: true }).fill('2026-11-20');
    await filters.getByLabel('To', { exact: true }).fill('2026-11-10');
    await expect(filters.getByText('This must be a date after the From date')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Done' })).toBeDisabled();
    await page.screenshot({ path: info.outputPath('filters-range.png') });
    await filters.getByLabel('To', { exact: true }).fill('2026-11-30');
    await filters.getByRole('button', { name: 'Done' }).click();
    await expect(filters).toBeHidden();
    await expect
      .poll(() => pageRequests.at(-1)?.searchParams.get('filters[dateTo]') ?? null)
      .toBe('2026-11-30');
    const last = pageRequests.at(-1)?.searchParams;
    expect(last?.get('filters[date]')).toBe('custom');
    expect(last?.get('filters[dateFrom]')).toBe('2026-11-20');

    // Export is offered on wider screens only (spec 1 section 2): on a phone its address (a link
    // kept from a desktop) goes back to the list, with the list's query.
    if (isMobile(info.project.name)) {
      await expect(page.getByRole('button', { name: 'Export' })).toBeHidden();
      const query = new URL(page.url()).search;
      await page.goto(`${orders}/export${query}`);
      await expect(page).toHaveURL(`${orders}${query}`);
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      return;
    }
    await page.getByRole('button', { name: 'Export' }).click();
    const exportPanel = page.getByRole('dialog', { name: 'Export orders' });
    const download = exportPanel.getByRole('button', { name: 'Download' });
    await expect(exportPanel.getByRole('combobox', { name: 'Format' })).toBeVisible();
    await expect(download).toBeDisabled();
    await exportPanel.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Xero' });
    await exportPanel.getByLabel('From', { exact: true }).fill('2026-11-01');
    await exportPanel.getByRole('checkbox', { name: 'Pending' }).check({ force: true });
    await exportPanel.getByRole('checkbox', { name: 'Dispatched' }).check({ force: true });
    await expect(download).toBeEnabled();
    const requested = context.waitForEvent('request', (request) =>
      request.url().includes('/shop/orders/export/xero/download'),
    );
    await download.click();
    const url = new URL((await requested).url());
    expect(url.searchParams.get('dateFrom')).toBe('2026-11-01');
    expect(url.searchParams.has('dateTo')).toBe(false);
    expect(url.searchParams.getAll('status[]')).toEqual(['1', '1.0', '1.1', '3', '3.0']);
    // The button shows its loading state for a second, then can be used again (spec 1 section 2).
    await expect(download).toBeEnabled();
  });

  test(
    "example orders' statuses say so in a tooltip, drawn as a tooltip",
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      // The contract's example shop (example_data), picked as a test of the backend would.
      await page.route(/\/48213\/shop\/orders(\?|$)/, (route) => {
        const request = route.request();
        return request.resourceType() === 'fetch'
          ? route.fallback({
              headers: { ...request.headers(), prefer: 'example=example-data' },
            })
          : route.fallback();
      });
      await openOrders(page);
      // The read-only rows' dropdowns are disabled: the tooltip opens on the box around one (its
      // code comes after the list's).
      const trigger = page.locator('[data-scope="tooltip"][data-part="trigger"]').first();
      await expect(trigger).toBeVisible();
      await trigger.hover();
      const tooltip = page.getByText(
        'These are example orders: statuses of real orders can be changed here.',
      );
      await expect(tooltip).toBeVisible();
      // Without its recipe the tooltip was bare text over the rows: no background, no padding.
      const style = await tooltip.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { background: computed.backgroundColor, padding: computed.paddingLeft };
      });
      expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(style.padding).not.toBe('0px');
      await page.screenshot({ path: info.outputPath('example-tooltip.png') });
    },
  );

  test(
    'at 1024 px, the narrowest desktop, the order list fits beside the section sidebar',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await openOrders(page);
      const table = page.getByRole('table', { name: 'Orders' });
      await expect(table.getByRole('button', { name: 'Delete #10474' })).toBeInViewport();
      await expect(table.getByRole('combobox', { name: /status/i }).first()).toBeInViewport({
        ratio: 1,
      });
      // Neither the table nor the page scrolls sideways (the Actions header's hidden label had
      // widened the page by 42 px).
      const overflow = await table.evaluate((element) => ({
        table: element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
        page: document.documentElement.scrollWidth - window.innerWidth,
      }));
      expect(overflow).toEqual({ table: 0, page: 0 });
      await page.screenshot({ path: info.outputPath('orders-1024.png') });
    },
  );

  test(
    "on a phone a tap on an order's card opens it; its status dropdown stays the dropdown's",
    { tag: '@phone-only' },
    async ({ page }) => {
      await openOrders(page);
      const card = page.getByTestId('swipe-row').filter({ hasText: '#10459' });
      await card.getByText('Chloe Hughes').click();
      const panel = page.getByRole('dialog', { name: 'Order #10459' });
      await expect(panel).toBeVisible();
      await expect(page).toHaveURL(/\/48213\/shop\/orders\/10459$/);
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
      await card.getByRole('combobox').click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/48213\/shop\/orders$/);
    },
  );
});
