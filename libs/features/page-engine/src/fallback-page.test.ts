import { describe, expect, it } from 'vitest';
import { splitFallbackPath } from './fallback-page';

describe('the generic fallback', () => {
  it('finds the page and the sub-view an address names', () => {
    expect(splitFallbackPath('/48213/events')).toEqual({ pagePath: '/48213/events' });
    expect(splitFallbackPath('/48213/events/filters')).toEqual({
      pagePath: '/48213/events',
      view: 'filters',
    });
    expect(splitFallbackPath('/48213/events/create')).toEqual({
      pagePath: '/48213/events',
      view: 'create',
    });
    expect(splitFallbackPath('/48213/events/12/edit')).toEqual({
      pagePath: '/48213/events',
      view: 'edit',
      id: '12',
    });
    expect(splitFallbackPath('/48213/news/comments/41')).toEqual({
      pagePath: '/48213/news/comments',
      view: 'detail',
      id: '41',
    });
  });
});
