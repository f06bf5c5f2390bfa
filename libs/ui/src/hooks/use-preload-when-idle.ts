import { useEffect } from 'react';

/**
 * Once the screen that calls it has drawn and the browser is idle, starts each load (a part's
 * code that opens on a click: a question, a menu). The first click then opens it at once, and the
 * screen's first draw did not wait for it. The loads are read once, when the screen first draws.
 */
export function usePreloadWhenIdle(loads: readonly (() => Promise<unknown>)[]) {
  useEffect(() => {
    // A failed load is the part's own to show when it opens.
    const preload = () => {
      for (const load of loads) load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(preload);
    return () => window.cancelIdleCallback(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen first draws
  }, []);
}
