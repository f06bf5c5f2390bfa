import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element is on screen (or within `margin` below it), and stays true once it has been:
 * a part below the first screen loads its code and data when the page is scrolled near it, not
 * with the first screen. Without IntersectionObserver (old browsers, tests) it is true at once.
 * A part the caller knows to be on the first screen (`onFirstScreen`) is near at once, without
 * waiting a frame for the observer's first report (nor measuring the page while it is drawn).
 */
export function useNearViewport<T extends Element>(
  margin = '0px',
  onFirstScreen = false,
): [ref: (element: T | null) => void, near: boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported || onFirstScreen);
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (near || !element || !supported) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, supported, margin]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near];
}
