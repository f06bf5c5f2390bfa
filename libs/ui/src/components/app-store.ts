// The app_ store (spec 1 section 9): UI state in local storage under the `app_` prefix, each
// entry with an expiry. Nothing secret goes here.

export const APP_STORE_PREFIX = 'app_';
/** Spec 1 section 9: a preference lives 86 400 000 ms (one day) after it was last set. */
export const APP_STORE_TTL_MS = 86_400_000;
/**
 * For what the owner builds by hand (saved list views): a daily expiry would throw their work away
 * every day, so these entries live a year after they were last written.
 */
export const APP_STORE_LONG_TTL_MS = 365 * APP_STORE_TTL_MS;

/** The stored value when it is present, not expired and of the shape `isValue` accepts. */
export function readAppStore<T>(key: string, isValue: (value: unknown) => value is T): T | null {
  try {
    const raw = window.localStorage.getItem(APP_STORE_PREFIX + key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'expires' in parsed &&
      typeof parsed.expires === 'number' &&
      parsed.expires > Date.now() &&
      isValue(parsed.value)
    ) {
      return parsed.value;
    }
    return null;
  } catch {
    return null;
  }
}

/** Stores `value` until `ttlMs` from now. Returns false when storage is full or blocked. */
export function writeAppStore(key: string, value: unknown, ttlMs = APP_STORE_TTL_MS): boolean {
  try {
    window.localStorage.setItem(
      APP_STORE_PREFIX + key,
      JSON.stringify({ value, expires: Date.now() + ttlMs }),
    );
    return true;
  } catch {
    return false;
  }
}
