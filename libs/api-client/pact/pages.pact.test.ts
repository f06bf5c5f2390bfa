import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/client/api-client';
import { ApiError } from '../src/client/api-error';
import { productGroupNextPage } from '../src/queries/field-endpoints';
import { BULK_ACTION_ACCEPT, parseBulkActionReply } from '../src/queries/page-data';
import type { ListPage, PageResponse } from '../src/queries/page-types';
import { runRedirectsBulkAction } from '../src/queries/pages';
import { clientFor, newPact, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, integer, string, boolean } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const sendJson = { ...xhrHeaders, ...json };

const pagination = {
  total: integer(4),
  per_page: integer(25),
  current_page: integer(1),
  last_page: integer(1),
  from: integer(1),
  to: integer(4),
};

const asList = (page: PageResponse): ListPage => {
  if (page.layout !== 'list') throw new Error(`expected a list, got ${page.layout}`);
  return page;
};

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('redirects list page', () => {
  it('GET /{siteid}/content/redirects answers the list layout with the generic list query', async () => {
    const query = {
      page: 1,
      per_page: 25,
      sort_column: 'created_at',
      sort_direction: 'desc' as const,
      filters: { type: '301' },
      withtotals: true,
    };
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the redirects list page')
      .withRequest({
        method: 'GET',
        path: '/48213/content/redirects',
        headers: xhrHeaders,
        query: {
          page: '1',
          per_page: '25',
          sort_column: 'created_at',
          sort_direction: 'desc',
          'filters[type]': '301',
          withtotals: 'true',
        },
      })
      .willRespondWith({
        status: 200,
        headers: json,
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
      });
    await pact.executeTest(async (server) => {
      const page = asList(
        await unwrap(
          clientFor(server.url).GET('/{siteid}/content/redirects', {
            params: { path: { siteid: 48213 }, query },
          }),
        ),
      );
      expect(page.config.noun.singular).toBe('redirect');
      expect(page.model[0]?.['from']).toBe('old-shop/mugs');
    });
  });

  it('answers 403 with the unauthorised layout when the account may not open it', async () => {
    const pact = newPact()
      .given(state('the account may not open this page'))
      .uponReceiving('a request for the redirects list page without access')
      .withRequest({ method: 'GET', path: '/48213/content/redirects', headers: xhrHeaders })
      .willRespondWith({
        status: 403,
        headers: json,
        body: {
          layout: 'unauthorised',
          message: string("You don't seem to have access to this page..."),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).GET('/{siteid}/content/redirects', {
            params: { path: { siteid: 48213 } },
          }),
        ),
      );
      expect(error.status).toBe(403);
      expect(error.message).toBe("You don't seem to have access to this page...");
    });
  });

  it('answers the page-level upsell when redirects are not in the plan', async () => {
    const pact = newPact()
      .given(state('redirects are not in the plan'))
      .uponReceiving('a request for the redirects list page on a plan without redirects')
      .withRequest({ method: 'GET', path: '/48213/content/redirects', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'upsell',
          config: { title: string('Redirects'), feature: string('redirects'), plan: integer(52) },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/redirects', {
          params: { path: { siteid: 48213 } },
        }),
      );
      expect(page.layout).toBe('upsell');
    });
  });

  it('answers a redirect the app navigates to', async () => {
    const pact = newPact()
      .given(state('the redirects page has moved'))
      .uponReceiving('a request for a page that redirects')
      .withRequest({ method: 'GET', path: '/48213/content/redirects', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { layout: 'legacy-redirect', redirect: string('/48213/content') },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/redirects', {
          params: { path: { siteid: 48213 } },
        }),
      );
      expect(page.layout === 'legacy-redirect' && page.redirect).toBe('/48213/content');
    });
  });

  it('answers 401 without a session', async () => {
    const pact = newPact()
      .given(state('no one is signed in'))
      .uponReceiving('a request for the redirects list page without a session')
      .withRequest({ method: 'GET', path: '/48213/content/redirects', headers: xhrHeaders })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { message: string('Unauthenticated.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).GET('/{siteid}/content/redirects', {
            params: { path: { siteid: 48213 } },
          }),
        ),
      );
      expect(error.status).toBe(401);
    });
  });

  it('answers 500 with a message when the backend fails', async () => {
    const pact = newPact()
      .given(state('the backend fails'))
      .uponReceiving('a request for the redirects list page while the backend fails')
      .withRequest({ method: 'GET', path: '/48213/content/redirects', headers: xhrHeaders })
      .willRespondWith({ status: 500, headers: json, body: { message: string('Server Error') } });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).GET('/{siteid}/content/redirects', {
            params: { path: { siteid: 48213 } },
          }),
        ),
      );
      expect(error.status).toBe(500);
    });
  });

  it('answers 503 with a message during maintenance', async () => {
    const pact = newPact()
      .given(state('the backend is being updated'))
      .uponReceiving('a request for the redirects list page during maintenance')
      .withRequest({ method: 'GET', path: '/48213/content/redirects', headers: xhrHeaders })
      .willRespondWith({
        status: 503,
        headers: json,
        body: {
          message: string('We are updating the site builder. Please try again in a minute.'),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).GET('/{siteid}/content/redirects', {
            params: { path: { siteid: 48213 } },
          }),
        ),
      );
      expect(error.status).toBe(503);
    });
  });
});

