import type { RuleResult } from './messages';
import { fail } from './messages';
import { lengthOf } from './rules';

export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 25;

export interface TagOptions {
  /** Most tags on one item (default 20). */
  max?: number;
  /** Most characters in one tag (default 25). */
  maxLength?: number;
  /** Whether a tag that does not exist yet may be created (default true). */
  allowNew?: boolean;
}

export interface TagChange {
  tags: string[];
  /** Why the tag was not added; `null` when it was (or the input was blank). */
  error: RuleResult;
}

function sameTag(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Adds what the user typed. An existing tag that matches (ignoring case) is added in its own
 * spelling instead of creating a near-duplicate; a new tag is created only when allowed.
 */
export function addTag(
  tags: readonly string[],
  input: string,
  existing: readonly string[] = [],
  options: TagOptions = {},
): TagChange {
  const { max = TAGS_MAX, maxLength = TAG_MAX_LENGTH, allowNew = true } = options;
  const text = input.trim();
  const unchanged = [...tags];
  if (text === '') return { tags: unchanged, error: null };
  if (tags.some((tag) => sameTag(tag, text))) {
    return { tags: unchanged, error: fail('validation.tags.duplicate') };
  }
  if (tags.length >= max)
    return { tags: unchanged, error: fail('validation.tags.too_many', { max }) };

  const match = existing.find((tag) => sameTag(tag, text));
  if (match === undefined && !allowNew) {
    return { tags: unchanged, error: fail('validation.tags.not_allowed') };
  }
  const tag = match ?? text;
  if (lengthOf(tag) > maxLength) {
    return { tags: unchanged, error: fail('validation.tags.too_long', { max: maxLength }) };
  }
  return { tags: [...tags, tag], error: null };
}

/** Removes a tag (ignoring case, as adding does). */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((item) => !sameTag(item, tag));
}

/** Checks a whole tag list, e.g. one that arrived from a form: count, length, duplicates. */
export function validateTags(tags: readonly string[], options: TagOptions = {}): RuleResult {
  const { max = TAGS_MAX, maxLength = TAG_MAX_LENGTH } = options;
  if (tags.length > max) return fail('validation.tags.too_many', { max });
  if (tags.some((tag) => lengthOf(tag) > maxLength)) {
    return fail('validation.tags.too_long', { max: maxLength });
  }
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  return seen.size === tags.length ? null : fail('validation.tags.duplicate');
}
