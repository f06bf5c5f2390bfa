// One check for every address the server or the address bar hands the app: a redirect target
// (`/login?redirect=`, a site switch's `redirect`, a server's `navigate` / `redirect`, a page's
// link) is followed, and a server-supplied API path is requested, only when it stays on this
// origin.

/** Control characters and the backslash: browsers drop tabs and newlines and read `\` as `/`. */
// eslint-disable-next-line no-control-regex
const TRICKY = /[\u0000-\u001f\u007f\\]/;

/** The path with every percent-escape undone (a few rounds, for double encoding). */
function decoded(path: string): string {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The path (with query and fragment) to go to when `target` stays on `origin`, else null.
 *
 * Refused: another origin, a protocol-relative address (`//evil.com`), a script address, and the
 * tricks that only turn into one later: a backslash or a control character in the path, raw or
 * percent-encoded (`/\evil.com`, `/%5Cevil.com`, `/%09/evil.com`), since a browser reads `/\` as
 * `//` and drops tabs, and a server or router may decode the path before using it.
 */
export function sameOriginPath(
  target: string,
  origin: string = globalThis.location?.origin ?? '',
): string | null {
  if (origin === '' || TRICKY.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const plain = decoded(url.pathname);
  if (TRICKY.test(plain) || plain.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether an absolute address is on `origin` (the API's): the client refuses any other. */
export function isOnOrigin(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
