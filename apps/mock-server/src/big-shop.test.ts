import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIG_SHOP_SIZE, createBigShop, isOrderListCall, prefersBigShop } from './big-shop';

const examples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/examples',
);
const shop = createBigShop(examples);

interface OrdersReply {
  model: { ID: number; customer_name: string; order_total: number; full_status: string }[];
  pagination: {
    total: number;
    per_page: number;
    current_page: number;
    last_page: number;
    from: number | null;
    to: number | null;
    next_page_url: string | null;
  };
  sorting: { column: string; direction: string };
}

const ask = (query: string): OrdersReply =>
  JSON.parse(
    shop.reply(new URL(`http://mock.local/48213/shop/orders${query}`)).body,
  ) as OrdersReply;

describe('the shop of 10,000 orders', () => {
  it('is asked for with its Prefer example on the order list call only', () => {
    expect(prefersBigShop('example=ten-thousand-orders')).toBe(true);
    expect(prefersBigShop('code=200, example=ten-thousand-orders')).toBe(true);
    expect(prefersBigShop('example=every-status')).toBe(false);
    expect(prefersBigShop(undefined)).toBe(false);
    expect(isOrderListCall('GET', new URL('http://mock.local/48213/shop/orders?page=2'))).toBe(
      true,
    );
    expect(isOrderListCall('GET', new URL('http://mock.local/48213/shop/orders/20001'))).toBe(
      false,
    );
    expect(isOrderListCall('POST', new URL('http://mock.local/48213/shop/orders'))).toBe(false);
  });

  it('pages 10,000 orders at 50 a page, newest first by default', () => {
    const first = ask('?per_page=50');
    expect(first.pagination).toMatchObject({
      total: BIG_SHOP_SIZE,
      per_page: 50,
      current_page: 1,
      last_page: 200,
      from: 1,
      to: 50,
    });
    expect(first.model).toHaveLength(50);
    expect(first.model[0]?.ID).toBe(20_000 + BIG_SHOP_SIZE);
    const last = ask('?per_page=50&page=200');
    expect(last.pagination).toMatchObject({
      current_page: 200,
      from: 9951,
      to: 10_000,
      next_page_url: null,
    });
    expect(last.model.at(-1)?.ID).toBe(20_001);
  });

  it('sorts by a sortable column in either direction', () => {
    const byTotal = ask('?per_page=50&sort_column=order_total&sort_direction=desc').model;
    const totals = byTotal.map((row) => row.order_total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byName = ask('?per_page=50&sort_column=customer_name&sort_direction=asc');
    expect(byName.sorting).toEqual({ column: 'customer_name', direction: 'asc' });
    const names = byName.model.map((row) => row.customer_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });

  it('searches names, emails, products and order numbers, and filters by status', () => {
    const fiona = ask('?per_page=50&search=fiona');
    expect(fiona.pagination.total).toBeGreaterThan(0);
    expect(fiona.pagination.total).toBeLessThan(BIG_SHOP_SIZE);
    expect(fiona.model.every((row) => row.customer_name.startsWith('Fiona'))).toBe(true);
    expect(ask('?search=20042').model.map((row) => row.ID)).toEqual([20_042]);
    const dispatched = ask('?per_page=50&filters[status]=3.0');
    expect(dispatched.model.every((row) => row.full_status === '3.0')).toBe(true);
    expect(ask('?search=no-such-customer').pagination).toMatchObject({
      total: 0,
      from: null,
      to: null,
    });
  });
});