describe('redirect forms', () => {
  it('GET /{siteid}/content/redirects/create answers the create form with its fields', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the redirect create form')
      .withRequest({ method: 'GET', path: '/48213/content/redirects/create', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'create-form',
          config: {
            title: string('Add redirect'),
            fields: eachLike({ name: string('from'), type: string('site-url') }),
            actions: eachLike({ label: string('Cancel'), type: string('cancel') }),
          },
          model: { from: string(''), type: string('301') },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/redirects/create', {
          params: { path: { siteid: 48213 } },
        }),
      );
      if (page.layout !== 'create-form') throw new Error(page.layout);
      expect(page.config.fields[0]?.name).toBe('from');
    });
  });

  const newRedirect = {
    from: 'old-shop/vases',
    destination: 'page' as const,
    to_page: 1043,
    to: null,
    type: '301' as const,
    match_query: false,
    metaData: { source: 'redirects-panel' },
  };

  it('POST /{siteid}/content/redirects/create adds a redirect', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a new redirect')
      .withRequest({
        method: 'POST',
        path: '/48213/content/redirects/create',
        headers: sendJson,
        body: newRedirect,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          message: string('Redirect added'),
          navigate: string('/48213/content/redirects'),
          closePanel: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).POST('/{siteid}/content/redirects/create', {
          params: { path: { siteid: 48213 } },
          body: newRedirect,
        }),
      );
      expect(data.closePanel).toBe(true);
    });
  });

  it('POST /{siteid}/content/redirects/create answers 422 with errors keyed by field', async () => {
    const body = { ...newRedirect, from: 'shop' };
    const pact = newPact()
      .given(state('the redirect form has invalid fields'))
      .uponReceiving('a new redirect with a reserved address')
      .withRequest({
        method: 'POST',
        path: '/48213/content/redirects/create',
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: { from: eachLike('The address shop is reserved or already in use.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).POST('/{siteid}/content/redirects/create', {
            params: { path: { siteid: 48213 } },
            body,
          }),
        ),
      );
      expect(error.status).toBe(422);
      expect(error.body).toMatchObject({ errors: { from: expect.any(Array) as unknown } });
    });
  });

  it('POST /{siteid}/content/redirects/create answers 419 when the session expired', async () => {
    const pact = newPact()
      .given(state('the session has expired'))
      .uponReceiving('a new redirect after the session expired')
      .withRequest({
        method: 'POST',
        path: '/48213/content/redirects/create',
        headers: sendJson,
        body: newRedirect,
      })
      .willRespondWith({
        status: 419,
        headers: json,
        body: { message: string('CSRF token mismatch.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).POST('/{siteid}/content/redirects/create', {
            params: { path: { siteid: 48213 } },
            body: newRedirect,
          }),
        ),
      );
      expect(error.status).toBe(419);
    });
  });

  it('GET /{siteid}/content/redirects/{id}/edit answers the edit form with the values', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the edit form of redirect 318')
      .withRequest({
        method: 'GET',
        path: '/48213/content/redirects/318/edit',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'edit-form',
          config: {
            title: string('Edit redirect'),
            fields: eachLike({ name: string('from'), type: string('site-url') }),
            actions: eachLike({
              label: string('Delete'),
              type: string('delete'),
              verb: string('DELETE'),
              path: string('/48213/content/redirects/318'),
            }),
          },
          model: { from: string('old-shop/mugs'), type: string('301') },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/redirects/{id}/edit', {
          params: { path: { siteid: 48213, id: 318 } },
        }),
      );
      if (page.layout !== 'edit-form') throw new Error(page.layout);
      expect(page.model['from']).toBe('old-shop/mugs');
    });
  });

  it('GET /{siteid}/content/redirects/{id}/edit answers 404 for an unknown redirect', async () => {
    const pact = newPact()
      .given(state('the redirect does not exist'))
      .uponReceiving('a request for the edit form of a missing redirect')
      .withRequest({
        method: 'GET',
        path: '/48213/content/redirects/999/edit',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('No query results for model.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).GET('/{siteid}/content/redirects/{id}/edit', {
            params: { path: { siteid: 48213, id: 999 } },
          }),
        ),
      );
      expect(error.status).toBe(404);
    });
  });

  const update = {
    from: 'old-shop/mugs',
    destination: 'page' as const,
    to_page: 1042,
    to: null,
    type: '302' as const,
  };

  it('PUT /{siteid}/content/redirects/{id}/edit saves a redirect', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a changed redirect')
      .withRequest({
        method: 'PUT',
        path: '/48213/content/redirects/318/edit',
        headers: sendJson,
        body: update,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { message: string('Redirect saved'), closePanel: boolean(true) },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).PUT('/{siteid}/content/redirects/{id}/edit', {
          params: { path: { siteid: 48213, id: 318 } },
          body: update,
        }),
      );
      expect(data.message).toBe('Redirect saved');
    });
  });

  it('PUT /{siteid}/content/redirects/{id}/edit answers 422 with errors keyed by field', async () => {
    const body = { ...update, to_page: null };
    const pact = newPact()
      .given(state('the redirect form has invalid fields'))
      .uponReceiving('a changed redirect without a page')
      .withRequest({
        method: 'PUT',
        path: '/48213/content/redirects/318/edit',
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: { to_page: eachLike('Please choose a page.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).PUT('/{siteid}/content/redirects/{id}/edit', {
            params: { path: { siteid: 48213, id: 318 } },
            body,
          }),
        ),
      );
      expect(error.status).toBe(422);
    });
  });
});

