// One refresh path (ARCHITECTURE.md "How a feature plugs in"): a feature's mutation refreshes the
// page the owner is looking at, because the page's query key comes from one factory per page path.
// The app composes the real features here: the page engine draws the order list, the orders
// feature draws its status cells and sends the change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@site-admin/api-client';
import {
  http,
  renderRoutes,
  server,
  serveSignedInShop,
  setupMockNetwork,
} from '@site-admin/testing';
import { writeAppStore } from '@site-admin/ui';
import { http as untypedHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extensions } from './composition';
import { routes } from './routes';

setupMockNetwork();

// The change is sent at once: the owner turned the undo window off.
beforeEach(() => writeAppStore('orders_undo_window', false));
afterEach(() => window.localStorage.clear());

/** The order list as the server answers it: order 10461 before and after its status change. */
function orderList(changed: boolean): ListPage {
  return {
    layout: 'list',
    resource: 'orders',
    route: { params: { siteid: 48213 } },
    config: {
      title: 'Orders',
      noun: { singular: 'order', plural: 'orders' },
      hideSidebar: false,
      breadcrumbs: [],
      rows: {
        columns: [
          { key: 'ID', label: 'Order', type: 'identifier', sortable: false, currency: 'GBP' },
          {
            key: 'full_status',
            label: 'Status',
            type: 'order_status',
            sortable: false,
            currency: 'GBP',
          },
          // What the server changes with the status: only a fetch of the list can show it.
          { key: 'updated', label: 'Updated', type: 'text', sortable: false, currency: 'GBP' },
        ],
      },
      extra: {
        shop_config: {
          pageid: 3,
          stock_control: true,
          send_email: { '1': 0, '2': 1, '3': 2, '4': 1, '5': 2 },
          email_body: {},
        },
      },
    },
    model: [
      changed
        ? {
            ID: 10461,
            status: 2,
            sub_status: 3,
            full_status: '2.3',
            status_text: 'Awaiting Dispatch',
            row_class_modifier: 'info',
            updated: 'Updated by you just now',
          }
        : {
            ID: 10461,
            status: 2,
            sub_status: 1,
            full_status: '2.1',
            status_text: 'Picking',
            row_class_modifier: 'info',
            updated: 'Updated yesterday',
          },
    ],
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
}

function serveShop() {
  const state = { changed: false, listRequests: 0 };
  serveSignedInShop();
  server.use(
    // The contract types every row of the order list; this list needs only a few fields.
    untypedHttp.get('*/48213/shop/orders', () => {
      state.listRequests += 1;
      return HttpResponse.json(orderList(state.changed));
    }),
    http.post('/{siteid}/shop/orders/statusUpdate/', ({ response }) => {
      state.changed = true;
      return response(200).json({ result: 'success' });
    }),
  );
  return state;
}

describe('a mutation refreshes the page the owner is looking at', () => {
  it('changing an order status in the list shows the new status and what the server changed with it, without a reload', async () => {
    const shop = serveShop();
    const { router } = renderRoutes(routes, '/48213/shop/orders', { extensions });
    expect(
      await screen.findByText('Updated yesterday', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    const status = await screen.findByRole('combobox', { name: 'Status of order #10461' });
    const before = shop.listRequests;

    await userEvent.selectOptions(status, '2.3');

    expect(await screen.findByText('Order #10461 has been updated.')).toBeVisible();
    // The list was asked for again (its page key was invalidated), and the row shows the reply.
    expect(await screen.findByText('Updated by you just now')).toBeVisible();
    expect(shop.listRequests).toBe(before + 1);
    const row = screen.getByText('Updated by you just now').closest('tr, li');
    expect(row).not.toBeNull();
    await waitFor(() =>
      expect(
        within(row as HTMLElement).getByRole('combobox', { name: 'Status of order #10461' }),
      ).toHaveValue('2.3'),
    );
    expect(router.state.location.pathname).toBe('/48213/shop/orders');
  });
});
