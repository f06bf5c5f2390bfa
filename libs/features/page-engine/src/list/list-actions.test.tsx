// A list's row and bulk actions as an owner meets them: what their buttons are called, and one
// notice per failure (spec 1 section 8).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import { server, setupMockNetwork, showClientNotice } from '@site-admin/testing';
// The list's own paths are a generic page's (the server names them): untyped handlers.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage, WIDGETS_PATH, widgetsPage, widgetsRoutes } from '../test-support';
import { rowLabels } from './row-path';

setupMockNetwork();

const PATH = WIDGETS_PATH;
const SERVER_ERROR = 'A server error has occurred';

/** The widgets list with a Delete beside Approve and View. */
function widgets(columns?: ListPage['config']['rows']['columns']): ListPage {
  const page = widgetsPage();
  const { rows } = page.config;
  return {
    ...page,
    config: {
      ...page.config,
      rows: {
        columns: columns ?? rows.columns,
        actions: [...(rows.actions ?? []), { type: 'delete', label: 'Delete' }],
      },
    },
  };
}

/** A reply of 500, with the notice the client shows for it. */
function serverError() {
  showClientNotice('server-error');
  return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
}

function serve(page: ListPage = widgets()) {
  server.use(
    http.get(`*${PATH}`, () => HttpResponse.json(page)),
    http.delete(`*${PATH}/:id`, serverError),
    http.get(`*${PATH}/bulk`, serverError),
    http.get(`*${PATH}/:id/approve`, serverError),
  );
}

/** The notices shown and not closing: each one's title and description. */
const openNotices = () =>
  [...document.querySelectorAll('[data-scope="toast"][data-part="root"][data-state="open"]')].map(
    (toast) => ({
      title: toast.querySelector('[data-part="title"]')?.textContent,
      description: toast.querySelector('[data-part="description"]')?.textContent,
    }),
  );

/** A button of the row that shows `row`. */
async function rowButton(row: string, name: RegExp) {
  const table = await screen.findByRole('table', { name: 'Widgets' });
  return within(within(table).getByRole('row', { name: new RegExp(row) })).getByRole('button', {
    name,
  });
}

/** Waits until a notice says what failed, then gives every open notice. */
async function noticesOnceSaid(text: string) {
  await waitFor(() =>
    expect(openNotices().some((notice) => Object.values(notice).includes(text))).toBe(true),
  );
  // Anything still on its way (a second notice) would come within this.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return openNotices();
}

describe("a list action's server error", () => {
  it('is one notice for a row delete, saying the row was not deleted', async () => {
    const user = userEvent.setup();
    serve();
    renderPage(widgetsRoutes, PATH);
    await user.click(await rowButton('Green mug', /^Delete/));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the widget ‘Green mug’?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await noticesOnceSaid('An error has occurred and widget has failed to be deleted'),
    ).toEqual([
      {
        title: SERVER_ERROR,
        description: 'An error has occurred and widget has failed to be deleted',
      },
    ]);
  });

  it('is one notice for a bulk action, saying it failed for the checked rows', async () => {
    const user = userEvent.setup();
    serve();
    renderPage(widgetsRoutes, PATH);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Recolour',
      }),
    );
    expect(await noticesOnceSaid('The action failed for 2 widgets')).toEqual([
      { title: SERVER_ERROR, description: 'The action failed for 2 widgets' },
    ]);
  });

  it('is one notice for an ajax row action', async () => {
    const user = userEvent.setup();
    serve();
    renderPage(widgetsRoutes, PATH);
    await user.click(await rowButton('Blue jug', /^Approve/));
    expect(await noticesOnceSaid('That did not work. Please try again.')).toEqual([
      { title: SERVER_ERROR, description: 'That did not work. Please try again.' },
    ]);
  });
});

describe("a row's action buttons", () => {
  it('are named by the number the list shows for the row', async () => {
    serve();
    renderPage(widgetsRoutes, PATH);
    const table = await screen.findByRole('table', { name: 'Widgets' });
    for (const name of ['Approve #7', 'Delete #7', 'Delete #8'])
      expect(within(table).getByRole('button', { name })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'View #8' })).toHaveAttribute(
      'href',
      `${PATH}/8`,
    );
    expect(within(table).queryByRole('button', { name: 'Delete 8' })).toBeNull();
  });

  it('tell apart rows that would have the same name, by their text cells', () => {
    const columns: ListPage['config']['rows']['columns'] = [
      { key: 'type', label: 'Type', type: 'tag', sortable: false, currency: 'GBP' },
      { key: 'host', label: 'Host', type: 'text', sortable: false, currency: 'GBP' },
      { key: 'value', label: 'Points to', type: 'text', sortable: false, currency: 'GBP' },
    ];
    const rows = [
      { ID: 8801, type: 'A', host: '@', value: '185.20.51.14' },
      { ID: 8802, type: 'MX', host: '@', value: 'mail.example.com' },
      { ID: 8803, type: 'CNAME', host: 'www', value: '@' },
      { ID: 8804, type: 'MX', host: '@', value: 'mail.example.com' },
    ];
    expect(Object.fromEntries(rowLabels(rows, columns))).toEqual({
      '8801': 'A @ 185.20.51.14',
      '8802': 'MX @ mail.example.com 8802',
      '8803': 'www',
      '8804': 'MX @ mail.example.com 8804',
    });
  });

  it('are named by the row’s name without a number, else by its id', async () => {
    const [, title] = widgetsPage().config.rows.columns;
    if (!title) throw new Error('no title column');
    serve(widgets([title]));
    renderPage(widgetsRoutes, PATH);
    const named = await screen.findByRole('table', { name: 'Widgets' });
    expect(within(named).getByRole('button', { name: 'Delete Green mug' })).toBeVisible();
    cleanup();
    serve(
      widgets([{ key: 'price', label: 'Price', type: 'price', sortable: false, currency: 'GBP' }]),
    );
    renderPage(widgetsRoutes, PATH);
    const unnamed = await screen.findByRole('table', { name: 'Widgets' });
    expect(within(unnamed).getByRole('button', { name: 'Delete 8' })).toBeVisible();
  });
});

describe('the bulk actions', () => {
  it('show the progress on the action pressed, the others waiting beside it', async () => {
    const user = userEvent.setup();
    const page = widgets();
    const [recolour] = page.config.bulk_actions ?? [];
    if (!recolour) throw new Error('no bulk action');
    page.config.bulk_actions = [
      recolour,
      { ...recolour, label: 'Archive', value: 'archive', path: '/:siteid/shop/widgets/archive' },
    ];
    let release: () => void = () => undefined;
    server.use(
      http.get(`*${PATH}`, () => HttpResponse.json(page)),
      http.get(
        `*${PATH}/bulk`,
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ result: 'success' }));
          }),
      ),
    );
    renderPage(widgetsRoutes, PATH);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(toolbar).getByRole('button', { name: 'Recolour' }));

    // (Its label is under the spinner; the page's global styles, which keep it named for a
    // screen reader, are not drawn here: account.spec.ts checks that in the browser.)
    await waitFor(() =>
      expect(within(toolbar).getByText('Recolour').closest('button')).toHaveAttribute(
        'data-loading',
      ),
    );
    const archive = within(toolbar).getByRole('button', { name: 'Archive' });
    expect(archive).toBeDisabled();
    expect(archive).not.toHaveAttribute('data-loading');
    release();
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull());
  });
});
