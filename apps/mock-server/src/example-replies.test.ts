// What someone trying the app against the mock sees: each reply fits what they did. A bulk action
// answers as that action, each integration's Add opens its own form, the integrations search
// finds what was typed, the sidebar leads to every list page, and the DNS form's MX priority
// takes whole numbers only.
import { validateValue } from '@site-admin/validation';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledDocument } from './bundled-document';
import { startMockServer, type RunningMockServer } from './mock-server';

interface BulkAction {
  label: string;
  value: string;
  path: string;
}
interface Card {
  id: string;
  text: string;
  link: string | null;
  categories: { id: number; name: string }[];
}
interface Field {
  name: string;
  validation?: string[];
}
interface FormAction {
  type: string;
  verb?: string;
  path?: string;
}
interface Page {
  layout: string;
  sidebar?: string | null;
  route?: { params: Record<string, string | number> };
  config: {
    title: string;
    bulk_actions?: BulkAction[];
    fields?: Field[];
    actions?: FormAction[];
    categories?: { id: number; name: string }[];
  };
  model: unknown;
  pagination?: { total: number; from: number | null; to: number | null };
}
interface SidebarEntry {
  section: string;
  config: { label: string; link: string; items?: { label: string; link: string }[] }[];
}

const SITE = '48213';
const xhr = {
  'X-Requested-With': 'XMLHttpRequest',
  // State-changing calls (the bulk actions, a form's submit) are refused without it.
  'X-XSRF-TOKEN': 'example-replies',
};

let server: RunningMockServer;

beforeAll(async () => {
  server = await startMockServer({ staticDir: null });
});
afterAll(() => server.close());

const call = (address: string, init: RequestInit = {}) =>
  fetch(`${server.url}${address}`, {
    ...init,
    headers: { ...xhr, Accept: 'application/json', ...(init.headers ?? {}) },
  });

async function page(address: string, headers: Record<string, string> = {}): Promise<Page> {
  const reply = await call(address, { headers });
  expect(reply.status, address).toBe(200);
  return (await reply.json()) as Page;
}

describe("the redirects list's bulk actions", () => {
  it('each answer as the action chosen', async () => {
    const list = await page(`/${SITE}/content/redirects`);
    const actions = list.config.bulk_actions ?? [];
    expect(actions.map((action) => action.value)).toEqual(['delete', 'permanent', 'temporary']);
    for (const action of actions) {
      // Filled as the list fills it: two checked rows.
      const address = action.path
        .replace(':siteid', SITE)
        .replace(':value', action.value)
        .replace(':ids', '318,317');
      const reply = await call(address, { headers: { Accept: 'text/plain, application/json' } });
      expect(reply.status, action.label).toBe(200);
      const text = await reply.text();
      if (action.value === 'delete') {
        expect(text, action.label).toBe('Deleted');
        continue;
      }
      // Anything but the text Deleted reads as an update; the object says which one.
      expect(text, action.label).not.toBe('Deleted');
      const result = JSON.parse(text) as { result: string; message: string };
      expect(result.result, action.label).toBe('success');
      expect(result.message.toLowerCase(), action.label).toContain(action.value);
    }
  });
});

describe('a list asked for at a page size', () => {
  it('says that size, and the pages it makes', async () => {
    const first = (await page(`/${SITE}/content/redirects`)) as Page & {
      pagination: { per_page: number; total: number; last_page: number };
    };
    const sized = (await page(`/${SITE}/content/redirects?per_page=10`)) as typeof first;
    expect(sized.pagination.per_page).toBe(10);
    expect(sized.pagination.last_page).toBe(Math.max(1, Math.ceil(first.pagination.total / 10)));
    expect(sized.model).toEqual(first.model);
  });
});

describe("the comment lists' bulk actions", () => {
  it('answer a delete as one, the others as an update', async () => {
    for (const path of ['comments', 'comments/spam']) {
      const list = await page(`/${SITE}/blog/7/${path}`);
      for (const action of list.config.bulk_actions ?? []) {
        const address = action.path
          .replace(':siteid', SITE)
          .replace(':pageid', '7')
          .replace(':value', action.value)
          .replace(':ids', '309,305');
        const reply = await call(address, { headers: { Accept: 'text/plain, application/json' } });
        expect(reply.status, action.label).toBe(200);
        expect(await reply.text(), `${path} ${action.label}`).toBe(
          action.value === 'delete' ? 'Deleted' : 'Updated',
        );
      }
    }
  });
});

