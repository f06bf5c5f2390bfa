// The saved views' dialogs load when first opened: when their code cannot load, the owner is told
// so at the foot of the screen, Close puts the notice away, and the list stays as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { ServerPage } from '../../server-page';
import { renderPage } from '../../test-support';

// Hoisted above the imports: the factory throws as a browser's failed chunk does.
vi.mock('./view-dialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/view-dialogs.js');
});

setupMockNetwork();

const page: ListPage = {
  layout: 'list',
  resource: 'redirects',
  route: { params: { siteid: 48213 } },
  config: {
    title: 'Redirects',
    hideSidebar: false,
    breadcrumbs: [],
    noun: { singular: 'redirect', plural: 'redirects' },
    searchable: true,
    rows: {
      columns: [
        { key: 'from', label: 'Old address', type: 'title', sortable: true, currency: 'GBP' },
      ],
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

describe('saved views whose dialog cannot load', () => {
  it('say so, close the notice, and leave the list as it was', async () => {
    const user = userEvent.setup();
    server.use(http.get('/{siteid}/content/redirects', ({ response }) => response(200).json(page)));
    renderPage(
      [{ path: '/:siteid/content/redirects', element: <ServerPage /> }],
      '/48213/content/redirects',
    );
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    const views = screen.getByRole('group', { name: 'Saved views' });
    await user.click(within(views).getByRole('button', { name: 'Save view' }));
    const notice = await screen.findByTestId('part-failed');
    // (This test runner wraps the failed import in an error of its own, so not the new-version text.)
    expect(notice).toHaveTextContent(/could not be shown|new version/);
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('part-failed')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    expect(screen.getByText('old-shop/mugs')).toBeVisible();
  });
});
