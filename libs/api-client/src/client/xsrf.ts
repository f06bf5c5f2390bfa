// The backend's CSRF convention (spec 1 section 8, ARCHITECTURE "Security rules"): it sets the
// `XSRF-TOKEN` cookie (readable by scripts) and refuses a request without the same token in the
// `X-XSRF-TOKEN` header with a 419.

/** The cookie the backend keeps the token in. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header every request carries it back in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Where a token comes from: the page's cookies by default, a fixed value in tests. */
export type XsrfTokenSource = () => string | null;

/** The token in a `Cookie`-style string (`a=1; XSRF-TOKEN=…`), decoded; null when absent. */
export function xsrfTokenFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== XSRF_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The page's current token, read afresh on every call (a sign-in replaces it). */
export const readXsrfCookie: XsrfTokenSource = () =>
  typeof document === 'undefined' ? null : xsrfTokenFromCookies(document.cookie);

/**
 * Puts the current token on a request (replacing one it already carries, so a request sent again
 * after a sign-in carries the new token). Without a token the header is left out: the backend's
 * 419 then says the session expired.
 */
export function withXsrfToken(request: Request, source: XsrfTokenSource): Request {
  const token = source();
  if (token === null) request.headers.delete(XSRF_HEADER);
  else request.headers.set(XSRF_HEADER, token);
  return request;
}
