// Test helpers of the engine (not exported from the lib): routes rendered with the engine's own
// parts registered, as the app composes them, and a page host for parts drawn alone.
import type { Extension, PageHost } from '@site-admin/extensions';
import { renderRoutes, type RenderOptions } from '@site-admin/testing';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { pageEngineExtension } from './index';

export function renderPage(
  routes: RouteObject[],
  path: string,
  { extensions = [], ...options }: RenderOptions & { extensions?: readonly Extension[] } = {},
) {
  return renderRoutes(routes, path, {
    ...options,
    extensions: [pageEngineExtension, ...extensions],
  });
}

export function testHost(overrides: Partial<PageHost> = {}): PageHost {
  return {
    pagePath: '/48213/content/redirects',
    siteid: '48213',
    search: '',
    page: null,
    filters: {},
    sort: null,
    applyFilters: vi.fn(),
    openPanel: vi.fn(),
    closePanel: vi.fn(),
    refresh: vi.fn(() => Promise.resolve()),
    shell: null,
    ...overrides,
  };
}