describe('holding page and blog forms', () => {
  const holdingPage = {
    heading: 'Our new shop opens soon',
    message: 'Handmade stoneware from our Stroud studio.',
    image: 9118,
    opening_date: '2026-12-05',
    contact_email: 'hello@hartleyfinch.co.uk',
    social_links: ['instagram'],
  };

  it('PUT /{siteid}/content/holding-page/{holding_page}/edit saves the holding page', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('changed holding page settings')
      .withRequest({
        method: 'PUT',
        path: '/48213/content/holding-page/1/edit',
        headers: sendJson,
        body: holdingPage,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { message: string('Holding page saved') },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).PUT('/{siteid}/content/holding-page/{holding_page}/edit', {
          params: { path: { siteid: 48213, holding_page: 1 } },
          body: holdingPage,
        }),
      );
      expect(data.message).toBe('Holding page saved');
    });
  });

  it('PUT /{siteid}/content/holding-page/{holding_page}/edit answers 422 with errors keyed by field', async () => {
    const body = { ...holdingPage, heading: '' };
    const pact = newPact()
      .given(state('the holding page form has invalid fields'))
      .uponReceiving('holding page settings without a heading')
      .withRequest({
        method: 'PUT',
        path: '/48213/content/holding-page/1/edit',
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: { heading: eachLike('The heading field is required.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).PUT('/{siteid}/content/holding-page/{holding_page}/edit', {
            params: { path: { siteid: 48213, holding_page: 1 } },
            body,
          }),
        ),
      );
      expect(error.status).toBe(422);
    });
  });

  it('GET /{siteid}/blog/{pageid}/posts/create answers the create form', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the create form of a blog post')
      .withRequest({ method: 'GET', path: '/48213/blog/7/posts/create', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'create-form',
          config: {
            title: string('New post'),
            fields: eachLike({ name: string('title'), type: string('text') }),
            actions: eachLike({ label: string('Cancel'), type: string('cancel') }),
          },
          model: { title: string('') },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/blog/{pageid}/posts/create', {
          params: { path: { siteid: 48213, pageid: 7 } },
        }),
      );
      expect(page.layout).toBe('create-form');
    });
  });

  const newPost = { title: 'Spring open studio', slug: 'spring-open-studio', categories: [3] };

  it('POST /{siteid}/blog/{pageid}/posts/create adds a post and names its editor', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a new blog post')
      .withRequest({
        method: 'POST',
        path: '/48213/blog/7/posts/create',
        headers: sendJson,
        body: newPost,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          message: string('Post created'),
          navigate: string('/48213/blog/7/posts/2216/edit'),
        },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).POST('/{siteid}/blog/{pageid}/posts/create', {
          params: { path: { siteid: 48213, pageid: 7 } },
          body: newPost,
        }),
      );
      expect(data.navigate).toBe('/48213/blog/7/posts/2216/edit');
    });
  });

  it('POST /{siteid}/blog/{pageid}/posts/create answers 422 with errors keyed by field', async () => {
    const pact = newPact()
      .given(state('the blog post form has invalid fields'))
      .uponReceiving('a new blog post whose address is taken')
      .withRequest({
        method: 'POST',
        path: '/48213/blog/7/posts/create',
        headers: sendJson,
        body: newPost,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: { slug: eachLike('This address is already used by another post.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).POST('/{siteid}/blog/{pageid}/posts/create', {
            params: { path: { siteid: 48213, pageid: 7 } },
            body: newPost,
          }),
        ),
      );
      expect(error.status).toBe(422);
    });
  });

  it('GET /{siteid}/blog/{pageid}/posts/{id}/meta answers the settings form with the values', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the settings of post 2204')
      .withRequest({ method: 'GET', path: '/48213/blog/7/posts/2204/meta', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'edit-form',
          config: {
            title: string('Post settings'),
            fields: eachLike({ name: string('tags'), type: string('tags') }),
            actions: eachLike({ label: string('Save settings'), type: string('submit') }),
          },
          model: { tags: eachLike('glazes') },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/blog/{pageid}/posts/{id}/meta', {
          params: { path: { siteid: 48213, pageid: 7, id: 2204 } },
        }),
      );
      if (page.layout !== 'edit-form') throw new Error(page.layout);
      expect(page.model['tags']).toEqual(['glazes']);
    });
  });

  it('GET /{siteid}/blog/{pageid}/posts/{id}/meta answers 404 for an unknown post', async () => {
    const pact = newPact()
      .given(state('the blog post does not exist'))
      .uponReceiving('a request for the settings of a missing post')
      .withRequest({ method: 'GET', path: '/48213/blog/7/posts/9999/meta', headers: xhrHeaders })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { message: string('No query results for model.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).GET('/{siteid}/blog/{pageid}/posts/{id}/meta', {
            params: { path: { siteid: 48213, pageid: 7, id: 9999 } },
          }),
        ),
      );
      expect(error.status).toBe(404);
    });
  });

  it('PUT /{siteid}/blog/{pageid}/posts/{id}/meta saves the settings with the tags', async () => {
    const body = {
      title: 'The winter glaze: ash and iron',
      slug: 'winter-glaze-ash-and-iron',
      tags: ['glazes', 'winter collection', 'stoneware'],
      meta: { summary: "How we mix the ash and iron glaze of this winter's collection." },
      featured_image: 9118,
      categories: [3, 5],
      comments_open: true,
    };
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('post 2204 with a new tag')
      .withRequest({
        method: 'PUT',
        path: '/48213/blog/7/posts/2204/meta',
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { message: string('Post settings saved'), closePanel: boolean(true) },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).PUT('/{siteid}/blog/{pageid}/posts/{id}/meta', {
          params: { path: { siteid: 48213, pageid: 7, id: 2204 } },
          body,
        }),
      );
      expect(data.closePanel).toBe(true);
    });
  });
});

