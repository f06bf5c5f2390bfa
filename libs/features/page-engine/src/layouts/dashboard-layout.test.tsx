import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  accountQuery,
  ApiClientProvider,
  createApiClient,
  sessionKeys,
  useApiClient,
  type DashboardModule,
  type DashboardPage,
} from '@site-admin/api-client';
import {
  activeShopAccount,
  http,
  server,
  setupMockNetwork,
  TEST_ORIGIN,
} from '@site-admin/testing';
import { createI18n, UiProvider } from '@site-admin/ui';
// A module's own address is not in the contract (the server names it), so its handler is untyped.
import { http as untypedHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defineExtension, ExtensionsProvider, type Extension } from '@site-admin/extensions';
import { lazy } from 'react';
import { DashboardLayout } from './dashboard-layout';

setupMockNetwork();

const testModules = defineExtension({
  name: 'test-modules',
  dashboardModules: {
    notification: ({ module }) => <p>Notice: {module.properties?.title}</p>,
    statistics: ({ module, data }) => (
      <p>
        Statistics of {module.properties?.title}:{' '}
        {typeof data === 'object' && data !== null && 'month' in data ? String(data.month) : 'none'}
      </p>
    ),
  },
});

const notification: DashboardModule = {
  type: 'notification',
  properties: { tone: 'warning', title: 'Your card expires soon', text: '<p>Update it.</p>' },
};
const cam: DashboardModule = { type: 'cam', properties: { title: 'Your account manager' } };
const holdingPage: DashboardModule = {
  type: 'holding-page',
  properties: { title: 'Holding page' },
};
const statistics = (ajax: string | null): DashboardModule => ({
  type: 'statistics',
  ajax,
  properties: { title: 'Your month' },
});

function dashboard(columns: DashboardPage['config']['columns']): DashboardPage {
  return {
    layout: 'dashboard',
    resource: 'dashboard',
    route: { params: { siteid: 48213 } },
    config: { title: 'Dashboard', columns },
  };
}

/** Watches the account like the shell does, so a reload of it is a request. */
function AccountWatcher() {
  useQuery({ ...accountQuery(useApiClient()), staleTime: Infinity });
  return null;
}

function renderDashboard(
  page: DashboardPage,
  extensions: readonly Extension[] = [testModules],
  // When the account arrived: a minute ago unless a test says otherwise.
  accountUpdatedAt = Date.now() - 60_000,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.account(), activeShopAccount, {
    updatedAt: accountUpdatedAt,
  });
  const accountRequests: number[] = [];
  server.use(
    http.get('/authstatus/details', ({ response }) => {
      accountRequests.push(Date.now());
      return response(200).json(activeShopAccount);
    }),
  );
  render(
    <UiProvider i18n={createI18n()}>
      <ApiClientProvider client={createApiClient()}>
        <QueryClientProvider client={queryClient}>
          <AccountWatcher />
          <ExtensionsProvider value={extensions}>
            <DashboardLayout page={page} />
          </ExtensionsProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </UiProvider>,
  );
  return { accountRequests };
}

const MODULE_PATH = '/48213/dashboard/modules/statistics';

describe('the dashboard layout', () => {
  it('nests columns of modules', () => {
    renderDashboard(
      dashboard([
        {
          width: 8,
          modules: [notification],
          columns: [{ modules: [cam] }, { modules: [holdingPage] }],
        },
        { modules: [statistics(null)] },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const columns = screen.getAllByTestId('dashboard-column');
    expect(columns).toHaveLength(2);
    const [first, second] = columns as [HTMLElement, HTMLElement];
    const subColumns = within(first).getAllByTestId('dashboard-sub-column');
    expect(subColumns.map((column) => column.textContent)).toEqual([
      expect.stringContaining('Your account manager'),
      expect.stringContaining('Holding page'),
    ]);
    expect(within(first).getByText('Notice: Your card expires soon')).toBeVisible();
    expect(within(second).getByText('Statistics of Your month: none')).toBeVisible();
  });

  it('draws a registered module, and an unregistered one as its title and a fallback', () => {
    renderDashboard(dashboard([{ modules: [notification, cam] }]));
    expect(screen.getByText('Notice: Your card expires soon')).toBeVisible();
    const fallback = screen.getByRole('heading', { name: 'Your account manager', level: 2 });
    expect(fallback).toBeVisible();
    expect(screen.getByText('This section is not available yet.')).toBeVisible();
  });

  it('keeps a module that throws, or whose code is gone, inside its own boundary', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineExtension({
      name: 'broken-modules',
      dashboardModules: {
        cam: () => {
          throw new Error('the module had the wrong shape');
        },
        'holding-page': lazy(() =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: /assets/holding-1a2b.js'),
          ),
        ),
      },
    });
    renderDashboard(dashboard([{ modules: [cam, holdingPage, notification] }]), [
      testModules,
      broken,
    ]);
    // The notice below the broken modules still draws.
    expect(screen.getByText('Notice: Your card expires soon')).toBeVisible();
    expect(screen.getByText('This part could not be shown')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await screen.findByText('A new version of the app is available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    errors.mockRestore();
  });

  it('loads a module’s own data from its address', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      untypedHttp.get(`${TEST_ORIGIN}${MODULE_PATH}`, async () => {
        await gate;
        return HttpResponse.json({ title: 'Your month', month: 'November 2026' });
      }),
    );
    renderDashboard(dashboard([{ modules: [statistics(MODULE_PATH)] }]));
    expect(screen.getByRole('status')).toHaveAccessibleName('Loading…');
    expect(screen.getByRole('heading', { name: 'Your month' })).toBeVisible();
    release();
    expect(await screen.findByText('Statistics of Your month: November 2026')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a module’s load error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      untypedHttp.get(`${TEST_ORIGIN}${MODULE_PATH}`, () =>
        fail
          ? HttpResponse.json({ message: 'The statistics are resting' }, { status: 500 })
          : HttpResponse.json({ month: 'November 2026' }),
      ),
    );
    renderDashboard(dashboard([{ modules: [statistics(MODULE_PATH)] }]));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded');
    expect(alert).toHaveTextContent('The statistics are resting');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Statistics of Your month: November 2026')).toBeVisible();
  });

  it('does not ask another origin for a module’s data', () => {
    renderDashboard(dashboard([{ modules: [statistics('https://elsewhere.example/stats')] }]));
    expect(screen.getByText('Statistics of Your month: none')).toBeVisible();
  });

  it('reloads the account on mount', async () => {
    const { accountRequests } = renderDashboard(dashboard([{ modules: [cam] }]));
    await waitFor(() => expect(accountRequests).toHaveLength(1));
  });

  it('does not ask again for an account that has just arrived (the app opening on it)', async () => {
    const { accountRequests } = renderDashboard(
      dashboard([{ modules: [notification] }]),
      [testModules],
      Date.now() - 1_000,
    );
    expect(await screen.findByText('Notice: Your card expires soon')).toBeVisible();
    // A reload would leave as the layout mounts; give it time to reach the network.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(accountRequests).toHaveLength(0);
  });
});
