// The integrations search, as the backend runs it: a search on the integrations index
// (`GET /{siteid}/content/integrations?search=…`, XHR-marked, without a `Prefer` header) answers
// the cards of the document's `IntegrationsIndex` example whose name, description or category
// holds what was typed, as the flat `card-directory` layout, paged. Without this the mock would
// answer every card whatever was typed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { pageOf } from './pagination';

const INTEGRATIONS_PATH = /^\/\d+\/content\/integrations\/?$/;
/** Cards per page when the call names none (the directory's grid: 2, 3 or 4 across). */
const PER_PAGE = 24;

interface Category {
  id: number | string;
  name: string;
}

interface Card {
  text: string;
  description?: string;
  categories: Category[];
  [key: string]: unknown;
}

interface IndexTemplate {
  config: Record<string, unknown> & { categories?: Category[] };
  model: Card[];
  [key: string]: unknown;
}

const searchOf = (url: URL) => (url.searchParams.get('search') ?? '').trim();

/** Whether a request is a search of the integrations index (the only call this answers). */
export function isIntegrationSearch(method: string, url: URL): boolean {
  return method === 'GET' && INTEGRATIONS_PATH.test(url.pathname) && searchOf(url) !== '';
}

export interface IntegrationSearch {
  /** The reply to the integrations index's call at this address. */
  reply(url: URL): { status: number; body: string };
}

/** Reads the card index from the document's examples once. */
export function createIntegrationSearch(examplesDir: string): IntegrationSearch {
  const examples = parse(readFileSync(path.join(examplesDir, 'pages.yaml'), 'utf8')) as Record<
    string,
    { value: IndexTemplate }
  >;
  const index = examples['IntegrationsIndex']?.value;
  if (!index) throw new Error('The integrations search needs the IntegrationsIndex example');

  return {
    reply(url) {
      const search = searchOf(url).toLowerCase();
      const found = index.model.filter((card) =>
        [card.text, card.description ?? '', ...card.categories.map((category) => category.name)]
          .join('\n')
          .toLowerCase()
          .includes(search),
      );
      const perPage = Math.min(
        100,
        Math.max(1, Number(url.searchParams.get('per_page')) || PER_PAGE),
      );
      const { model, pagination } = pageOf(found, url, perPage);
      // The categories of the cards shown, in the index's order.
      const shown = new Set(
        model.flatMap((card) => card.categories.map((category) => category.id)),
      );
      const body = {
        ...index,
        layout: 'card-directory',
        config: {
          ...index.config,
          categories: (index.config.categories ?? []).filter((category) => shown.has(category.id)),
        },
        model,
        pagination,
      };
      return { status: 200, body: JSON.stringify(body) };
    },
  };
}
