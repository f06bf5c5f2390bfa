// The new-order alert tells one story in the mock: the first check (no `since`) gives order 10472
// as the starting point, a check since then finds the two newer orders (10473, 10474), and once
// the owner has seen 10474 nothing is new. Without this the mock would repeat the first example.

const NEW_COUNT_PATH = /^\/\d+\/shop\/orders\/new-count$/;
const NEWEST_ORDER = 10474;

/** The `Prefer` header for a new-count call without one, else null. */
export function newCountExamplePreference(url: URL): string | null {
  if (!NEW_COUNT_PATH.test(url.pathname)) return null;
  const since = url.searchParams.get('since');
  if (since === null) return 'example=first-check';
  if (!/^\d+$/.test(since)) return null;
  return Number(since) >= NEWEST_ORDER ? 'example=none-new' : 'example=two-new';
}
