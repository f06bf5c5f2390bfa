import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { KeyboardShortcuts } from './keyboard-shortcuts';

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