describe('integration and category forms', () => {
  const tawk = {
    property_id: '5f1c2d3e4a5b6c7d8e9f0a1b',
    widget_id: 'default',
    show_on_mobile: true,
  };

  it('GET /{siteid}/content/integrations/create/{type} answers the add form', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the add form of Tawk.to')
      .withRequest({
        method: 'GET',
        path: '/48213/content/integrations/create/tawk-to',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'create-form',
          config: {
            title: string('Add Tawk.to live chat'),
            fields: eachLike({ name: string('property_id'), type: string('text') }),
            actions: eachLike({ label: string('Add integration'), type: string('submit') }),
          },
          model: {},
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/integrations/create/{type}', {
          params: { path: { siteid: 48213, type: 'tawk-to' } },
        }),
      );
      expect(page.layout).toBe('create-form');
    });
  });

  it('POST /{siteid}/content/integrations/create/{type} adds the integration', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a new Tawk.to integration')
      .withRequest({
        method: 'POST',
        path: '/48213/content/integrations/create/tawk-to',
        headers: sendJson,
        body: tawk,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { message: string('Tawk.to live chat added'), closePanel: boolean(true) },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).POST('/{siteid}/content/integrations/create/{type}', {
          params: { path: { siteid: 48213, type: 'tawk-to' } },
          body: tawk,
        }),
      );
      expect(data.message).toBe('Tawk.to live chat added');
    });
  });

  it('POST /{siteid}/content/integrations/create/{type} answers 422 with errors keyed by field', async () => {
    const pact = newPact()
      .given(state('the integration form has invalid fields'))
      .uponReceiving('a Tawk.to integration with an unknown property')
      .withRequest({
        method: 'POST',
        path: '/48213/content/integrations/create/tawk-to',
        headers: sendJson,
        body: tawk,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: { property_id: eachLike('Tawk.to does not know this property ID.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).POST('/{siteid}/content/integrations/create/{type}', {
            params: { path: { siteid: 48213, type: 'tawk-to' } },
            body: tawk,
          }),
        ),
      );
      expect(error.status).toBe(422);
    });
  });

  it('GET /{siteid}/blog/{pageid}/categories/{id}/meta answers the settings form', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the settings of category 3')
      .withRequest({ method: 'GET', path: '/48213/blog/7/categories/3/meta', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'edit-form',
          config: {
            title: string('Category settings'),
            fields: eachLike({ name: string('name'), type: string('text') }),
            actions: eachLike({ label: string('Save'), type: string('submit') }),
          },
          model: { name: string('Workshops') },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/blog/{pageid}/categories/{id}/meta', {
          params: { path: { siteid: 48213, pageid: 7, id: 3 } },
        }),
      );
      if (page.layout !== 'edit-form') throw new Error(page.layout);
      expect(page.model['name']).toBe('Workshops');
    });
  });

  it('PUT /{siteid}/blog/{pageid}/categories/{id}/meta saves the category', async () => {
    const body = {
      name: 'Workshops and classes',
      slug: 'workshops',
      description: 'Classes and open days at the Stroud studio.',
    };
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('category 3 renamed')
      .withRequest({
        method: 'PUT',
        path: '/48213/blog/7/categories/3/meta',
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { message: string('Category saved'), closePanel: boolean(true) },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).PUT('/{siteid}/blog/{pageid}/categories/{id}/meta', {
          params: { path: { siteid: 48213, pageid: 7, id: 3 } },
          body,
        }),
      );
      expect(data.message).toBe('Category saved');
    });
  });
});

