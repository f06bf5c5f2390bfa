// Test helpers of the engine (not exported from the lib): routes rendered with the engine's own
// parts registered, as the app composes them, a page host for parts drawn alone, and a generic
// list page (widgets) with its detail route.
import type { ListPage } from '@site-admin/api-client';
import type { Extension, PageHost } from '@site-admin/extensions';
import { renderRoutes, type RenderOptions } from '@site-admin/testing';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { pageEngineExtension } from './index';
import { ServerPage, SubViewRoute } from './list-routes';

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
    defaultSort: null,
    applyFilters: vi.fn(),
    openPanel: vi.fn(),
    closePanel: vi.fn(),
    refresh: vi.fn(() => Promise.resolve()),
    shell: null,
    ...overrides,
  };
}

/** A generic list page the engine draws from the server's reply (a feature may plug into it). */
export const WIDGETS_PATH = '/48213/shop/widgets';

export function widgetsPage(): ListPage {
  return {
    layout: 'list',
    resource: 'widgets',
    route: { params: { siteid: 48213 } },
    config: {
      title: 'Widgets',
      hideSidebar: false,
      breadcrumbs: [],
      noun: { singular: 'widget', plural: 'widgets' },
      bulk_actions: [
        {
          label: 'Recolour',
          value: 'recolour',
          path: '/:siteid/shop/widgets/bulk?ids=:ids',
          verb: 'GET',
          delimiter: ',',
          target: 'ajax',
        },
      ],
      rows: {
        columns: [
          { key: 'ID', label: 'Number', type: 'identifier', sortable: false, currency: 'GBP' },
          {
            key: 'name',
            label: 'Name',
            type: 'title',
            link: ':id',
            sortable: false,
            currency: 'GBP',
          },
        ],
        actions: [
          { type: 'ajax', label: 'Approve', path: ':id/approve' },
          { type: 'edit', label: 'View', path: ':id' },
        ],
      },
    },
    model: [
      { ID: 7, name: 'Blue jug' },
      { ID: 8, name: 'Green mug' },
    ],
    pagination: {
      total: 2,
      per_page: 25,
      current_page: 1,
      last_page: 1,
      next_page_url: null,
      from: 1,
      to: 2,
    },
  };
}

/** The widgets list with its row's detail panel (`:id`), as the app's route table has them. */
export const widgetsRoutes: RouteObject[] = [
  {
    path: '/:siteid/shop/widgets',
    element: <ServerPage />,
    children: [{ path: ':id', element: <SubViewRoute view="detail" /> }],
  },
];
