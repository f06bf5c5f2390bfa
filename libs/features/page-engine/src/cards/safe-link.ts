/** A server link for a new tab (guides, help): only http(s) addresses, never `javascript:`. */
export function externalHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
