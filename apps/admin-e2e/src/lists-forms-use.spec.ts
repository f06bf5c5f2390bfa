import { expect, test, type Locator, type Page, checkRow, settleAnimations } from './fixtures';

// Lists and forms as a demanding owner uses them, at the width where each defect showed.

const redirects = '/48213/content/redirects';
const domain = '/48213/account/domains/hartleyandfinch.co.uk';

const isMobile = (name: string) => name === 'mobile';

async function openList(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 40_000,
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not on screen');
  return found;
}

/** The parts of each phone card that stick out of the card (clipped text). */
async function overflowingCardParts(page: Page): Promise<string[]> {
  return page.getByTestId('swipe-row').evaluateAll((rows) =>
    rows.flatMap((row) => {
      // The card is the row's first part (its actions sit beyond it, a swipe away).
      const card = row.firstElementChild;
      if (!(card instanceof HTMLElement)) return [];
      const right = row.getBoundingClientRect().right + 1;
      return Array.from(card.querySelectorAll<HTMLElement>('*'))
        .filter((element) => element.getBoundingClientRect().right > right)
        .map((element) => element.textContent ?? '');
    }),
  );
}

test.describe('lists and forms in use', () => {
  // Journeys against the mock server on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test(
    'long values wrap inside the phone cards',
    { tag: '@phone-only' },
    async ({ page }, info) => {
      await openList(page, redirects, 'Redirects');
      await expect(page.getByTestId('swipe-row').first()).toBeVisible();
      await expect(page.getByText('workshops/saturday-throwing')).toBeVisible();
      expect(await overflowingCardParts(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath('cards.png'), fullPage: true });
    },
  );

  test('the bulk bar sits at the bottom of a phone and never moves the table on a desktop', async ({
    page,
  }, info) => {
    await openList(page, redirects, 'Redirects');
    if (isMobile(info.project.name)) {
      await page.getByRole('button', { name: 'Select rows' }).click();
      await checkRow(page.getByRole('checkbox', { name: 'Select row 318' }));
      const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
      await expect(toolbar).toBeVisible();
      const viewport = page.viewportSize();
      const bar = await box(toolbar);
      expect(Math.round(bar.y + bar.height)).toBe(viewport?.height);
      expect(Math.round(bar.width)).toBe(viewport?.width);
      // Still there after scrolling down the list.
      await page.mouse.wheel(0, 600);
      await expect(toolbar).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: info.outputPath('bulk-bar.png') });
    } else {
      const table = page.getByRole('table', { name: 'Redirects' });
      const before = await box(table);
      await checkRow(page.getByRole('checkbox', { name: 'Select row 318' }));
      await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toBeVisible();
      expect((await box(table)).y).toBe(before.y);
      await page.screenshot({ path: info.outputPath('bulk-bar.png') });
    }
  });

  test('closing a panel gives focus back to the control that opened it', async ({ page }) => {
    await openList(page, redirects, 'Redirects');
    const add = page.getByRole('button', { name: 'Add redirect' });
    await add.click();
    const create = page.getByRole('dialog', { name: 'Add redirect' });
    await expect(create.getByRole('textbox', { name: /Old page address/ })).toBeVisible({
      timeout: 40_000,
    });
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();
    await expect(add).toBeFocused();

    await page.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    const filters = page.getByRole('dialog', { name: 'Sort and filter' });
    await expect(filters).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
  });

  test(
    'a DNS record list shows its TTL as the code it is',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openList(page, domain, 'hartleyandfinch.co.uk');
      const table = page.getByRole('table', { name: 'hartleyandfinch.co.uk' });
      await expect(table.getByRole('cell', { name: '3600', exact: true }).first()).toBeVisible();
      await expect(table.getByText('3,600')).toHaveCount(0);
    },
  );

  test(
    'the edit form shows the visits so far and names the redirect it deletes',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto(`${redirects}/318/edit`);
      const panel = page.getByRole('dialog', { name: 'Edit redirect' });
      await expect(panel.getByText('Visits so far')).toBeVisible({ timeout: 40_000 });
      await expect(panel.getByText('1,284')).toBeVisible();
      await panel.getByRole('button', { name: 'Delete' }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'Delete the redirect ‘old-shop/mugs’?' }),
      ).toBeVisible();
    },
  );

  test('the page address shows the whole site address and fits a phone', async ({ page }, info) => {
    await page.goto(`${redirects}/create`);
    const panel = page.getByRole('dialog', { name: 'Add redirect' });
    const address = panel.getByRole('textbox', { name: /Old page address/ });
    await expect(address).toBeVisible({ timeout: 40_000 });
    await expect(panel.getByText('hartleyandfinch.co.uk/', { exact: true })).toBeVisible();
    await address.fill('/x/');
    await expect(panel.getByText('Address: https://hartleyandfinch.co.uk/x/')).toBeVisible();
    await address.fill('a..b');
    await panel.getByRole('button', { name: 'Add redirect' }).click();
    await expect(panel.getByText(/consecutive dots or slashes/)).toBeVisible();
    // The choice stays inside the form's column (the address input's right edge).
    const other = await box(panel.locator('label', { hasText: 'Another web address' }));
    const field = await box(address);
    expect(other.x + other.width).toBeLessThanOrEqual(field.x + field.width + 1);
    await page.screenshot({ path: info.outputPath('page-address.png') });
  });

  test('a web address is checked before it is sent', { tag: '@desktop-only' }, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/redirects/create'))
        sent.push(request.url());
    });
    await page.goto(`${redirects}/create`);
    const panel = page.getByRole('dialog', { name: 'Add redirect' });
    const address = panel.getByRole('textbox', { name: /Old page address/ });
    await expect(address).toBeVisible({ timeout: 40_000 });
    await address.fill('old-shop/vases');
    await panel.getByText('Another web address').click();
    await panel.getByRole('textbox', { name: /Web address/ }).fill('not a url');
    await panel.getByRole('button', { name: 'Add redirect' }).click();
    await expect(panel.getByText(/Enter a web address that starts with/)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('after a 422 the first field in error has focus and is in view', async ({ page }, info) => {
    await page.route(`**${redirects}/create`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'The given data was invalid.',
              errors: { to: ['That address is already a redirect of yours.'] },
            }),
          })
        : route.fallback(),
    );
    await page.goto(`${redirects}/create`);
    const panel = page.getByRole('dialog', { name: 'Add redirect' });
    const address = panel.getByRole('textbox', { name: /Old page address/ });
    await expect(address).toBeVisible({ timeout: 40_000 });
    await address.fill('old-shop/vases');
    await panel.getByText('Another web address').click();
    const web = panel.getByRole('textbox', { name: /Web address/ });
    await web.fill('https://www.example.co.uk/vases');
    await panel.getByRole('button', { name: 'Add redirect' }).click();
    await expect(panel.getByText('That address is already a redirect of yours.')).toBeVisible();
    await expect(web).toBeFocused();
    await expect(web).toBeInViewport();
    // The notice covers neither the field in error nor its message; on a wide screen it keeps
    // clear of the whole panel.
    const notice = page.getByText('Please correct the fields marked below.');
    await expect(notice).toBeVisible();
    const noticeBox = await notice.boundingBox();
    const fieldBox = await web.boundingBox();
    const panelBox = await panel.boundingBox();
    if (!noticeBox || !fieldBox || !panelBox) throw new Error('not drawn');
    expect(
      noticeBox.y + noticeBox.height <= fieldBox.y - 24 ||
        noticeBox.y >= fieldBox.y + fieldBox.height,
    ).toBe(true);
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(panelBox.x);
    }
    await page.screenshot({ path: info.outputPath('invalid.png') });
  });

  test(
    'after a 422, a server error on the next save is told once, with no field errors',
    { tag: '@desktop-only' },
    async ({ page }) => {
      let replies = 0;
      await page.route(`**${redirects}/create`, (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        replies += 1;
        return replies === 1
          ? route.fulfill({
              status: 422,
              contentType: 'application/json',
              body: JSON.stringify({
                message: 'The given data was invalid.',
                errors: { from: ['That address is already redirected.'] },
              }),
            })
          : route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'Server Error' }),
            });
      });
      await page.goto(`${redirects}/create`);
      const panel = page.getByRole('dialog', { name: 'Add redirect' });
      const address = panel.getByRole('textbox', { name: /Old page address/ });
      await expect(address).toBeVisible({ timeout: 40_000 });
      await address.fill('old-shop/vases');
      await panel.getByText('Another web address').click();
      await panel.getByRole('textbox', { name: /Web address/ }).fill('https://www.example.co.uk/x');
      const add = panel.getByRole('button', { name: 'Add redirect' });
      await add.click();
      await expect(panel.getByText('That address is already redirected.')).toBeVisible();
      const invalid = page.getByText('Please correct the fields marked below.');
      await expect(invalid).toBeVisible();
      // Sent again with the address unchanged: the server fails this time.
      await add.click();
      await expect(page.getByText('Your changes have not been saved')).toBeVisible();
      await expect(panel.getByText('That address is already redirected.')).toHaveCount(0);
      // Closed by the new outcome, well before its own six seconds run out.
      await expect(invalid).toHaveCount(0, { timeout: 2_000 });
      await expect(page.getByText('A server error has occurred')).toHaveCount(1);
    },
  );

  test(
    "the card index's View all is in the address: Back returns to the index",
    { tag: '@phone-only' },
    async ({ page }, info) => {
      const integrations = '/48213/content/integrations';
      await openList(page, integrations, 'Integrations');
      const viewAll = page.getByRole('button', { name: /^View all / }).first();
      const name = (await viewAll.getAttribute('aria-label'))?.replace(/^View all /, '') ?? '';
      await viewAll.click();
      await expect(page).toHaveURL(/[?&]category=/);
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back to all categories' })).toBeVisible();
      await page.screenshot({ path: info.outputPath('view-all.png') });
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${integrations}$`));
      await expect(page.getByRole('button', { name: `View all ${name}` })).toBeVisible();
    },
  );

  test('a server error shows one notice, clear of the panel buttons', async ({ page }, info) => {
    await page.route(`**${redirects}/318/edit`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'A server error has occurred' }),
          })
        : route.fallback(),
    );
    await page.goto(`${redirects}/318/edit`);
    const panel = page.getByRole('dialog', { name: 'Edit redirect' });
    const save = panel.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeVisible({ timeout: 40_000 });
    await save.click();
    await expect(page.getByText('Your changes have not been saved')).toBeVisible();
    await expect(page.getByText('A server error has occurred')).toHaveCount(1);
    // Measured where it comes to rest: a notice slides up into place, and one caught mid-slide on
    // a busy machine stood over the panel's buttons it then rose above.
    await settleAnimations(page);
    const notice = await box(page.getByText('Your changes have not been saved'));
    for (const button of [save, panel.getByRole('button', { name: 'Delete' })]) {
      const area = await box(button);
      const overlaps =
        notice.x < area.x + area.width &&
        area.x < notice.x + notice.width &&
        notice.y < area.y + area.height &&
        area.y < notice.y + notice.height;
      expect(overlaps).toBe(false);
    }
    await page.screenshot({ path: info.outputPath('server-error.png') });
  });
});
