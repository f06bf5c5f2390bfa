// What a form field asks its own endpoint for, as the field widgets ask: options, a picker's
// images or files and the image a field holds through `endpointQuery`, product groups through
// their builders, and a thumbnail at the address `imageThumbnailUrl` builds.
import { MatchersV3, type TemplateQuery, type V3Response } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  endpointQuery,
  imageThumbnailUrl,
  productGroupNextPage,
  productGroupQuery,
  productGroupSearchQuery,
  type EndpointKind,
} from '../src/queries/field-endpoints';
import type { PickerQuery } from '../src/queries/page-types';
import { clientFor, failure, newPact, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const signedIn = 'an active shop owner is signed in';
const pagination = {
  total: integer(4),
  per_page: integer(25),
  current_page: integer(1),
  last_page: integer(1),
  from: integer(1),
  to: integer(4),
};

interface EndpointCase {
  name: string;
  given?: string;
  kind: EndpointKind;
  /** The endpoint the field definition names (for `image`, `{endpoint}/{id}`). */
  endpoint: string;
  query?: { app: PickerQuery; sent: TemplateQuery };
  status?: number;
  body: V3Response['body'];
  /** What the widget reads of the reply, or of the error (an ApiError). */
  expected: Record<string, unknown>;
}

const endpoints: EndpointCase[] = [
  {
    name: 'a request for the page options of a select field',
    kind: 'options',
    endpoint: '/48213/options/pages',
    body: { options: eachLike({ name: string('Home'), value: integer(1001) }) },
    expected: { options: [{ name: 'Home' }] },
  },
  {
    name: 'a search of the page options',
    given: 'the option search finds mugs',
    kind: 'options',
    endpoint: '/48213/options/pages',
    query: { app: { search: 'mug' }, sent: { search: 'mug' } },
    body: { options: eachLike({ name: string('Shop › Mugs'), value: integer(1042) }) },
    expected: { options: [{ value: 1042 }] },
  },
  {
    name: 'a request for the image library',
    kind: 'images',
    endpoint: '/48213/images',
    query: { app: { page: 1, per_page: 3 }, sent: { page: '1', per_page: '3' } },
    body: {
      model: eachLike({
        ID: integer(9120),
        description: string('Studio shelves with glazed mugs'),
        type: string('jpg'),
        url: string('https://hartleyandfinch.co.uk/siteimages/studio-shelves.jpg'),
      }),
      pagination: { ...pagination, total: integer(86), per_page: integer(3) },
    },
    expected: { model: [{ ID: 9120 }] },
  },
  {
    name: 'a request for image 9120',
    kind: 'image',
    endpoint: '/48213/images/9120',
    body: { model: { ID: integer(9120), type: string('jpg'), url: string('https://x') } },
    expected: { model: { ID: 9120 } },
  },
  {
    name: 'a request for a missing image',
    given: 'the image does not exist',
    kind: 'image',
    endpoint: '/48213/images/404',
    status: 404,
    body: { message: string('Not found') },
    expected: { status: 404 },
  },
  {
    name: 'a request for the file library',
    kind: 'files',
    endpoint: '/48213/files',
    body: {
      // The external option comes first; the others are library files.
      model: [
        { ID: 'external', description: string('Link to a file on another website') },
        { ID: integer(611), description: string('Care instructions for stoneware.pdf') },
        { ID: integer(604), description: string('Wholesale price list 2027.xlsx') },
      ],
      pagination: { ...pagination, total: integer(3) },
    },
    expected: { model: [{ ID: 'external' }, { ID: 611 }, { ID: 604 }] },
  },
];

describe.each(endpoints)('$endpoint: $name', (row) => {
  const { name, given, kind, endpoint, query, status = 200, body, expected } = row;
  it(`GET ${endpoint} through the field's endpoint query`, async () => {
    const pact = newPact()
      .given(state(given ?? signedIn))
      .uponReceiving(name)
      .withRequest({
        method: 'GET',
        path: endpoint,
        headers: xhrHeaders,
        ...(query ? { query: query.sent } : {}),
      })
      .willRespondWith({ status, headers: json, body });
    await pact.executeTest(async (server) => {
      const reply = new QueryClient().fetchQuery(
        endpointQuery(clientFor(server.url), kind, endpoint, query?.app),
      );
      expect(status === 200 ? await reply : await failure(reply)).toMatchObject(expected);
    });
  });
});

describe('an image thumbnail', () => {
  it('GET /image at the address the image widget shows', async () => {
    const pact = newPact()
      .given(state(signedIn))
      .uponReceiving('a request for a 96 px thumbnail')
      .withRequest({
        method: 'GET',
        path: '/image',
        // The browser loads it as an image; the interaction is marked as the app's own call so
        // its replay reaches the document's mock (plain loads get the mock's stand-in picture).
        headers: xhrHeaders,
        query: { i: '9120', w: '96', h: '96' },
      })
      .willRespondWith({ status: 200, headers: { 'Content-Type': 'image/png' } });
    await pact.executeTest(async (server) => {
      const address = new URL(imageThumbnailUrl({ i: 9120, w: 96, h: 96 }), server.url);
      const reply = await fetch(address, { headers: xhrHeaders });
      expect(reply.headers.get('content-type')).toBe('image/png');
    });
  });
});

describe('a product group field', () => {
  const search = { query: 'mug', excludeProducts: '812,815', excludeCategories: '31' };
  const sendJson = { ...xhrHeaders, ...json };
  const item = (type: string, id: number, title: string) => ({
    type,
    ID: integer(id),
    title: string(title),
  });
  const queryClient = new QueryClient();
  const fetchQuery = queryClient.fetchQuery.bind(queryClient);

  it('POST /{siteid}/shop/productgroup/search answers a page of each type', async () => {
    const pact = newPact()
      .given(state(signedIn))
      .uponReceiving('a product group search')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/productgroup/search',
        headers: sendJson,
        body: search,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          pagination: {
            product: {
              ...pagination,
              next_page_url: string('/48213/shop/productgroup/search?type=product&page=2'),
            },
          },
          model: {
            product: eachLike(item('product', 820, 'Speckled stoneware mug')),
            category: eachLike(item('category', 33, 'Mugs & cups')),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const data = await fetchQuery(productGroupSearchQuery(clientFor(server.url), 48213, search));
      const next = productGroupNextPage(data.pagination.product?.next_page_url ?? null);
      expect(next).toEqual({ type: 'product', page: 2 });
    });
  });

  it("POST to a type's next_page_url answers that type's next page", async () => {
    const pact = newPact()
      .given(state(signedIn))
      .uponReceiving('the next page of products of a product group search')
      .withRequest({
        method: 'POST',
        path: '/48213/shop/productgroup/search',
        headers: sendJson,
        query: { type: 'product', page: '2' },
        body: search,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { model: { product: eachLike(item('product', 820, 'Speckled stoneware mug')) } },
      });
    await pact.executeTest(async (server) => {
      const data = await fetchQuery(
        productGroupSearchQuery(clientFor(server.url), 48213, search, { type: 'product', page: 2 }),
      );
      expect(data.model.product?.[0]?.type).toBe('product');
    });
  });

  it('GET /{siteid}/shop/productgroup/{id} answers its products and categories', async () => {
    const pact = newPact()
      .given(state(signedIn))
      .uponReceiving('a request for product group 19')
      .withRequest({ method: 'GET', path: '/48213/shop/productgroup/19', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          id: integer(19),
          products_count: integer(2),
          categories_count: integer(1),
          products: eachLike(item('product', 812, 'Hand-thrown serving bowl')),
          categories: eachLike(item('category', 31, 'Christmas gifts')),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await fetchQuery(productGroupQuery(clientFor(server.url), 48213, 19));
      expect(data.products_count).toBe(2);
    });
  });
});
