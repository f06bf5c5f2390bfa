import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTag, removeTag, TAG_MAX_LENGTH, TAGS_MAX, validateTags } from './tags';

describe('addTag', () => {
  it('adds a trimmed new tag', () => {
    expect(addTag(['red'], '  blue ')).toEqual({ tags: ['red', 'blue'], error: null });
  });

  it('ignores blank input', () => {
    expect(addTag(['red'], '   ')).toEqual({ tags: ['red'], error: null });
  });

  it('refuses a duplicate, ignoring case', () => {
    expect(addTag(['Red'], 'RED')).toEqual({
      tags: ['Red'],
      error: { key: 'validation.tags.duplicate' },
    });
  });

  it('matches an existing tag and adds it in its own spelling', () => {
    expect(addTag([], 'summer sale', ['Summer Sale']).tags).toEqual(['Summer Sale']);
  });

  it('creates new tags only when allowed', () => {
    const options = { allowNew: false };
    expect(addTag([], 'new', ['old'], options)).toEqual({
      tags: [],
      error: { key: 'validation.tags.not_allowed' },
    });
    expect(addTag([], 'OLD', ['old'], options).tags).toEqual(['old']);
  });

  it('stops at 20 tags by default, or the configured number', () => {
    const twenty = Array.from({ length: TAGS_MAX }, (_, i) => `tag${i}`);
    expect(addTag(twenty, 'one more').error).toEqual({
      key: 'validation.tags.too_many',
      params: { max: 20 },
    });
    expect(addTag(['a', 'b'], 'c', [], { max: 2 }).tags).toEqual(['a', 'b']);
  });

  it('refuses a tag longer than 25 characters', () => {
    expect(addTag([], 'x'.repeat(TAG_MAX_LENGTH)).tags).toHaveLength(1);
    expect(addTag([], 'x'.repeat(TAG_MAX_LENGTH + 1)).error).toEqual({
      key: 'validation.tags.too_long',
      params: { max: 25 },
    });
  });
});

describe('removeTag and validateTags', () => {
  it('removes ignoring case', () => {
    expect(removeTag(['Red', 'blue'], 'red')).toEqual(['blue']);
  });

  it('checks a whole list', () => {
    expect(validateTags(['a', 'b'])).toBeNull();
    expect(validateTags(['a', 'A'])).toEqual({ key: 'validation.tags.duplicate' });
    expect(validateTags(['a', 'b', 'c'], { max: 2 })?.key).toBe('validation.tags.too_many');
    expect(validateTags(['x'.repeat(26)])?.key).toBe('validation.tags.too_long');
  });
});

describe('tag operations (property)', () => {
  const tagText = fc.string({
    unit: fc.constantFrom('a', 'A', 'b', 'B', 'é', 'É', ' '),
    maxLength: 30,
  });
  const operation = fc.oneof(fc.record({ add: tagText }), fc.record({ remove: fc.nat() }));

  it('never exceed the limits or admit a case-insensitive duplicate', () => {
    fc.assert(
      fc.property(
        fc.record({
          max: fc.integer({ min: 0, max: 20 }),
          maxLength: fc.integer({ min: 1, max: 25 }),
          allowNew: fc.boolean(),
        }),
        fc.array(tagText),
        fc.array(operation, { maxLength: 60 }),
        (options, existing, operations) => {
          let tags: string[] = [];
          for (const op of operations) {
            if ('add' in op) tags = addTag(tags, op.add, existing, options).tags;
            else if (tags.length > 0) tags = removeTag(tags, tags[op.remove % tags.length] ?? '');

            expect(tags.length).toBeLessThanOrEqual(options.max);
            expect(tags.every((tag) => [...tag].length <= options.maxLength)).toBe(true);
            expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
            if (!options.allowNew) expect(tags.every((tag) => existing.includes(tag))).toBe(true);
            expect(validateTags(tags, options)).toBeNull();
          }
        },
      ),
    );
  });
});
