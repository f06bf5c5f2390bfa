// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyDesktopMode, isDesktopMode, setDesktopMode } from './desktop-mode';

const viewport = () => document.querySelector('meta[name="viewport"]')?.getAttribute('content');

/** The page's own viewport tag, as index.html has it (the head's other tags stay). */
function pageViewportTag() {
  document.querySelector('meta[name="viewport"]')?.remove();
  const tag = document.createElement('meta');
  tag.name = 'viewport';
  tag.content = 'width=device-width, initial-scale=1';
  document.head.append(tag);
}

afterEach(() => {
  setDesktopMode(false);
  document.querySelector('meta[name="viewport"]')?.remove();
});

describe('desktop mode', () => {
  it('is remembered in a cookie and widens the viewport to 1200', () => {
    pageViewportTag();
    expect(isDesktopMode()).toBe(false);
    setDesktopMode(true);
    expect(isDesktopMode()).toBe(true);
    expect(viewport()).toBe('width=1200');

    pageViewportTag();
    applyDesktopMode();
    expect(viewport()).toBe('width=1200');

    setDesktopMode(false);
    expect(isDesktopMode()).toBe(false);
    expect(viewport()).toBe('width=device-width, initial-scale=1');
  });

  it('reads only its own cookie', () => {
    expect(isDesktopMode('other=1; desktop_mode=1')).toBe(true);
    expect(isDesktopMode('desktop_mode=0; x_desktop_mode=1')).toBe(false);
  });
});
