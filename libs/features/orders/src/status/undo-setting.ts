// The undo window's on/off setting, kept in the app_ store (spec 1 section 9) so it is read the
// same way by every status control, the bulk action and the order list's menu.
import { readAppStore, writeAppStore } from '@site-admin/ui';
import { useSyncExternalStore } from 'react';

/** How long a confirmed status change waits, with Undo offered, before it is sent. */
export const UNDO_WINDOW_MS = 8000;

const KEY = 'orders_undo_window';
/** Said on the window when the setting changes, so every control reads it again. */
const CHANGED = 'site-admin:orders-undo-window';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Whether status changes wait for the undo window (on unless the owner turned it off). */
export function isUndoWindowOn(): boolean {
  return readAppStore(KEY, isBoolean) ?? true;
}

export function setUndoWindowOn(on: boolean): void {
  writeAppStore(KEY, on);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The setting and its setter, kept in step across every component that shows it. */
export function useUndoWindowSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, isUndoWindowOn, () => true);
  return [on, setUndoWindowOn];
}
