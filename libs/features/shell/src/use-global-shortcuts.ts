// The shell's global keyboard shortcuts (issue 20): `g o` orders, `g d` dashboard, `?` the list
// of shortcuts. A list adds its row ones (page engine); both stay quiet while the owner types.
import { useShortcutKeys } from '@site-admin/ui';
import { useRef } from 'react';

/** How long after `g` the second key of a go-to pair counts. */
export const SEQUENCE_MS = 1500;

/** The go-to pairs: the second key after `g`, and the page under the site. */
export const GO_TO: Record<string, string> = { o: 'shop/orders', d: 'dashboard' };

export function useGlobalShortcuts({
  siteid,
  navigate,
  onHelp,
}: {
  siteid: string;
  navigate: (path: string) => void;
  onHelp: () => void;
}): void {
  // Until when (in the events' own clock) a key completes a go-to pair. The window runs from
  // the moment `g` was pressed to the moment the second key was, not to when the page got round
  // to handling it: at first paint the page is busy (chunks, replies) and may handle the second
  // key long after it was pressed.
  const pending = useRef(-Infinity);
  useShortcutKeys((key, event) => {
    const afterG = event.timeStamp <= pending.current;
    pending.current = -Infinity;
    if (key === '?') {
      onHelp();
      return true;
    }
    if (key === 'g') {
      pending.current = event.timeStamp + SEQUENCE_MS;
      return true;
    }
    const target = afterG && Object.hasOwn(GO_TO, key) ? GO_TO[key] : undefined;
    if (target === undefined) return false;
    navigate(`/${siteid}/${target}`);
    return true;
  });
}
