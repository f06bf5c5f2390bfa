// On a phone or tablet the owner may choose the desktop layout: remembered in a cookie, and
// shown by giving the page a 1200 px wide viewport (spec 1, shell behaviour).

import { useSyncExternalStore } from 'react';

export const DESKTOP_MODE_COOKIE = 'desktop_mode';
export const DESKTOP_VIEWPORT_WIDTH = 1200;
const DEVICE_VIEWPORT = 'width=device-width, initial-scale=1';

export function isDesktopMode(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${DESKTOP_MODE_COOKIE}=1`);
}

function applyViewport(on: boolean): void {
  const meta = document.querySelector('meta[name="viewport"]');
  meta?.setAttribute('content', on ? `width=${DESKTOP_VIEWPORT_WIDTH}` : DEVICE_VIEWPORT);
}

/** Called once at start-up: a remembered choice applies before the first paint. */
export function applyDesktopMode(): void {
  applyViewport(isDesktopMode());
}

const listeners = new Set<() => void>();
/** The choice as last read or set: React asks on every render, and each cookie read is a call out. */
let chosen: boolean | null = null;

export function setDesktopMode(on: boolean): void {
  const year = 60 * 60 * 24 * 365;
  document.cookie = `${DESKTOP_MODE_COOKIE}=${on ? 1 : 0}; path=/; max-age=${on ? year : 0}; SameSite=Lax`;
  chosen = on;
  applyViewport(on);
  listeners.forEach((listener) => listener());
}

/**
 * Whether the desktop layout was chosen. While it is, the top bar keeps the menu button (where
 * the switch back lives) even at the 1200 px the page is then laid out at.
 */
export function useDesktopMode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (chosen ??= isDesktopMode()),
    () => false,
  );
}
