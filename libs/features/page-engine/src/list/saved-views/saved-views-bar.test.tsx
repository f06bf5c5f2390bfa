import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerPage } from '../../server-page';
import { renderPage } from '../../test-support';

setupMockNetwork();
beforeEach(() => window.localStorage.clear());

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
    predefined_filters: [
      { key: 'all', name: 'All', result_count: 3, default: true },
      { key: 'permanent', name: 'Permanent', result_count: 2, filters: { type: '301' } },
    ],
    defaultSortColumn: 'created_at',
    defaultSortDirection: 'desc',
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

function render(path: string) {
  server.use(
    http.get('/{siteid}/content/redirects', ({ response }) => response(200).json(page)),
    http.get('/{siteid}/blog/{pageid}/posts', ({ response }) =>
      response(200).json({ ...page, config: { ...page.config, title: 'Posts' } }),
    ),
  );
  return renderPage(
    [
      { path: '/:siteid/content/redirects', element: <ServerPage /> },
      { path: '/:siteid/blog/:pageid/posts', element: <ServerPage /> },
    ],
    path,
  );
}

const views = () => screen.getByRole('group', { name: 'Saved views' });

async function saveView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(views()).getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
  const field = within(dialog).getByRole('textbox', { name: 'Name' });
  await user.clear(field);
  if (name !== '') await user.type(field, name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('saved views', () => {
  it('start empty, save the current query under a name and apply it again', async () => {
    const user = userEvent.setup();
    const { router } = render(
      '/48213/content/redirects?filter=permanent&search=mugs&sort_column=from&sort_direction=asc&page=2',
    );
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    expect(views()).toHaveTextContent('No saved views yet');

    await saveView(user, 'Permanent mugs');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('View “Permanent mugs” saved')).toBeVisible();
    const saved = () => within(views()).getByRole('button', { name: 'Permanent mugs' });
    expect(saved()).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('tab', { name: /All/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort_column=from&sort_direction=asc'),
    );
    await waitFor(() => expect(saved()).toHaveAttribute('aria-pressed', 'false'));

    await user.click(saved());
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('mugs'),
    );
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('filter')).toBe('permanent');
    expect(query.get('sort_column')).toBe('from');
    expect(query.get('sort_direction')).toBe('asc');
    expect(query.get('page')).toBeNull();
    await waitFor(() => expect(saved()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('refuse an empty or a taken name with a clear message and keep the dialog open', async () => {
    const user = userEvent.setup();
    render('/48213/content/redirects?search=mugs');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    const dialog = await saveView(user, '');
    expect(within(dialog).getByText('Give the view a name.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mugs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await saveView(user, ' MUGS ');
    expect(
      within(again).getByText(
        'A view called “MUGS” already exists on this list. Choose another name.',
      ),
    ).toBeVisible();
  });

  it('rename and delete views, back to the empty state', async () => {
    const user = userEvent.setup();
    render('/48213/content/redirects?search=mugs');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await saveView(user, 'Mugs');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(views()).getByRole('button', { name: 'Manage views' }));
    let manage = await screen.findByRole('dialog', { name: 'Manage views' });
    await user.click(within(manage).getByRole('button', { name: 'Rename Mugs' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Mugs”' });
    const field = within(rename).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Mug orders');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    manage = await screen.findByRole('dialog', { name: 'Manage views' });
    expect(within(manage).getByText('Mug orders')).toBeVisible();

    await user.click(within(manage).getByRole('button', { name: 'Delete Mug orders' }));
    expect(
      await within(manage).findByText(
        'No saved views yet. Set the tab, filters, sort and search you want, then Save view.',
      ),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(views()).toHaveTextContent('No saved views yet');
  });

  it('are kept per site and list for a year, not the one day of a preference', async () => {
    const user = userEvent.setup();
    const first = render('/48213/content/redirects?search=mugs');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await saveView(user, 'Mugs');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = JSON.parse(
      window.localStorage.getItem('app_saved_views_48213:/48213/content/redirects') ?? '{}',
    ) as { value: unknown; expires: number };
    expect(stored.value).toEqual([{ name: 'Mugs', query: { search: 'mugs', filters: {} } }]);
    expect(stored.expires - Date.now()).toBeGreaterThan(364 * 86_400_000);
    first.unmount();

    // Two days later the view is still there; another list has none.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 2 * 86_400_000);
    const second = render('/48213/content/redirects');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    expect(within(views()).getByRole('button', { name: 'Mugs' })).toBeVisible();
    second.unmount();
    render('/48213/blog/7/posts');
    await screen.findByRole('heading', { name: 'Posts', level: 1 });
    expect(views()).toHaveTextContent('No saved views yet');
  });
});
