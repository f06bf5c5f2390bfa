// Lists as an owner uses them with the keyboard and with filters (issue: lists and forms defects).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from '../filter-panel';
import { ServerPage } from '../server-page';
import { renderPage } from '../test-support';

setupMockNetwork();

const orders: ListPage = {
  layout: 'list',
  resource: 'orders',
  config: {
    title: 'Orders',
    hideSidebar: false,
    noun: { singular: 'order', plural: 'orders' },
    searchable: true,
    filters: {
      date: {
        title: 'Date',
        type: 'date',
        options: [
          { text: 'Past day', value: 'past_day' },
          { text: 'Custom range', value: 'custom' },
        ],
        settings: { from: 'dateFrom', to: 'dateTo' },
      },
      status: {
        title: 'Status',
        type: 'checkbox',
        options: [
          { text: 'All', value: 'all' },
          { text: 'Pending', value: '1.0' },
        ],
      },
    },
    predefined_filters: [
      { key: 'all', name: 'All', result_count: 9, default: true },
      { key: 'pending', name: 'Pending', result_count: 2, filters: { status: '1.0' } },
      { key: 'processing', name: 'Processing', result_count: 4, filters: { status: '2.0' } },
      { key: 'dispatched', name: 'Dispatched', result_count: 1, filters: { status: '3.0' } },
    ],
    rows: {
      columns: [
        {
          key: 'customer_name',
          label: 'Customer',
          type: 'title',
          sortable: false,
          currency: 'GBP',
        },
      ],
    },
  },
  model: [{ ID: 10474, customer_name: 'Fiona Blake' }],
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

const routes = [
  {
    path: '/:siteid/content/redirects',
    element: <ServerPage />,
    children: [{ path: 'filters', element: <FilterPanel /> }],
  },
];

function serveOrders() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/{siteid}/content/redirects', ({ request, response }) => {
      requests.push(new URL(request.url).searchParams);
      return response(200).json(orders);
    }),
  );
  return requests;
}

describe('the filters button', () => {
  it('counts a custom date range as one filter, beside the status', async () => {
    serveOrders();
    renderPage(
      routes,
      '/48213/content/redirects?filters%5Bdate%5D=custom&filters%5BdateFrom%5D=2026-11-01&filters%5BdateTo%5D=2026-11-30&filters%5Bstatus%5D=1.0',
    );
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });

  it('caps its count at 99+ (spec 1 section 9)', async () => {
    serveOrders();
    const filters = Array.from({ length: 120 }, (_, index) => `filters%5Bf${index}%5D=1`);
    renderPage(routes, `/48213/content/redirects?${filters.join('&')}`);
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    expect(screen.getByRole('button', { name: 'Filters (99+)' })).toBeVisible();
  });
});

describe('the predefined-filter tabs', () => {
  it('move focus with the arrow keys and ask once, for the tab chosen with Enter', async () => {
    const user = userEvent.setup();
    const requests = serveOrders();
    const { router } = renderPage(routes, '/48213/content/redirects');
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    const tabs = screen.getByRole('tablist', { name: 'Predefined filters' });
    await user.click(within(tabs).getByRole('tab', { name: /All/ }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Pending/ })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Processing/ })).toHaveFocus(),
    );
    // Moving across the tabs asks for nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.search).toBe('');
    expect(requests).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?filter=processing&filters%5Bstatus%5D=2.0'),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.get('filter')).toBe('processing');
  });

  it("each name the list's rows as what they control", async () => {
    serveOrders();
    renderPage(routes, '/48213/content/redirects');
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    const region = screen.getByText('Fiona Blake').closest('[id]:has(table)');
    expect(region).not.toBeNull();
    const tabs = within(screen.getByRole('tablist', { name: 'Predefined filters' }));
    for (const tab of tabs.getAllByRole('tab'))
      expect(tab).toHaveAttribute('aria-controls', region?.id);
  });
});

describe('a panel closing', () => {
  it('gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    serveOrders();
    const { router } = renderPage(routes, '/48213/content/redirects');
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    const filters = screen.getByRole('button', { name: 'Filters' });
    await user.click(filters);
    const panel = await screen.findByRole('dialog', { name: 'Sort and filter' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/content/redirects'));
    await waitFor(() => expect(filters).toHaveFocus());
  });
});
