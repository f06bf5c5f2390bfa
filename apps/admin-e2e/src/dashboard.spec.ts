import { expect, test } from '@playwright/test';

const dashboard = '/48213/dashboard';

test.describe('opening the dashboard', () => {
  test('shows the site, the user and the section sidebar in its colour', async ({ page }, info) => {
    await page.goto(dashboard);

    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('site-name')).toHaveText('Hartley & Finch Ceramics');
    await expect(page.getByText('Welcome back, Eleanor')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    if (info.project.name === 'desktop') {
      await expect(page.getByRole('button', { name: 'Your account' })).toContainText(
        'Eleanor Hartley',
      );
      const sidebar = page.getByRole('navigation', { name: 'Dashboard menu' });
      await expect(sidebar).toBeVisible();
      await expect(sidebar).toHaveAttribute('data-colour', 'electric-blue');
      await expect(sidebar.getByText('Dashboard', { exact: true })).toHaveCSS(
        'color',
        'rgb(36, 80, 255)',
      );
      await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const sections = page.getByRole('navigation', { name: 'Sections' });
      await sections.getByRole('button', { name: 'Shop' }).click();
      await expect(page.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
        'href',
        '/48213/shop/orders',
      );
      await page.keyboard.press('Escape');
    } else {
      // On a phone the sidebar sits behind the menu toggle and the name behind the account toggle.
      await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(
        drawer.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' }),
      ).toHaveAttribute('href', '/48213/shop');
      await expect(drawer.getByRole('navigation', { name: 'Dashboard menu' })).toHaveAttribute(
        'data-colour',
        'electric-blue',
      );
      await page.screenshot({ path: info.outputPath('menu.png') });
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: 'Your account' }).click();
      await expect(page.getByRole('menu').getByText('Eleanor Hartley')).toBeVisible();
      await page.keyboard.press('Escape');
    }

    await page.screenshot({ path: info.outputPath('dashboard.png'), fullPage: true });
  });

  test('shows a clear error when the account cannot load, and recovers on retry', async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/authstatus/details', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.fallback(),
    );
    await page.goto(dashboard);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We could not load your account');
    await expect(alert).toContainText('Server Error');

    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('site-name')).toHaveText('Hartley & Finch Ceramics');
  });

  test('says the app is offline when the account call gets no reply', async ({ page }) => {
    await page.route('**/authstatus/details', (route) => route.abort('internetdisconnected'));
    await page.goto(dashboard);
    await expect(page.getByRole('alert')).toContainText('You appear to be offline');
  });

  test('keeps the page usable when the sidebar fails', async ({ page }, info) => {
    await page.route('**/48213/sidebar', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server Error' } }),
    );
    await page.goto(dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // On a phone the sidebar and its error are behind the menu toggle.
    if (info.project.name === 'mobile')
      await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('alert')).toContainText('The menu could not be loaded.');
  });

  test('sends the bare address to the signed-in site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/48213\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
