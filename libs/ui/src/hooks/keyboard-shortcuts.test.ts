import { afterEach, describe, expect, it } from 'vitest';
import { isDialogOpen, isShortcutAllowed } from './keyboard-shortcuts';

afterEach(() => document.body.replaceChildren());

function press(target: Element, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'j', bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

function add(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild ?? holder;
}

describe('when a keyboard shortcut may act', () => {
  it('acts on the page, a button or a checkbox', () => {
    expect(isShortcutAllowed(press(document.body))).toBe(true);
    expect(isShortcutAllowed(press(add('<button>Save</button>')))).toBe(true);
    expect(isShortcutAllowed(press(add('<input type="checkbox" />')))).toBe(true);
  });

  it('never while typing in a field or using a menu', () => {
    for (const html of [
      '<input />',
      '<input type="search" />',
      '<textarea></textarea>',
      '<select></select>',
      '<div contenteditable="true"></div>',
      '<div role="menu"><div role="menuitem">Compact rows</div></div>',
    ]) {
      const element = add(html);
      expect(isShortcutAllowed(press(element.firstElementChild ?? element)), html).toBe(false);
    }
  });

  it('never with Ctrl, Cmd or Alt, or a key already used', () => {
    expect(isShortcutAllowed(press(document.body, { ctrlKey: true }))).toBe(false);
    expect(isShortcutAllowed(press(document.body, { metaKey: true }))).toBe(false);
    expect(isShortcutAllowed(press(document.body, { altKey: true }))).toBe(false);
    const used = press(document.body, { cancelable: true });
    used.preventDefault();
    expect(isShortcutAllowed(used)).toBe(false);
  });

  it('never while a dialog is open; a closed or hidden one does not count', () => {
    add('<div role="dialog" data-state="closed"></div>');
    add('<div role="alertdialog" hidden></div>');
    expect(isDialogOpen()).toBe(false);
    expect(isShortcutAllowed(press(document.body))).toBe(true);
    add('<div role="dialog" data-state="open"></div>');
    expect(isDialogOpen()).toBe(true);
    expect(isShortcutAllowed(press(document.body))).toBe(false);
  });
});
