import { useCallback, useState } from 'react';

/**
 * Whether an element is on screen (or within `margin` below it), and stays true once it has been:
 * a part below the first screen loads its code and data when the page is scrolled near it, not
 * with the first screen. Without IntersectionObserver (old browsers, tests) it is true at once.
 * A part the caller knows to be on the first screen (`onFirstScreen`) is near at once, without
 * waiting a frame for the observer's first report (nor measuring the page while it is drawn).
 *
 * The observer is started by the element's ref itself (a React 19 ref with a cleanup), not kept
 * in state: state set as the element is attached re-rendered every part on the page at once,
 * in the task that drew them (a dashboard's first modules drawn twice, about 15 ms).
 */
export function useNearViewport<T extends Element>(
  margin = '0px',
  onFirstScreen = false,
): [ref: (element: T | null) => (() => void) | undefined, near: boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported || onFirstScreen);
  const ref = useCallback(
    (element: T | null) => {
      if (near || !element) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `0px 0px ${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
