/**
 * Lowercase; `&` becomes `-and-`; whitespace becomes a dash; other non-word characters are dropped;
 * repeated dashes collapse. Dashes and underscores are also trimmed from both ends, so a slug that
 * is not reserved is always a valid page address.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
}
