import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { renderPage } from './test-support';
import { http as untypedHttp, HttpResponse } from 'msw';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';
import { ServerPage } from './server-page';
import { SubViewRoute } from './list-routes';
import { toggleCheckbox } from './filter-panel';
import { mockWindowWidth } from './cards/test-support';

setupMockNetwork();

const shell: ShellActions = {
  navigate: vi.fn(),
  reload: vi.fn(),
  setSidebarSection: vi.fn(),
  openSubscription: vi.fn(),
  openPublish: vi.fn(),
  showPaymentModal: vi.fn(() => Promise.resolve(true)),
  showVideo: vi.fn(),
  notify: vi.fn(),
};

function redirects(
  overrides: Partial<ListPage['config']> = {},
  model?: ListPage['model'],
): ListPage {
  const rows = model ?? [
    {
      ID: 318,
      from: 'old-shop/mugs',
      to: '/shop/mugs',
      type: '301',
      hits: 1284,
      created_at: '2026-11-20T10:14:02Z',
    },
    {
      ID: 317,
      from: 'christmas-2025',
      to: '/christmas',
      type: '302',
      hits: 96,
      created_at: '2026-11-02T08:40:51Z',
    },
  ];
  return {
    layout: 'list',
    resource: 'redirects',
    route: { params: { siteid: 48213 } },
    config: {
      title: 'Redirects',
      hideSidebar: false,
      breadcrumbs: [
        { label: 'Content', link: '/48213/content' },
        { label: 'Redirects', link: null },
      ],
      noun: { singular: 'redirect', plural: 'redirects' },
      searchable: true,
      filters: {
        type: {
          title: 'Type',
          type: 'checkbox',
          options: [
            { text: 'All', value: 'all' },
            { text: 'Permanent (301)', value: '301' },
            { text: 'Temporary (302)', value: '302' },
          ],
        },
      },
      predefined_filters: [
        { key: 'all', name: 'All', result_count: 140, default: true },
        { key: 'permanent', name: 'Permanent', result_count: 3, filters: { type: '301' } },
      ],
      default_parameters: { per_page: 25, sort_column: 'created_at', sort_direction: 'desc' },
      defaultSortColumn: 'created_at',
      defaultSortDirection: 'desc',
      bulk_actions: [
        {
          label: 'Delete',
          value: 'delete',
          path: '/:siteid/content/redirects/bulk?action=:value&ids=:ids',
          verb: 'GET',
          delimiter: ',',
          target: 'ajax',
          confirm: { title: 'Delete redirects', text: 'They stop working.', button: 'Delete them' },
        },
        {
          label: 'Make permanent (301)',
          value: 'permanent',
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
          { key: 'type', label: 'Type', type: 'tag', sortable: false, currency: 'GBP' },
          { key: 'hits', label: 'Visits', type: 'number', sortable: true, currency: 'GBP' },
        ],
        actions: [{ type: 'delete', label: 'Delete' }],
      },
      ...overrides,
    },
    model: rows,
    pagination: {
      total: rows.length,
      per_page: 25,
      current_page: 1,
      last_page: 3,
      next_page_url: null,
      from: 1,
      to: rows.length,
    },
  };
}

const routes = [
  {
    path: '/:siteid/content/redirects',
    element: <ServerPage />,
    children: [
      { path: 'filters', element: <FilterPanel /> },
      { path: ':id/edit', element: <SubViewRoute view="edit" /> },
    ],
  },
  { path: '/:siteid/dashboard', element: <h1>Dashboard</h1> },
  { path: '/:siteid/content/elsewhere', element: <h1>Elsewhere</h1> },
];

function render(path = '/48213/content/redirects') {
  return renderPage(routes, path, {
    wrap: (children) => (
      <ShellActionsContext.Provider value={shell}>{children}</ShellActionsContext.Provider>
    ),
  });
}

/** Serves the list and records each request's query. */
function serveList(page: ListPage = redirects()) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/{siteid}/content/redirects', ({ request, response }) => {
      requests.push(new URL(request.url).searchParams);
      return response(200).json(page);
    }),
  );
  return requests;
}

