import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ApiClientProvider,
  ApiError,
  createApiClient,
  createSessionMiddleware,
} from '@site-admin/api-client';
import { ExtensionsProvider } from '@site-admin/extensions';
import { createSessionController, SessionProvider } from '@site-admin/shell';
import { createI18n, Notifications, UiProvider } from '@site-admin/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { extensions } from './composition';
import { routes } from './routes';

/** A failed call is retried once, unless the server said no (4xx): that will not change. */
function retry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createApp() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  const router = createBrowserRouter(routes);
  const i18n = createI18n();
  const session = createSessionController(i18n);
  const client = createApiClient({ middleware: [createSessionMiddleware(session.handlers)] });

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
