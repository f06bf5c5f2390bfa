import { expect, test, type Page, type Request } from './fixtures';

const redirects = '/48213/content/redirects';

/** The form submits (POST or PUT, marked XHR) the app sends to `path`. */
function countSubmits(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && ['POST', 'PUT'].includes(request.method())) {
      seen.push(request);
    }
  });
  return seen;
}

test.describe('server-driven forms', () => {
  // Long journeys against the mock server on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test(
    'creating a redirect: a reserved page address shows the rule, the fixed one saves',
    { tag: '@phone-only' },
    async ({ page }, info) => {
      const submits = countSubmits(page, `${redirects}/create`);
      await page.goto(`${redirects}/create`);
      const panel = page.getByRole('dialog', { name: 'Add redirect' });
      const address = panel.getByRole('textbox', { name: /Old page address/ });
      await expect(address).toBeVisible({ timeout: 20_000 });

      await address.fill('shop/mugs');
      await panel.getByRole('button', { name: 'Add redirect' }).click();
      await expect(panel.getByText(/reserved or already in use/)).toBeVisible();
      expect(submits).toHaveLength(0);
      await page.screenshot({ path: info.outputPath('redirect-create-error.png') });

      await address.fill('old-shop/vases');
      await panel.getByRole('combobox', { name: /^Page/ }).selectOption({ label: 'Shop › Vases' });
      await panel.getByRole('button', { name: 'Add redirect' }).click();
      await expect(page.getByText('Redirect added')).toBeVisible();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${redirects}$`));
      expect(submits).toHaveLength(1);
    },
  );

  test('the holding page: a bad e-mail below the fold is where Save takes the owner; after a failed save the focus is back on Save', async ({
    page,
  }, info) => {
    const edit = '/48213/content/holding-page/1/edit';
    const submits = countSubmits(page, edit);
    await page.goto('/48213/content/holding-page');
    const email = page.getByRole('textbox', { name: /Contact e-mail/ });
    await email.fill('not-an-email');
    await page.evaluate(() => window.scrollTo(0, 0));
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(page.getByText(/Enter an email address/)).toBeInViewport();
    expect(submits).toHaveLength(0);
    await page.screenshot({ path: info.outputPath('holding-page-email.png') });

    await email.fill('hello@hartleyandfinch.co.uk');
    await page.route(`**${edit}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'A server error has occurred' } }),
    );
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your changes have not been saved')).toBeVisible();
    // The button showed its progress disabled, which dropped the focus to the page.
    await expect(save).toBeFocused();
    await expect(email).toHaveValue('hello@hartleyandfinch.co.uk');
  });

  test(
    "editing a blog post's settings adds a tag and saves",
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      const path = '/48213/blog/7/posts/2204/meta';
      const submits = countSubmits(page, path);
      await page.goto(path);
      const panel = page.getByRole('dialog', { name: 'Post settings' });
      const tags = panel.getByLabel('Tags', { exact: true });
      await expect(tags).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByRole('list', { name: 'Added tags' })).toContainText('glazes');

      // The blog already uses 'stoneware': once its tags are in (the field's suggestions), the typed
      // tag takes that spelling.
      await expect(tags).toHaveAttribute('list', /__tags$/);
      await tags.fill('Stoneware');
      await tags.press('Enter');
      await expect(panel.getByRole('list', { name: 'Added tags' })).toContainText('stoneware');
      await page.screenshot({ path: info.outputPath('post-settings.png') });
      await panel.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Post settings saved')).toBeVisible();
      await expect(panel).toBeHidden();
      expect(submits).toHaveLength(1);
    },
  );

  test(
    'picking another image for the holding page',
    { tag: '@phone-only' },
    async ({ page }, info) => {
      const path = '/48213/content/holding-page';
      const submits = countSubmits(page, `${path}/1/edit`);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Holding page', level: 1 })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'Change image' }).click({ timeout: 20_000 });
      const picker = page.getByRole('dialog', { name: /Background image/ });
      await picker.getByRole('button', { name: /Ash glaze vase/ }).click();
      await expect(picker).toBeHidden();
      await page.screenshot({ path: info.outputPath('holding-page.png'), fullPage: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Holding page saved')).toBeVisible();
      expect(submits).toHaveLength(1);
    },
  );

  test(
    'a session that ends during a save keeps the form and saves after signing in',
    { tag: '@desktop-only' },
    async ({ page }) => {
      let refused = false;
      await page.route(`**${redirects}/create`, (route) => {
        if (route.request().method() !== 'POST' || refused) return route.fallback();
        refused = true;
        return route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } });
      });
      await page.goto(`${redirects}/create`);
      const panel = page.getByRole('dialog', { name: 'Add redirect' });
      const address = panel.getByRole('textbox', { name: /Old page address/ });
      await expect(address).toBeVisible({ timeout: 20_000 });
      await address.fill('old-shop/vases');
      await panel.getByRole('combobox', { name: /^Page/ }).selectOption({ label: 'Shop › Vases' });
      await panel.getByRole('button', { name: 'Add redirect' }).click();

      const login = page.getByRole('dialog', { name: 'Please sign in again' });
      await expect(login).toBeVisible();
      // The account is known: the address is filled in and read-only.
      await expect(login.getByLabel('Email address')).toHaveValue('eleanor@hartleyfinch.co.uk');
      await login.getByLabel('Password').fill('kiln-fired-1987');
      await login.getByRole('button', { name: 'Sign in' }).click();

      await expect(page.getByText('Redirect added')).toBeVisible();
      expect(refused).toBe(true);
    },
  );
});

test.describe('the integrations index', () => {
  test.describe.configure({ timeout: 90_000 });

  test('searches the integrations and opens one', async ({ page }, info) => {
    // The mock answers one example per call: ask for the searched one when the app searches.
    await page.route('**/48213/content/integrations?*', (route) => {
      const url = new URL(route.request().url());
      if (route.request().resourceType() !== 'fetch' || !url.searchParams.has('search')) {
        return route.fallback();
      }
      return route.fallback({
        headers: { ...route.request().headers(), prefer: 'example=searched' },
      });
    });
    await page.goto('/48213/content/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await page.screenshot({ path: info.outputPath('integrations.png'), fullPage: true });
    await page.getByRole('searchbox', { name: /Search/ }).fill('chat');
    await expect(page).toHaveURL(/search=chat/);
    const card = page.getByRole('button', { name: 'Tawk.to live chat' });
    await expect(card).toBeVisible();
    await card.click();
    const modal = page.getByRole('dialog', { name: 'Tawk.to live chat' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByText('Answer questions while customers shop.', { exact: false }),
    ).toBeVisible();
    await page.screenshot({ path: info.outputPath('integration-modal.png') });
    await modal.getByRole('button', { name: 'Add' }).click();

    // Add leads to the integration's add form, over the index.
    const panel = page.getByRole('dialog', { name: 'Add Tawk.to live chat' });
    const property = panel.getByRole('textbox', { name: 'Property ID' });
    await expect(property).toBeVisible({ timeout: 20_000 });
    await property.fill('not-an-id');
    await panel.getByRole('button', { name: 'Add integration' }).click();
    await expect(property).toHaveAttribute('aria-invalid', 'true');
    await property.fill('5f1c2d3e4a5b6c7d8e9f0a1b');
    await panel.getByRole('button', { name: 'Add integration' }).click();
    await expect(page.getByText('Tawk.to live chat added')).toBeVisible();
    await expect(panel).toBeHidden();
  });
});
