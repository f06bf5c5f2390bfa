import { useLayoutEffect, useRef } from 'react';

interface Opener {
  element: HTMLElement;
  tag: string;
  text: string;
  label: string | null;
}

/** The same control drawn again (a refreshed row's link): same tag, text and accessible label. */
function findAgain(opener: Opener): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(opener.tag)) {
    if (element.textContent === opener.text && element.getAttribute('aria-label') === opener.label)
      return element;
  }
  return null;
}

/**
 * Focus goes back to the control that opened a panel (a row's Edit, Filters, Add redirect) when
 * the panel closes by Done, Save, Cancel or Escape, so a keyboard user carries on where they
 * were. `inPanel` is whether a sub-view route is open over the page.
 */
export function useFocusReturn(inPanel: boolean): void {
  const opener = useRef<Opener | null>(null);
  const wasInPanel = useRef(inPanel);
  useLayoutEffect(() => {
    if (inPanel === wasInPanel.current) return undefined;
    wasInPanel.current = inPanel;
    if (inPanel) {
      // The route changed before the panel took focus: what has it now opened the panel.
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body
          ? {
              element: active,
              tag: active.tagName,
              text: active.textContent,
              label: active.getAttribute('aria-label'),
            }
          : null;
      return undefined;
    }
    const target = opener.current;
    opener.current = null;
    if (target === null) return undefined;
    // A frame later: the closing panel hands focus back to the page first.
    const frame = requestAnimationFrame(() => {
      const element = target.element.isConnected ? target.element : findAgain(target);
      element?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [inPanel]);
}
