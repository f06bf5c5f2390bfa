import { useSyncExternalStore } from 'react';

/** Spec 1 section 9: the mobile table layout covers mobile and tablet, below desktop (1024). */
const MOBILE = '(max-width: 1023.98px)';
/** Below widescreen (1216): a desktop where the table shares the width with the section sidebar. */
const BELOW_WIDESCREEN = '(max-width: 1215.98px)';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

/** Whether the screen is a phone's or tablet's now (outside React). */
export const isMobileScreen = () => matches(MOBILE);

/** True on mobile and tablet widths. */
export function useIsMobile(): boolean {
  return useMedia(MOBILE);
}

/** True below widescreen: phones, tablets and narrower desktops. */
export function useIsBelowWidescreen(): boolean {
  return useMedia(BELOW_WIDESCREEN);
}
