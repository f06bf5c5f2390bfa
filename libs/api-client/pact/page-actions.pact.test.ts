// What the app sends from a server-driven page, as it sends it: a form's submit through
// `submitFormAction`, a row's or form's delete through `deletePageRow` / `deleteFormResource`,
// a bulk action through `runBulkActionAt`. One table row per interaction.
import { MatchersV3, type V3Response } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { BULK_ACTION_ACCEPT, deletePageRow, runBulkActionAt } from '../src/queries/page-data';
import { deleteFormResource, submitFormAction, type FormBody } from '../src/queries/page-forms';
import { clientFor, failure, newPact, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, string, boolean, regex } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const sendJson = { ...xhrHeaders, ...json };
const signedIn = 'an active shop owner is signed in';

const invalid = (errors: Record<string, string>) => ({
  message: string('The given data was invalid.'),
  errors: Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, eachLike(text)]),
  ),
});
const statusIs = (status: number) => (reply: unknown) => expect(reply).toMatchObject({ status });

const newRedirect = {
  from: 'old-shop/vases',
  destination: 'page',
  to_page: 1043,
  to: null,
  type: '301',
  match_query: false,
  metaData: { source: 'redirects-panel' },
};
const changedRedirect = {
  from: 'old-shop/mugs',
  destination: 'page',
  to_page: 1042,
  to: null,
  type: '302',
};
const holdingPage = {
  heading: 'Our new shop opens soon',
  message: 'Handmade stoneware from our Stroud studio.',
  image: 9118,
  opening_date: '2026-12-05',
  contact_email: 'hello@hartleyfinch.co.uk',
  social_links: ['instagram'],
};
const newPost = { title: 'Spring open studio', slug: 'spring-open-studio', categories: [3] };
const tawk = {
  property_id: '5f1c2d3e4a5b6c7d8e9f0a1b',
  widget_id: 'default',
  show_on_mobile: true,
};

interface SubmitCase {
  name: string;
  given?: string;
  verb: 'POST' | 'PUT';
  path: string;
  body: FormBody;
  status?: number;
  reply: V3Response['body'];
  /** What the app reads of the reply: the success it applies, or the failure (an ApiError). */
  check: (reply: unknown) => void;
}

const saved = (message: string, extra: Record<string, unknown> = {}) => ({
  reply: { message: string(message), ...extra },
  check: (reply: unknown) => expect(reply).toMatchObject({ message }),
});
const refused = (given: string, errors: Record<string, string>) => ({
  given,
  status: 422,
  reply: invalid(errors),
  check: (error: unknown) =>
    expect(error).toMatchObject({
      status: 422,
      body: { errors: Object.fromEntries(Object.entries(errors).map(([f, text]) => [f, [text]])) },
    }),
});

const submits: SubmitCase[] = [
  {
    name: 'a new redirect',
    verb: 'POST',
    path: '/48213/content/redirects/create',
    body: newRedirect,
    ...saved('Redirect added', {
      navigate: string('/48213/content/redirects'),
      closePanel: boolean(true),
    }),
  },
  {
    name: 'a new redirect with a reserved address',
    verb: 'POST',
    path: '/48213/content/redirects/create',
    body: { ...newRedirect, from: 'shop' },
    ...refused('the redirect form has invalid fields', {
      from: 'The address shop is reserved or already in use.',
    }),
  },
  {
    name: 'a new redirect after the session expired',
    given: 'the session has expired',
    verb: 'POST',
    path: '/48213/content/redirects/create',
    body: newRedirect,
    status: 419,
    reply: { message: string('CSRF token mismatch.') },
    check: statusIs(419),
  },
  {
    name: 'a changed redirect',
    verb: 'PUT',
    path: '/48213/content/redirects/318/edit',
    body: changedRedirect,
    ...saved('Redirect saved', { closePanel: boolean(true) }),
  },
  {
    name: 'a changed redirect without a page',
    verb: 'PUT',
    path: '/48213/content/redirects/318/edit',
    body: { ...changedRedirect, to_page: null },
    ...refused('the redirect form has invalid fields', { to_page: 'Please choose a page.' }),
  },
  {
    name: 'changed holding page settings',
    verb: 'PUT',
    path: '/48213/content/holding-page/1/edit',
    body: holdingPage,
    ...saved('Holding page saved'),
  },
  {
    name: 'holding page settings without a heading',
    verb: 'PUT',
    path: '/48213/content/holding-page/1/edit',
    body: { ...holdingPage, heading: '' },
    ...refused('the holding page form has invalid fields', {
      heading: 'The heading field is required.',
    }),
  },
  {
    name: 'a new blog post',
    verb: 'POST',
    path: '/48213/blog/7/posts/create',
    body: newPost,
    ...saved('Post created', { navigate: string('/48213/blog/7/posts/2216/edit') }),
  },
  {
    name: 'a new blog post whose address is taken',
    verb: 'POST',
    path: '/48213/blog/7/posts/create',
    body: newPost,
    ...refused('the blog post form has invalid fields', {
      slug: 'This address is already used by another post.',
    }),
  },
  {
    name: 'post 2204 with a new tag',
    verb: 'PUT',
    path: '/48213/blog/7/posts/2204/meta',
    body: {
      title: 'The winter glaze: ash and iron',
      slug: 'winter-glaze-ash-and-iron',
      tags: ['glazes', 'winter collection', 'stoneware'],
      meta: { summary: "How we mix the ash and iron glaze of this winter's collection." },
      featured_image: 9118,
      categories: [3, 5],
      comments_open: true,
    },
    ...saved('Post settings saved', { closePanel: boolean(true) }),
  },
  {
    name: 'a new Tawk.to integration',
    verb: 'POST',
    path: '/48213/content/integrations/create/tawk-to',
    body: tawk,
    ...saved('Tawk.to live chat added', { closePanel: boolean(true) }),
  },
  {
    name: 'a Tawk.to integration with an unknown property',
    verb: 'POST',
    path: '/48213/content/integrations/create/tawk-to',
    body: tawk,
    ...refused('the integration form has invalid fields', {
      property_id: 'Tawk.to does not know this property ID.',
    }),
  },
  {
    name: 'category 3 renamed',
    verb: 'PUT',
    path: '/48213/blog/7/categories/3/meta',
    body: {
      name: 'Workshops and classes',
      slug: 'workshops',
      description: 'Classes and open days at the Stroud studio.',
    },
    ...saved('Category saved', { closePanel: boolean(true) }),
  },
];