describe('deleting and bulk actions on redirects', () => {
  it('DELETE /{siteid}/content/redirects/{id} deletes a redirect', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a delete of redirect 318')
      .withRequest({ method: 'DELETE', path: '/48213/content/redirects/318', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', message: string('Redirect deleted') },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).DELETE('/{siteid}/content/redirects/{id}', {
          params: { path: { siteid: 48213, id: 318 } },
        }),
      );
      expect(data.result).toBe('success');
    });
  });

  it('DELETE /{siteid}/content/redirects/{id} with result error rejects with the message', async () => {
    const pact = newPact()
      .given(state('the backend refuses to delete the redirect'))
      .uponReceiving('a delete of redirect 318 the backend refuses')
      .withRequest({ method: 'DELETE', path: '/48213/content/redirects/318', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'error',
          message: string('An error has occurred and redirect has failed to be deleted'),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).DELETE('/{siteid}/content/redirects/{id}', {
            params: { path: { siteid: 48213, id: 318 } },
          }),
        ),
      );
      expect(error.message).toBe('An error has occurred and redirect has failed to be deleted');
    });
  });

  it('GET /{siteid}/content/redirects/bulk answers the text Deleted', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a bulk delete of two redirects')
      .withRequest({
        method: 'GET',
        path: '/48213/content/redirects/bulk',
        headers: { ...xhrHeaders, Accept: BULK_ACTION_ACCEPT },
        query: { action: 'delete', ids: '318,317' },
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'text/plain' },
        body: 'Deleted',
      });
    await pact.executeTest(async (server) => {
      const result = await runRedirectsBulkAction(clientFor(server.url), {
        siteid: 48213,
        action: 'delete',
        ids: [318, 317],
      });
      expect(result).toEqual({ result: 'success', reload: true, message: 'Deleted' });
    });
  });

  // Prism picks the reply's media type from Accept before it looks up an example, and takes the
  // first listed one, so the object replies are pinned with Accept: application/json and read by
  // the same parser the hook uses.
  const bulkAsJson = (server: { url: string }, action: 'permanent' | 'delete') =>
    clientFor(server.url)
      .GET('/{siteid}/content/redirects/bulk', {
        params: { path: { siteid: 48213 }, query: { action, ids: '318,305' } },
        headers: { Accept: 'application/json' },
        parseAs: 'text',
      })
      .then(({ data }) => parseBulkActionReply(data ?? ''));

  it('GET /{siteid}/content/redirects/bulk may answer an object asking for a reload', async () => {
    const pact = newPact()
      .given(state('the bulk action answers an object'))
      .uponReceiving('a bulk change of two redirects answered with an object')
      .withRequest({
        method: 'GET',
        path: '/48213/content/redirects/bulk',
        headers: { ...xhrHeaders, Accept: 'application/json' },
        query: { action: 'permanent', ids: '318,305' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'success',
          reload: boolean(true),
          message: string('2 redirects made permanent'),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await bulkAsJson(server, 'permanent');
      expect(result.reload).toBe(true);
    });
  });

  it('GET /{siteid}/content/redirects/bulk with result error rejects with the message', async () => {
    const pact = newPact()
      .given(state('the bulk action fails'))
      .uponReceiving('a bulk delete of two redirects that fails')
      .withRequest({
        method: 'GET',
        path: '/48213/content/redirects/bulk',
        headers: { ...xhrHeaders, Accept: 'application/json' },
        query: { action: 'delete', ids: '318,305' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'error', message: string('Redirect 291 could not be changed.') },
      });
    await pact.executeTest(async (server) => {
      const error = await rejection(bulkAsJson(server, 'delete'));
      expect(error.message).toBe('Redirect 291 could not be changed.');
    });
  });
});

