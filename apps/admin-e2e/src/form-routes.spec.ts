import { expect, test, type Page } from './fixtures';

// The form routes of spec 1's route list that other journeys do not cover: choosing an
// integration, an added integration's settings, DNS records, duplicating a post, the blog's
// design (a product group) and the holding page's options (the content builder).

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * Records the bodies of the form submits (POST and PUT) the page sends, by wrapping its fetch:
 * Playwright does not see the body of a fetch given a Request object.
 */
async function recordSubmits(page: Page): Promise<(path: string) => Promise<Sent[]>> {
  await page.addInitScript(() => {
    const sent: Sent[] = [];
    const original = window.fetch;
    Object.assign(window, { sentForms: sent });
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'POST' || request.method === 'PUT') {
        const text = await request.clone().text();
        sent.push({
          method: request.method,
          path: new URL(request.url).pathname,
          body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
        });
      }
      return original.call(window, request);
    };
  });
  return async (path) =>
    (await page.evaluate(() => (window as unknown as { sentForms: Sent[] }).sentForms)).filter(
      (sent) => sent.path === path,
    );
}

test.describe('the form routes', () => {
  // Long journeys against the mock server on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test(
    'adding an integration: choose one, then its add form opens',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await page.goto('/48213/content/integrations');
      await page.getByRole('button', { name: 'Add integration' }).click({ timeout: 20_000 });
      const chooser = page.getByRole('dialog', { name: 'Add an integration' });
      await expect(chooser.getByText('Google Analytics')).toBeVisible({ timeout: 20_000 });

      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(chooser.getByText('This field is required')).toBeVisible();
      await page.screenshot({ path: info.outputPath('integration-choose.png') });

      await chooser.getByText('Tawk.to live chat').click();
      await chooser.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/48213\/content\/integrations\/create\/tawk-to$/);
      const form = page.getByRole('dialog', { name: 'Add Tawk.to live chat' });
      await expect(form.getByRole('textbox', { name: /Property ID/ })).toBeVisible();
      await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeHidden();
    },
  );

  test("an added integration's settings save", { tag: '@desktop-only' }, async ({ page }) => {
    const path = '/48213/content/integrations/64/edit';
    const sentTo = await recordSubmits(page);
    await page.goto(path);
    const panel = page.getByRole('dialog', { name: 'Google Analytics' });
    const id = panel.getByRole('textbox', { name: /Measurement ID/ });
    await expect(id).toHaveValue('G-4QX7T2LM9B', { timeout: 20_000 });

    await id.fill('UA-1234');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('This is not in the expected format')).toBeVisible();
    expect(await sentTo(path)).toHaveLength(0);

    await id.fill('g-4qx7t2lm9b ');
    await panel.getByText('Count visits without cookies').click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Google Analytics saved')).toBeVisible();
    await expect(panel).toBeHidden();
    const [sent, ...more] = await sentTo(path);
    expect(more).toHaveLength(0);
    expect(sent?.body).toMatchObject({
      measurement_id: 'G-4QX7T2LM9B',
      consent_mode: 'basic',
    });
  });

  test(
    'adding an MX record: its priority shows for MX only',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      const list = '/48213/account/domains/hartleyandfinch.co.uk';
      const sentTo = await recordSubmits(page);
      const submitPath = `${list}/create`;
      await page.goto(list);
      await page.getByRole('button', { name: 'Add record' }).click({ timeout: 20_000 });
      const panel = page.getByRole('dialog', { name: 'Add DNS record' });
      const type = panel.getByRole('combobox', { name: /^Type/ });
      await expect(type).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByRole('spinbutton', { name: /Priority/ })).toHaveCount(0);

      await type.selectOption({ label: 'MX (mail server)' });
      const priority = panel.getByRole('spinbutton', { name: /Priority/ });
      await expect(priority).toBeVisible();
      await panel.getByRole('textbox', { name: /^Host/ }).fill('@');
      await panel.getByRole('textbox', { name: /Points to/ }).fill('mx2.mailhost.example');
      await panel.getByRole('button', { name: 'Add record' }).click();
      await expect(panel.getByText('This field is required')).toBeVisible();
      expect(await sentTo(submitPath)).toHaveLength(0);

      await priority.fill('20');
      await page.screenshot({ path: info.outputPath('dns-record.png') });
      await panel.getByRole('button', { name: 'Add record' }).click();
      await expect(page.getByText('DNS record added')).toBeVisible();
      await expect(panel).toBeHidden();
      const [sent, ...more] = await sentTo(submitPath);
      expect(more).toHaveLength(0);
      expect(sent?.body).toMatchObject({
        type: 'MX',
        host: '@',
        value: 'mx2.mailhost.example',
        priority: 20,
        ttl: 3600,
      });
    },
  );

  test('editing a DNS record from its row', { tag: '@phone-only' }, async ({ page }) => {
    const list = '/48213/account/domains/hartleyandfinch.co.uk';
    await page.goto(`${list}/8803/edit`);
    const panel = page.getByRole('dialog', { name: 'Edit DNS record' });
    await expect(panel.getByRole('textbox', { name: /Points to/ })).toHaveValue(
      'mx1.mailhost.example',
      { timeout: 20_000 },
    );
    await expect(panel.getByRole('spinbutton', { name: /Priority/ })).toHaveValue('10');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    // The crumbs wrap between them, each whole on one line ('Dashboar/d' before).
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link');
    for (const crumb of await crumbs.all()) {
      const lines = await crumb.evaluate(
        (link) =>
          link.getBoundingClientRect().height / parseFloat(getComputedStyle(link).lineHeight),
      );
      expect(lines).toBeLessThan(1.5);
    }
  });

  test('duplicating a blog post', { tag: '@phone-only' }, async ({ page }, info) => {
    const posts = '/48213/blog/7/posts';
    const sentTo = await recordSubmits(page);
    const submitPath = `${posts}/2210/duplicate`;
    await page.goto(`${posts}/2210/duplicate`);
    const panel = page.getByRole('dialog', { name: 'Duplicate post' });
    const title = panel.getByRole('textbox', { name: /Title of the copy/ });
    await expect(title).toHaveValue('Saturday throwing workshops are back (copy)', {
      timeout: 20_000,
    });
    await title.fill('Sunday throwing workshops');
    // The address follows the title until the user types one.
    await expect(panel.getByRole('textbox', { name: /Address/ })).toHaveValue(
      'sunday-throwing-workshops',
    );
    await page.screenshot({ path: info.outputPath('post-duplicate.png') });
    await panel.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByText('Post duplicated')).toBeVisible();
    await expect(panel).toBeHidden();
    const [sent, ...more] = await sentTo(submitPath);
    expect(more).toHaveLength(0);
    expect(sent?.body).toMatchObject({
      title: 'Sunday throwing workshops',
      slug: 'sunday-throwing-workshops',
      status: 'draft',
      metaData: { source: 2210 },
    });
  });

  test(
    "the blog's design: add a product beside the posts and save",
    { tag: '@phone-only' },
    async ({ page }, info) => {
      const path = '/48213/blog/7/settings/design/edit';
      const sentTo = await recordSubmits(page);
      await page.goto('/48213/blog/7/posts');
      await page.getByRole('link', { name: 'Design' }).click({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const chosen = page.getByRole('list', { name: 'In this group' });
      await expect(chosen).toContainText('Hand-thrown serving bowl', { timeout: 20_000 });

      await page.getByRole('searchbox', { name: /Products beside posts/ }).fill('mug');
      await page.getByRole('button', { name: 'Add Speckled stoneware mug' }).click();
      await expect(chosen).toContainText('Speckled stoneware mug');
      await page.screenshot({ path: info.outputPath('blog-design.png'), fullPage: true });

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Blog design saved')).toBeVisible();
      const [sent, ...more] = await sentTo(path);
      expect(more).toHaveLength(0);
      const group = sent?.body['product_group'] as { products: { ID: number }[] } | undefined;
      expect(group?.products.map((product) => product.ID)).toEqual([812, 815, 820]);
    },
  );

  test(
    "the holding page's content, made in the content builder",
    { tag: '@phone-only' },
    async ({ page }, info) => {
      const path = '/48213/content/holding-page/1/options';
      const sentTo = await recordSubmits(page);
      await page.goto('/48213/content/holding-page');
      // A change to the page itself stays while its options open over it, without a question.
      const heading = page.getByRole('textbox', { name: 'Heading' });
      await heading.fill('Opening in the new year', { timeout: 20_000 });
      await page.getByRole('button', { name: 'Page options' }).click();
      const panel = page.getByRole('dialog', { name: 'Holding page options' });
      await expect(panel.getByText('Opening 5 December')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveCount(0);

      await panel.getByRole('button', { name: 'Edit content' }).click();
      const editor = page.frameLocator('iframe[title="Page content editor"]');
      const box = editor.getByRole('textbox', { name: 'Content (HTML)' });
      await expect(box).toHaveValue(/Come and see the winter glazes/);
      await box.fill('<h2>Opening 5 December</h2><p>Mulled wine and 10% off all day.</p>');
      await editor.getByRole('button', { name: 'Use this content' }).click();
      await editor.getByRole('button', { name: 'Close the builder' }).click();
      await expect(panel.getByText('Mulled wine and 10% off all day.')).toBeVisible();
      await page.screenshot({ path: info.outputPath('holding-page-options.png') });

      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Page options saved')).toBeVisible();
      const [sent, ...more] = await sentTo(path);
      expect(more).toHaveLength(0);
      expect(sent?.body).toMatchObject({
        content: '<h2>Opening 5 December</h2><p>Mulled wine and 10% off all day.</p>',
        seo: { title: 'Hartley & Finch — opening soon', noindex: false },
      });

      // Back on the page its change is still there, and leaving the page asks about it.
      await expect(panel).toHaveCount(0);
      await expect(heading).toHaveValue('Opening in the new year');
      await page.getByRole('link', { name: 'Content', exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    },
  );
});
