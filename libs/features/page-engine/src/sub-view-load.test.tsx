// A sub-view's code (with the form engine's panel) loads when a panel first opens. When it cannot
// load (a deploy replaced it) the panel says so and offers a reload, Close closes it, and the list
// under it stays: not the route's error page in place of the whole page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, setupMockNetwork } from '@site-admin/testing';
// The list's own path is a generic page (the server names it): an untyped handler.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, WIDGETS_PATH, widgetsPage, widgetsRoutes } from './test-support';

// Hoisted above the imports. The module's export throws, so the lazy import rejects with the
// browser's own error for a missing chunk (a factory that throws is reported as Vitest's error).
vi.mock('./sub-view', () => ({
  get SubView(): never {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/sub-view-1a2b.js');
  },
}));

setupMockNetwork();

describe('a sub-view panel whose code cannot load', () => {
  it('says so in the panel with a reload, Close closes it, and the list stays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`*${WIDGETS_PATH}`, () => HttpResponse.json(widgetsPage())));
    const { router } = renderPage(widgetsRoutes, WIDGETS_PATH);
    await userEvent.click(await screen.findByRole('link', { name: 'Blue jug' }));

    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('A new version of the app is available')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('Green mug')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe(WIDGETS_PATH);
    expect(screen.getByText('Blue jug')).toBeVisible();
    errors.mockRestore();
  });
});
