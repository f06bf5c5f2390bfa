import { useEffect, useState } from 'react';

/** Spec 1 section 9: searches wait 500 ms for the typing to stop. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
