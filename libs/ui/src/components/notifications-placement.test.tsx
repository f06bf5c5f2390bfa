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

/** The CSS rules inside `@media` blocks that apply to the group (jsdom does not apply them). */
function mediaRules(element: HTMLElement): { media: string; selector: string; css: string }[] {
  const found: { media: string; selector: string; css: string }[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule)) continue;
        const own = element.classList.toString().split(' ');
        if (own.some((name) => inner.selectorText.includes(`.${name}`)))
          found.push({
            media: rule.conditionText,
            selector: inner.selectorText,
            css: inner.style.cssText,
          });
      }
    }
  }
  return found;
}

describe('Notifications beside a side panel', () => {
  it('keep to the left of an open panel on a wide screen, and at the top otherwise', async () => {
    render(
      <UiProvider i18n={createI18n()}>
        <Page />
      </UiProvider>,
    );
    act(() => notify({ type: 'success', title: 'Order saved', persistent: true }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    const element = group();
    if (!element) throw new Error('no notifications');
    // The toast machine's right offset is the one the rules below move.
    expect(element.style.getPropertyValue('--viewport-offset-right')).toBe(
      'var(--notifications-right, 1rem)',
    );
    // The top one keeps them below the top bar (notification-offsets.ts).
    expect(element.style.getPropertyValue('--viewport-offset-top')).toBe(
      'var(--notifications-top, 1rem)',
    );
    const rules = mediaRules(element);
    const rightOf = (size: string) =>
      rules.find((rule) => rule.selector.includes(`data-size=${size}`));
    // A medium panel is 32rem wide: from 1024 px the notifications end 1rem before it.
    expect(rightOf('medium')?.media).toContain('min-width: 1024px');
    expect(rightOf('medium')?.css).toContain('--notifications-right: calc(32rem + 1rem)');
    expect(rightOf('small')?.css).toContain('--notifications-right: calc(28rem + 1rem)');
    // A large one (42rem) leaves room for them only from widescreen.
    expect(rightOf('large')?.media).toContain('min-width: 1216px');
    // The rules hold only while a panel is open.
    expect(rightOf('medium')?.selector).toContain('[data-state=open]');

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const panel = await screen.findByRole('dialog', { name: 'Order 10452' });
    expect(
      panel.closest('[data-size]')?.getAttribute('data-size') ?? panel.getAttribute('data-size'),
    ).toBe('medium');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
