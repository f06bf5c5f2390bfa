// UI preferences in local storage (spec 1 section 9: the app_ prefix, a 86400000 ms time-to-live).
import { useState } from 'react';
import { readAppStore, writeAppStore } from './app-store';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const read = (key: string): boolean | null => readAppStore(key, isBoolean);

// Storage may be full or blocked; the choice then lasts for this visit only.
const write = (key: string, value: boolean): void => void writeAppStore(key, value);

/** A remembered on/off choice; `fallback` until the user picks. */
export function useRememberedFlag(
  key: string,
  fallback: boolean,
): [boolean, (value: boolean) => void] {
  const [state, setState] = useState<{ key: string; value: boolean }>(() => ({
    key,
    value: read(key) ?? fallback,
  }));
  // A different key (another page title) reads its own remembered value.
  const current = state.key === key ? state.value : (read(key) ?? fallback);
  if (state.key !== key) setState({ key, value: current });
  return [
    current,
    (value: boolean) => {
      write(key, value);
      setState({ key, value });
    },
  ];
}
