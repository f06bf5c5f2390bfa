import { describe, expect, it } from 'vitest';
import { legacyFrameUrl } from './legacy-page';

const legacy = 'https://legacy.example.test';

describe('legacyFrameUrl', () => {
  it('puts the older page and its sub-page on the legacy origin', () => {
    expect(legacyFrameUrl(legacy, '/edit/design', 'fonts')).toBe(
      'https://legacy.example.test/edit/design?i=fonts',
    );
    expect(legacyFrameUrl(legacy, `${legacy}/edit/domains?d=1`, null)).toBe(
      'https://legacy.example.test/edit/domains?d=1',
    );
  });

  it.each([
    ['another origin', 'https://evil.example/edit/design'],
    ['a protocol-relative address', '//evil.example/edit'],
    ['a backslash the browser reads as a slash', '/\\evil.example/edit'],
    ['a tab the browser drops', '/\t/evil.example/edit'],
    ['a script address', 'javascript:alert(1)'],
    ['another port', 'https://legacy.example.test:8443/edit/design'],
  ])('loads nothing for %s', (_name, address) => {
    expect(legacyFrameUrl(legacy, address, null)).toBeNull();
  });
});
