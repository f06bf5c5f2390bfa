// A shop of 10,000 orders, for measuring how the order list keeps up with a big shop. Asked for
// with `Prefer: example=ten-thousand-orders` on the order list's call (`GET /{siteid}/shop/orders`,
// XHR-marked), the mock answers from orders generated once at start (the same every time), and
// pages, sorts, searches and filters them as the backend would. The page's config comes from the
// document's `OrdersPageEveryStatus` example, so the list looks as it does for a small shop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { pageOf } from './pagination';

export const BIG_SHOP_EXAMPLE = 'ten-thousand-orders';
export const BIG_SHOP_SIZE = 10_000;

const ORDER_LIST_PATH = /^\/(\d+)\/shop\/orders\/?$/;

type Row = Record<string, unknown> & {
  ID: number;
  full_status: string;
  date_purchased: string;
  customer_name: string;
  customer_email: string;
  order_total: number;
  gateway_name: string | null;
  opt_in: boolean;
  products: { name: string; qty: number }[];
};

interface PredefinedFilter {
  key: string;
  name: string;
  result_count?: number;
  default?: boolean;
  filters?: Record<string, string>;
}

interface PageTemplate {
  config: Record<string, unknown> & { predefined_filters?: PredefinedFilter[] };
  model: Row[];
  [key: string]: unknown;
}

/** Whether a `Prefer` header asks for the big shop. */
export function prefersBigShop(prefer: string | string[] | undefined): boolean {
  const value = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return value
    .split(/[,;]/)
    .some((part) => part.trim().replace(/\s+/g, '') === `example=${BIG_SHOP_EXAMPLE}`);
}

/** Whether a request is the order list's data call (the only one the big shop answers). */
export function isOrderListCall(method: string, url: URL): boolean {
  return method === 'GET' && ORDER_LIST_PATH.test(url.pathname);
}

const FIRST_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Freya',
  'Lily',
  'Florence',
  'Imogen',
  'Poppy',
  'Grace',
  'Oliver',
  'George',
  'Harry',
  'Noah',
  'Jack',
  'Leo',
  'Arthur',
  'Oscar',
  'Theo',
  'Alfie',
  'Fiona',
  'Rhys',
  'Siobhan',
  'Callum',
  'Priya',
  'Arjun',
  'Aisha',
  'Kwame',
  'Mei',
  'Tomasz',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Fletcher',
  'Whitfield',
  'MacLeod',
  'Okafor',
  'Nowak',
  'Chen',
  'Hughes',
  'Edwards',
  'Clarke',
];
const PRODUCTS = [
  { name: 'Moon Jar (Small)', price: 38 },
  { name: 'Moon Jar (Large)', price: 72 },
  { name: 'Speckled Mug', price: 18.5 },
  { name: 'Tea Bowl', price: 24 },
  { name: 'Serving Platter', price: 65 },
  { name: 'Bud Vase', price: 22 },
  { name: 'Gift Voucher', price: 50 },
  { name: 'Throwing Workshop', price: 95 },
];
const GATEWAYS = ['Stripe', 'PayPal', 'Bank transfer'];

/** A small seeded generator (mulberry32): the same shop on every start. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** 10,000 orders over the two years before the template's newest, one status per template row. */
export function generateOrders(templates: Row[], size = BIG_SHOP_SIZE): Row[] {
  const next = random(48213);
  const newest = Math.max(...templates.map((row) => Date.parse(row.date_purchased)));
  const span = 2 * 365 * 24 * 3600 * 1000;
  const orders: Row[] = [];
  for (let index = 0; index < size; index++) {
    const template = pick(templates, next);
    const first = pick(FIRST_NAMES, next);
    const last = pick(LAST_NAMES, next);
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
      product: pick(PRODUCTS, next),
      qty: 1 + Math.floor(next() * 3),
    }));
    const total = lines.reduce((sum, line) => sum + line.product.price * line.qty, 0);
    const id = 20_000 + size - index;
    orders.push({
      ...template,
      ID: id,
      appUrl: String(template['appUrl'] ?? '').replace(/\d+$/, String(id)),
      siteUrl: String(template['siteUrl'] ?? '').replace(/\d+$/, String(id)),
      // Newest first by ID, as a shop numbers its orders.
      date_purchased: new Date(newest - Math.floor((index / size) * span)).toISOString(),
      customer_name: `${first} ${last}`,
      customer_email: `${first}.${last}${index % 97}@example.com`.toLowerCase(),
      order_total: Math.round(total * 100) / 100,
      gateway_name: template.gateway_name === null ? null : pick(GATEWAYS, next),
      opt_in: next() < 0.4,
      products: lines.map((line) => ({ name: line.product.name, qty: line.qty })),
      image: null,
    });
  }
  return orders;
}

