// Saved views (issue 20): a list's filters, tab, sort and search kept under a name, per site and
// list, in the app_ store. Pure functions; the address stays the state (`list-query.ts`).
import type { SortDirection } from '@site-admin/api-client';
import { cleanFilters, toSearchParams, type ListDefaults, type ListState } from '../list-query';

/** What a view keeps: the list's query without its page and page size. */
export interface ViewQuery {
  sort_column?: string;
  sort_direction?: SortDirection;
  search?: string;
  /** The predefined tab. */
  filter?: string;
  filters: Record<string, string>;
}

export interface SavedView {
  name: string;
  query: ViewQuery;
}

/** The longest name a view takes. */
export const VIEW_NAME_MAX = 40;

/** The app_ store key of a list's views: one per site and list path. */
export const viewsStoreKey = (siteid: string | undefined, pagePath: string) =>
  `saved_views_${siteid ?? ''}:${pagePath}`;

/** The query a view keeps from the list's current state. */
export function viewQueryOf(state: ListState): ViewQuery {
  return {
    ...(state.sort_column !== undefined ? { sort_column: state.sort_column } : {}),
    ...(state.sort_direction !== undefined ? { sort_direction: state.sort_direction } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(state.filter !== undefined ? { filter: state.filter } : {}),
    filters: cleanFilters(state.filters),
  };
}

/** The list's state once a view is chosen: page 1, the page size kept, the view's query. */
export function withView(current: ListState, view: SavedView): ListState {
  return {
    page: 1,
    ...(current.per_page !== undefined ? { per_page: current.per_page } : {}),
    ...view.query,
    filters: cleanFilters(view.query.filters),
  };
}

/** A comparable form of a query: the address it gives, defaults left out. */
function queryKey(query: ViewQuery, defaults: ListDefaults): string {
  const params = toSearchParams({ ...query, page: 1 }, defaults);
  params.sort();
  return params.toString();
}

/** The view the list shows now, if any (the first of that query). */
export function activeView(
  views: readonly SavedView[],
  state: ListState,
  defaults: ListDefaults,
): SavedView | undefined {
  const current = queryKey(viewQueryOf(state), defaults);
  return views.find((view) => queryKey(view.query, defaults) === current);
}

export type NameProblem = 'empty' | 'duplicate' | 'tooLong';

/** Why a name cannot be used (another view has it, ignoring case), or null. */
export function nameProblem(
  name: string,
  views: readonly SavedView[],
  renaming?: string,
): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > VIEW_NAME_MAX) return 'tooLong';
  const lower = trimmed.toLocaleLowerCase('en-GB');
  const taken = views.some(
    (view) => view.name !== renaming && view.name.toLocaleLowerCase('en-GB') === lower,
  );
  return taken ? 'duplicate' : null;
}

export const addView = (views: readonly SavedView[], view: SavedView): SavedView[] => [
  ...views,
  { ...view, name: view.name.trim() },
];

export const renameView = (views: readonly SavedView[], from: string, to: string): SavedView[] =>
  views.map((view) => (view.name === from ? { ...view, name: to.trim() } : view));

export const deleteView = (views: readonly SavedView[], name: string): SavedView[] =>
  views.filter((view) => view.name !== name);

// --- Reading what the store holds (it may be old, edited by hand or from another version) -----

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isViewQuery(value: unknown): value is ViewQuery {
  if (!isRecord(value) || !isRecord(value['filters'])) return false;
  const filters = value['filters'];
  const direction = value['sort_direction'];
  return (
    optionalString(value['sort_column']) &&
    (direction === undefined || direction === 'asc' || direction === 'desc') &&
    optionalString(value['search']) &&
    optionalString(value['filter']) &&
    Object.entries(filters).every(
      ([name, filter]) => !UNSAFE_KEYS.has(name) && typeof filter === 'string',
    )
  );
}

/** A list of views the store may hand back. */
export function isSavedViews(value: unknown): value is SavedView[] {
  return (
    Array.isArray(value) &&
    value.every(
      (view: unknown) =>
        isRecord(view) &&
        typeof view['name'] === 'string' &&
        view['name'].trim() !== '' &&
        isViewQuery(view['query']),
    )
  );
}
