import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createIntegrationSearch, isIntegrationSearch } from './integration-search';

const examples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/examples',
);
const search = createIntegrationSearch(examples);

interface SearchReply {
  layout: string;
  config: { title: string; categories: { id: number; name: string }[] };
  model: { id: string }[];
  pagination: {
    total: number;
    per_page: number;
    current_page: number;
    last_page: number;
    next_page_url: string | null;
    from: number | null;
    to: number | null;
  };
}

const ask = (query: string): SearchReply =>
  JSON.parse(
    search.reply(new URL(`http://mock.local/48213/content/integrations${query}`)).body,
  ) as SearchReply;

describe('the integrations search', () => {
  it('answers the index call with something typed in its search only', () => {
    const at = (address: string) => new URL(address, 'http://mock.local');
    expect(isIntegrationSearch('GET', at('/48213/content/integrations?search=chat'))).toBe(true);
    expect(isIntegrationSearch('GET', at('/48213/content/integrations?search=%20'))).toBe(false);
    expect(isIntegrationSearch('GET', at('/48213/content/integrations'))).toBe(false);
    expect(isIntegrationSearch('GET', at('/48213/content/integrations/create?search=x'))).toBe(
      false,
    );
    expect(isIntegrationSearch('POST', at('/48213/content/integrations?search=chat'))).toBe(false);
  });

  it("is the index example's matching cards as a flat directory, with their categories", () => {
    const reply = ask('?search=Analytics');
    expect(reply.layout).toBe('card-directory');
    expect(reply.config.title).toBe('Integrations');
    expect(reply.model.map((card) => card.id)).toEqual(['google-analytics']);
    expect(reply.config.categories).toEqual([{ id: 1, name: 'Analytics' }]);
  });

  it('pages the cards it finds', () => {
    // "your" is in several cards' descriptions.
    const all = ask('?search=your');
    expect(all.pagination.total).toBeGreaterThan(2);
    const second = ask('?search=your&per_page=2&page=2');
    expect(second.model.map((card) => card.id)).toEqual(
      all.model.slice(2, 4).map((card) => card.id),
    );
    expect(second.pagination).toMatchObject({
      per_page: 2,
      current_page: 2,
      from: 3,
      to: 2 + second.model.length,
      last_page: Math.ceil(all.pagination.total / 2),
    });
    const last = ask(`?search=your&per_page=2&page=${second.pagination.last_page}`);
    expect(last.pagination.next_page_url).toBeNull();
    expect(ask('?search=your&per_page=2').pagination.next_page_url).toBe(
      '/48213/content/integrations?search=your&per_page=2&page=2',
    );
  });
});
