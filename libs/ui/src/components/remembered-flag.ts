// UI preferences in local storage (spec 1 section 9: the app_ prefix, a 86400000 ms time-to-live).
import { useState } from 'react';

const PREFIX = 'app_';
const TTL_MS = 86_400_000;

function read(key: string): boolean | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'expires' in parsed &&
      typeof parsed.value === 'boolean' &&
      typeof parsed.expires === 'number' &&
      parsed.expires > Date.now()
    ) {
      return parsed.value;
    }
    return null;
  } catch {
    return null;
  }
}

function write(key: string, value: boolean): void {
  try {
    window.localStorage.setItem(
      PREFIX + key,
      JSON.stringify({ value, expires: Date.now() + TTL_MS }),
    );
  } catch {
    // Storage may be full or blocked; the choice then lasts for this visit only.
  }
}

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
