import { pageQuery, type ApiClient } from '@site-admin/api-client';
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
 * A server page's loader runs when the page opens (or its own path changes), not when its query
 * or a panel over it changes: the page asks for those itself (without totals when only the
 * page or sort changed), so a loader there would ask twice.
 */
export function serverPageShouldRevalidate(pattern: string) {
  return ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
    generatePath(pattern, currentParams) !== generatePath(pattern, nextParams);
}
