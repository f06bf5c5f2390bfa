// A side panel's drawer loads when a panel first opens: when its code cannot load, a notice at the
// foot of the screen says so, Close closes the panel, and the page under it stays as it was.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { SidePanel } from './side-panel';
import { UiProvider } from './ui-provider';

// Hoisted above the imports: the factory throws as a browser's failed chunk does.
vi.mock('./side-panel-drawer', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/side-panel-drawer.js');
});

describe('a side panel whose code cannot load', () => {
  it('says so, Close closes the panel, and the page stays with what was typed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <UiProvider i18n={createI18n()}>
        <h1>Orders</h1>
        <textarea aria-label="Notes" defaultValue="Call the courier" />
        <SidePanel title="Order #10452" onClose={onClose}>
          <p>Body</p>
        </SidePanel>
      </UiProvider>,
    );
    const notice = await screen.findByTestId('part-failed');
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Call the courier');
  });
});
