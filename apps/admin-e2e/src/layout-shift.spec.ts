import { expect, test } from './fixtures';

// What loads after the first paint takes the room it was given: nothing moves when it arrives.

test('the dashboard’s notice and task list take the same room while their code loads', async ({
  page,
}) => {
  // Hold the two modules' code until their loading states have been measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(notification|tasks)-module-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
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
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/order-status-cell-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
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