describe.each(submits)('$path: $name', (submit) => {
  const { name, given, verb, path, body, status = 200, reply, check } = submit;
  it(`${verb} ${path} through the form submit`, async () => {
    const pact = newPact()
      .given(state(given ?? signedIn))
      .uponReceiving(name)
      .withRequest({ method: verb, path, headers: sendJson, body })
      .willRespondWith({ status, headers: json, body: reply });
    await pact.executeTest(async (server) => {
      const sent = submitFormAction(clientFor(server.url), { verb, path, body });
      check(status === 200 ? await sent : await failure(sent));
    });
  });
});

describe('deleting a redirect', () => {
  const deleteRequest = {
    method: 'DELETE',
    path: '/48213/content/redirects/318',
    headers: xhrHeaders,
  };

  it("DELETE {route path}/{id} from the list's row action", async () => {
    const pact = newPact()
      .given(state(signedIn))
      .uponReceiving('a delete of redirect 318')
      .withRequest(deleteRequest)
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'success', message: string('Redirect deleted') },
      });
    await pact.executeTest(async (server) => {
      const reply = await deletePageRow(clientFor(server.url), {
        path: '/48213/content/redirects',
        id: 318,
      });
      expect(reply.result).toBe('success');
    });
  });

  it("DELETE from the form's delete action rejects a result error with its message", async () => {
    const message = 'An error has occurred and redirect has failed to be deleted';
    const pact = newPact()
      .given(state('the backend refuses to delete the redirect'))
      .uponReceiving('a delete of redirect 318 the backend refuses')
      .withRequest(deleteRequest)
      .willRespondWith({
        status: 200,
        headers: json,
        body: { result: 'error', message: string(message) },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        deleteFormResource(clientFor(server.url), '/48213/content/redirects/318'),
      );
      expect(error.message).toBe(message);
    });
  });
});

// The list fills the bulk action's path template (`/:siteid/content/redirects/bulk?action=:value
// &ids=:ids`) and runs it; the reply is the text Deleted or Updated, or an object.
const bulkCases = [
  {
    name: 'a bulk delete of two redirects',
    given: signedIn,
    query: { action: 'delete', ids: '318,317' },
    reply: { status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'Deleted' },
    check: (result: unknown) =>
      expect(result).toEqual({ result: 'success', reload: true, message: 'Deleted' }),
  },
  {
    name: 'a bulk change of two redirects answered with an object',
    given: 'the bulk action answers an object',
    query: { action: 'permanent', ids: '318,305' },
    reply: {
      status: 200,
      headers: json,
      body: {
        result: 'success',
        reload: boolean(true),
        message: string('2 redirects made permanent'),
      },
    },
    check: (result: unknown) => expect(result).toMatchObject({ result: 'success', reload: true }),
  },
  {
    name: 'a bulk delete of two redirects that fails',
    given: 'the bulk action fails',
    query: { action: 'delete', ids: '318,305' },
    reply: {
      status: 200,
      headers: json,
      body: { result: 'error', message: string('Redirect 291 could not be changed.') },
    },
    check: (error: unknown) =>
      expect(error).toMatchObject({ message: 'Redirect 291 could not be changed.' }),
  },
];

describe.each(bulkCases)('bulk action: $name', ({ name, given, query, reply, check }) => {
  // The app accepts both forms (BULK_ACTION_ACCEPT). The document check picks the reply's schema
  // by the Accept written in the pact, so an object reply is written with application/json and
  // matched by a rule that also takes the app's header.
  const accept =
    reply.headers['Content-Type'] === 'text/plain'
      ? BULK_ACTION_ACCEPT
      : regex('^(text/plain|application/json)$', 'application/json');
  it('GET {filled bulk path} through the bulk action runner', async () => {
    const pact = newPact()
      .given(state(given))
      .uponReceiving(name)
      .withRequest({
        method: 'GET',
        path: '/48213/content/redirects/bulk',
        headers: { ...xhrHeaders, Accept: accept },
        query,
      })
      .willRespondWith(reply);
    await pact.executeTest(async (server) => {
      const url = `/48213/content/redirects/bulk?action=${query.action}&ids=${query.ids}`;
      const run = runBulkActionAt(clientFor(server.url), { url, count: 2 });
      check(await run.catch((error: unknown) => error));
    });
  });
});
