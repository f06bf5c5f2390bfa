import { useSyncExternalStore } from 'react';

// Spec 1 sections 2 and 9: 1 card per view on mobile and tablet (below 769 px), 2 on desktop
// and widescreen, 3 on fullhd (1408 px and up).
const TWO = '(min-width: 769px)';
const THREE = '(min-width: 1408px)';

export type CardsPerView = 1 | 2 | 3;

const hasMedia = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMedia()) return () => undefined;
  const lists = [window.matchMedia(TWO), window.matchMedia(THREE)];
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

function snapshot(): CardsPerView {
  if (!hasMedia()) return 1;
  if (window.matchMedia(THREE).matches) return 3;
  return window.matchMedia(TWO).matches ? 2 : 1;
}

/** How many cards a category carousel shows at once at the window's width. */
export function useCardsPerView(): CardsPerView {
  return useSyncExternalStore(subscribe, snapshot, () => 1);
}
