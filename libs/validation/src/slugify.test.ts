import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVED_PAGE_SEGMENTS, validPageUri } from './page-uri';
import { slugify } from './slugify';

const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'aBz09 &-_.!/é\t'), maxLength: 30 }),
);

describe('slugify', () => {
  it('follows the spec examples', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('Fish & Chips')).toBe('fish-and-chips');
    expect(slugify('Café: menu!')).toBe('caf-menu');
    expect(slugify('a  -  b')).toBe('a-b');
    expect(slugify('snake_case stays')).toBe('snake_case-stays');
  });

  it('trims dashes and underscores from the ends', () => {
    expect(slugify('  -Hello- ')).toBe('hello');
    expect(slugify('_private_')).toBe('private');
    expect(slugify('&')).toBe('and');
    expect(slugify('!!!')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(text, (input) => {
        const once = slugify(input);
        expect(slugify(once)).toBe(once);
      }),
    );
  });

  it('makes a valid page address unless empty or reserved (numeric counts as reserved)', () => {
    fc.assert(
      fc.property(text, (input) => {
        const slug = slugify(input);
        fc.pre(slug !== '' && !RESERVED_PAGE_SEGMENTS.includes(slug) && !/^\d+$/.test(slug));
        expect(validPageUri(slug)).toBeNull();
      }),
    );
  });
});
