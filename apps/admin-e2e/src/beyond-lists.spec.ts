// Issue 20, items 3, 4 and 6: keyboard shortcuts, saved views, and the backend team's loop (the
// app served through the validating proxy in front of a backend that answers one call off the
// contract).
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';

const orders = '/48213/shop/orders';
const isMobile = (name: string) => name === 'mobile';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function openOrders(page: Page) {
  await page.goto(orders);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Fiona Campbell').first()).toBeVisible();
}

test.describe('keyboard shortcuts', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'g o, /, j and k, x, Enter, Esc, ? and g d, never while typing',
    { tag: '@desktop-only' },
    async ({ page }, info) => {
      await page.goto('/48213/dashboard');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 30_000,
      });
      // `g o` pressed as soon as the dashboard shows opens the orders the first time (the
      // address changes once the orders' code has arrived).
      await page.keyboard.press('g');
      await page.keyboard.press('o');
      await expect(page).toHaveURL(/\/48213\/shop\/orders$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText('Fiona Campbell').first()).toBeVisible();

      // `/` goes to the search; letters typed there are text.
      const search = page.getByRole('searchbox', { name: 'Search' });
      await page.keyboard.press('/');
      await expect(search).toBeFocused();
      await page.keyboard.type('jx');
      await expect(search).toHaveValue('jx');
      await expect(page.locator('[aria-current="true"]')).toHaveCount(0);
      await search.fill('');
      await page.getByRole('heading', { name: 'Orders', level: 1 }).click();

      // j / k move the current row, marked and focused.
      const current = page.locator('[aria-current="true"]');
      await page.keyboard.press('j');
      await expect(current).toContainText('#10474');
      await page.keyboard.press('j');
      await page.keyboard.press('j');
      await page.keyboard.press('k');
      await expect(current).toContainText('#10470');
      await expect(current).toBeFocused();

      // x checks it (on a phone once rows can be checked).
      if (isMobile(info.project.name)) {
        await page.getByRole('button', { name: 'Select rows' }).click();
        await current.focus();
      }
      await page.keyboard.press('x');
      await expect(page.getByRole('checkbox', { name: 'Select row 10470' })).toBeChecked();
      await expect(page.getByText('1 selected')).toBeVisible();
      await page.screenshot({ path: info.outputPath('current-row.png') });

      // Enter opens the row's panel; Esc closes it, back to the list with its query.
      await current.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/48213\/shop\/orders\/10470$/);
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible({ timeout: 30_000 });
      await expect(panel.getByText('Hamish MacLeod').first()).toBeVisible({ timeout: 30_000 });
      // No list shortcut acts behind the panel.
      await page.keyboard.press('j');
      await expect(page).toHaveURL(/\/48213\/shop\/orders\/10470$/);
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/48213\/shop\/orders$/);
      await expect(panel).toBeHidden();

      // ? lists them all.
      await page.getByRole('heading', { name: 'Orders', level: 1 }).click();
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(help).toBeVisible();
      for (const text of ['Go to the orders', 'Next row of the list', 'Open the current row']) {
        await expect(help.getByText(text)).toBeVisible();
      }
      await page.screenshot({ path: info.outputPath('shortcuts-dialog.png') });
      await page.keyboard.press('g');
      await page.keyboard.press('d');
      await expect(page).toHaveURL(/\/48213\/shop\/orders$/);
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();

      await page.keyboard.press('g');
      await page.keyboard.press('d');
      await expect(page).toHaveURL(/\/48213\/dashboard$/);
    },
  );
});

