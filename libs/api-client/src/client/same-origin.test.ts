import { describe, expect, it } from 'vitest';
import { isOnOrigin, sameOriginPath } from './same-origin';

const origin = 'https://admin.example.test';

describe('sameOriginPath', () => {
  it('keeps a path and an absolute address on this origin', () => {
    expect(sameOriginPath('/48213/shop/orders?page=2', origin)).toBe('/48213/shop/orders?page=2');
    expect(sameOriginPath(`${origin}/48213/dashboard#tasks`, origin)).toBe(
      '/48213/dashboard#tasks',
    );
    expect(sameOriginPath('/48213/blog/7/posts?search=caf%C3%A9%20au%20lait', origin)).toBe(
      '/48213/blog/7/posts?search=caf%C3%A9%20au%20lait',
    );
  });

  it('refuses another origin, a protocol-relative address and a script address', () => {
    expect(sameOriginPath('https://evil.example/48213/dashboard', origin)).toBeNull();
    expect(sameOriginPath('//evil.example/x', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
    expect(sameOriginPath('data:text/html,<p>x</p>', origin)).toBeNull();
  });

  it.each([
    ['an encoded backslash', '/%5Cevil.com'],
    ['an encoded backslash, lower case', '/%5cevil.com'],
    ['a doubly encoded backslash', '/%255Cevil.com'],
    ['a raw backslash', '/\\evil.com'],
    ['an encoded tab', '/%09/evil.com'],
    ['a raw tab', '/\t/evil.com'],
    ['an encoded newline', '/%0A/evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['an encoded slash after the first', '/%2Fevil.com'],
  ])('refuses %s (%s), which a browser or server turns into another host', (_name, target) => {
    expect(sameOriginPath(target, origin)).toBeNull();
  });
});

describe('isOnOrigin', () => {
  it("tells the API's origin from any other", () => {
    expect(isOnOrigin(`${origin}/48213/sidebar`, origin)).toBe(true);
    expect(isOnOrigin('https://admin.example.test.evil.example/x', origin)).toBe(false);
    expect(isOnOrigin('https://admin.example.test:8443/x', origin)).toBe(false);
    expect(isOnOrigin('not an address', origin)).toBe(false);
  });
});
