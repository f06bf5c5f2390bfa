import { pageKeys, pageQuery, type ApiClient, type PageResponse } from '@site-admin/api-client';
import { isLazyPart, type Registry } from '@site-admin/extensions';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
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
  /** The composed layouts and dashboard modules, whose code a page's loader starts. */
  parts?: Pick<Registry, 'layout' | 'dashboardModule'>;
}

/**
 * How many modules of each dashboard column count as the first screen's: the loader starts their
 * code and the layout draws them at once. The contract's dashboard at 1280x800 shows three of each
 * column (on a phone the columns stack, and the second column's load with the first screen).
 */
export const FIRST_SCREEN_MODULES = 3;

/**
 * Once a page's reply is in, starts the code of its layout and, on a dashboard, of the first
 * screen's modules, instead of after the page has drawn them: they then draw at once.
 */
export function preloadPageParts(
  page: PageResponse,
  parts: Pick<Registry, 'layout' | 'dashboardModule'>,
) {
  const start = <P extends object>(part: ComponentType<P> | undefined) => {
    // A failed load is the part's own to show when it draws.
    if (part && isLazyPart(part)) part.preload().catch(() => undefined);
  };
  start(parts.layout(page.layout));
  if (page.layout === 'dashboard')
    for (const column of page.config.columns)
      for (const module of (column.modules ?? []).slice(0, FIRST_SCREEN_MODULES))
        start(parts.dashboardModule(module.type));
}

/**
 * The router context the app fills (the router's `getContext`, apps/admin/src/app.tsx); without it
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
    const query = pageQuery(source.client, path, toRequestQuery(state, true));
    const { parts } = source;
    void source.queryClient.prefetchQuery(query).then(() => {
      const page = source.queryClient.getQueryData(query.queryKey);
      if (page && parts) preloadPageParts(page, parts);
    });
    return null;
  };
}

/**
 * The loader of a sub-view `view` of the server page at `pattern`, for a panel opened by its
 * address: the feature's panel preload starts the panel's code and data, instead of after the page
 * and the panel have drawn. When the route names the resource its page shows (`resource`), at
 * once, beside the page's own code and data; otherwise once the page's reply (already on its way
 * from the page's loader) names it. It waits for nothing: the route draws at once.
 */
export function subViewLoader(pattern: string, view: string, resource?: string) {
  return ({ request, params, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) => {
    const source = context.get(pageDataContext);
    const preloadFor = source?.panelPreload;
    if (!source || !preloadFor) return null;
    const start = (named: string | undefined) =>
      preloadFor(
        named,
        view,
      )?.({
        queryClient: source.queryClient,
        client: source.client,
        siteid: Number(params['siteid']),
        id: params['id'],
      });
    if (resource !== undefined) {
      start(resource);
      return null;
    }
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
    // A failed reply is the page's to show; the panel then asks for nothing early.
    reply.then(
      (page) => start('resource' in page ? (page.resource ?? undefined) : undefined),
      () => undefined,
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
