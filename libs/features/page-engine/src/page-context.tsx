import type { Card, ListPage } from '@site-admin/api-client';
import type { PageHost } from '@site-admin/extensions';
import { createContext, useContext } from 'react';
import type { ListDefaults, ListState } from './list/list-query';

/** What a server-driven page shares with its sub-views (child routes). */
export interface PageContextValue {
  /** The page's route path, e.g. `/48213/shop/orders`. */
  pagePath: string;
  siteid: string | undefined;
  /** The loaded list, or null while loading or for other layouts. */
  page: ListPage | null;
  /** The resource the reply names (`orders`, `integrations` …): its panels are looked up by it. */
  resource: string | undefined;
  /** Whether the list shown is the last query's, dimmed while the address's query loads. */
  placeholder?: boolean;
  /** The list's total without a search or filters, once seen (the plan limit follows it). */
  unfilteredTotal?: number | undefined;
  /** What the page gives the parts features plug in (cells, panels, actions). */
  host: PageHost;
  /** The loaded cards of a card index page (its `{id}` modal route finds its card here). */
  cards?: Card[];
  state: ListState;
  defaults: ListDefaults;
  /**
   * Pushes a new list query to the address (closing any sub-view), built from the latest
   * query, which may be newer than `state` when changes come quickly.
   */
  apply: (update: (current: ListState) => ListState) => void;
  /** Opens a sub-view (`filters`, `create`, `12/edit`) keeping the query. */
  open: (child: string) => void;
  /** Closes the sub-view: back to the list route with the same query. */
  close: () => void;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (value === null) throw new Error('usePageContext is used outside a server-driven page');
  return value;
}
