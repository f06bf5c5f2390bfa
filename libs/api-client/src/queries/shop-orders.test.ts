import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pagePathKey } from './page-data';
import {
  EXPORT_STATUS_GROUPS,
  clickAndDropErrorMessages,
  dispatchNoteUrl,
  orderExportUrl,
  invalidateOrders,
  sendOrderStatusUpdate,
  shopOrderKeys,
  unseenOrderCount,
} from './shop-orders';
import { createApiClient } from '../client/api-client';

describe('orderExportUrl', () => {
  it('opens the older CSV export page for the default format, with lower-case date names', () => {
    const url = orderExportUrl(48213, 'default', {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      statuses: EXPORT_STATUS_GROUPS.pending,
    });
    const [path, query] = url.split('?');
    expect(path).toBe('/48213/shop/orders/export/csv');
    const search = new URLSearchParams(query);
    expect(search.get('datefrom')).toBe('2026-11-01');
    expect(search.get('dateto')).toBe('2026-11-30');
    expect(search.getAll('status[]')).toEqual(['1', '1.0', '1.1']);
  });

  it('downloads other formats from /export/{format}/download with dateFrom and dateTo', () => {
    const url = orderExportUrl(48213, 'xero', {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      statuses: [...EXPORT_STATUS_GROUPS.dispatched, ...EXPORT_STATUS_GROUPS.cancelled],
    });
    const [path, query] = url.split('?');
    expect(path).toBe('/48213/shop/orders/export/xero/download');
    const search = new URLSearchParams(query);
    expect(search.get('dateFrom')).toBe('2026-11-01');
    expect(search.getAll('status[]')).toEqual(['3', '3.0', '5', '5.0']);
  });

  it('sends a date only when it is valid', () => {
    const url = orderExportUrl(48213, 'sage', {
      dateFrom: '2026-02-30',
      dateTo: null,
      statuses: EXPORT_STATUS_GROUPS.processing,
    });
    const search = new URLSearchParams(url.split('?')[1]);
    expect(search.has('dateFrom')).toBe(false);
    expect(search.has('dateTo')).toBe(false);
  });

  it('refuses an export without a status', () => {
    expect(() => orderExportUrl(48213, 'default', { statuses: [] })).toThrow();
  });
});

describe('the other shop-order helpers', () => {
  it('builds the dispatch note address of an order', () => {
    expect(dispatchNoteUrl(10452)).toBe(
      '/edit/dynamic/shop/shop_management/dispatch_note.php?id=10452',
    );
  });

  it('builds one dispatch note address for several orders, ids comma-joined', () => {
    expect(dispatchNoteUrl([10461, 10457])).toBe(
      '/edit/dynamic/shop/shop_management/dispatch_note.php?id=10461,10457',
    );
    expect(() => dispatchNoteUrl([])).toThrow();
  });

  it('counts new orders only while the newest is one the owner has not seen', () => {
    expect(unseenOrderCount({ count: 2, latest_id: 10474 }, 10472)).toBe(2);
    expect(unseenOrderCount({ count: 2, latest_id: 10474 }, 10474)).toBe(0);
    expect(unseenOrderCount({ count: 2, latest_id: 10474 }, null)).toBe(0);
    expect(unseenOrderCount({ count: 0, latest_id: null }, 10470)).toBe(0);
    expect(unseenOrderCount(undefined, 10470)).toBe(0);
  });

  it('sends a status update with keepalive through the client and its middleware', async () => {
    const sent: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://admin.test',
      fetch: (input) => {
        if (input instanceof Request) sent.push(input);
        return Promise.resolve(Response.json({ result: 'success' }));
      },
      middleware: [
        {
          onRequest({ request }) {
            request.headers.set('X-XSRF-TOKEN', 'token-from-cookie');
            return request;
          },
        },
      ],
    });
    const body = {
      orders: [10461],
      status: '3.0' as const,
      sendToAllToggle: false,
      sendEmailToggle: true,
      modifiedEmailBody: null,
      restockToggle: false,
    };
    await sendOrderStatusUpdate(client, { siteid: 48213, body, keepalive: true });
    await sendOrderStatusUpdate(client, { siteid: 48213, body });
    const [leaving, normal] = sent;
    expect(leaving?.url).toBe('http://admin.test/48213/shop/orders/statusUpdate/');
    expect(leaving?.keepalive).toBe(true);
    expect(leaving?.headers.get('X-XSRF-TOKEN')).toBe('token-from-cookie');
    expect(leaving?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(normal?.keepalive).toBe(false);
  });

  it('lists every Click & Drop error message', () => {
    expect(
      clickAndDropErrorMessages({
        errorsCount: 1,
        failedOrders: [
          { errors: [{ errorMessage: 'Bad postcode' }, { errorMessage: 'No weight' }] },
        ],
      }),
    ).toEqual(['Bad postcode', 'No weight']);
  });

  it('nests every order key under the shop so one invalidation reaches them all', () => {
    const detail = shopOrderKeys.detail(48213, 10452);
    expect(detail.slice(0, 2)).toEqual(shopOrderKeys.site(48213));
    expect(shopOrderKeys.list(48213, { page: 2 }).slice(0, 1)).toEqual(shopOrderKeys.all);
  });
});

describe('invalidateOrders', () => {
  it('marks the order list page the engine shows stale with the orders, and nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData([...pagePathKey('/48213/shop/orders'), { page: 2 }], {});
    client.setQueryData(shopOrderKeys.detail(48213, 10461), {});
    client.setQueryData(pagePathKey('/48213/content/redirects'), {});
    await invalidateOrders(client, 48213);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale([...pagePathKey('/48213/shop/orders'), { page: 2 }])).toBe(true);
    expect(stale(shopOrderKeys.detail(48213, 10461))).toBe(true);
    expect(stale(pagePathKey('/48213/content/redirects'))).toBe(false);
  });
});
