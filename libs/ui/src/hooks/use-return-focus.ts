import { useCallback, useState } from 'react';

/** What had the focus when the modal opened, and the button of the menu it was in, if any. */
interface Opener {
  focused: Element | null;
  /** A menu names its button as its label (`aria-labelledby`). */
  menuButtonId: string | null;
}

function openerOf(focused: Element | null): Opener {
  const menuButtonId = focused?.closest('[role="menu"]')?.getAttribute('aria-labelledby') ?? null;
  return { focused, menuButtonId };
}

/**
 * Where the focus goes back to when a modal closes: when it was opened from a menu (the top bar's
 * Publish ▾, the account menu's Change website: the item is gone once the modal opens), the menu's
 * button; otherwise the control that opened it, while it is still on the page. Null leaves the
 * dialog's own choice.
 */
function returnFocusTarget({ focused, menuButtonId }: Opener): HTMLElement | null {
  if (menuButtonId) return document.getElementById(menuButtonId);
  return focused instanceof HTMLElement && focused !== document.body && focused.isConnected
    ? focused
    : null;
}

/**
 * A dialog's `finalFocusEl`, from what had the focus when the modal first drew (before the dialog
 * takes it, and before the menu that opened it is put away).
 */
export function useReturnFocus(): () => HTMLElement | null {
  const [opener] = useState(() => openerOf(document.activeElement));
  return useCallback(() => returnFocusTarget(opener), [opener]);
}
