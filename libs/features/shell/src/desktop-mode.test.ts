// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyDesktopMode, isDesktopMode, setDesktopMode } from './desktop-mode';

const viewport = () => document.querySelector('meta[name="viewport"]')?.getAttribute('content');

afterEach(() => setDesktopMode(false));

describe('desktop mode', () => {
  it('is remembered in a cookie and widens the viewport to 1200', () => {
    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1">';
    expect(isDesktopMode()).toBe(false);
    setDesktopMode(true);
    expect(isDesktopMode()).toBe(true);
    expect(viewport()).toBe('width=1200');

    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1">';
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
