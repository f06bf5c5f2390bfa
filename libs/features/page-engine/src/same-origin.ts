/**
 * A redirect target from the server is followed only when it stays on this origin; returns the
 * path to navigate to, or null.
 */
export function sameOriginPath(
  target: string,
  origin: string = window.location.origin,
): string | null {
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
