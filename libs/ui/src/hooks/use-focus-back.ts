import { useEffect, useRef } from 'react';

/**
 * For a button that shows its progress disabled, which drops the focus to the page: once the
 * progress is over, the button takes the focus back if nothing else took it (a field in error, a
 * dialog that opened), so a keyboard user carries on from where they pressed.
 */
export function useFocusBack<Element extends HTMLElement = HTMLButtonElement>(busy: boolean) {
  const element = useRef<Element>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) element.current?.focus();
  }, [busy]);
  return element;
}
