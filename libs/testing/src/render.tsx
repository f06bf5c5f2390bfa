import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, createApiClient, type ApiClient } from '@site-admin/api-client';
import { ExtensionsProvider, type Extension } from '@site-admin/extensions';
import { createI18n, Notifications, UiProvider } from '@site-admin/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export interface RenderRoutesResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

export interface RenderOptions {
  /** The client to call through (default: a plain client on the page's origin). */
  client?: ApiClient;
  i18n?: I18n;
  /** Wraps the router, inside the query and client providers (e.g. the session provider). */
  wrap?: (children: ReactNode) => ReactNode;
  /** The features plugged in (cells, panels, modules …), as the app composes them. */
  extensions?: readonly Extension[];
}

const noExtensions: readonly Extension[] = [];

/** Renders routes inside the app's providers, at `path`, with a fresh cache and client. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  {
    client = createApiClient(),
    i18n = createI18n(),
    wrap = (children) => children,
    extensions = noExtensions,
  }: RenderOptions = {},
): RenderRoutesResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <UiProvider i18n={i18n}>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <ExtensionsProvider value={extensions}>
            {wrap(<RouterProvider router={router} />)}
          </ExtensionsProvider>
          <Notifications />
        </QueryClientProvider>
      </ApiClientProvider>
    </UiProvider>,
  );
  return { ...result, router, queryClient };
}
