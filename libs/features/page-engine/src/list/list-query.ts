// The list's query (spec 1 sections 4 and 7): what the address holds, what the request sends.
import type { ListConfig, ListFilter, PageQuery, SortDirection } from '@site-admin/api-client';

export interface ListState {
  page: number;
  per_page?: number;
  sort_column?: string;
  sort_direction?: SortDirection;
  search?: string;
  /** The picked predefined filter tab. */
  filter?: string;
  /** Filter values by name: comma-joined, sorted, never empty or All. */
  filters: Record<string, string>;
}

export type ListDefaults = Omit<ListState, 'filters'>;

const FILTER_PARAM = /^filters\[([^\]]+)\]$/;

/** A filter value as the list sends it: comma-joined and sorted; '' when empty or All. */
export function normaliseFilterValue(value: string): string {
  const values = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (values.length === 0 || values.includes('all')) return '';
  return [...new Set(values)].sort().join(',');
}

/** Only the filters that are not empty and not All, each normalised. */
export function cleanFilters(filters: Record<string, string>): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const name of Object.keys(filters).sort()) {
    const value = normaliseFilterValue(filters[name] ?? '');
    if (value !== '') clean[name] = value;
  }
  return clean;
}

/** Reads the address's query. */
export function parseListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const direction = params.get('sort_direction');
  const filters: Record<string, string> = {};
  params.forEach((value, key) => {
    const match = FILTER_PARAM.exec(key);
    if (match?.[1]) filters[match[1]] = value;
  });
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...(Number.isInteger(perPage) && perPage > 0 ? { per_page: perPage } : {}),
    ...(params.get('sort_column') ? { sort_column: params.get('sort_column') ?? '' } : {}),
    ...(direction === 'asc' || direction === 'desc' ? { sort_direction: direction } : {}),
    ...(params.get('search') ? { search: params.get('search') ?? '' } : {}),
    ...(params.get('filter') ? { filter: params.get('filter') ?? '' } : {}),
    filters: cleanFilters(filters),
  };
}

/**
 * The defaults a list starts with: page 1, its default parameters and sort, its default tab. A
 * page size only when the list names one: the server's own default is not known (spec 1 section
 * 9), so a size picked stays in the address and the request, even the table's usual 25.
 */
export function listDefaults(config: ListConfig): ListDefaults {
  const params = config.default_parameters ?? {};
  const perPage = Number(params['per_page']);
  const column = params['sort_column'] ?? config.defaultSortColumn;
  const direction = params['sort_direction'] ?? config.defaultSortDirection;
  const tab = config.predefined_filters?.find((item) => item.default)?.key;
  return {
    page: 1,
    ...(Number.isInteger(perPage) && perPage > 0 ? { per_page: perPage } : {}),
    ...(column !== undefined ? { sort_column: String(column) } : {}),
    ...(direction === 'asc' || direction === 'desc' ? { sort_direction: direction } : {}),
    ...(tab !== undefined ? { filter: tab } : {}),
  };
}

/**
 * The address's query for a state: values equal to their defaults dropped, filters comma-joined
 * and sorted (`filters[status]=1.0,1.1`).
 */
export function toSearchParams(state: ListState, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== defaults.page) params.set('page', String(state.page));
  if (state.per_page !== undefined && state.per_page !== defaults.per_page)
    params.set('per_page', String(state.per_page));
  if (state.sort_column !== undefined && state.sort_column !== defaults.sort_column)
    params.set('sort_column', state.sort_column);
  if (state.sort_direction !== undefined && state.sort_direction !== defaults.sort_direction)
    params.set('sort_direction', state.sort_direction);
  if (state.search) params.set('search', state.search);
  if (state.filter !== undefined && state.filter !== defaults.filter)
    params.set('filter', state.filter);
  for (const [name, value] of Object.entries(cleanFilters(state.filters))) {
    params.set(`filters[${name}]`, value);
  }
  return params;
}

/** What the request sends: only the values the address holds, plus `withtotals` when asked. */
export function toRequestQuery(state: ListState, withtotals: boolean): PageQuery {
  const filters = cleanFilters(state.filters);
  return {
    ...(state.page !== 1 ? { page: state.page } : {}),
    ...(state.per_page !== undefined ? { per_page: state.per_page } : {}),
    ...(state.sort_column !== undefined ? { sort_column: state.sort_column } : {}),
    ...(state.sort_direction !== undefined ? { sort_direction: state.sort_direction } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(state.filter !== undefined ? { filter: state.filter } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(withtotals ? { withtotals: true } : {}),
  };
}

/** A key of the filters alone: a change of it (or of the path) asks for totals again. */
export const filtersKey = (state: ListState) => JSON.stringify(cleanFilters(state.filters));

// --- The list's transitions (spec 1 section 4) -------------------------------------------------

/** Search: back to page 1. */
export const withSearch = (state: ListState, search: string): ListState => {
  const rest: ListState = { ...state, page: 1 };
  delete rest.search;
  return search.trim() === '' ? rest : { ...rest, search: search.trim() };
};

/**
 * Filters (and optionally the sort): back to page 1, and the search is cleared. A sort of `null`
 * goes back to the list's own order (the filter panel's Clear); `undefined` keeps the current one.
 */
export const withFilters = (
  state: ListState,
  filters: Record<string, string>,
  sort?: { column?: string; direction?: SortDirection } | null,
  filter?: string,
): ListState => {
  const rest: ListState = { ...state };
  delete rest.search;
  delete rest.filter;
  if (sort === null) {
    delete rest.sort_column;
    delete rest.sort_direction;
  }
  return {
    ...rest,
    page: 1,
    filters: cleanFilters(filters),
    ...(filter !== undefined ? { filter } : {}),
    ...(sort?.column !== undefined ? { sort_column: sort.column } : {}),
    ...(sort?.direction !== undefined ? { sort_direction: sort.direction } : {}),
  };
};

/** Per page: back to page 1. */
export const withPerPage = (state: ListState, perPage: number): ListState => ({
  ...state,
  page: 1,
  per_page: perPage,
});

export const withPage = (state: ListState, page: number): ListState => ({ ...state, page });

/** Sorting by a column: the same column flips, another starts ascending. */
export const withSort = (
  state: ListState,
  column: string,
  current: { column?: string; direction?: SortDirection },
): ListState => ({
  ...state,
  page: 1,
  sort_column: column,
  sort_direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
});

/**
 * How many filters are active (the filters button's count): filters, not fields, so a custom
 * date range (`date=custom`, `dateFrom`, `dateTo`: the names its `settings.from` / `settings.to`
 * give) counts once.
 */
export function activeFilterCount(
  state: ListState,
  filters: Readonly<Record<string, ListFilter>> = {},
): number {
  const owner = new Map<string, string>();
  for (const [name, filter] of Object.entries(filters)) {
    for (const part of [filter.settings?.['from'], filter.settings?.['to']]) {
      if (typeof part === 'string' && part !== '') owner.set(part, name);
    }
  }
  const active = Object.keys(cleanFilters(state.filters)).map((key) => owner.get(key) ?? key);
  return new Set(active).size;
}
