import type { PageHost } from '@site-admin/extensions';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';

/**
 * A function that stays the same across renders and calls the latest `fn` (for handlers handed to
 * rows that skip re-rendering).
 */
export function useLatestCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * The page host as the list's cells get it: the same object while the page's data, path, site and
 * shell stay the same, whose query fields and actions read the page's latest host. A new query
 * first draws the rows it had again (under the loading bar); with this host those rows skip
 * re-rendering, while a cell's handler still sees the current query, filters and sort. So a cell
 * draws from its row and the page, never from the host's query (`search`, `filters`, `sort`).
 */
export function useLatestHost(host: PageHost): PageHost {
  const latest = useRef(host);
  useLayoutEffect(() => {
    latest.current = host;
  });
  const { pagePath, siteid, page, shell } = host;
  return useMemo<PageHost>(
    () => ({
      pagePath,
      siteid,
      page,
      shell,
      get search() {
        return latest.current.search;
      },
      get filters() {
        return latest.current.filters;
      },
      get sort() {
        return latest.current.sort;
      },
      get defaultSort() {
        return latest.current.defaultSort;
      },
      applyFilters: (filters, sort) => latest.current.applyFilters(filters, sort),
      openPanel: (child) => latest.current.openPanel(child),
      closePanel: () => latest.current.closePanel(),
      refresh: () => latest.current.refresh(),
    }),
    [pagePath, siteid, page, shell],
  );
}
