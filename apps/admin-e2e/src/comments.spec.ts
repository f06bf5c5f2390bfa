import { expect, test, type Page, type Request, checkRow } from './fixtures';

const comments = '/48213/blog/7/comments';
const xhr = (request: Request) => request.headers()['x-requested-with'] === 'XMLHttpRequest';

/** The View link of a comment's row (a table row on desktop, a swipe card on a phone). */
const viewLink = (page: Page, author: string) =>
  page.locator('tr, li').filter({ hasText: author }).getByRole('link', { name: 'View' });

test.describe('moderating comments', () => {
  test(
    'approving a comment sends one call, closes the panel and the list shows it approved',
    { tag: '@phone-only' },
    async ({ page }, info) => {
      // The mock's list is fixed; once approved, the backend would list Gwen's comment as approved.
      let approved = false;
      await page.route(`**${comments}?**`, async (route) => {
        if (!xhr(route.request())) return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as { model: { id: number; approved: boolean }[] };
        if (approved)
          body.model = body.model.map((row) => (row.id === 305 ? { ...row, approved: true } : row));
        return route.fulfill({ response, json: body });
      });
      const approvals: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/comments/305/approve')) {
          approvals.push(request.url());
          approved = true;
        }
      });

      await page.goto(comments);
      const gwen = page.locator('tr, li').filter({ hasText: 'Gwen Morgan' });
      await expect(gwen.getByText('Awaiting approval')).toBeVisible();
      await viewLink(page, 'Gwen Morgan').click();

      const panel = page.getByRole('dialog', { name: /Gwen Morgan · November 14, 2026/ });
      await expect(panel.getByLabel('Message')).toHaveValue(/wood firing weekend/);
      await expect(panel.getByLabel('Email')).toHaveValue('gwen.morgan@example.com');
      await expect(panel.getByRole('button', { name: 'Not Spam' })).toHaveCount(0);
      await page.screenshot({ path: info.outputPath('comment-panel.png') });
      await panel.getByRole('button', { name: 'Approve' }).click();

      await expect(page.getByText('The comment has been approved')).toBeVisible();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${comments}$`));
      await expect(gwen.getByText('Approved', { exact: true })).toBeVisible();
      expect(approvals).toHaveLength(1);
      expect(page.url()).not.toContain('/approve');
    },
  );

  test('a spam comment goes back as not spam, reported; another is deleted', async ({ page }) => {
    const notSpam: string[] = [];
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/not-spam')) notSpam.push(request.url());
      if (request.method() === 'DELETE') deletes.push(request.url());
    });

    await page.goto(`${comments}/spam`);
    await viewLink(page, "Margaret O'Neill").click();
    const panel = page.getByRole('dialog', { name: /Margaret O'Neill/ });
    await panel.getByRole('button', { name: 'Not Spam' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark as not spam' });
    await expect(confirm).toContainText('report it to the spam filter');
    await confirm.getByRole('button', { name: 'Yes, report it' }).click();

    await expect(page.getByText('The comment has been marked as not spam')).toBeVisible();
    await expect(panel).toBeHidden();
    expect(notSpam).toHaveLength(1);
    expect(new URL(notSpam[0] ?? '').pathname).toBe('/48213/blog/7/comments/314/not-spam');
    expect(new URL(notSpam[0] ?? '').searchParams.get('report')).toBe('true');

    await viewLink(page, 'Best SEO Deals').click();
    const seo = page.getByRole('dialog', { name: /Best SEO Deals/ });
    await expect(seo.getByLabel('Message')).toHaveValue(/5000 backlinks/);
    await seo.getByRole('button', { name: 'Delete' }).click();
    // The question names the comment as its panel does: who wrote it and when.
    const sure = page.getByRole('alertdialog', { name: /^Delete the comment ‘Best SEO Deals · / });
    await expect(sure).toContainText('Are you sure you wish to delete the comment ‘Best SEO Deals');
    await sure.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText('The comment has been deleted')).toBeVisible();
    await expect(seo).toBeHidden();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toContain('/48213/blog/7/comments/312?spam=true');
  });

  test(
    'a failed approval says so and keeps the panel open',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.route('**/comments/309/approve', (route) =>
        route.fulfill({ status: 500, json: { message: 'Server Error' } }),
      );
      await page.goto(`${comments}/309`);
      const panel = page.getByRole('dialog', { name: /Tom Bradshaw/ });
      await panel.getByRole('button', { name: 'Approve' }).click();
      await expect(
        page.getByText('The comment could not be approved. Please try again.'),
      ).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Approve' })).toBeEnabled();
    },
  );

  test('approving two checked comments at once', async ({ page }, info) => {
    const bulk: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/comments/bulk')) bulk.push(new URL(request.url()));
    });
    await page.goto(comments);
    await expect(page.getByText('Tom Bradshaw').first()).toBeVisible({ timeout: 15_000 });
    if (info.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Select rows' }).click();
    }
    await checkRow(page.getByRole('checkbox', { name: 'Select row 309' }));
    await checkRow(page.getByRole('checkbox', { name: 'Select row 305' }));
    const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await toolbar.getByRole('button', { name: 'Approve' }).click();

    await expect(page.getByText(/2 comments updated/i)).toBeVisible();
    expect(bulk).toHaveLength(1);
    expect(bulk[0]?.pathname).toBe('/48213/blog/7/comments/bulk');
    expect(bulk[0]?.searchParams.get('action')).toBe('approve');
    expect(bulk[0]?.searchParams.get('ids')?.split(',').sort()).toEqual(['305', '309']);
  });
});
