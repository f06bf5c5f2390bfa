// A list's questions (Delete, confirm) and its saved views' dialogs load when first asked: when
// their code cannot load, the owner is told so, nothing is deleted, and Close puts the list back
// as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { ServerPage } from '../server-page';
import { renderPage } from '../test-support';

vi.mock('./list-dialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/list-dialogs.js');
});
vi.mock('./saved-views/view-dialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/view-dialogs.js');
});

setupMockNetwork();

const page: ListPage = {
  layout: 'list',
  route: { params: { siteid: 48213 } },
  resource: 'redirects',
  config: {
    title: 'Redirects',
    hideSidebar: false,
    noun: { singular: 'redirect', plural: 'redirects' },
    rows: {
      columns: [
        { key: 'from', label: 'Old address', type: 'title', sortable: false, currency: 'GBP' },
      ],
      actions: [{ type: 'delete', label: 'Delete' }],
    },
  },
  model: [{ ID: 318, from: 'old-shop/mugs' }],
  pagination: {
    total: 1,
    per_page: 25,
    current_page: 1,
    last_page: 1,
    next_page_url: null,
    from: 1,
    to: 1,
  },
};

describe("a list's questions", () => {
  it('say so when their code cannot load, delete nothing, and close', async () => {
    const user = userEvent.setup();
    const deletes: string[] = [];
    server.use(http.get('/{siteid}/content/redirects', ({ response }) => response(200).json(page)));
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(request.url);
    });
    renderPage(
      [{ path: '/:siteid/content/redirects', element: <ServerPage /> }],
      '/48213/content/redirects',
    );
    await user.click(await screen.findByRole('button', { name: /^Delete/ }));
    expect(await screen.findByTestId('part-failed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('part-failed')).toBeNull());
    expect(screen.getByText('old-shop/mugs')).toBeVisible();
    expect(deletes).toEqual([]);
  });

  it('the saved views: say so, and Close puts the list back as it was', async () => {
    const user = userEvent.setup();
    server.use(http.get('/{siteid}/content/redirects', ({ response }) => response(200).json(page)));
    renderPage(
      [{ path: '/:siteid/content/redirects', element: <ServerPage /> }],
      '/48213/content/redirects',
    );
    const views = await screen.findByRole('group', { name: 'Saved views' });
    await user.click(within(views).getByRole('button', { name: 'Save view' }));
    const notice = await screen.findByTestId('part-failed');
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('part-failed')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    expect(screen.getByText('old-shop/mugs')).toBeVisible();
  });
});
