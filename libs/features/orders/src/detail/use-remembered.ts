// A remembered on/off choice in local storage (spec 1 section 9: the app_ prefix, 86400000 ms).
import { useState } from 'react';

const PREFIX = 'app_';
const TTL_MS = 86_400_000;

function read(key: string): boolean | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PREFIX + key) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'expires' in parsed &&
      typeof parsed.value === 'boolean' &&
      typeof parsed.expires === 'number' &&
      parsed.expires > Date.now()
    )
      return parsed.value;
    return null;
  } catch {
    return null;
  }
}

export function useRemembered(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key) ?? fallback);
  const remember = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(
        PREFIX + key,
        JSON.stringify({ value: next, expires: Date.now() + TTL_MS }),
      );
    } catch {
      // Storage may be blocked; the choice then lasts for this visit.
    }
  };
  return [value, remember];
}
