// The server-driven pages as the app asks for them: every page (lists, forms, card indexes, the
// other layouts and the failures) through the engine's `pageQuery` at its own route path. One
// table row per interaction; what a page sends is in page-actions.pact.test.ts.
import { MatchersV3, type TemplateQuery, type V3Response } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageQuery } from '../src/queries/page-data';
import type { PageQuery, PageResponse } from '../src/queries/page-types';
import { clientFor, failure, newPact, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string, boolean } = MatchersV3;
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
const form = (
  layout: 'create-form' | 'edit-form',
  title: string,
  field: [string, string],
  action: Record<string, unknown>,
  model: Record<string, unknown>,
) => ({
  layout,
  config: {
    title: string(title),
    fields: eachLike({ name: string(field[0]), type: string(field[1]) }),
    actions: eachLike(action),
  },
  model,
});

interface PageCase {
  /** The interaction's name. */
  name: string;
  given?: string;
  path: string;
  /** What the engine passes to pageQuery, and how it is sent. */
  query?: { app: PageQuery; sent: TemplateQuery };
  status?: number;
  body: V3Response['body'];
  /** What the app reads of the page, or of the error (an ApiError) when the status is not 200. */
  check: (reply: unknown) => void;
}

const layoutIs = (layout: PageResponse['layout']) => (reply: unknown) =>
  expect(reply).toMatchObject({ layout });
const statusIs = (status: number) => (reply: unknown) => expect(reply).toMatchObject({ status });
const serverMessage = (status: number, message: string) => ({
  status,
  body: { message: string(message) },
  check: statusIs(status),
});

