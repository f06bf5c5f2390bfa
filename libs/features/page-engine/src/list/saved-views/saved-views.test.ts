import { describe, expect, it } from 'vitest';
import type { ListDefaults, ListState } from '../list-query';
import {
  activeView,
  addView,
  deleteView,
  isSavedViews,
  nameProblem,
  renameView,
  viewQueryOf,
  withView,
  type SavedView,
} from './saved-views';

const defaults: ListDefaults = {
  page: 1,
  per_page: 25,
  sort_column: 'date_purchased',
  sort_direction: 'desc',
  filter: 'all',
};
const state = (overrides: Partial<ListState> = {}): ListState => ({
  page: 3,
  per_page: 50,
  filters: {},
  ...overrides,
});
const picking: SavedView = {
  name: 'Picking this week',
  query: { search: 'mug', filters: { status: '2.1', date: 'past_week' } },
};

describe('saved views', () => {
  it('keep the tab, filters, sort and search, never the page or page size', () => {
    expect(
      viewQueryOf(
        state({
          sort_column: 'order_total',
          sort_direction: 'asc',
          search: 'mug',
          filter: 'processing',
          filters: { status: '2.1,2.0', gateway: '' },
        }),
      ),
    ).toEqual({
      sort_column: 'order_total',
      sort_direction: 'asc',
      search: 'mug',
      filter: 'processing',
      filters: { status: '2.0,2.1' },
    });
  });

  it('apply on page 1, keep the page size and replace the rest of the query', () => {
    expect(withView(state({ search: 'old', sort_column: 'x', filter: 'spam' }), picking)).toEqual({
      page: 1,
      per_page: 50,
      search: 'mug',
      filters: { date: 'past_week', status: '2.1' },
    });
  });

  it('know which view the list shows, defaults and filter order aside', () => {
    const views = [
      picking,
      { name: 'Newest', query: { sort_column: 'date_purchased', filters: {} } },
    ];
    expect(
      activeView(
        views,
        state({ search: 'mug', filters: { date: 'past_week', status: '2.1' } }),
        defaults,
      ),
    ).toBe(picking);
    expect(activeView(views, state(), defaults)?.name).toBe('Newest');
    expect(activeView(views, state({ search: 'bowl' }), defaults)).toBeUndefined();
  });

  it('refuse an empty, a too long or a taken name (ignoring case), but a view keeps its own', () => {
    const views = [picking];
    expect(nameProblem('   ', views)).toBe('empty');
    expect(nameProblem('x'.repeat(41), views)).toBe('tooLong');
    expect(nameProblem(' picking THIS week ', views)).toBe('duplicate');
    expect(nameProblem('Picking This Week', views, 'Picking this week')).toBeNull();
    expect(nameProblem('Refunds', views)).toBeNull();
  });

  it('are added, renamed and deleted by name', () => {
    const added = addView([picking], { name: ' Refunds ', query: { filters: { status: '4.0' } } });
    expect(added.map((view) => view.name)).toEqual(['Picking this week', 'Refunds']);
    const renamed = renameView(added, 'Refunds', 'Refunded ');
    expect(renamed.map((view) => view.name)).toEqual(['Picking this week', 'Refunded']);
    expect(deleteView(renamed, 'Picking this week').map((view) => view.name)).toEqual(['Refunded']);
  });

  it('read back only what has the shape of views, never an unsafe filter name', () => {
    expect(isSavedViews([picking])).toBe(true);
    expect(isSavedViews([])).toBe(true);
    expect(isSavedViews({ name: 'x' })).toBe(false);
    expect(isSavedViews([{ name: '', query: { filters: {} } }])).toBe(false);
    expect(isSavedViews([{ name: 'x', query: { filters: { status: 1 } } }])).toBe(false);
    expect(isSavedViews([{ name: 'x', query: { sort_direction: 'up', filters: {} } }])).toBe(false);
    expect(isSavedViews(JSON.parse('[{"name":"x","query":{"filters":{"__proto__":"1"}}}]'))).toBe(
      false,
    );
  });
});
