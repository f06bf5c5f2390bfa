import { Tabs } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { tabsSlotRecipe } from '../theme/lazy-recipes';
import { TabsList } from './tabs-list';
import { UiProvider } from './ui-provider';

const names = ['All', 'New', 'Processing', 'Dispatched', 'Cancelled', 'Refunded'];

function renderTabs(chosen = 'All') {
  render(
    <UiProvider i18n={createI18n()}>
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue={chosen}>
        <TabsList aria-label="Order status">
          {names.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {name}
            </Tabs.Trigger>
          ))}
        </TabsList>
      </Tabs.Root>
    </UiProvider>,
  );
  return screen.getByRole('tablist', { name: 'Order status' });
}

/** Lays the strip out as a browser would: `width` shown of `content`, scrolled `left`. */
function layOut(list: HTMLElement, width: number, content: number, left = 0) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, value: left });
  fireEvent.scroll(list);
}

/**
 * The chevrons drawn at the strip's start and end edges: the content of the pseudo-element rules
 * the strip matches now ('' where none does). This test browser does not compute pseudo-elements.
 */
const chevrons = (list: HTMLElement) =>
  (['::before', '::after'] as const).map((pseudo) => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const drawn = rules.find(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule &&
        rule.selectorText.endsWith(pseudo) &&
        list.matches(rule.selectorText.slice(0, -pseudo.length)),
    );
    // Its text, before the (empty) alternative text read out instead.
    return /^"(.*?)"/.exec(drawn?.style.getPropertyValue('content') ?? '')?.[1] ?? '';
  });

describe('TabsList', () => {
  it('shows a chevron at each edge with more tabs beyond it while the strip overflows', () => {
    const list = renderTabs();
    expect(getComputedStyle(list).overflowX).toBe('auto');
    layOut(list, 360, 720);
    expect(chevrons(list)).toEqual(['', '›']);

    layOut(list, 360, 720, 180);
    expect(chevrons(list)).toEqual(['‹', '›']);

    layOut(list, 360, 720, 360);
    expect(chevrons(list)).toEqual(['‹', '']);
  });

  it('shows none when every tab fits', () => {
    const list = renderTabs();
    layOut(list, 800, 800);
    expect(chevrons(list)).toEqual(['', '']);
    expect(list).not.toHaveAttribute('data-more-start');
    expect(list).not.toHaveAttribute('data-more-end');
  });

  it('scrolls the chosen tab into view when the strip draws, and leaves one in view as it is', () => {
    // A phone's strip, 360 px wide, whose last tab, chosen, starts under its end.
    const boxes: Record<string, [number, number]> = { tablist: [0, 360], Refunded: [330, 420] };
    const box = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const [left, right] = boxes[this.getAttribute('role') ?? ''] ??
          boxes[this.textContent ?? ''] ?? [0, 0];
        return DOMRect.fromRect({ x: left, width: right - left, height: 40 });
      });
    const scrolled = vi.spyOn(Element.prototype, 'scrollLeft', 'set');
    try {
      renderTabs('All');
      expect(scrolled).not.toHaveBeenCalled();
      cleanup();

      renderTabs('Refunded');
      // Centred in the strip: clear of the chevron at its end.
      expect(scrolled).toHaveBeenCalledWith(195);
    } finally {
      box.mockRestore();
      scrolled.mockRestore();
    }
  });
});
