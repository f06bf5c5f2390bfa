import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  accountQuery,
  ApiClientProvider,
  ApiError,
  createApiClient,
  createSessionMiddleware,
  sidebarQuery,
  type ApiClient,
} from '@site-admin/api-client';
import { buildRegistry, ExtensionsProvider } from '@site-admin/extensions';
import { createSessionController, SessionProvider } from '@site-admin/shell';
import { createI18n, Notifications, UiProvider } from '@site-admin/ui';
import { pageDataContext } from '@site-admin/page-engine';
import { createBrowserRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { extensions } from './composition';
import { routes } from './routes';

/** A failed call is retried once, unless the server said no (4xx): that will not change. */
function retry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A site page's account and sidebar calls start as the app starts, beside the page's chunks and
 * data, not after React has drawn the shell; the shell then reads the same cache entries.
 */
function startShellCalls(queryClient: QueryClient, client: ApiClient) {
  const siteid = /^\/([1-9]\d*)(?:\/|$)/.exec(window.location.pathname)?.[1];
  if (!siteid) return;
  void queryClient.prefetchQuery(accountQuery(client));
  void queryClient.prefetchQuery(sidebarQuery(client, Number(siteid)));
}

export function createApp() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  const i18n = createI18n();
  const session = createSessionController(i18n);
  const client = createApiClient({ middleware: [createSessionMiddleware(session.handlers)] });
  startShellCalls(queryClient, client);
  // The features' parts, for the loaders: a panel opened by its address, a page's layout and a
  // dashboard's first modules start their code as soon as the page's reply names them.
  const parts = buildRegistry(extensions);
  // The router starts the first route's loaders now: a server page's data is asked for while its
  // code loads (the page engine's loader reads the cache and client from this context).
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(pageDataContext, {
        queryClient,
        client,
        panelPreload: parts.panelPreload,
        parts,
      });
      return context;
    },
  });

  return function App() {
    return (
      <UiProvider i18n={i18n}>
        <ApiClientProvider client={client}>
          <QueryClientProvider client={queryClient}>
            <ExtensionsProvider value={extensions}>
              <SessionProvider controller={session}>
                <RouterProvider router={router} />
              </SessionProvider>
            </ExtensionsProvider>
            <Notifications />
          </QueryClientProvider>
        </ApiClientProvider>
      </UiProvider>
    );
  };
}