describe('other server-driven pages', () => {
  it('GET /{siteid}/content/integrations answers the card index', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the integrations card index')
      .withRequest({ method: 'GET', path: '/48213/content/integrations', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
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
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/integrations', {
          params: { path: { siteid: 48213 } },
        }),
      );
      if (page.layout !== 'card-index') throw new Error(page.layout);
      expect(page.model.length).toBeGreaterThan(0);
    });
  });

  it('GET /{siteid}/content/integrations with a search answers the flat directory', async () => {
    const pact = newPact()
      .given(state('the integrations search finds live chat'))
      .uponReceiving('a search of the integrations')
      .withRequest({
        method: 'GET',
        path: '/48213/content/integrations',
        headers: xhrHeaders,
        query: { search: 'chat' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'card-directory',
          config: { title: string('Integrations') },
          model: eachLike({ text: string('Tawk.to live chat'), upsell: boolean(false) }),
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/integrations', {
          params: { path: { siteid: 48213 }, query: { search: 'chat' } },
        }),
      );
      expect(page.layout).toBe('card-directory');
    });
  });

  it('GET /{siteid}/content/holding-page answers the holding page form', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the holding page settings')
      .withRequest({ method: 'GET', path: '/48213/content/holding-page', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'edit-form',
          config: {
            title: string('Holding page'),
            fields: eachLike({ name: string('heading'), type: string('text') }),
            actions: eachLike({ label: string('Preview'), type: string('button') }),
          },
          model: { heading: string('Our new shop opens soon') },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/content/holding-page', {
          params: { path: { siteid: 48213 } },
        }),
      );
      expect(page.layout).toBe('edit-form');
    });
  });

  it('GET /{siteid}/blog/{pageid}/posts answers the posts list with totals', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the blog posts list with totals')
      .withRequest({
        method: 'GET',
        path: '/48213/blog/7/posts',
        headers: xhrHeaders,
        query: { withtotals: 'true' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
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
      });
    await pact.executeTest(async (server) => {
      const page = asList(
        await unwrap(
          clientFor(server.url).GET('/{siteid}/blog/{pageid}/posts', {
            params: { path: { siteid: 48213, pageid: 7 }, query: { withtotals: true } },
          }),
        ),
      );
      expect(page.totals?.permission?.[0]?.value).toBe(true);
    });
  });

  it('GET /{siteid}/blog/{pageid}/categories answers the categories list', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the blog categories list')
      .withRequest({ method: 'GET', path: '/48213/blog/7/categories', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'list',
          config: {
            title: string('Categories'),
            noun: { singular: string('category'), plural: string('categories') },
            rows: { columns: eachLike({ key: string('name'), type: string('title') }) },
          },
          model: eachLike({
            id: integer(14),
            name: string('Behind the scenes'),
            posts: integer(6),
          }),
          pagination: { ...pagination, total: integer(3) },
        },
      });
    await pact.executeTest(async (server) => {
      const page = asList(
        await unwrap(
          clientFor(server.url).GET('/{siteid}/blog/{pageid}/categories', {
            params: { path: { siteid: 48213, pageid: 7 } },
          }),
        ),
      );
      expect(page.config.noun.plural).toBe('categories');
    });
  });

  it('GET /{siteid}/account/domains/{domain} answers the DNS records list', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving("a request for the shop domain's page")
      .withRequest({
        method: 'GET',
        path: '/48213/account/domains/hartleyandfinch.co.uk',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'list',
          route: { params: { domain: string('hartleyandfinch.co.uk') } },
          config: { title: string('hartleyandfinch.co.uk') },
          model: eachLike({ ID: integer(8801), type: string('A'), host: string('@') }),
          pagination,
        },
      });
    await pact.executeTest(async (server) => {
      const page = asList(
        await unwrap(
          clientFor(server.url).GET('/{siteid}/account/domains/{domain}', {
            params: { path: { siteid: 48213, domain: 'hartleyandfinch.co.uk' } },
          }),
        ),
      );
      expect(page.model[0]?.['type']).toBe('A');
    });
  });

  it('GET /{siteid}/account/domains/{domain} answers the older page for a domain held elsewhere', async () => {
    const pact = newPact()
      .given(state('the domain is registered elsewhere'))
      .uponReceiving('a request for the page of a domain registered elsewhere')
      .withRequest({
        method: 'GET',
        path: '/48213/account/domains/hartleyfinch.com',
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout: 'legacy-page',
          config: { url: string('/edit/account/domains.php?domain=hartleyfinch.com') },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await unwrap(
        clientFor(server.url).GET('/{siteid}/account/domains/{domain}', {
          params: { path: { siteid: 48213, domain: 'hartleyfinch.com' } },
        }),
      );
      expect(page.layout).toBe('legacy-page');
    });
  });
});