describe('the page loader', () => {
  it('asks for the page at its path with totals and draws the list', async () => {
    const requests = serveList();
    render();
    expect(await screen.findByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'old-shop/mugs' })).toHaveAttribute(
      'href',
      '/48213/content/redirects/318/edit',
    );
    expect(screen.getByText('1,284')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/48213/dashboard',
    );
    expect(screen.getByText('99+')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('withtotals')).toBe('true');
  });

  it('shows the unauthorised screen after a 403', async () => {
    server.use(
      http.get('/{siteid}/content/redirects', ({ response }) =>
        response(403).json({ layout: 'unauthorised', message: 'No access' }),
      ),
    );
    render();
    expect(await screen.findByText('Sorry, you do not have access to this page')).toBeVisible();
  });

  it('asks again on the next visit after an unauthorised page: access may have been granted', async () => {
    let allowed = false;
    const requests: string[] = [];
    server.use(
      http.get('/{siteid}/content/redirects', ({ request, response }) => {
        requests.push(request.url);
        return allowed
          ? response(200).json(redirects())
          : response(200).json({ layout: 'unauthorised', message: 'No access' });
      }),
    );
    const { router, queryClient } = render();
    // The app's cache keeps a page's reply 30 s before asking again.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    expect(await screen.findByText('Sorry, you do not have access to this page')).toBeVisible();
    await router.navigate('/48213/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Access is granted meanwhile; the owner comes back.
    allowed = true;
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    expect(screen.queryByText('Sorry, you do not have access to this page')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('shows the reply message, else the status and status text', async () => {
    server.use(
      http.get('/{siteid}/content/redirects', ({ response }) =>
        response(500).json({ message: 'The redirects are resting' }),
      ),
    );
    const first = render();
    expect(await screen.findByText('The redirects are resting')).toBeVisible();
    first.unmount();
    server.use(
      http.get(
        '/{siteid}/content/redirects',
        () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    render();
    expect(await screen.findByText('502 Bad Gateway')).toBeVisible();
  });

  it('says a reply that is not JSON is an unexpected reply, not offline, and retries', async () => {
    let html = true;
    server.use(
      http.get('/{siteid}/content/redirects', () =>
        html
          ? new Response('<!doctype html><title>Sign in</title>', {
              headers: { 'content-type': 'text/html' },
            })
          : HttpResponse.json(redirects()),
      ),
    );
    render();
    expect(
      await screen.findByText('The server sent an unexpected reply. Please try again.'),
    ).toBeVisible();
    expect(screen.queryByText(/offline/i)).not.toBeInTheDocument();
    html = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'old-shop/mugs' })).toBeVisible();
  });

  it('says a reply without what its layout is drawn from is an unexpected reply', async () => {
    for (const reply of [{ layout: 'list', config: { title: 'Redirects' } }, { model: [] }]) {
      server.use(untypedHttp.get('*/48213/content/redirects', () => HttpResponse.json(reply)));
      const view = render();
      expect(
        await screen.findByText('The server sent an unexpected reply. Please try again.'),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      view.unmount();
    }
  });

  it("keeps a panel's reply of the wrong shape in the panel, with a retry, over the list", async () => {
    serveList();
    let broken = true;
    server.use(
      untypedHttp.get('*/48213/content/redirects/318/edit', () =>
        HttpResponse.json(
          broken
            ? { layout: 'edit-form', model: {} }
            : {
                layout: 'edit-form',
                config: { title: 'Edit redirect', fields: [], actions: [] },
                model: {},
              },
        ),
      ),
    );
    render('/48213/content/redirects/318/edit');
    const message = await screen.findByText(
      'The server sent an unexpected reply. Please try again.',
    );
    expect(screen.getByRole('dialog')).toContainElement(message);
    expect(await screen.findByText('old-shop/mugs')).toBeInTheDocument();
    broken = false;
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Edit redirect' })).toBeVisible();
  });

  it('offers Reload, not Try again, when the session expired (419), without the raw reply', async () => {
    const expired =
      'Your session has expired due to inactivity. Please reload the page and try again.';
    server.use(
      untypedHttp.get('*/48213/content/redirects', () =>
        HttpResponse.json({ message: 'Page Expired' }, { status: 419 }),
      ),
    );
    const view = render();
    const page = (await screen.findByText('This page could not be loaded')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(page).toHaveTextContent(expired);
    expect(within(page).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(within(page).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Page Expired')).toBeNull();
    view.unmount();

    // A panel's data the same.
    serveList();
    server.use(
      untypedHttp.get('*/48213/content/redirects/318/edit', () =>
        HttpResponse.json({ message: 'Page Expired' }, { status: 419 }),
      ),
    );
    render('/48213/content/redirects/318/edit');
    const message = await screen.findByText(expired);
    const panel = screen.getByRole('dialog');
    expect(panel).toContainElement(message);
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Page Expired')).toBeNull();
  });

  it('follows a same-origin redirect and ignores another origin', async () => {
    server.use(
      http.get('/{siteid}/content/redirects', ({ response }) =>
        response(200).json({ layout: 'legacy-redirect', redirect: '/48213/content/elsewhere' }),
      ),
    );
    const { router } = render();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/48213/content/elsewhere');
  });

  it('restores the view from the address', async () => {
    const requests = serveList();
    render(
      '/48213/content/redirects?page=2&per_page=10&sort_column=hits&sort_direction=asc&search=old&filters%5Btype%5D=301',
    );
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    const query = requests[0];
    expect(query?.get('page')).toBe('2');
    expect(query?.get('per_page')).toBe('10');
    expect(query?.get('sort_column')).toBe('hits');
    expect(query?.get('search')).toBe('old');
    expect(query?.get('filters[type]')).toBe('301');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('old');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});

describe('list behaviour', () => {
  it('searches once after 500 ms, back on page 1, and pushes the query to the address', async () => {
    const requests = serveList();
    const { router } = render('/48213/content/redirects?page=3');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'mugs' } });
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?search=mugs'));
    await waitFor(() => expect(requests).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.get('search')).toBe('mugs');
    expect(requests[1]?.get('page')).toBeNull();
    // Same filters and path: no totals asked again.
    expect(requests[1]?.get('withtotals')).toBeNull();
  });

  it('applies filters from the panel: page 1, search cleared, comma-joined and sorted, totals asked', async () => {
    const user = userEvent.setup();
    const requests = serveList();
    const { router } = render('/48213/content/redirects?page=2&search=old');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Sort and filter' });
    // All is on; picking another removes it, picking All again clears the others.
    expect(within(panel).getByRole('checkbox', { name: 'All' })).toBeChecked();
    await user.click(within(panel).getByText('Temporary (302)'));
    await user.click(within(panel).getByText('Permanent (301)'));
    expect(within(panel).getByRole('checkbox', { name: 'All' })).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filters%5Btype%5D=301%2C302'));
    expect(router.state.location.pathname).toBe('/48213/content/redirects');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.get('filters[type]')).toBe('301,302');
    expect(requests[1]?.get('withtotals')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('clears the panel with Clear', async () => {
    const user = userEvent.setup();
    serveList();
    const { router } = render('/48213/content/redirects/filters?filters%5Btype%5D=301');
    const panel = await screen.findByRole('dialog', { name: 'Sort and filter' });
    expect(within(panel).getByRole('checkbox', { name: 'Permanent (301)' })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).getByRole('checkbox', { name: 'All' })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('goes back to page 1 on a page-size change and clears the checked rows', async () => {
    const user = userEvent.setup();
    serveList();
    const { router } = render('/48213/content/redirects?page=2');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Select row 318' }));
    expect(screen.getByText('1 selected')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=50'));
    // The new query draws in a transition after the address changes.
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
  });

  it("shows the server's page size, not the address's, even one it does not offer", async () => {
    const page = redirects();
    page.pagination = { ...page.pagination, per_page: 3, last_page: 47 };
    serveList(page);
    render('/48213/content/redirects?per_page=25');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    const perPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(perPage).toHaveValue('3');
    expect(within(perPage).getByRole('option', { name: '3' })).toBeInTheDocument();
  });

  it('shows the size picked while its rows load, then the one the server used', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    // Resolves once the request for 50 is held: releasing it before it reached the server
    // would release nothing and leave it waiting.
    let held: () => void = () => undefined;
    const requestHeld = new Promise<void>((resolve) => (held = resolve));
    server.use(
      http.get('/{siteid}/content/redirects', async ({ request, response }) => {
        const asked = Number(new URL(request.url).searchParams.get('per_page'));
        const page = redirects();
        if (asked > 0) {
          const released = new Promise<void>((resolve) => (release = resolve));
          held();
          await released;
          // This server gives at most 40 rows a page.
          page.pagination = { ...page.pagination, per_page: Math.min(asked, 40) };
        }
        return response(200).json(page);
      }),
    );
    const { router } = render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    const perPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(perPage).toHaveValue('25');
    await user.selectOptions(perPage, '50');
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=50'));
    // The last query's rows stay, dimmed, under the size asked for.
    await waitFor(() => expect(perPage).toHaveValue('50'));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await requestHeld;
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('40');
  });

  it("keeps the table's usual 25 in the address when the list names no default page size", async () => {
    const user = userEvent.setup();
    const requests = serveList(
      redirects({ default_parameters: { sort_column: 'created_at', sort_direction: 'desc' } }),
    );
    const { router } = render('/48213/content/redirects?per_page=10');
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    // The server's own default may be another size: 25 is asked for, not left out.
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=25'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.get('per_page')).toBe('25');
  });

  it('sorts by a column', async () => {
    const user = userEvent.setup();
    serveList();
    const { router } = render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Sort by Visits' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort_column=hits&sort_direction=asc'),
    );
  });

  it('keeps a sort made just before a page-size change, before the list re-renders', async () => {
    serveList();
    const { router } = render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    // Both events in one tick, outside act(): the second is handled before the first renders.
    const perPage = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    screen.getByRole('button', { name: 'Sort by Visits' }).click();
    perPage.value = '50';
    perPage.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?per_page=50&sort_column=hits&sort_direction=asc'),
    );
  });

  it('says why the table is empty', async () => {
    serveList(redirects({}, []));
    render('/48213/content/redirects?search=zzz');
    expect(await screen.findByText('No redirects match “zzz”.')).toBeVisible();
  });

  it('checks the checkbox rules', () => {
    expect(toggleCheckbox(['301'], 'all', true)).toEqual(['all']);
    expect(toggleCheckbox(['all'], '301', true)).toEqual(['301']);
    expect(toggleCheckbox(['301', '302'], '301', false)).toEqual(['302']);
  });
});

describe('actions on rows', () => {
  async function checkRowsAndRun(label: string) {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', {
        name: label,
      }),
    );
    return user;
  }

  function serveBulk(reply: () => Response) {
    const calls: URLSearchParams[] = [];
    server.use(
      http.get('/{siteid}/content/redirects/bulk', ({ request }) => {
        calls.push(new URL(request.url).searchParams);
        return reply();
      }),
    );
    return calls;
  }

  it('confirms, then runs the GET and shows the deleted toast for Deleted', async () => {
    serveList();
    const calls = serveBulk(
      () => new Response('Deleted', { headers: { 'Content-Type': 'text/plain' } }),
    );
    const user = await checkRowsAndRun('Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete redirects' });
    // The question names the checked rows.
    expect(
      within(dialog).getByText('The 2 checked redirects: ‘old-shop/mugs’, ‘christmas-2025’.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete them' }));
    expect(await screen.findByText('2 redirects deleted')).toBeVisible();
    expect(calls[0]?.get('action')).toBe('delete');
    expect(calls[0]?.get('ids')).toBe('318,317');
  });

  it('shows the success toast for Updated and for an object reply', async () => {
    serveList();
    serveBulk(() => new Response('Updated', { headers: { 'Content-Type': 'text/plain' } }));
    await checkRowsAndRun('Make permanent (301)');
    expect(await screen.findByText('2 redirects updated')).toBeVisible();
  });

  it('shows the success toast for an object reply', async () => {
    serveList();
    serveBulk(() => Response.json({ result: 'success', reload: true, message: 'Done' }));
    await checkRowsAndRun('Make permanent (301)');
    expect(await screen.findByText('2 redirects updated')).toBeVisible();
  });

  it('shows the error toast for an error object and for any other reply', async () => {
    serveList();
    serveBulk(() => Response.json({ result: 'error', message: 'Nope' }));
    await checkRowsAndRun('Make permanent (301)');
    expect(await screen.findByText('The action failed for 2 redirects')).toBeVisible();
  });

  it('treats an unknown reply as an error', async () => {
    serveList();
    serveBulk(() => new Response('Maybe', { headers: { 'Content-Type': 'text/plain' } }));
    await checkRowsAndRun('Make permanent (301)');
    expect(await screen.findByText('The action failed for 2 redirects')).toBeVisible();
  });

  it('hides bulk actions when read_only', async () => {
    serveList(redirects({ read_only: true }));
    render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    expect(screen.queryByRole('checkbox', { name: 'Select all rows' })).toBeNull();
  });

  it('shows the example-data overlay', async () => {
    serveList(redirects({ example_data: true }));
    render();
    expect(await screen.findByTestId('example-data')).toHaveTextContent(
      'These are example redirects',
    );
  });

  it('deletes a row after the confirm, with the noun in the notice', async () => {
    const user = userEvent.setup();
    serveList();
    const deleted: string[] = [];
    server.use(
      http.delete('/{siteid}/content/redirects/{id}', ({ params, response }) => {
        deleted.push(String(params.id));
        return response(200).json({ result: 'success' });
      }),
    );
    render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Delete christmas-2025' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the redirect ‘christmas-2025’?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The redirect has been deleted')).toBeVisible();
    expect(deleted).toEqual(['317']);
  });

  it('says the delete failed', async () => {
    const user = userEvent.setup();
    serveList();
    server.use(
      http.delete('/{siteid}/content/redirects/{id}', ({ response }) =>
        response(200).json({ result: 'error', message: 'Locked' }),
      ),
    );
    render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Delete christmas-2025' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the redirect ‘christmas-2025’?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('An error has occurred and redirect has failed to be deleted'),
    ).toBeVisible();
  });
});