const GATEWAY_KEYS: Record<string, string> = {
  Stripe: 'stripe',
  PayPal: 'paypal',
  'Bank transfer': 'bank_transfer',
};

/** The `filters[…]` and predefined `filter` a request asks for, as one status/gateway/opt-in set. */
function matchesFilters(row: Row, filters: Record<string, string>): boolean {
  const list = (key: string) =>
    (filters[key] ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '' && value !== 'all');
  const statuses = list('status');
  if (statuses.length > 0 && !statuses.includes(row.full_status)) return false;
  const gateways = list('gateway');
  if (gateways.length > 0 && !gateways.includes(GATEWAY_KEYS[row.gateway_name ?? ''] ?? '')) {
    return false;
  }
  const optIn = list('optIn');
  if (optIn.length > 0 && !optIn.includes(row.opt_in ? '1' : '0')) return false;
  return true;
}

const SORT_KEYS = new Set(['ID', 'date_purchased', 'customer_name', 'order_total']);

function compare(column: string): (a: Row, b: Row) => number {
  return (a, b) => {
    const left = a[column];
    const right = b[column];
    if (typeof left === 'number' && typeof right === 'number') return left - right || a.ID - b.ID;
    return String(left).localeCompare(String(right), 'en-GB') || a.ID - b.ID;
  };
}

const money = (value: number) => Math.round(value * 100) / 100;

export interface BigShop {
  /** The reply to the order list's call at this address. */
  reply(url: URL): { status: number; body: string };
}

/** Reads the page template from the document's examples and generates the orders once. */
export function createBigShop(examplesDir: string): BigShop {
  const examples = parse(
    readFileSync(path.join(examplesDir, 'shop-orders.yaml'), 'utf8'),
  ) as Record<string, { value: PageTemplate }>;
  const template = examples['OrdersPageEveryStatus']?.value;
  if (!template) throw new Error('The big shop needs the OrdersPageEveryStatus example');
  const orders = generateOrders(template.model);
  const predefined = template.config.predefined_filters ?? [];
  const counted = predefined.map((filter) => ({
    ...filter,
    result_count: orders.filter((row) => matchesFilters(row, filter.filters ?? {})).length,
  }));
  const sorted = new Map<string, Row[]>();
  const sortedBy = (column: string) => {
    let rows = sorted.get(column);
    if (!rows) {
      rows = [...orders].sort(compare(column));
      sorted.set(column, rows);
    }
    return rows;
  };

  return {
    reply(url) {
      const query = url.searchParams;
      const filters: Record<string, string> = {};
      for (const [key, value] of query) {
        const match = /^filters\[(\w+)\]$/.exec(key);
        if (match?.[1]) filters[match[1]] = value;
      }
      const chosen = predefined.find((filter) => filter.key === query.get('filter'));
      Object.assign(filters, chosen?.filters ?? {});
      const column = query.get('sort_column') ?? 'date_purchased';
      const sortColumn = SORT_KEYS.has(column) ? column : 'date_purchased';
      const direction = query.get('sort_direction') === 'asc' ? 'asc' : 'desc';
      const search = (query.get('search') ?? '').trim().toLowerCase();
      const perPage = Math.min(100, Math.max(1, Number(query.get('per_page')) || 25));

      let rows = sortedBy(sortColumn);
      if (direction === 'desc') rows = [...rows].reverse();
      rows = rows.filter(
        (row) =>
          matchesFilters(row, filters) &&
          (search === '' ||
            String(row.ID).includes(search) ||
            row.customer_name.toLowerCase().includes(search) ||
            row.customer_email.includes(search) ||
            row.products.some((product) => product.name.toLowerCase().includes(search))),
      );
      const { model, pagination } = pageOf(rows, url, perPage);
      const { total } = pagination;
      const revenue = rows.reduce((sum, row) => sum + row.order_total, 0);
      const body = {
        ...template,
        config: { ...template.config, predefined_filters: counted },
        model,
        pagination,
        sorting: { column: sortColumn, direction },
        totals: {
          total: { value: total, type: 'number' },
          extras: [
            { label: 'Revenue', type: 'price', value: money(revenue) },
            { label: 'Average order', type: 'price', value: total ? money(revenue / total) : 0 },
          ],
          permission: [{ value: true }],
        },
      };
      return { status: 200, body: JSON.stringify(body) };
    },
  };
}
