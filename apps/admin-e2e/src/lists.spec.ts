import { expect, test, type Page, type Request, checkRow } from './fixtures';

const orders = '/48213/shop/orders';
const redirects = '/48213/content/redirects';

/** The page-data requests (XHR) the list sends for `path`. */
function countPageRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path && request.headers()['x-requested-with'] === 'XMLHttpRequest') {
      seen.push(request);
    }
  });
  return seen;
}

const isMobile = (name: string) => name === 'mobile';

test.describe('the generic list', () => {
  // Long journeys against the mock server on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('filters orders by status, searches, sorts, changes page size and reloads the same view', async ({
    page,
  }, info) => {
    const requests = countPageRequests(page, orders);
    await page.goto(orders);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Fiona Campbell').first()).toBeVisible();
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]?.url() ?? '').searchParams.get('withtotals')).toBe('true');
    await page.screenshot({ path: info.outputPath('orders.png'), fullPage: true });

    // One filter change: one request.
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Sort and filter' });
    await expect(panel).toBeVisible();
    await page.screenshot({ path: info.outputPath('orders-filters.png') });
    await panel.getByText('Processing', { exact: true }).click();
    await panel.getByText('Picking', { exact: true }).click();
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/filters%5Bstatus%5D=2\.0%2C2\.1$/);
    await expect.poll(() => requests.length).toBe(2);
    const filtered = new URL(requests[1]?.url() ?? '').searchParams;
    expect(filtered.get('filters[status]')).toBe('2.0,2.1');
    expect(filtered.get('withtotals')).toBe('true');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    // Typing a search word: one request, after the debounce (500 ms). A key a busy machine
    // delivers after a longer pause lets the word typed so far go first, as a slow typist's
    // would: the journey allows one request more for each such pause, never one per key.
    const searchbox = page.getByRole('searchbox', { name: 'Search' });
    await searchbox.evaluate((input) => {
      const times: number[] = [];
      input.addEventListener('input', () => times.push(performance.now()));
      Object.assign(window, { searchInputTimes: times });
    });
    const beforeSearch = requests.length;
    await searchbox.pressSequentially('fiona', { delay: 40 });
    await expect(page).toHaveURL(/search=fiona/);
    await page.waitForTimeout(700);
    const times = await page.evaluate(
      () => (window as unknown as { searchInputTimes: number[] }).searchInputTimes,
    );
    const longPauses = times.slice(1).filter((time, key) => time - (times[key] ?? 0) > 450).length;
    const searches = requests
      .slice(beforeSearch)
      .map((request) => new URL(request.url()).searchParams.get('search'));
    expect(searches.at(-1)).toBe('fiona');
    expect(searches.length).toBeLessThanOrEqual(1 + longPauses);

    // Sort (desktop: the column header; mobile: the panel's sort choice).
    if (isMobile(info.project.name)) {
      await page.getByRole('button', { name: 'Filters (1)' }).click();
      await page
        .getByRole('combobox', { name: 'Sort by' })
        .selectOption({ label: 'Lowest total first' });
      await page.getByRole('button', { name: 'Done' }).click();
    } else {
      await page.getByRole('button', { name: 'Sort by Total' }).click();
    }
    await expect(page).toHaveURL(/sort_column=order_total&sort_direction=asc/);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect(page).toHaveURL(/per_page=10/);
    const address = page.url();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    expect(page.url()).toBe(address);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    const last = new URL(requests[requests.length - 1]?.url() ?? '').searchParams;
    expect(last.get('per_page')).toBe('10');
    expect(last.get('sort_column')).toBe('order_total');
    expect(last.get('filters[status]')).toBe('2.0,2.1');
  });

  test('a query asked for above the table leaves the page still; one from its foot brings its top into view', async ({
    page,
  }) => {
    await page.goto(orders);
    await expect(page.getByText('Fiona Campbell').first()).toBeVisible({ timeout: 15_000 });
    const tab = page.getByRole('tab', { name: /Processing/ });
    const results = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);

    // The rows' arrival had scrolled the page down under the pointer, the tabs out of sight.
    await tab.click();
    await expect(page).toHaveURL(/filter=processing/);
    await expect(page.locator('[data-loading]')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Save view' })).toBeInViewport();

    const perPage = page.getByRole('combobox', { name: 'Rows per page' });
    await perPage.scrollIntoViewIfNeeded();
    const top = async () => (await results.boundingBox())?.y ?? Number.NaN;
    expect(await top()).toBeLessThan(0);
    await perPage.selectOption('10');
    await expect(page).toHaveURL(/per_page=10/);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(page.viewportSize()?.height ?? 0);
  });

  test('runs a bulk action on checked rows and deletes a row', async ({ page }, info) => {
    await page.goto(redirects);
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    if (isMobile(info.project.name)) {
      await expect(page.getByTestId('swipe-row').first()).toBeVisible();
      await page.getByRole('button', { name: 'Select rows' }).click();
      await checkRow(page.getByRole('checkbox', { name: 'Select row 318' }));
      await checkRow(page.getByRole('checkbox', { name: 'Select row 317' }));
    } else {
      await checkRow(page.getByRole('checkbox', { name: 'Select all rows' }));
    }
    const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(toolbar).toBeVisible();
    await page.screenshot({ path: info.outputPath('redirects.png'), fullPage: true });
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete redirects' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/redirects deleted$/)).toBeVisible();

    if (isMobile(info.project.name)) {
      // Swipe the row to reveal its actions.
      await page
        .getByTestId('swipe-row')
        .first()
        .evaluate((row) => row.scrollBy({ left: 400 }));
    }
    await page.getByRole('button', { name: 'Delete old-shop/mugs' }).click();
    // The question names the redirect it deletes.
    const dialog = page.getByRole('alertdialog', { name: 'Delete the redirect ‘old-shop/mugs’?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The redirect has been deleted')).toBeVisible();
  });

  test('shows the unauthorised screen after a 403', { tag: '@desktop-only' }, async ({ page }) => {
    await page.route(`**${orders}*`, (route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({
            status: 403,
            json: { layout: 'unauthorised', message: 'No access' },
          })
        : route.fallback(),
    );
    await page.goto(orders);
    await expect(page.getByText('Sorry, you do not have access to this page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/48213/dashboard',
    );
  });

  test(
    'never shows the rows of a slow reply overtaken by a newer one',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.route(`**${orders}?*`, async (route) => {
        const url = new URL(route.request().url());
        if (
          route.request().resourceType() !== 'fetch' ||
          url.searchParams.get('search') !== 'slow' ||
          url.searchParams.has('per_page')
        ) {
          return route.fallback();
        }
        const reply = await route.fetch();
        const body = (await reply.json()) as { model: { customer_name?: string }[] };
        body.model = body.model.map((row) => ({ ...row, customer_name: 'Stale Customer' }));
        await new Promise((resolve) => setTimeout(resolve, 2500));
        return route.fulfill({ response: reply, json: body }).catch(() => undefined);
      });
      await page.goto(orders);
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
        timeout: 15_000,
      });
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('slow');
      await expect(page).toHaveURL(/search=slow/);
      // While the slow reply is out, a newer query (another page size) overtakes it.
      await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
      await expect(page).toHaveURL(/per_page=10/);
      await page.waitForTimeout(3000);
      await expect(page.getByText('Stale Customer')).toHaveCount(0);
      await expect(page.getByText('Fiona Campbell').first()).toBeVisible();
      await expect(search).toHaveValue('slow');
    },
  );

  test(
    'a second search word typed while the first is loading still reaches the address',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.route(`**${orders}?*`, async (route) => {
        const url = new URL(route.request().url());
        if (
          route.request().resourceType() !== 'fetch' ||
          url.searchParams.get('search') !== 'slow'
        ) {
          return route.fallback();
        }
        const reply = await route.fetch();
        const body = (await reply.json()) as { model: { customer_name?: string }[] };
        body.model = body.model.map((row) => ({ ...row, customer_name: 'Stale Customer' }));
        await new Promise((resolve) => setTimeout(resolve, 2500));
        return route.fulfill({ response: reply, json: body }).catch(() => undefined);
      });
      await page.goto(orders);
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
        timeout: 15_000,
      });
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('slow');
      await expect(page).toHaveURL(/search=slow/);
      await search.fill('fiona');
      await expect(page).toHaveURL(/search=fiona/);
      await page.waitForTimeout(3000);
      await expect(page).toHaveURL(/search=fiona/);
      await expect(page.getByText('Stale Customer')).toHaveCount(0);
      await expect(search).toHaveValue('fiona');
    },
  );

  // Each list at one width: the every-route journey opens all of them at both.
  for (const [path, title, tag] of [
    ['/48213/content/redirects', 'Redirects', '@desktop-only'],
    ['/48213/blog/7/posts', 'Studio Journal', '@phone-only'],
    ['/48213/blog/7/categories', 'Categories', '@desktop-only'],
    ['/48213/blog/7/comments', 'Comments', '@phone-only'],
    ['/48213/blog/7/comments/spam', 'Spam comments', '@desktop-only'],
    ['/48213/account/domains/hartleyandfinch.co.uk', 'hartleyandfinch.co.uk', '@phone-only'],
  ] as const) {
    test(`renders ${path} from the mock's example`, { tag }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
        timeout: 15_000,
      });
      await expect(
        page.getByRole('link', { name: 'Dashboard', exact: true }).first(),
      ).toBeVisible();
    });
  }
});
