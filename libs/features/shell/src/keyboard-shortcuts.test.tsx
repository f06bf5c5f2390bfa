import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it, vi } from 'vitest';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { SEQUENCE_MS } from './use-global-shortcuts';

setupMockNetwork();

function render() {
  const page = (name: string) => (
    <>
      <h1>{name}</h1>
      <input aria-label="Notes" />
      <KeyboardShortcuts siteid="48213" />
    </>
  );
  return renderRoutes(
    [
      { path: '/:siteid/content/redirects', element: page('Redirects') },
      { path: '/:siteid/shop/orders', element: page('Orders') },
      { path: '/:siteid/dashboard', element: page('Dashboard') },
    ],
    '/48213/content/redirects',
  );
}

describe('global keyboard shortcuts', () => {
  it('goes to the orders with g o and to the dashboard with g d', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await user.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/shop/orders'));
    await user.keyboard('gd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/dashboard'));
  });

  // A key press stamped at `at` (the events' clock), handled whenever it is dispatched.
  const press = (key: string, at: number) => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    clock.mockRestore();
    return event;
  };
  const handleAt = (event: KeyboardEvent, at: number) => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    act(() => void document.body.dispatchEvent(event));
    clock.mockRestore();
  };

  it('counts g o pressed together even when the busy first screen handles o much later', async () => {
    const { router } = render();
    const start = Date.now();
    const g = press('g', start);
    const o = press('o', start + 100);
    handleAt(g, start);
    // The page was busy (chunks, replies) and only got to the o three seconds on.
    handleAt(o, start + 3 * SEQUENCE_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/shop/orders'));
  });

  it('lets a g go stale when the second key was pressed too long after it', () => {
    const { router } = render();
    const navigate = vi.spyOn(router, 'navigate');
    const start = Date.now();
    const g = press('g', start);
    const o = press('o', start + SEQUENCE_MS + 500);
    handleAt(g, start);
    handleAt(o, start + SEQUENCE_MS + 500);
    expect(navigate).not.toHaveBeenCalled();
    navigate.mockRestore();
  });

  it('needs g first: o or d alone do nothing', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await user.keyboard('od');
    expect(router.state.location.pathname).toBe('/48213/content/redirects');
  });

  it('does nothing while the owner types in a field', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('go?');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('go?');
    expect(router.state.location.pathname).toBe('/48213/content/redirects');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the shortcuts on ?, and no shortcut acts while that dialog is open', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Go to the orders');
    expect(dialog).toHaveTextContent('Open the current row');
    expect(dialog).toHaveTextContent('Check or uncheck the current row');
    await user.keyboard('go');
    expect(router.state.location.pathname).toBe('/48213/content/redirects');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/48213/shop/orders'));
  });
});
