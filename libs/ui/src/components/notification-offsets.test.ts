import { afterEach, describe, expect, it } from 'vitest';
import { notificationsBottom, notificationsTop } from './notification-offsets';

/** A bar drawn from `top` to `bottom` (px from the top of an 812 px high screen). */
function bar(attributes: Record<string, string>, top: number, bottom: number, width = 375) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.getBoundingClientRect = () =>
    ({ top, bottom, width, height: bottom - top, left: 0, right: width }) as DOMRect;
  document.body.append(element);
}

afterEach(() => document.body.replaceChildren());

describe('where notifications sit on a narrow screen', () => {
  it('keeps 1rem from the bottom when no bar of buttons is down there', () => {
    window.innerHeight = 812;
    expect(notificationsBottom()).toBe('1rem');
    // A short dialog in the middle of the screen: its footer is out of the way.
    bar({ class: 'chakra-dialog__footer' }, 420, 484);
    expect(notificationsBottom()).toBe('1rem');
  });

  it("sits above a panel's footer, a sticky bar or a tall dialog's footer at the bottom", () => {
    window.innerHeight = 812;
    bar({ class: 'chakra-drawer__footer' }, 740, 812);
    expect(notificationsBottom()).toBe('calc(72px + 0.5rem)');
    bar({ 'data-bottom-bar': '' }, 700, 812);
    expect(notificationsBottom()).toBe('calc(112px + 0.5rem)');
  });

  it('ignores a bar that is not drawn or is below the screen', () => {
    window.innerHeight = 812;
    bar({ 'data-bottom-bar': '' }, 740, 812, 0);
    bar({ class: 'chakra-drawer__footer' }, 900, 960);
    expect(notificationsBottom()).toBe('1rem');
  });
});

describe('where notifications sit on a wide screen', () => {
  it('keeps 1rem from the top where no bar stays there (the sign-in page)', () => {
    expect(notificationsTop()).toBe('1rem');
  });

  it("sits below the shell's top bar, wherever the page has scrolled it", () => {
    bar({ 'data-top-bar': '' }, 0, 56, 1280);
    expect(notificationsTop()).toBe('calc(56px + 0.5rem)');
    document.body.replaceChildren();
    // Below the trial bar, before the page scrolls.
    bar({ 'data-top-bar': '' }, 40, 96, 1280);
    expect(notificationsTop()).toBe('calc(96px + 0.5rem)');
  });

  it('ignores a bar that is not drawn or is scrolled away from the top', () => {
    bar({ 'data-top-bar': '' }, 0, 56, 0);
    bar({ 'data-top-bar': '' }, 300, 356, 1280);
    bar({ 'data-top-bar': '' }, -120, -64, 1280);
    expect(notificationsTop()).toBe('1rem');
  });
});
