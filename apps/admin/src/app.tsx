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
import {
  RouterContextProvider,
  RouterProvider,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
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

/** Ends the current task: what follows runs in a task of its own, after the browser's own work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Makes the app in four tasks, each short enough not to hold up a tap or a paint on a slow phone:
 * the client and the shell's first calls; the browser history; the router (ranking and matching
 * the routes, some 9 ms of a cold start here); its first navigation, which starts the page's own
 * data. The last three are what `createBrowserRouter` does in one task.
 */
export async function createApp() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  const i18n = createI18n();
  const session = createSessionController(i18n);
  const client = createApiClient({ middleware: [createSessionMiddleware(session.handlers)] });
  startShellCalls(queryClient, client);
  await nextTask();
  const history = createBrowserHistory();
  await nextTask();
  // The features' parts, for the loaders: a panel opened by its address, a page's layout and a
  // dashboard's first modules start their code as soon as the page's reply names them.
  const parts = buildRegistry(extensions);
  const router = createRouter({
    routes,
    history,
    mapRouteProperties,
    hydrationRouteProperties,
    // The page engine's loader reads the cache and the client from this context.
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
  await nextTask();
  // The first route's loaders start now: a server page's data is asked for while its code loads.
  router.initialize();

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
