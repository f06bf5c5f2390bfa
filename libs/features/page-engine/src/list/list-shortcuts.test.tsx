import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { ServerPage } from '../server-page';
import { renderPage } from '../test-support';
import { rowOpenPath } from './use-list-shortcuts';

setupMockNetwork();

const row = (ID: number, from: string) => ({ ID, from, to: `/${from}`, hits: ID });

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
    bulk_actions: [
      {
        label: 'Delete',
        value: 'delete',
        path: '/:siteid/content/redirects/bulk?action=:value&ids=:ids',
        verb: 'GET',
        delimiter: ',',
        target: 'ajax',
      },
    ],
    rows: {
      columns: [
        {
          key: 'from',
          label: 'Old address',
          type: 'title',
          sortable: true,
          currency: 'GBP',
          link: ':id/edit',
        },
        { key: 'hits', label: 'Visits', type: 'number', sortable: false, currency: 'GBP' },
      ],
      actions: [{ type: 'delete', label: 'Delete' }],
    },
  },
  model: [row(318, 'mugs'), row(317, 'bowls'), row(316, 'jugs')],
  pagination: {
    total: 3,
    per_page: 25,
    current_page: 1,
    last_page: 1,
    next_page_url: null,
    from: 1,
    to: 3,
  },
};

function render(path = '/48213/content/redirects?sort_column=hits') {
  server.use(http.get('/{siteid}/content/redirects', ({ response }) => response(200).json(page)));
  return renderPage(
    [
      {
        path: '/:siteid/content/redirects',
        element: <ServerPage />,
        children: [{ path: ':id/edit', element: <h2>Editing</h2> }],
      },
    ],
    path,
  );
}

const currentRow = () => document.querySelector('[aria-current="true"]');

describe('the list keyboard shortcuts', () => {
  it('moves through the rows with j and k, marking and focusing the current one', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    expect(currentRow()).toBeNull();
    await user.keyboard('j');
    await waitFor(() => expect(currentRow()).toHaveTextContent('mugs'));
    expect(currentRow()).toHaveFocus();
    await user.keyboard('jj');
    await waitFor(() => expect(currentRow()).toHaveTextContent('jugs'));
    // The last row stays current.
    await user.keyboard('j');
    expect(currentRow()).toHaveTextContent('jugs');
    await user.keyboard('k');
    await waitFor(() => expect(currentRow()).toHaveTextContent('bowls'));
    expect(currentRow()).toHaveFocus();
  });

  it('checks the current row with x and opens it with Enter, keeping the query', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.keyboard('jj');
    await waitFor(() => expect(currentRow()).toHaveTextContent('bowls'));
    await user.keyboard('x');
    expect(await screen.findByRole('checkbox', { name: /317/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /318/ })).not.toBeChecked();
    await user.keyboard('x');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /317/ })).not.toBeChecked());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/48213/content/redirects/317/edit'),
    );
    expect(router.state.location.search).toBe('?sort_column=hits');
  });

  it('focuses the search with /, and j typed there is text, not a move', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await user.keyboard('jx');
    expect(search).toHaveValue('jx');
    expect(currentRow()).toBeNull();
  });

  it('leaves Enter to a focused link or button', async () => {
    const user = userEvent.setup();
    const { router } = render();
    const table = await screen.findByRole('table', { name: 'Redirects' });
    await user.keyboard('j');
    await waitFor(() => expect(currentRow()).toHaveTextContent('mugs'));
    within(table).getByRole('link', { name: 'jugs' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/48213/content/redirects/316/edit'),
    );
  });
});

describe('where Enter takes a row', () => {
  it('follows the first link action, else the first linked column', () => {
    const target = row(9, 'cups');
    expect(rowOpenPath(page.config, target, '/1/content/redirects')).toBe(
      '/1/content/redirects/9/edit',
    );
    const withView = {
      ...page.config,
      rows: {
        ...page.config.rows,
        actions: [
          { type: 'delete' as const, label: 'Delete' },
          { type: 'edit' as const, label: 'View', path: '/1/shop/orders/:id' },
        ],
      },
    };
    expect(rowOpenPath(withView, target, '/1/content/redirects')).toBe('/1/shop/orders/9');
    const plain = { ...page.config, rows: { columns: [], actions: [] } };
    expect(rowOpenPath(plain, target, '/1/content/redirects')).toBeNull();
  });
});