const pages: PageCase[] = [
  {
    name: 'a request for the redirects list page',
    path: '/48213/content/redirects',
    query: {
      app: {
        page: 1,
        per_page: 25,
        sort_column: 'created_at',
        sort_direction: 'desc',
        filters: { type: '301' },
        withtotals: true,
      },
      sent: {
        page: '1',
        per_page: '25',
        sort_column: 'created_at',
        sort_direction: 'desc',
        'filters[type]': '301',
        withtotals: 'true',
      },
    },
    body: {
      layout: 'list',
      resource: string('redirects'),
      route: { params: { siteid: integer(48213) } },
      config: {
        title: string('Redirects'),
        noun: { singular: string('redirect'), plural: string('redirects') },
        searchable: boolean(true),
        limit: integer(200),
        read_only: boolean(false),
        actions: eachLike({ label: string('Add redirect'), path: string('create') }),
        bulk_actions: eachLike({
          label: string('Delete'),
          value: string('delete'),
          path: string('/:siteid/content/redirects/bulk?action=:value&ids=:ids'),
        }),
        rows: {
          columns: eachLike({
            key: string('from'),
            label: string('Old address'),
            type: string('title'),
          }),
        },
      },
      model: eachLike({
        ID: integer(318),
        from: string('old-shop/mugs'),
        to: string('/shop/mugs'),
        type: string('301'),
        hits: integer(1284),
        created_at: string('2026-11-20T10:14:02Z'),
      }),
      pagination,
      sorting: { direction: string('desc'), column: string('created_at') },
    },
    check: (page) =>
      expect(page).toMatchObject({
        layout: 'list',
        config: { noun: { singular: 'redirect' } },
        model: [{ from: 'old-shop/mugs' }],
      }),
  },
  {
    name: 'a request for the redirects list page without access',
    given: 'the account may not open this page',
    path: '/48213/content/redirects',
    status: 403,
    body: {
      layout: 'unauthorised',
      message: string("You don't seem to have access to this page..."),
    },
    check: (error) =>
      expect(error).toMatchObject({
        status: 403,
        message: "You don't seem to have access to this page...",
      }),
  },
  {
    name: 'a request for the redirects list page on a plan without redirects',
    given: 'redirects are not in the plan',
    path: '/48213/content/redirects',
    body: {
      layout: 'upsell',
      config: { title: string('Redirects'), feature: string('redirects'), plan: integer(52) },
    },
    check: layoutIs('upsell'),
  },
  {
    name: 'a request for a page that redirects',
    given: 'the redirects page has moved',
    path: '/48213/content/redirects',
    body: { layout: 'legacy-redirect', redirect: string('/48213/content') },
    check: (page) => expect(page).toMatchObject({ redirect: '/48213/content' }),
  },
  {
    name: 'a request for the redirects list page without a session',
    given: 'no one is signed in',
    path: '/48213/content/redirects',
    ...serverMessage(401, 'Unauthenticated.'),
  },
  {
    name: 'a request for the redirects list page while the backend fails',
    given: 'the backend fails',
    path: '/48213/content/redirects',
    ...serverMessage(500, 'Server Error'),
  },
  {
    name: 'a request for the redirects list page during maintenance',
    given: 'the backend is being updated',
    path: '/48213/content/redirects',
    ...serverMessage(503, 'We are updating the site builder. Please try again in a minute.'),
  },
  {
    name: 'a request for the redirect create form',
    path: '/48213/content/redirects/create',
    body: form(
      'create-form',
      'Add redirect',
      ['from', 'site-url'],
      { label: string('Cancel'), type: string('cancel') },
      { from: string(''), type: string('301') },
    ),
    check: layoutIs('create-form'),
  },
  {
    name: 'a request for the edit form of redirect 318',
    path: '/48213/content/redirects/318/edit',
    body: form(
      'edit-form',
      'Edit redirect',
      ['from', 'site-url'],
      {
        label: string('Delete'),
        type: string('delete'),
        verb: string('DELETE'),
        path: string('/48213/content/redirects/318'),
      },
      { from: string('old-shop/mugs'), type: string('301') },
    ),
    check: (page) => expect(page).toMatchObject({ model: { from: 'old-shop/mugs' } }),
  },
  {
    name: 'a request for the edit form of a missing redirect',
    given: 'the redirect does not exist',
    path: '/48213/content/redirects/999/edit',
    ...serverMessage(404, 'No query results for model.'),
  },
  {
    name: 'a request for the create form of a blog post',
    path: '/48213/blog/7/posts/create',
    body: form(
      'create-form',
      'New post',
      ['title', 'text'],
      { label: string('Cancel'), type: string('cancel') },
      { title: string('') },
    ),
    check: layoutIs('create-form'),
  },
  {
    name: 'a request for the settings of post 2204',
    path: '/48213/blog/7/posts/2204/meta',
    body: form(
      'edit-form',
      'Post settings',
      ['tags', 'tags'],
      { label: string('Save settings'), type: string('submit') },
      { tags: eachLike('glazes') },
    ),
    check: (page) => expect(page).toMatchObject({ model: { tags: ['glazes'] } }),
  },
  {
    name: 'a request for the settings of a missing post',
    given: 'the blog post does not exist',
    path: '/48213/blog/7/posts/9999/meta',
    ...serverMessage(404, 'No query results for model.'),
  },
  {
    name: 'a request for the add form of Tawk.to',
    path: '/48213/content/integrations/create/tawk-to',
    body: form(
      'create-form',
      'Add Tawk.to live chat',
      ['property_id', 'text'],
      { label: string('Add integration'), type: string('submit') },
      {},
    ),
    check: layoutIs('create-form'),
  },
  {
    name: 'a request for the settings of category 3',
    path: '/48213/blog/7/categories/3/meta',
    body: form(
      'edit-form',
      'Category settings',
      ['name', 'text'],
      { label: string('Save'), type: string('submit') },
      { name: string('Workshops') },
    ),
    check: (page) => expect(page).toMatchObject({ model: { name: 'Workshops' } }),
  },
  {
    name: 'a request for the integrations card index',
    path: '/48213/content/integrations',
    body: {
      layout: 'card-index',
      config: {
        title: string('Integrations'),
        categories: eachLike({ id: integer(1), name: string('Analytics') }),
      },
      // Every card of the example has these; categories vary (Uncategorised has none).
      model: eachLike({
        text: string('Google Analytics'),
        link: string('/48213/content/integrations/create/google-analytics'),
        upsell: boolean(false),
        itemData: { long_description: string('<p>Add your measurement ID.</p>') },
      }),
    },
    check: layoutIs('card-index'),
  },
  {
    name: 'a search of the integrations',
    given: 'the integrations search finds live chat',
    path: '/48213/content/integrations',
    query: { app: { search: 'chat' }, sent: { search: 'chat' } },
    body: {
      layout: 'card-directory',
      config: { title: string('Integrations') },
      model: eachLike({ text: string('Tawk.to live chat'), upsell: boolean(false) }),
    },
    check: layoutIs('card-directory'),
  },
  {
    name: 'a request for the holding page settings',
    path: '/48213/content/holding-page',
    body: form(
      'edit-form',
      'Holding page',
      ['heading', 'text'],
      { label: string('Preview'), type: string('button') },
      { heading: string('Our new shop opens soon') },
    ),
    check: layoutIs('edit-form'),
  },
  {
    name: 'a request for the blog posts list with totals',
    path: '/48213/blog/7/posts',
    query: { app: { withtotals: true }, sent: { withtotals: 'true' } },
    body: {
      layout: 'list',
      config: {
        title: string('Studio Journal'),
        noun: { singular: string('post'), plural: string('posts') },
        rows: { columns: eachLike({ key: string('title'), type: string('title') }) },
      },
      model: eachLike({ id: integer(2210), title: string('Saturday throwing workshops') }),
      pagination: { ...pagination, total: integer(23), last_page: integer(8) },
      totals: {
        total: { value: integer(23), type: string('number') },
        extras: eachLike({
          label: string('Comments'),
          type: string('number'),
          value: integer(148),
        }),
        permission: eachLike({ value: boolean(true) }),
      },
    },
    check: (page) => expect(page).toMatchObject({ totals: { permission: [{ value: true }] } }),
  },
  {
    name: 'a request for the blog categories list',
    path: '/48213/blog/7/categories',
    body: {
      layout: 'list',
      config: {
        title: string('Categories'),
        noun: { singular: string('category'), plural: string('categories') },
        rows: { columns: eachLike({ key: string('name'), type: string('title') }) },
      },
      model: eachLike({ id: integer(14), name: string('Behind the scenes'), posts: integer(6) }),
      pagination: { ...pagination, total: integer(3) },
    },
    check: (page) => expect(page).toMatchObject({ config: { noun: { plural: 'categories' } } }),
  },
  {
    name: "a request for the shop domain's page",
    path: '/48213/account/domains/hartleyandfinch.co.uk',
    body: {
      layout: 'list',
      route: { params: { domain: string('hartleyandfinch.co.uk') } },
      config: { title: string('hartleyandfinch.co.uk') },
      model: eachLike({ ID: integer(8801), type: string('A'), host: string('@') }),
      pagination,
    },
    check: (page) => expect(page).toMatchObject({ model: [{ type: 'A' }] }),
  },
  {
    name: 'a request for the page of a domain registered elsewhere',
    given: 'the domain is registered elsewhere',
    path: '/48213/account/domains/hartleyfinch.com',
    body: {
      layout: 'legacy-page',
      config: { url: string('/edit/account/domains.php?domain=hartleyfinch.com') },
    },
    check: layoutIs('legacy-page'),
  },
];

describe.each(pages)('$path: $name', ({ name, given, path, query, status = 200, body, check }) => {
  it(`GET ${path} through the page query`, async () => {
    const pact = newPact()
      .given(state(given ?? signedIn))
      .uponReceiving(name)
      .withRequest({
        method: 'GET',
        path,
        headers: xhrHeaders,
        ...(query ? { query: query.sent } : {}),
      })
      .willRespondWith({ status, headers: json, body });
    await pact.executeTest(async (server) => {
      const fetchPage = new QueryClient().fetchQuery(
        pageQuery(clientFor(server.url), path, query?.app),
      );
      check(status === 200 ? await fetchPage : await failure(fetchPage));
    });
  });
});
