import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider, createApiClient } from '@site-admin/api-client';
import { createI18n, UiProvider } from '@site-admin/ui';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export interface RenderRoutesResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** Renders routes inside the app's providers, at `path`, with a fresh cache and client. */
export function renderRoutes(routes: RouteObject[], path: string): RenderRoutesResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <UiProvider i18n={createI18n()}>
      <ApiClientProvider client={createApiClient()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </UiProvider>,
  );
  return { ...result, router, queryClient };
}
