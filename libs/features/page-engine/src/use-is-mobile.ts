import { useSyncExternalStore } from 'react';

/** Spec 1 section 9: the mobile table layout covers mobile and tablet, below desktop (1024). */
const QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's or tablet's now (outside React). */
export const isMobileScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** True on mobile and tablet widths. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileScreen, () => false);
}
