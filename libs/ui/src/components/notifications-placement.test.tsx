import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { Notifications, notify } from './notifications';
import { SidePanel } from './side-panel';
import { UiProvider } from './ui-provider';

/** A page with the notifications and a side panel it opens and closes. */
function Page() {
  const [panel, setPanel] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPanel(true)}>
        Open
      </button>
      {panel ? (
        <SidePanel title="Order 10452" onClose={() => setPanel(false)}>
          <p>Body</p>
        </SidePanel>
      ) : null}
      <Notifications />
    </>
  );
}

const group = () => document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');

/** How far from the top the notifications sit: the group's own offset, else 1rem. */
const topOffset = () => {
  const element = group();
  if (!element) return undefined;
  // The toast machine's top offset (its `top` is this, or the safe area where that is larger).
  expect(element.style.getPropertyValue('--viewport-offset-top')).toBe(
    'var(--notifications-top, 1rem)',
  );
  return getComputedStyle(element).getPropertyValue('--notifications-top') || '1rem';
};

describe('Notifications beside a side panel', () => {
  it("sit below an open panel's header (its title and Close), at the top otherwise", async () => {
    render(
      <UiProvider i18n={createI18n()}>
        <Page />
      </UiProvider>,
    );
    act(() => notify({ type: 'success', title: 'Order saved', persistent: true }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(topOffset()).toBe('1rem');

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const panel = await screen.findByRole('dialog', { name: 'Order 10452' });
    // The drawer's header: 1.5rem above the title's 1.75rem line, 1rem below; Close is inside.
    expect(topOffset()).toBe('4.75rem');
    expect(panel).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(topOffset()).toBe('1rem'));
  });
});
