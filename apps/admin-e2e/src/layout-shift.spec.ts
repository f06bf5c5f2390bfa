import { expect, test, type Page, type Request } from './fixtures';

// What loads after the first paint takes the room it was given: nothing moves when it arrives.

/** Holds back the requests `url` matches (those `held` picks) until the returned call. */
async function holdRequests(
  page: Page,
  url: RegExp,
  held: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (held(route.request())) await released;
    await route.continue();
  });
  return release;
}

test('the dashboard’s notice and task list take the same room while their code loads', async ({
  page,
}) => {
  // Hold the two modules' code until their loading states have been measured.
  const release = await holdRequests(page, /\/assets\/(notification|tasks)-module-[\w-]+\.js$/);
  await page.goto('/48213/dashboard');

  const notice = page.locator('[data-module="notification"]');
  const tasks = page.locator('[data-module="tasks"]');
  const firstTask = tasks.getByRole('button', { name: /Add your winter collection/ });
  await expect(notice).toHaveAttribute('aria-busy', 'true');
  await expect(firstTask).toBeDisabled();
  const noticeLoading = await notice.boundingBox();
  const tasksLoading = await tasks.boundingBox();

  release();
  await expect(notice).not.toHaveAttribute('aria-busy');
  await expect(firstTask).toBeEnabled();
  const noticeDrawn = await notice.boundingBox();
  const tasksDrawn = await tasks.boundingBox();
  expect(noticeDrawn?.height).toBe(noticeLoading?.height);
  expect(tasksDrawn?.height).toBe(tasksLoading?.height);
  // Measured from the notice, so the top bar's own height does not count here.
  expect((tasksDrawn?.y ?? 0) - (noticeDrawn?.y ?? 0)).toBe(
    (tasksLoading?.y ?? 0) - (noticeLoading?.y ?? 0),
  );
});

test('an order’s status takes the same room while the status dropdown’s code loads', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/order-status-cell-[\w-]+\.js$/);
  await page.goto('/48213/shop/orders');

  const loading = page.locator('[data-status-placeholder]').first();
  await expect(loading).toBeVisible();
  // Other cells with code of their own (the products) are measured once drawn: only the status
  // is still loading, so only its arrival could move anything.
  await expect(page.locator('[aria-busy="true"]:not([data-status-placeholder])')).toHaveCount(0);
  const before = await loading.boundingBox();
  // The next order's number: the rows (or cards) below must not move either.
  const nextOrder = page.getByText(/^#\d+$/).nth(1);
  const nextBefore = await nextOrder.boundingBox();

  release();
  const drawn = page.locator('[data-status-colour]').first();
  await expect(drawn).toBeVisible();
  await expect(page.locator('[data-status-placeholder]')).toHaveCount(0);
  expect(await drawn.boundingBox()).toEqual(before);
  expect(await nextOrder.boundingBox()).toEqual(nextBefore);
});

const OVERVIEW_CODE = /\/assets\/list-overview-[\w-]+\.js$/;
const OVERVIEW_TEXT = 'Send visitors from an old page address to a new one';

test('a list’s overview is drawn with its rows on a desktop @desktop-only', async ({ page }) => {
  // The list's reply is held until the overview's code has been asked for: it starts with the
  // header's code, so it is in when the rows are (drawn later, it would push them down).
  const release = await holdRequests(
    page,
    /\/48213\/content\/redirects(\?|$)/,
    (request) => request.resourceType() !== 'document',
  );
  const overviewLoaded = page.waitForEvent('requestfinished', (request) =>
    OVERVIEW_CODE.test(request.url()),
  );
  await page.goto('/48213/content/redirects');
  await overviewLoaded;

  release();
  await expect(page.getByRole('table', { name: 'Redirects' })).toBeVisible();
  // Drawn in the same frame as the rows, not after a loading state.
  expect(await page.getByText(OVERVIEW_TEXT).isVisible()).toBe(true);
});

test('a list waits for its overview’s late code on a desktop, so its rows never move @desktop-only', async ({
  page,
}) => {
  // The overview's code is held until the list's reply and code are in (a slow network): the
  // rows wait for it. Drawn first, they moved up when the overview replaced its loading state.
  const release = await holdRequests(page, OVERVIEW_CODE);
  await page.addInitScript((overviewText) => {
    new MutationObserver(() => {
      if (document.querySelector('table') && !document.body.textContent?.includes(overviewText))
        Object.assign(window, { rowsBeforeOverview: true });
    }).observe(document, { childList: true, subtree: true });
  }, OVERVIEW_TEXT);
  const reply = page.waitForResponse(
    (response) =>
      response.url().includes('/48213/content/redirects') &&
      response.request().resourceType() === 'fetch',
  );
  const headerCode = page.waitForEvent('requestfinished', (request) =>
    /\/assets\/list-header-[\w-]+\.js$/.test(request.url()),
  );
  await page.goto('/48213/content/redirects');
  await Promise.all([reply, headerCode]);
  // Time for the list to draw, were it to draw without the overview.
  await page.waitForTimeout(500);

  release();
  await expect(page.getByRole('table', { name: 'Redirects' })).toBeVisible();
  await expect(page.getByText(OVERVIEW_TEXT)).toBeVisible();
  expect(await page.evaluate(() => 'rowsBeforeOverview' in window)).toBe(false);
});

test('a list on a phone draws without its overview’s code @phone-only', async ({ page }) => {
  // The overview starts closed on a phone: its code (with the HTML sanitiser) is held, and the
  // list draws all the same; it shows once Show overview is pressed and the code is in.
  const release = await holdRequests(page, OVERVIEW_CODE);
  await page.goto('/48213/content/redirects');
  await expect(page.getByTestId('swipe-row').first()).toBeVisible();
  const show = page.getByRole('button', { name: 'Show overview' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');

  await show.click();
  await expect(page.getByRole('button', { name: 'Hide overview' })).toBeVisible();
  await expect(page.getByText(OVERVIEW_TEXT)).toHaveCount(0);
  release();
  await expect(page.getByText(OVERVIEW_TEXT)).toBeVisible();
});

test('a status email’s editor takes the room it was given: the dialog’s buttons stay put @phone-only', async ({
  page,
}) => {
  // The editor's code is held while the dialog opens; a tap on Update status meanwhile must land
  // where the button still is once the editor arrives (the bulk cancel journey once missed it).
  const release = await holdRequests(page, /\/assets\/email-editor-[\w-]+\.js$/);
  await page.goto('/48213/shop/orders');
  await page
    .getByRole('combobox', { name: 'Status of order #10461' })
    .selectOption({ label: 'Cancelled' });
  const dialog = page.getByRole('dialog', { name: 'Update order #10461' });
  const update = dialog.getByRole('button', { name: 'Update status' });
  await expect(dialog.locator('[data-email-loading]')).toBeVisible();
  // Measured once the dialog's own opening animation is over (the spinner's never is).
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const before = await update.boundingBox();

  release();
  await expect(dialog.getByRole('textbox', { name: 'Email to the customer' })).toContainText(
    'Your order #10461',
  );
  expect(await update.boundingBox()).toEqual(before);
});
