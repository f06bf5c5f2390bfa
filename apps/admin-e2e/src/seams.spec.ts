import { expect, test } from './fixtures';

// A failure stays inside its part (ARCHITECTURE.md "When something breaks"): a panel whose reply
// is not the shape its layout expects is an unexpected reply inside the panel (never 'offline');
// the shell and the list stay, and the panel offers a retry. It runs at both widths: the sidebar is
// a column on a wide screen and the top bar's menu on a phone.
test('a panel whose reply has the wrong shape keeps the shell and offers a retry', async ({
  page,
}, info) => {
  const panelPath = '/48213/content/redirects/318/edit';
  const unexpectedReply = 'The server sent an unexpected reply. Please try again.';
  let broken = true;
  await page.route(
    (url) => url.pathname === panelPath,
    (route) =>
      route.request().resourceType() === 'fetch' && broken
        ? // An edit form without its config: nothing to draw the form from.
          route.fulfill({ json: { layout: 'edit-form', model: {} } })
        : route.fallback(),
  );
  await page.goto(panelPath);
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(unexpectedReply)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(/offline/i)).toHaveCount(0);
  // The shell is still there: the top bar with the site name, and the list behind the panel.
  await expect(page.getByTestId('site-name')).toHaveText('Hartley & Finch Ceramics');
  await expect(page.getByText('old-shop/mugs').first()).toBeAttached();
  await page.screenshot({ path: info.outputPath('failed-panel.png') });

  // Closing the failed panel leaves a working page: the list, and the sidebar (on a phone, the
  // top bar's menu) to go elsewhere.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('link', { name: 'old-shop/mugs' }).first()).toBeVisible();
  if (info.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await expect(page.getByRole('link', { name: 'Integrations' }).last()).toBeVisible();
  await page.screenshot({ path: info.outputPath('after-failed-panel.png') });
  if (info.project.name === 'mobile') await page.keyboard.press('Escape');

  // Opened again while the reply is still wrong, it fails again in its panel.
  await page.goto(panelPath);
  await expect(panel.getByText(unexpectedReply)).toBeVisible({ timeout: 20_000 });

  // Once the server answers properly, Try again draws the form.
  broken = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: /redirect/i })).toBeVisible({ timeout: 20_000 });
});