describe('the integrations', () => {
  let cards: Card[] = [];
  beforeAll(async () => {
    cards = (await page(`/${SITE}/content/integrations`)).model as Card[];
  });

  it("open each card's own add form, which adds that integration", async () => {
    expect(cards.length).toBeGreaterThanOrEqual(6);
    const fieldSets = new Set<string>();
    for (const card of cards) {
      expect(card.link, card.id).toBe(`/${SITE}/content/integrations/create/${card.id}`);
      const form = await page(card.link ?? '');
      expect(form.layout, card.id).toBe('create-form');
      expect(form.route?.params['type'], card.id).toBe(card.id);
      expect(form.config.title.toLowerCase(), card.id).toContain(card.text.toLowerCase());
      const names = (form.config.fields ?? []).map((field) => field.name);
      expect(names.length, card.id).toBeGreaterThan(0);
      fieldSets.add(names.join(','));

      const submit = form.config.actions?.find((action) => action.type === 'submit');
      expect(submit?.path, card.id).toBe(card.link);
      const added = await call(card.link ?? '', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({}),
      });
      expect(added.status, card.id).toBe(200);
      const { message } = (await added.json()) as { message: string };
      expect(message.toLowerCase(), card.id).toContain(card.text.toLowerCase());
    }
    // No two integrations ask for the same things.
    expect(fieldSets.size).toBe(cards.length);
  });

  describe('search', () => {
    const search = async (query: string) =>
      page(`/${SITE}/content/integrations?search=${encodeURIComponent(query)}`);
    const ids = (reply: Page) => (reply.model as Card[]).map((card) => card.id);

    it('finds the cards whose name, description or category holds what was typed', async () => {
      const google = await search('google');
      expect(google.layout).toBe('card-directory');
      expect(ids(google)).toEqual(['google-analytics']);
      expect(google.pagination).toMatchObject({ total: 1, from: 1, to: 1 });
      expect(ids(await search('  CHAT '))).toEqual(['tawk-to']);
      expect(ids(await search('social media'))).toEqual(['meta-pixel', 'instagram-feed']);
    });

    it('finds nothing for a name no card has', async () => {
      const none = await search('zendesk');
      expect(none.model).toEqual([]);
      expect(none.pagination).toMatchObject({ total: 0, from: null, to: null });
    });

    it('answers within the contract', async () => {
      interface Document {
        paths: Record<
          string,
          { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }
        >;
      }
      const document = bundledDocument<Document>();
      const schema =
        document.paths['/{siteid}/content/integrations']?.get.responses['200']?.content[
          'application/json'
        ]?.schema;
      expect(schema).toBeDefined();
      const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(schema ?? {});
      for (const query of ['google', 'social media', 'zendesk']) {
        const reply = await search(query);
        expect(validate(reply), JSON.stringify(validate.errors)).toBe(true);
      }
    });

    it('leaves the index whole without a search, and a named example as written', async () => {
      expect((await page(`/${SITE}/content/integrations?search=`)).layout).toBe('card-index');
      expect(ids(await page(`/${SITE}/content/integrations`))).toHaveLength(cards.length);
      const named = await page(`/${SITE}/content/integrations?search=zendesk`, {
        Prefer: 'example=searched',
      });
      expect(ids(named)).toEqual(['tawk-to']);
    });
  });
});

describe('the sidebar', () => {
  it("leads to every list page from its page's own section", async () => {
    const reply = await call(`/${SITE}/sidebar`);
    const entries = (await reply.json()) as SidebarEntry[];
    const pages = [
      `/${SITE}/content/redirects`,
      `/${SITE}/content/integrations`,
      `/${SITE}/blog/7/posts`,
      `/${SITE}/blog/7/categories`,
      `/${SITE}/blog/7/comments`,
      `/${SITE}/account/domains/hartleyandfinch.co.uk`,
    ];
    for (const address of pages) {
      const { sidebar } = await page(address);
      const entry = entries.find((candidate) => candidate.section === sidebar);
      const links = (entry?.config ?? [])
        .flatMap((item) => [item.link, ...(item.items ?? []).map((sub) => sub.link)])
        .map((link) => link.replace(':siteid', SITE));
      expect(links, `${address} in the ${sidebar} section`).toContain(address);
    }
  });
});

describe("a domain's DNS record form", () => {
  const forms = [
    `/${SITE}/account/domains/hartleyandfinch.co.uk/create`,
    `/${SITE}/account/domains/hartleyandfinch.co.uk/8803/edit`,
  ];

  it.each(forms)('%s takes a whole-number MX priority only', async (address) => {
    const form = await page(address);
    const rules = form.config.fields?.find((field) => field.name === 'priority')?.validation;
    expect(rules).toBeDefined();
    const mx = { type: 'MX' };
    // As the form checks it: the library's verdict on the value typed or held as a number.
    for (const accepted of [0, 10, '20'])
      expect(validateValue(accepted, rules, mx), String(accepted)).toBeNull();
    for (const refused of [1.5, '1.5', '10,5', 'ten', '-5'])
      expect(validateValue(refused, rules, mx), String(refused)).not.toBeNull();
    expect(validateValue(null, rules, mx)).not.toBeNull();
    expect(validateValue(null, rules, { type: 'TXT' })).toBeNull();
  });
});
