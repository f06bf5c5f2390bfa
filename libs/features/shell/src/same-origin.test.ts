import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin';

const origin = 'https://admin.example.test';

describe('sameOriginPath', () => {
  it('keeps a path and an absolute address on this origin', () => {
    expect(sameOriginPath('/48213/shop/orders?page=2', origin)).toBe('/48213/shop/orders?page=2');
    expect(sameOriginPath(`${origin}/48213/dashboard#tasks`, origin)).toBe(
      '/48213/dashboard#tasks',
    );
  });

  it('refuses another origin, a protocol-relative address and a script address', () => {
    expect(sameOriginPath('https://evil.example/48213/dashboard', origin)).toBeNull();
    expect(sameOriginPath('//evil.example/x', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
  });

  it('refuses an encoded backslash and an encoded tab (a server navigate target)', () => {
    expect(sameOriginPath('/%5Cevil.com', origin)).toBeNull();
    expect(sameOriginPath('/%09/evil.com', origin)).toBeNull();
  });
});