test.describe('saved views', () => {
  test.describe.configure({ timeout: 120_000 });

  test('save the tab, sort and search as a view, apply it, keep it after a reload, rename and delete it', async ({
    page,
  }, info) => {
    await openOrders(page);
    const views = page.getByRole('group', { name: 'Saved views' });
    await expect(views).toContainText('No saved views yet');

    await page.getByRole('tab', { name: /Processing/ }).click();
    await expect(page).toHaveURL(/filter=processing/);
    // The tab's rows are in before the next click: their arrival used to scroll the page, and a
    // click made in that moment landed beside its button (once each in a clean CI run: the sort
    // lost on a desktop, no Save this view dialog on a phone). The rows keep their own moment.
    await expect(page.locator('[data-loading]')).toHaveCount(0);
    if (!isMobile(info.project.name)) {
      await page.getByRole('button', { name: 'Sort by Total' }).click();
      await expect(page).toHaveURL(/sort_column=order_total/);
    }

    // Empty and duplicate names are refused in words.
    await views.getByRole('button', { name: 'Save view' }).click();
    let dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Give the view a name.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('To pick');
    await page.screenshot({ path: info.outputPath('save-view.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('View “To pick” saved')).toBeVisible();
    const view = views.getByRole('button', { name: 'To pick' });
    await expect(view).toHaveAttribute('aria-pressed', 'true');

    await views.getByRole('button', { name: 'Save view' }).click();
    dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(' to PICK ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('A view called “to PICK” already exists on this list. Choose another name.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Another tab, then the view again: its query comes back (the address is the state).
    await page.getByRole('tab', { name: /All/ }).click();
    await expect(page).not.toHaveURL(/filter=processing/);
    await expect(view).toHaveAttribute('aria-pressed', 'false');
    await view.click();
    await expect(page).toHaveURL(/filter=processing/);
    if (!isMobile(info.project.name)) await expect(page).toHaveURL(/sort_column=order_total/);
    await expect(view).toHaveAttribute('aria-pressed', 'true');

    // Kept in this browser: a reload shows it.
    await page.goto(orders);
    await expect(views.getByRole('button', { name: 'To pick' })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: info.outputPath('saved-views.png') });

    await views.getByRole('button', { name: 'Manage views' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage views' });
    await manage.getByRole('button', { name: 'Rename To pick' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename “To pick”' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Picking queue');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(manage.getByText('Picking queue')).toBeVisible();
    await page.screenshot({ path: info.outputPath('manage-views.png') });
    await manage.getByRole('button', { name: 'Delete Picking queue' }).click();
    await expect(
      manage.getByText(
        'No saved views yet. Set the tab, filters, sort and search you want, then Save view.',
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(manage).toBeHidden();
    await expect(views).toContainText('No saved views yet');
  });
});

/** A backend like the mock server except that GET /ping answers off the contract. */
function startOffContractBackend(target: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/ping') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ alive: 'yes' }));
      return;
    }
    const call = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    call.on('error', () => res.destroy());
    req.pipe(call);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => {
          server.close();
          server.closeAllConnections();
        },
      });
    }),
  );
}

test.describe('the backend team’s loop', () => {
  test.describe.configure({ timeout: 180_000 });

  test(
    'npm run proxy: the app runs against a backend through the validating proxy, and the reply off the contract is logged',
    { tag: '@desktop-only' },
    async ({ page, baseURL }, info) => {
      const backend = await startOffContractBackend(baseURL ?? 'http://127.0.0.1:4310');
      let output = '';
      const proxy = spawn(
        process.execPath,
        ['--import', 'tsx', 'tools/contract-proxy.ts', backend.url],
        {
          cwd: root,
          env: {
            ...process.env,
            PORT: '0',
            STATIC_DIR: process.env['STATIC_DIR'] ?? path.join(root, 'apps/admin/dist'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      proxy.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      proxy.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await expect
          .poll(() => /running at (http:\/\/\S+?)\/ /.exec(output)?.[1], { timeout: 90_000 })
          .toBeTruthy();
        const address = /running at (http:\/\/\S+?)\/ /.exec(output)?.[1] ?? '';

        await page.goto(`${address}${orders}`);
        await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByText('Fiona Campbell').first()).toBeVisible();
        await page.screenshot({ path: info.outputPath('through-the-proxy.png') });

        // The keep-alive ping's reply breaks the contract: logged, and the app carries on.
        await expect.poll(() => output, { timeout: 30_000 }).toContain('✗ GET /ping → 200');
        expect(output).toContain('breaks the contract');
        expect(output).not.toContain(`GET ${orders}`);
        await info.attach('proxy-log', { body: output, contentType: 'text/plain' });
      } finally {
        proxy.kill('SIGTERM');
        backend.close();
      }
    },
  );
});
