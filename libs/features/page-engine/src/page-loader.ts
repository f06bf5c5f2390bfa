import { pageKeys, pageQuery, type ApiClient, type PageResponse } from '@site-admin/api-client';
import type { Registry } from '@site-admin/extensions';
import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  generatePath,
  type LoaderFunctionArgs,
  type RouterContextProvider,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { parseListState, toRequestQuery } from './list/list-query';

/** What a server page's loader asks with: the app's query cache and API client. */
export interface PageDataSource {
  queryClient: QueryClient;
  client: ApiClient;
  /** The composed features' panel preloads (a sub-view's loader starts its panel's code and data). */
  panelPreload?: Registry['panelPreload'];
}

/**
 * The router context the app fills (`createBrowserRouter(routes, { getContext })`); without it
 * (a test's router) the loaders do nothing and the page asks for its data itself.
 */
export const pageDataContext = createContext<PageDataSource | null>(null);

/**
 * The loader of a server page at `pattern` (`/:siteid/shop/orders`): starts `GET {page path}`
 * with the address's list query as the route starts, beside the page's code, in the same cache
 * entry the page then reads (the first request of a page carries `withtotals`, as the page's
 * own would). It does not wait for the reply: the page draws its loading state meanwhile.
 */
export function serverPageLoader(pattern: string) {
  return ({ request, params, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) => {
    const source = context.get(pageDataContext);
    if (!source) return null;
    const path = generatePath(pattern, params).replace(/\/+$/, '');
    const state = parseListState(new URL(request.url).searchParams);
    void source.queryClient.prefetchQuery(
      pageQuery(source.client, path, toRequestQuery(state, true)),
    );
    return null;
  };
}

/**
 * The loader of a sub-view `view` of the server page at `pattern`, for a panel opened by its
 * address: once the page's reply (already on its way from the page's loader) names the resource,
 * the feature's panel preload starts the panel's code and data, instead of after the page and the
 * panel have drawn. It waits for nothing: the route draws at once.
 */
export function subViewLoader(pattern: string, view: string) {
  return ({ request, params, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) => {
    const source = context.get(pageDataContext);
    const preloadFor = source?.panelPreload;
    if (!source || !preloadFor) return null;
    const path = generatePath(pattern, params).replace(/\/+$/, '');
    // Opened from the page, its reply is in the cache; opened by address, the page's own loader
    // has just asked for it with the same query, so this waits for that request (never a second).
    const known = source.queryClient
      .getQueriesData<PageResponse>({ queryKey: pageKeys.path(path) })
      .find(([, data]) => data !== undefined)?.[1];
    const state = parseListState(new URL(request.url).searchParams);
    const reply = known
      ? Promise.resolve(known)
      : source.queryClient.fetchQuery(pageQuery(source.client, path, toRequestQuery(state, true)));
    const preload = (page: PageResponse) => {
      const resource = 'resource' in page ? (page.resource ?? undefined) : undefined;
      const start = preloadFor(resource, view);
      start?.({
        queryClient: source.queryClient,
        client: source.client,
        siteid: Number(params['siteid']),
        id: params['id'],
      });
    };
    // A failed reply is the page's to show; the panel then asks for nothing early.
    reply.then(preload, () => undefined);
    return null;
  };
}

/**
 * A server page's loader runs when the page opens (or its own path changes), not when its query
 * or a panel over it changes: the page asks for those itself (without totals when only the
 * page or sort changed), so a loader there would ask twice.
 */
export function serverPageShouldRevalidate(pattern: string) {
  return ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
    generatePath(pattern, currentParams) !== generatePath(pattern, nextParams);
}
