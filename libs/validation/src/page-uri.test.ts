import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVED_PAGE_SEGMENTS, validatePageUri, validPageUri } from './page-uri';

const reserved = new Set(RESERVED_PAGE_SEGMENTS);
const allowed = /^[A-Za-z0-9_\-/.]$/;

const word = fc.string({
  unit: fc.constantFrom(...'abcxyzABCXYZ0129'),
  minLength: 1,
  maxLength: 6,
});
const segment = (joiners: string[]) =>
  fc
    .tuple(word, fc.array(fc.tuple(fc.constantFrom(...joiners), word), { maxLength: 3 }))
    .map(([head, tail]) => head + tail.map(([joiner, part]) => joiner + part).join(''));

/** Valid by construction: a non-reserved, non-numeric first segment, inner joiners only. */
const validPageAddress = fc
  .record({
    lead: fc.boolean(),
    first: segment(['-', '_']).filter((s) => !reserved.has(s.toLowerCase()) && !/^\d+$/.test(s)),
    html: fc.boolean(),
    rest: fc.array(segment(['-', '_', '.']), { maxLength: 3 }),
    trailingSlash: fc.boolean(),
  })
  .map(
    ({ lead, first, html, rest, trailingSlash }) =>
      (lead ? '/' : '') +
      first +
      (html ? '.html' : '') +
      rest.map((s) => `/${s}`).join('') +
      (trailingSlash ? '/' : ''),
  );

const forbidden = fc
  .oneof(
    fc.constantFrom(' ', '?', '#', '%', '&', '\\', ':', '~', 'é', '😀', '\n', '+', '*', '"'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  )
  .filter((c) => !allowed.test(c));

describe('validPageUri', () => {
  it('accepts ordinary addresses', () => {
    for (const uri of [
      'about-us',
      'about_us',
      'about.html',
      'blog/2024/my.post',
      '/contact',
      'a',
    ]) {
      expect(validPageUri(uri), uri).toBeNull();
    }
  });

  it('leaves emptiness to the required rule', () => {
    expect(validPageUri('')).toBeNull();
  });

  it('refuses a reserved or numeric first segment', () => {
    for (const uri of ['shop', 'Shop/anything', '/account', 'index.html', 'dependencies', '123']) {
      expect(validPageUri(uri), uri).toBe('validation.page_uri.reserved');
    }
    expect(validPageUri('123/abc')).toBe('validation.page_uri.reserved');
    expect(validPageUri('shopping')).toBeNull();
    expect(validPageUri('about/shop')).toBeNull();
    expect(validPageUri('a123')).toBeNull();
  });

  it('allows only the html extension on the first segment', () => {
    expect(validPageUri('page.php')).toBe('validation.page_uri.extension');
    expect(validPageUri('page.htm')).toBe('validation.page_uri.extension');
    expect(validPageUri('page.tar.html')).toBe('validation.page_uri.extension');
    expect(validPageUri('page.html')).toBeNull();
    expect(validPageUri('page/file.php')).toBeNull();
  });

  it('allows only letters, numbers, hyphens, underscores, slashes and dots', () => {
    for (const uri of ['about us', 'about?', 'caf\u00e9', 'a+b', 'a#b']) {
      expect(validPageUri(uri), uri).toBe('validation.page_uri.characters');
    }
  });

  it('refuses consecutive dots or slashes', () => {
    expect(validPageUri('blog//post')).toBe('validation.page_uri.consecutive');
    expect(validPageUri('blog/a..b')).toBe('validation.page_uri.consecutive');
    // Two dots in the first segment are consecutive dots, not an unknown file extension.
    expect(validPageUri('a..b')).toBe('validation.page_uri.consecutive');
    expect(validPageUri('//blog')).toBe('validation.page_uri.consecutive');
  });

  it('refuses a leading or trailing dot, hyphen or underscore', () => {
    for (const uri of ['-about', '_about', 'about-', 'about_', 'blog/post.', '/-about']) {
      expect(validPageUri(uri), uri).toBe('validation.page_uri.edges');
    }
  });

  it('gives a rule result for the UI', () => {
    expect(validatePageUri('shop')).toEqual({ key: 'validation.page_uri.reserved' });
    expect(validatePageUri('about')).toBeNull();
  });

  it('accepts every generated valid address', () => {
    fc.assert(
      fc.property(validPageAddress, (uri) => {
        expect(validPageUri(uri)).toBeNull();
      }),
    );
  });

  it('fails once a single forbidden character is inserted anywhere', () => {
    fc.assert(
      fc.property(validPageAddress, fc.nat(), forbidden, (uri, at, char) => {
        const i = at % (uri.length + 1);
        expect(validPageUri(uri.slice(0, i) + char + uri.slice(i))).not.toBeNull();
      }),
    );
  });
});
