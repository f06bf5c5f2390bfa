// Errors stay local (ARCHITECTURE.md "When something breaks"): a site page that fails to render,
// or whose code a deploy replaced, keeps the shell (top bar and sidebar) and offers a way back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderRoutes,
  serveEmptyDashboard,
  serveSignedInShop,
  setupMockNetwork,
} from '@site-admin/testing';
import type * as PageEngine from '@site-admin/page-engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensions } from './composition';
import { routes } from './routes';

// How the page engine's page module behaves when a route loads it.
const engine = vi.hoisted(() => ({ mode: 'works' as 'works' | 'throws' | 'gone' }));

vi.mock('@site-admin/page-engine', async (importOriginal) => {
  const actual = await importOriginal<typeof PageEngine>();
  return {
    ...actual,
    pageEngine: {
      ...actual.pageEngine,
      page: async () => {
        if (engine.mode === 'gone')
          throw new TypeError(
            'Failed to fetch dynamically imported module: /assets/list-routes-1a2b.js',
          );
        const module = await actual.pageEngine.page();
        return {
          ...module,
          ServerPage: () => {
            if (engine.mode === 'throws') throw new Error('the page had the wrong shape');
            return <module.ServerPage />;
          },
        };
      },
    },
  };
});

setupMockNetwork();
afterEach(() => {
  engine.mode = 'works';
});

function serveSession() {
  serveSignedInShop();
  serveEmptyDashboard();
}

/** The shell around the failed page: the site name in the top bar and the section's sidebar (a
 * wide screen's column, hidden in jsdom's narrow window). */
async function expectShell() {
  expect(await screen.findByTestId('site-name')).toHaveTextContent('Hartley & Finch Ceramics');
  expect(
    await screen.findByRole('navigation', { name: 'Dashboard menu', hidden: true }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Analytics', hidden: true })).toBeInTheDocument();
}

describe('a site page that fails', () => {
  it('keeps the shell and offers a retry that draws the page again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveSession();
    engine.mode = 'throws';
    renderRoutes(routes, '/48213/dashboard', { extensions });
    expect(await screen.findByText('This page could not be shown')).toBeVisible();
    await expectShell();

    engine.mode = 'works';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it('whose code a deploy replaced keeps the shell and offers a reload', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveSession();
    engine.mode = 'gone';
    renderRoutes(routes, '/48213/dashboard', { extensions });
    expect(await screen.findByText('A new version of the app is available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectShell();
    errors.mockRestore();
  });

  it('whose code did not arrive while offline says so, not that there is a new version', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serveSession();
    engine.mode = 'gone';
    renderRoutes(routes, '/48213/dashboard', { extensions });
    expect(await screen.findByText('This part could not be loaded')).toBeVisible();
    expect(
      screen.getByText('You appear to be offline. Reload the page once your connection is back.'),
    ).toBeVisible();
    expect(screen.queryByText('A new version of the app is available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectShell();
    onLine.mockRestore();
    errors.mockRestore();
  });
});
