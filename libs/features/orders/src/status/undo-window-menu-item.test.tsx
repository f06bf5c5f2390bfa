import { Button, Menu, Portal } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, setupMockNetwork } from '@site-admin/testing';
import { menuSlotRecipe } from '@site-admin/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHost } from '../test-support';
import { isUndoWindowOn } from './undo-setting';
import { UndoWindowMenuItem } from './undo-window-menu-item';

setupMockNetwork();
afterEach(() => window.localStorage.clear());

function renderMenu() {
  renderRoutes(
    [
      {
        path: '/:siteid/shop/orders',
        element: (
          <Menu.Root recipe={menuSlotRecipe}>
            <Menu.Trigger asChild>
              <Button>Row options</Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <UndoWindowMenuItem host={fakeHost()} />
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ),
      },
    ],
    '/48213/shop/orders',
  );
}

describe("the order list's undo-window setting", () => {
  it('is on at first and is remembered off once unticked', async () => {
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Row options' }));
    const item = await screen.findByRole('menuitemcheckbox', {
      name: 'Wait 8 seconds before sending a status change (Undo)',
    });
    expect(item).toHaveAttribute('aria-checked', 'true');
    expect(isUndoWindowOn()).toBe(true);
    await userEvent.click(item);
    expect(isUndoWindowOn()).toBe(false);
    expect(window.localStorage.getItem('app_orders_undo_window')).toContain('"value":false');
    await userEvent.click(await screen.findByRole('button', { name: 'Row options' }));
    expect(
      await screen.findByRole('menuitemcheckbox', {
        name: 'Wait 8 seconds before sending a status change (Undo)',
      }),
    ).toHaveAttribute('aria-checked', 'false');
  });
});
