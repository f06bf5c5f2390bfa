import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  cleanFilters,
  parseListState,
  toRequestQuery,
  toSearchParams,
  withFilters,
  withPage,
  withPerPage,
  withSearch,
  withSort,
  type ListDefaults,
  type ListState,
} from './list-query';

const defaults: ListDefaults = {
  page: 1,
  per_page: 25,
  sort_column: 'created_at',
  sort_direction: 'desc',
  filter: 'all',
};
const base: ListState = { page: 3, per_page: 50, search: 'mugs', filters: { type: '301' } };

describe('the list query', () => {
  it('goes back to page 1 on search, filter or per-page change', () => {
    expect(withSearch(base, 'jugs').page).toBe(1);
    expect(withFilters(base, { type: '302' }).page).toBe(1);
    expect(withPerPage(base, 10)).toMatchObject({ page: 1, per_page: 10 });
    expect(withPage(base, 4).page).toBe(4);
  });

  it("keeps the sort unless the filters bring one, or null for the list's own order", () => {
    const sorted: ListState = { ...base, sort_column: 'total', sort_direction: 'asc' };
    expect(withFilters(sorted, {})).toMatchObject({ sort_column: 'total', sort_direction: 'asc' });
    expect(withFilters(sorted, {}, { column: 'ID', direction: 'desc' })).toMatchObject({
      sort_column: 'ID',
      sort_direction: 'desc',
    });
    const cleared = withFilters(sorted, {}, null);
    expect(cleared.sort_column).toBeUndefined();
    expect(cleared.sort_direction).toBeUndefined();
  });

  it('clears the search when the filters change', () => {
    expect(withFilters(base, { type: '302' }).search).toBeUndefined();
    expect(withSearch(base, 'jugs').filters).toEqual({ type: '301' });
  });

  it('drops defaults and writes filters comma-joined and sorted', () => {
    const state: ListState = {
      page: 1,
      per_page: 25,
      sort_column: 'created_at',
      sort_direction: 'asc',
      filters: { status: '1.1,1.0', gateway: 'all', optIn: '' },
    };
    expect(toSearchParams(state, defaults).toString()).toBe(
      'sort_direction=asc&filters%5Bstatus%5D=1.0%2C1.1',
    );
  });

  it('reads back the same view from the address', () => {
    const state: ListState = {
      page: 2,
      per_page: 10,
      sort_column: 'hits',
      sort_direction: 'asc',
      search: 'old',
      filter: 'permanent',
      filters: { type: '301' },
    };
    expect(parseListState(toSearchParams(state, defaults))).toEqual(state);
  });

  it('sends only the values the address holds, and totals when asked', () => {
    expect(toRequestQuery({ page: 1, filters: {} }, false)).toEqual({});
    expect(toRequestQuery({ page: 2, search: 'a', filters: { s: 'b,a' } }, true)).toEqual({
      page: 2,
      search: 'a',
      filters: { s: 'a,b' },
      withtotals: true,
    });
  });

  it('keeps only filters that are not empty and not All; counts them', () => {
    expect(cleanFilters({ a: 'all', b: '', c: '2,1' })).toEqual({ c: '1,2' });
    expect(activeFilterCount({ page: 1, filters: { a: 'all', c: '1' } })).toBe(1);
  });

  it('flips the sort of the same column and starts another ascending', () => {
    expect(withSort(base, 'hits', { column: 'hits', direction: 'asc' }).sort_direction).toBe(
      'desc',
    );
    expect(withSort(base, 'from', { column: 'hits', direction: 'desc' })).toMatchObject({
      sort_column: 'from',
      sort_direction: 'asc',
      page: 1,
    });
  });
});
