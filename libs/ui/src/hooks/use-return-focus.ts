import { useCallback, useState } from 'react';

/** What had the focus when the modal opened, and the button of the menu it was in, if any. */
export interface FocusOpener {
  focused: Element | null;
  /** A menu names its button as its label (`aria-labelledby`). */
  menuButtonId: string | null;
}

function openerOf(focused: Element | null): FocusOpener {
  const menuButtonId = focused?.closest('[role="menu"]')?.getAttribute('aria-labelledby') ?? null;
  return { focused, menuButtonId };
}

/**
 * Where the focus goes back to when a modal closes: when it was opened from a menu (the top bar's
 * Publish ▾, the account menu's Change website: the item is gone once the modal opens), the menu's
 * button; otherwise the control that opened it, while it is still on the page. Null leaves the
 * dialog's own choice.
 */
function returnFocusTarget({ focused, menuButtonId }: FocusOpener): HTMLElement | null {
  if (menuButtonId) return document.getElementById(menuButtonId);
  return focused instanceof HTMLElement && focused !== document.body && focused.isConnected
    ? focused
    : null;
}

/**
 * What has the focus now, taken when a modal whose code loads on first use is asked for: by the
 * time it first draws, the menu item that asked for it is gone and the focus with it.
 */
export function focusOpener(): FocusOpener {
  return openerOf(document.activeElement);
}

/**
 * A dialog's `finalFocusEl`, from what had the focus when the modal first drew (before the dialog
 * takes it, and before the menu that opened it is put away), or when it was asked for
 * (`openedFrom`).
 */
export function useReturnFocus(openedFrom?: FocusOpener): () => HTMLElement | null {
  const [opener] = useState(() => openedFrom ?? focusOpener());
  return useCallback(() => returnFocusTarget(opener), [opener]);
}
