import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ProductGroupItem,
  ProductGroupSearchRequest,
  ProductGroupSearchResponse,
} from '@site-admin/api-client';
import type { RJSFSchema } from '@rjsf/utils';
import { http, server, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { searchBody, type ProductGroupValue } from './product-group-value';
import { renderForm } from './test-form';

setupMockNetwork();

const product = (ID: number, title: string): ProductGroupItem => ({
  type: 'product',
  ID,
  title,
  thumbnail_url: `https://hartleyandfinch.co.uk/siteimages/thumbs/${ID}.jpg`,
});
const category = (ID: number, title: string): ProductGroupItem => ({
  type: 'category',
  ID,
  title,
  thumbnail_url: null,
});

const pagination = (page: number, next: string | null) => ({
  total: 3,
  per_page: 2,
  current_page: page,
  last_page: next ? page + 1 : page,
  next_page_url: next,
  from: 1,
  to: 2,
});

interface SearchCall {
  body: ProductGroupSearchRequest;
  type: string | null;
  page: string | null;
}

/** Group 19 and a search with two product pages and one category page; records the searches. */
function serveGroup() {
  const calls: SearchCall[] = [];
  server.use(
    http.get('/{siteid}/shop/productgroup/{id}', ({ params, response }) => {
      expect(params).toEqual({ siteid: '48213', id: '19' });
      return response(200).json({
        id: 19,
        products_count: 2,
        categories_count: 1,
        products: [product(812, 'Hand-thrown serving bowl'), product(815, 'Celadon bud vase')],
        categories: [category(31, 'Christmas gifts')],
      });
    }),
    http.post('/{siteid}/shop/productgroup/search', async ({ request, response }) => {
      const url = new URL(request.url);
      const call = {
        body: await request.json(),
        type: url.searchParams.get('type'),
        page: url.searchParams.get('page'),
      };
      calls.push(call);
      const reply: ProductGroupSearchResponse =
        call.page === '2'
          ? {
              pagination: { product: pagination(2, null) },
              model: { product: [product(830, 'Mug gift set')] },
            }
          : {
              pagination: {
                product: pagination(1, '/48213/shop/productgroup/search?type=product&page=2'),
                category: pagination(1, null),
              },
              model: {
                product: [product(820, 'Speckled stoneware mug'), product(824, 'Espresso mug')],
                category: [category(33, 'Mugs & cups')],
              },
            };
      return response(200).json(reply);
    }),
  );
  return calls;
}

const field = {
  name: 'group',
  type: 'product-group',
  label: 'Products shown',
} as const;
// A group id at first, the edited group afterwards.
const properties: Record<string, RJSFSchema> = { group: { type: ['integer', 'object', 'null'] } };

describe('the product group widget', () => {
  it('loads the group by id and lists what it holds', async () => {
    serveGroup();
    renderForm([field], { properties, formData: { group: 19 } });
    const chosen = await screen.findByRole('list', { name: 'In this group' });
    await within(chosen).findByText('Hand-thrown serving bowl');
    expect(within(chosen).getByText('Celadon bud vase')).toBeVisible();
    expect(within(chosen).getByText('Christmas gifts')).toBeVisible();
  });

  it('searches once after 500 ms leaving out what is chosen, pages on with More, adds and removes', async () => {
    const user = userEvent.setup();
    const calls = serveGroup();
    const { values } = renderForm([field], { properties, formData: { group: 19 } });
    await screen.findByText('Celadon bud vase');
    const search = screen.getByLabelText('Products shown');
    fireEvent.change(search, { target: { value: 'm' } });
    fireEvent.change(search, { target: { value: 'mug' } });
    const products = await screen.findByRole('group', { name: 'Products' });
    expect(calls).toEqual([
      {
        body: { query: 'mug', excludeProducts: '812,815', excludeCategories: '31' },
        type: null,
        page: null,
      },
    ]);
    expect(within(products).getByText('Speckled stoneware mug')).toBeVisible();
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(within(categories).getByText('Mugs & cups')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More categories' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'More products' }));
    await within(products).findByText('Mug gift set');
    expect(calls[1]).toEqual({ body: calls[0]?.body, type: 'product', page: '2' });
    expect(screen.queryByRole('button', { name: 'More products' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Mug gift set' }));
    const value = values().group as ProductGroupValue;
    expect(value.id).toBe(19);
    expect(value.products.map((item) => item.ID)).toEqual([812, 815, 830]);
    expect(value.categories.map((item) => item.ID)).toEqual([31]);
    expect(within(products).queryByText('Mug gift set')).toBeNull();
    const chosen = screen.getByRole('list', { name: 'In this group' });
    expect(within(chosen).getByText('Mug gift set')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Christmas gifts' }));
    expect((values().group as ProductGroupValue).categories).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('starts empty for a new group and says when nothing matches', async () => {
    server.use(
      http.post('/{siteid}/shop/productgroup/search', ({ response }) =>
        response(200).json({ pagination: {}, model: { product: [], category: [] } }),
      ),
    );
    renderForm([field], { properties });
    expect(screen.getByText('Nothing in this group yet.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Products shown'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No results found')).toBeVisible();
  });
});

it('keeps the search body free of exclusions when nothing is chosen', () => {
  expect(searchBody('mug', { id: null, products: [], categories: [] })).toEqual({ query: 'mug' });
});
