// Keyboard shortcuts (the shell's global ones, a list's row ones) share one rule: never while the
// owner types in a field, uses a menu, or has a dialog open.
import { useEffect, useLayoutEffect, useRef } from 'react';

const TYPING = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"])',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(', ');
const WIDGETS =
  '[role="menu"], [role="menubar"], [role="listbox"], [role="combobox"], [role="slider"]';
const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** Whether a dialog (side panel, modal, confirm) is open in the document. */
export function isDialogOpen(doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll<HTMLElement>(DIALOGS)).some(
    (dialog) => !dialog.hidden && dialog.getAttribute('data-state') !== 'closed',
  );
}

/** Whether a shortcut may act on this key press. */
export function isShortcutAllowed(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (target instanceof Element && (target.closest(TYPING) || target.closest(WIDGETS))) {
    return false;
  }
  return !isDialogOpen(target instanceof Node ? (target.ownerDocument ?? document) : document);
}

/**
 * Calls `onKey` for each key press a shortcut may act on (see `isShortcutAllowed`); `onKey`
 * returns true when it used the key, which then does nothing else.
 */
export function useShortcutKeys(onKey: (key: string, event: KeyboardEvent) => boolean): void {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  // Listening from the commit that draws the page, not a frame later: a key pressed as soon as
  // the page shows counts.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isShortcutAllowed(event)) return;
      if (handler.current(event.key, event)) event.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
