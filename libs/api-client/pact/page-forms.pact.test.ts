// The server-driven forms of the child routes (create, edit, options, duplicate, design), as the
// app calls them: the form through `pageQuery` at the route's own path, its submit through
// `submitFormAction` with the action's verb and path. One table row per form.
import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { submitFormAction, type FormBody } from '../src/queries/page-forms';
import { pageQuery } from '../src/queries/page-data';
import { clientFor, failure, newPact, xhrHeaders } from './pact-setup';
import { state } from './provider-states';

const { eachLike, string, boolean } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const sendJson = { ...xhrHeaders, ...json };

interface FormCase {
  /** What the form is, in the interaction names. */
  name: string;
  path: string;
  layout: 'create-form' | 'edit-form';
  title: string;
  /** A field the form must define. */
  field: { name: string; type: string };
  /** Its submit, unless another test already pins it (or the action is a GET). */
  submit?: { verb: 'POST' | 'PUT'; path: string; body: FormBody; message: string };
}

const cases: FormCase[] = [
  {
    name: 'the integration choice',
    path: '/48213/content/integrations/create',
    layout: 'create-form',
    title: 'Add an integration',
    // Its Continue is a GET action: the app navigates to the chosen type's add form.
    field: { name: 'type', type: 'radio' },
  },
  {
    name: 'the settings of integration 64',
    path: '/48213/content/integrations/64/edit',
    layout: 'edit-form',
    title: 'Google Analytics',
    field: { name: 'measurement_id', type: 'text' },
    submit: {
      verb: 'PUT',
      path: '/48213/content/integrations/64/edit',
      body: { measurement_id: 'G-4QX7T2LM9B', anonymise_ip: true, consent_mode: 'basic' },
      message: 'Google Analytics saved',
    },
  },
  {
    name: 'the holding page settings panel',
    path: '/48213/content/holding-page/1/edit',
    layout: 'edit-form',
    title: 'Holding page',
    // Its Save is the holding page's own, pinned in pages.pact.test.ts.
    field: { name: 'heading', type: 'text' },
  },
  {
    name: 'the holding page options',
    path: '/48213/content/holding-page/1/options',
    layout: 'edit-form',
    title: 'Holding page options',
    field: { name: 'content', type: 'content-builder' },
    submit: {
      verb: 'PUT',
      path: '/48213/content/holding-page/1/options',
      body: {
        content: '<h2>Opening 5 December</h2><p>Mulled wine and 10% off all day.</p>',
        seo: { title: 'Hartley & Finch opens soon', noindex: false },
      },
      message: 'Page options saved',
    },
  },
  {
    name: 'the duplicate form of post 2210',
    path: '/48213/blog/7/posts/2210/duplicate',
    layout: 'create-form',
    title: 'Duplicate post',
    field: { name: 'slug', type: 'slug' },
    submit: {
      verb: 'POST',
      path: '/48213/blog/7/posts/2210/duplicate',
      body: {
        title: 'Sunday throwing workshops',
        slug: 'sunday-throwing-workshops',
        copy: ['categories', 'tags'],
        status: 'draft',
        metaData: { source: 2210 },
      },
      message: 'Post duplicated',
    },
  },
  {
    name: 'the blog design',
    path: '/48213/blog/7/settings/design/edit',
    layout: 'edit-form',
    title: 'Blog design',
    field: { name: 'product_group', type: 'product-group' },
    submit: {
      verb: 'PUT',
      path: '/48213/blog/7/settings/design/edit',
      body: {
        layout: 'list',
        posts_per_page: 12,
        product_group: {
          id: 19,
          products: [{ type: 'product', ID: 820, title: 'Speckled stoneware mug' }],
          categories: [],
        },
      },
      message: 'Blog design saved',
    },
  },
  {
    name: 'a new DNS record',
    path: '/48213/account/domains/hartleyandfinch.co.uk/create',
    layout: 'create-form',
    title: 'Add DNS record',
    field: { name: 'priority', type: 'number' },
    submit: {
      verb: 'POST',
      path: '/48213/account/domains/hartleyandfinch.co.uk/create',
      body: { type: 'MX', host: '@', value: 'mx2.mailhost.example', priority: 20, ttl: 3600 },
      message: 'DNS record added',
    },
  },
  {
    name: 'DNS record 8803',
    path: '/48213/account/domains/hartleyandfinch.co.uk/8803/edit',
    layout: 'edit-form',
    title: 'Edit DNS record',
    field: { name: 'type', type: 'select' },
    submit: {
      verb: 'PUT',
      path: '/48213/account/domains/hartleyandfinch.co.uk/8803/edit',
      body: { type: 'MX', host: '@', value: 'mx1.newmailhost.example', priority: 10, ttl: 3600 },
      message: 'DNS record saved',
    },
  },
];

const fetchForm = (url: string, path: string) =>
  new QueryClient().fetchQuery(pageQuery(clientFor(url), path));

describe.each(cases)('$name', ({ name, path, layout, title, field }) => {
  it(`GET ${path} answers the form`, async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving(`a request for ${name}`)
      .withRequest({ method: 'GET', path, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          layout,
          config: {
            title: string(title),
            fields: eachLike({ name: string(field.name), type: string(field.type) }),
            actions: eachLike({ label: string('Save'), type: string('submit') }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const page = await fetchForm(server.url, path);
      if (page.layout !== layout) throw new Error(`expected ${layout}, got ${page.layout}`);
      expect(page.config.title).toBe(title);
      expect(page.config.fields.map((f) => f.name)).toContain(field.name);
    });
  });
});

const submits = cases.flatMap(({ name, submit }) => (submit ? [{ name, ...submit }] : []));

describe.each(submits)('$name', ({ name, verb, path, body, message }) => {
  it(`${verb} ${path} saves it`, async () => {
    const pact = newPact()
      .given(state('an active shop owner is signed in'))
      .uponReceiving(`a submit of ${name}`)
      .withRequest({ method: verb, path, headers: sendJson, body })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { message: string(message), closePanel: boolean(true) },
      });
    await pact.executeTest(async (server) => {
      const reply = await submitFormAction(clientFor(server.url), { verb, path, body });
      expect(reply.message).toBe(message);
    });
  });
});

describe('a form the server refuses', () => {
  it('answers 422 with the errors by field', async () => {
    const body = { type: 'CNAME', host: 'www', value: 'shops.example', ttl: 3600 };
    const pact = newPact()
      .given(state('the DNS record form has invalid fields'))
      .uponReceiving('a DNS record whose host already has a CNAME')
      .withRequest({
        method: 'POST',
        path: '/48213/account/domains/hartleyandfinch.co.uk/create',
        headers: sendJson,
        body,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The given data was invalid.'),
          errors: {
            host: eachLike('www already has a CNAME record; a CNAME can not share its host.'),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        submitFormAction(clientFor(server.url), {
          verb: 'POST',
          path: '/48213/account/domains/hartleyandfinch.co.uk/create',
          body,
        }),
      );
      expect(error.status).toBe(422);
    });
  });
});