describe('header and remembered choices', () => {
  it('disables flagged actions and warns with an upgrade button when the limit is reached', async () => {
    const user = userEvent.setup();
    serveList(
      redirects({
        limit: 2,
        actions: [
          { label: 'Add redirect', path: 'create', type: 'panel', disableWhenLimitReached: true },
        ],
      }),
    );
    render();
    expect(
      await screen.findByText('You have reached your plan’s limit of 2 redirects.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add redirect' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(shell.openSubscription).toHaveBeenCalled();
  });

  it('keeps the limit warning and the disabled action while a search shows fewer rows', async () => {
    const limited: Partial<ListPage['config']> = {
      limit: 2,
      actions: [
        { label: 'Add redirect', path: 'create', type: 'panel', disableWhenLimitReached: true },
      ],
    };
    server.use(
      http.get('/{siteid}/content/redirects', ({ request, response }) => {
        const searched = new URL(request.url).searchParams.get('search');
        // A searched reply counts the matches only, and carries no totals.
        const page = redirects(limited);
        delete page.totals;
        const reply: ListPage = searched
          ? {
              ...page,
              model: page.model.slice(0, 1),
              pagination: { ...page.pagination, total: 1, to: 1 },
            }
          : { ...page, pagination: { ...page.pagination, total: 2 } };
        return response(200).json(reply);
      }),
    );
    const { router } = render();
    expect(await screen.findByText(/reached your plan’s limit of 2/)).toBeVisible();
    await router.navigate('/48213/content/redirects?search=mugs');
    await waitFor(() => expect(screen.queryByText('christmas-2025')).toBeNull());
    expect(screen.getByText(/reached your plan’s limit of 2/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add redirect' })).toBeDisabled();
  });

  it('dims the rows and shows a loading bar until a new query answers', async () => {
    // The second page's reply is held until released; `held` settles once the request is in.
    let release: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.get('/{siteid}/content/redirects', async ({ request, response }) => {
        if (new URL(request.url).searchParams.get('page') === '2')
          await new Promise<void>((resolve) => {
            release = resolve;
            asked();
          });
        return response(200).json(redirects());
      }),
    );
    const { router } = render();
    await screen.findByText('christmas-2025');
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
    await router.navigate('/48213/content/redirects?page=2');
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await held;
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('answers a change at once with the loading bar, before the rows of a page seen before draw', async () => {
    const user = userEvent.setup();
    const secondPage = redirects({}, [
      {
        ID: 290,
        from: 'summer-sale',
        to: '/sale',
        type: '302',
        hits: 12,
        created_at: '2026-06-01T09:00:00Z',
      },
    ]);
    secondPage.pagination = { ...secondPage.pagination, current_page: 2, from: 26, to: 26 };
    server.use(
      http.get('/{siteid}/content/redirects', ({ request, response }) =>
        response(200).json(
          new URL(request.url).searchParams.get('page') === '2' ? secondPage : redirects(),
        ),
      ),
    );
    render();
    await screen.findByText('christmas-2025');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('summer-sale');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    // The first page is in the cache: its rows are drawn after the bar's frame, not before it.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    expect(screen.getByText('summer-sale')).toBeInTheDocument();
    expect(await screen.findByText('christmas-2025')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('closing a panel takes its history entry: Back does not reopen it', async () => {
    const user = userEvent.setup();
    serveList();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Sort and filter' });
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/content/redirects'));
    await router.navigate(-1);
    expect(router.state.location.pathname).not.toBe('/48213/content/redirects/filters');
  });

  it('closing a panel with Esc takes its history entry: Back goes to where the owner was before', async () => {
    const user = userEvent.setup();
    serveList();
    const { router } = render('/48213/content/redirects?page=2');
    await router.navigate('/48213/content/redirects?page=3');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog', { name: 'Sort and filter' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/content/redirects'));
    expect(router.state.location.search).toBe('?page=3');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/48213/content/redirects');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens Row options from the keyboard with its first choice highlighted (its code loads on first use)', async () => {
    const user = userEvent.setup();
    serveList();
    render();
    const trigger = await screen.findByRole('button', { name: 'Row options' });
    // A menu button before its menu's code is in.
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const compact = await screen.findByRole('menuitemcheckbox', { name: 'Compact rows' });
    await waitFor(() => expect(compact).toHaveAttribute('data-highlighted'));
    await user.click(compact);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Redirects' })).toHaveAttribute(
        'data-compact',
        'true',
      ),
    );
  });

  it('remembers the overview per page title and the compact rows', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    serveList(redirects({ info: '<p>Send visitors on.</p><script>alert(1)</script>' }));
    const first = render();
    expect(await screen.findByText('Send visitors on.')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide overview' }));
    expect(screen.queryByText('Send visitors on.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Row options' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Compact rows' }));
    first.unmount();
    render();
    expect(await screen.findByRole('button', { name: 'Show overview' })).toBeVisible();
    expect(screen.queryByText('Send visitors on.')).toBeNull();
    expect(screen.getByRole('table', { name: 'Redirects' })).toHaveAttribute(
      'data-compact',
      'true',
    );
  });

  it('starts the overview closed on a phone and draws it when opened', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    const matchMedia = window.matchMedia;
    mockWindowWidth(375);
    try {
      serveList(redirects({ info: '<p>Send visitors on.</p>' }));
      render();
      const show = await screen.findByRole('button', { name: 'Show overview' });
      expect(show).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Send visitors on.')).toBeNull();
      await user.click(show);
      expect(await screen.findByText('Send visitors on.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Hide overview' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('opens a window bulk action with the ids joined by its delimiter', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    serveList(
      redirects({
        bulk_actions: [
          {
            label: 'Export chosen',
            value: 'export',
            path: '/:siteid/content/redirects/export?ids=:ids',
            verb: 'GET',
            delimiter: '|',
            target: 'window',
          },
        ],
      }),
    );
    render();
    await screen.findByRole('heading', { name: 'Redirects', level: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Export chosen' }));
    expect(open).toHaveBeenCalledWith(
      '/48213/content/redirects/export?ids=318|317',
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });
});

describe('moving to another page of the same kind', () => {
  it("shows the new page's loading state, never the last page's rows under it", async () => {
    const blog = (id: string) => {
      const page = redirects();
      return { ...page, config: { ...page.config, title: `Comments of blog ${id}` } };
    };
    // Blog 8's reply is held until answered; `held` settles once its request is in (answering
    // before that would answer nothing, and the reply would then never come).
    let answerSecond: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      // Any list will do for the page (the contract types comments' rows): an untyped handler.
      untypedHttp.get('*/48213/blog/:pageid/comments', async ({ params }) => {
        if (params['pageid'] === '8')
          await new Promise<void>((resolve) => {
            answerSecond = resolve;
            asked();
          });
        return HttpResponse.json(blog(String(params['pageid'])));
      }),
    );
    const { router } = renderPage(
      [{ path: '/:siteid/blog/:pageid/comments', element: <ServerPage /> }],
      '/48213/blog/7/comments',
    );
    expect(await screen.findByRole('heading', { name: 'Comments of blog 7' })).toBeVisible();
    await router.navigate('/48213/blog/8/comments');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Comments of blog 7' })).toBeNull(),
    );
    expect(screen.queryByRole('link', { name: 'old-shop/mugs' })).toBeNull();
    await held;
    answerSecond();
    expect(await screen.findByRole('heading', { name: 'Comments of blog 8' })).toBeVisible();
  });
});
