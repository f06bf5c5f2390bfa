// Test data and a page host for the orders feature's component tests.
import type { ListPage, OrderResponse, ShopConfig } from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import { renderRoutes } from '@site-admin/testing';
import { afterAll, beforeAll, vi } from 'vitest';
import { BulkStatusAction } from './bulk/bulk-status-action';

export const shopConfig: ShopConfig = {
  stock_control: true,
  send_email: { '1': 0, '2': 1, '3': 2, '4': 1, '5': 2 },
  email_body: {
    '3': '<p>Dear {customer_name},</p><p>Your order #{order_id} has been dispatched.</p>',
    '5': '<p>Dear {customer_name},</p><p>Your order #{order_id} has been cancelled.</p>',
  },
};

export function fakeHost(overrides: Partial<PageHost> = {}): PageHost {
  return {
    pagePath: '/48213/shop/orders',
    siteid: '48213',
    search: '',
    page: null,
    filters: {},
    sort: null,
    defaultSort: null,
    applyFilters: vi.fn(),
    openPanel: vi.fn(),
    closePanel: vi.fn(),
    refresh: vi.fn(() => Promise.resolve()),
    shell: null,
    ...overrides,
  };
}

/** Order 10459: packaging, tax exclusive with mixed rates, a discount, trees pending. */
export const packagingOrder: OrderResponse = {
  model: {
    ID: 10459,
    status: 2,
    sub_status: 2,
    full_status: '2.2',
    status_text: 'Packaging',
    date_purchased: '2026-11-26T10:02:33Z',
    gateway_transaction_id: 'pi_3Qx0pQL2eZvKYlo2C3mW1sTe',
    notes: 'Could the plates be wrapped separately?',
    order_currency: 'GBP',
    order_total: 85,
    shipping_total: 6,
    shipping_total_ex_vat: 5,
    tax_total: 13,
    tax_included: false,
    discount_amount: 5,
    discount_text: 'Newsletter £5 off (HELLO5)',
    discount_logs: [{ id: 318, ruleset: { name: 'Newsletter £5 off' } }],
    customer_name: 'Chloe Hughes',
    customer_email: 'chloe.hughes@example.com',
    customer_phone: '07700 900654',
    shipping_method: 'Parcelforce 48',
    gateway_name: 'Stripe',
    gateway_src: null,
    referrer: null,
    opt_in: true,
    checkout_layout: 2,
    tracking_courier_name: null,
    tracking_number: null,
    tracking_url: null,
    royal_mail_click_and_drop_id: 0,
    ecologi_trees: 2,
    ecologi_status: 'pending',
    delivery_name: 'Tom and Grace Hughes',
    delivery_company: null,
    delivery_address1: '5 Royal Crescent',
    delivery_address2: null,
    delivery_address3: null,
    delivery_city: 'Bath',
    delivery_county: 'Somerset',
    delivery_postcode: 'BA1 2LR',
    delivery_country: 'GB',
    delivery_country_name: 'United Kingdom',
    customer_company: 'Hughes Events Ltd',
    customer_address1: 'Unit 4, Kingsmead Square',
    customer_address2: null,
    customer_address3: null,
    customer_city: 'Bath',
    customer_county: 'Somerset',
    customer_postcode: 'BA1 2AB',
    customer_country: 'GB',
    customer_country_name: 'United Kingdom',
    products: [
      {
        name: 'Stoneware Dinner Plate',
        sku: 'HF-DPLATE-SAGE',
        products_id: 2252,
        qty: 4,
        price: 15,
        tax_amount: 3,
        tax_rate: 20,
        thumbnail: null,
        options: [{ optionname: 'Colour', items: [{ itemvalue: 'Sage', customvalue: null }] }],
      },
      {
        name: "The Potter's Book of Glaze Recipes",
        sku: 'HF-BOOK-02',
        products_id: 2316,
        qty: 1,
        price: 12,
        tax_amount: 0,
        tax_rate: 0,
        thumbnail: null,
        options: [
          {
            title: 'Inscription',
            items: [{ title: 'Signed by the author', custom_value: 'For Tom and Grace' }],
          },
        ],
      },
    ],
  },
  config: { read_only: false, shop_config: shopConfig },
};

/** The order list page with the given rows (status column only). */
export function ordersPage(
  rows: ListPage['model'],
  config: { read_only?: boolean; example_data?: boolean } = {},
): ListPage {
  return {
    layout: 'list',
    resource: 'orders',
    config: {
      title: 'Orders',
      noun: { singular: 'order', plural: 'orders' },
      hideSidebar: false,
      rows: {
        columns: [
          {
            key: 'full_status',
            label: 'Status',
            type: 'order_status',
            sortable: false,
            currency: 'GBP',
          },
        ],
      },
      extra: { shop_config: { pageid: 3, ...shopConfig } },
      ...config,
    },
    model: rows,
    pagination: {
      total: rows.length,
      per_page: 25,
      current_page: 1,
      last_page: 1,
      next_page_url: null,
      from: 1,
      to: rows.length,
    },
  };
}

export const pickingRow = {
  ID: 10461,
  status: 2,
  sub_status: 1,
  full_status: '2.1',
  status_text: 'Picking',
  row_class_modifier: 'info',
};

/** Two checked orders: #10461 (Picking) and #10457 (Awaiting Dispatch). */
export const twoCheckedRows = [
  pickingRow,
  { ...pickingRow, ID: 10457, full_status: '2.3', status_text: 'Awaiting Dispatch' },
];

/** The order list's bulk status change over `twoCheckedRows`, as the page engine opens it. */
export function renderBulkStatus({
  page = ordersPage([]),
  onDone = () => undefined,
}: { page?: ListPage; onDone?: (changed: boolean) => void } = {}) {
  return renderRoutes(
    [
      {
        path: '/:siteid/shop/orders',
        element: (
          <BulkStatusAction
            action={{
              label: 'Change status',
              value: 'status',
              path: '/:siteid/shop/orders/statusUpdate/',
              verb: 'GET',
              delimiter: ',',
              target: 'ajax',
            }}
            rows={twoCheckedRows}
            host={{ ...fakeHost(), page }}
            onDone={onDone}
          />
        ),
      },
    ],
    '/48213/shop/orders',
  );
}

/**
 * Gives jsdom's text ranges an empty box for this file's tests: the rich-text email editor
 * measures the text to keep the cursor in view, and jsdom lays nothing out.
 */
export function layOutTextForEditor() {
  const noBox = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
  const layout = {
    rects: Range.prototype.getClientRects,
    box: Range.prototype.getBoundingClientRect,
    fromPoint: Document.prototype.elementFromPoint,
  };
  beforeAll(() => {
    const box = { ...noBox, toJSON: () => noBox } as DOMRect;
    Range.prototype.getClientRects = () =>
      Object.assign([box], { item: () => box }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => box;
    Document.prototype.elementFromPoint = () => null;
  });
  afterAll(() => {
    Range.prototype.getClientRects = layout.rects;
    Range.prototype.getBoundingClientRect = layout.box;
    Document.prototype.elementFromPoint = layout.fromPoint;
  });
}