describe('field options, pickers and product groups', () => {
  it('GET /{siteid}/options/{source} answers the options of a select', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the page options of a select field')
      .withRequest({ method: 'GET', path: '/48213/options/pages', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { options: eachLike({ name: string('Home'), value: integer(1001) }) },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).GET('/{siteid}/options/{source}', {
          params: { path: { siteid: 48213, source: 'pages' } },
        }),
      );
      expect(data.options[0]?.name).toBe('Home');
    });
  });

  it('GET /{siteid}/options/{source} with a search narrows the options', async () => {
    const pact = newPact()
      .given(state('the option search finds mugs'))
      .uponReceiving('a search of the page options')
      .withRequest({
        method: 'GET',
        path: '/48213/options/pages',
        headers: xhrHeaders,
        query: { search: 'mug' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { options: eachLike({ name: string('Shop › Mugs'), value: integer(1042) }) },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).GET('/{siteid}/options/{source}', {
          params: { path: { siteid: 48213, source: 'pages' }, query: { search: 'mug' } },
        }),
      );
      expect(data.options).toHaveLength(1);
    });
  });

  it('GET /{siteid}/images answers a page of images', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the image library')
      .withRequest({
        method: 'GET',
        path: '/48213/images',
        headers: xhrHeaders,
        query: { page: '1', per_page: '3' },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          model: eachLike({
            ID: integer(9120),
            description: string('Studio shelves with glazed mugs'),
            type: string('jpg'),
            url: string('https://hartleyandfinch.co.uk/siteimages/studio-shelves.jpg'),
          }),
          pagination: { ...pagination, total: integer(86), per_page: integer(3) },
        },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).GET('/{siteid}/images', {
          params: { path: { siteid: 48213 }, query: { page: 1, per_page: 3 } },
        }),
      );
      expect(data.model[0]?.ID).toBe(9120);
    });
  });

  it('GET /{siteid}/images/{id} answers one image', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for image 9120')
      .withRequest({ method: 'GET', path: '/48213/images/9120', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { model: { ID: integer(9120), type: string('jpg'), url: string('https://x') } },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).GET('/{siteid}/images/{id}', {
          params: { path: { siteid: 48213, id: 9120 } },
        }),
      );
      expect(data.model.ID).toBe(9120);
    });
  });

  it('GET /{siteid}/images/{id} answers 404 for a missing image', async () => {
    const pact = newPact()
      .given(state('the image does not exist'))
      .uponReceiving('a request for a missing image')
      .withRequest({ method: 'GET', path: '/48213/images/404', headers: xhrHeaders })
      .willRespondWith({ status: 404, headers: json, body: { message: string('Not found') } });
    await pact.executeTest(async (server) => {
      const error = await rejection(
        unwrap(
          clientFor(server.url).GET('/{siteid}/images/{id}', {
            params: { path: { siteid: 48213, id: 404 } },
          }),
        ),
      );
      expect(error.status).toBe(404);
    });
  });

  it('GET /{siteid}/files answers file options with the external option', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for the file library')
      .withRequest({ method: 'GET', path: '/48213/files', headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          // The external option comes first; the others are library files.
          model: [
            { ID: 'external', description: string('Link to a file on another website') },
            { ID: integer(611), description: string('Care instructions for stoneware.pdf') },
            { ID: integer(604), description: string('Wholesale price list 2027.xlsx') },
          ],
          pagination: { ...pagination, total: integer(3) },
        },
      });
    await pact.executeTest(async (server) => {
      const data = await unwrap(
        clientFor(server.url).GET('/{siteid}/files', { params: { path: { siteid: 48213 } } }),
      );
      expect(data.model[0]?.ID).toBe('external');
    });
  });

  it('GET /image answers a PNG thumbnail', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving('a request for a 96 px thumbnail')
      .withRequest({
        method: 'GET',
        path: '/image',
        headers: xhrHeaders,
        query: { i: '9120', w: '96', h: '96' },
      })
      .willRespondWith({ status: 200, headers: { 'Content-Type': 'image/png' } });
    await pact.executeTest(async (server) => {
      const { response } = await clientFor(server.url).GET('/image', {
        params: { query: { i: 9120, w: 96, h: 96 } },
        parseAs: 'blob',
      });
      expect(response.headers.get('content-type')).toBe('image/png');
    });
  });

  const search = { query: 'mug', excludeProducts: '812,815', excludeCategories: '31' };
  const item = (type: string, id: number, title: string) => ({
    type,
    ID: integer(id),
    title: string(title),
  });

  it('POST /{siteid}/shop/productgroup/search answers a page of each type', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
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
      const data = await unwrap(
        clientFor(server.url).POST('/{siteid}/shop/productgroup/search', {
          params: { path: { siteid: 48213 } },
          body: search,
        }),
      );
      const next = productGroupNextPage(data.pagination.product?.next_page_url ?? null);
      expect(next).toEqual({ type: 'product', page: 2 });
    });
  });

  it("POST to a type's next_page_url answers that type's next page", async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
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
      const data = await unwrap(
        clientFor(server.url).POST('/{siteid}/shop/productgroup/search', {
          params: { path: { siteid: 48213 }, query: { type: 'product', page: 2 } },
          body: search,
        }),
      );
      expect(data.model.product?.[0]?.type).toBe('product');
    });
  });

  it('GET /{siteid}/shop/productgroup/{id} answers its products and categories', async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
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
      const data = await unwrap(
        clientFor(server.url).GET('/{siteid}/shop/productgroup/{id}', {
          params: { path: { siteid: 48213, id: 19 } },
        }),
      );
      expect(data.products_count).toBe(2);
    });
  });
});
