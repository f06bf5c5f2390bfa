/**
 * Names that reach an object's prototype when used as a key: a server-supplied name (a form
 * field, an error key, a filter) is never written or read as a plain object key without this
 * check (ARCHITECTURE "Security rules").
 */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a server-supplied name may be used as an object key. */
export function isSafeKey(name: string): boolean {
  return !UNSAFE_KEYS.has(name);
}
