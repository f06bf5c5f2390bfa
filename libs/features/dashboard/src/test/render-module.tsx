// Renders one dashboard module as the layout would, inside the app's providers and a shell.
import type { DashboardModule } from '@site-admin/api-client';
import type { DashboardModuleProps } from '@site-admin/extensions';
import { renderRoutes } from '@site-admin/testing';
import { ShellActionsContext, type ShellActions } from '@site-admin/ui';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export function fakeShell(): ShellActions {
  return {
    navigate: vi.fn(),
    reload: vi.fn(),
    setSidebarSection: vi.fn(),
    openSubscription: vi.fn(),
    openPublish: vi.fn(),
    showPaymentModal: vi.fn(() => Promise.resolve(false)),
    showVideo: vi.fn(),
    notify: vi.fn(),
  };
}

export function renderModule(
  Module: ComponentType<DashboardModuleProps>,
  module: DashboardModule,
  { data, shell = null }: { data?: unknown; shell?: ShellActions | null } = {},
) {
  const props = data === undefined ? { module } : { module, data };
  return renderRoutes(
    [
      {
        path: '/:siteid/dashboard/*',
        element: (
          <ShellActionsContext.Provider value={shell}>
            <Module {...props} />
          </ShellActionsContext.Provider>
        ),
      },
    ],
    '/48213/dashboard',
  );
}
