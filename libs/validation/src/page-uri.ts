import type { MessageKey, RuleResult } from './messages';
import { fail } from './messages';

/** First path segments the backend keeps for itself (spec 1, section 5). */
export const RESERVED_PAGE_SEGMENTS: readonly string[] = [
  'shop',
  'db',
  'custom',
  'subscribe',
  'sitefiles',
  'siteimages',
  'account',
  'include',
  'includes',
  'images',
  'files',
  'index',
  'callback',
  'classes',
  'community',
  'config',
  'design',
  'edit',
  'editor',
  'helppanelcache',
  'marketplace',
  'oauth',
  'optimiser',
  'phpthumb',
  'privacy',
  'publish',
  'subscription',
  'tbl',
  'templates',
  'tests',
  'dependencies',
];

const reserved = new Set(RESERVED_PAGE_SEGMENTS);
const allowedCharacters = /^[A-Za-z0-9_\-/.]*$/;

/**
 * The `valid_page_uri` rule: `null` when the address is valid, else the key of the first broken rule.
 * Empty is valid here (the `required` rule decides that). One leading slash is ignored, so `/shop`
 * and `shop` are judged alike. The reserved check also looks at the name before an extension,
 * because `index.html` is the home page.
 */
export function validPageUri(uri: string): MessageKey | null {
  const path = uri.startsWith('/') ? uri.slice(1) : uri;
  if (path === '') return null;

  const first = path.split('/')[0] ?? '';
  const name = (first.split('.')[0] ?? '').toLowerCase();
  if (reserved.has(first.toLowerCase()) || reserved.has(name) || /^\d+$/.test(name)) {
    return 'validation.page_uri.reserved';
  }
  if (!allowedCharacters.test(uri)) return 'validation.page_uri.characters';
  // Before the extension rule: 'a..b' is two dots in a row, not an unknown extension.
  if (/\.\.|\/\//.test(uri)) return 'validation.page_uri.consecutive';
  if (first.includes('.') && !/^[^.]+\.html$/i.test(first)) {
    return 'validation.page_uri.extension';
  }
  if (/^[._-]|[._-]$/.test(path)) return 'validation.page_uri.edges';
  return null;
}

/** `validPageUri` as a rule result the UI can show. */
export function validatePageUri(uri: string): RuleResult {
  const key = validPageUri(uri);
  return key === null ? null : fail(key);
}
