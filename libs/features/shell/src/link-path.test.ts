import { describe, expect, it } from 'vitest';
import { fillLinkParams } from './link-path';

describe('fillLinkParams', () => {
  it('fills every placeholder from the route parameters', () => {
    expect(fillLinkParams('/:siteid/blog/:pageid/posts', { siteid: '48213', pageid: '7' })).toBe(
      '/48213/blog/7/posts',
    );
  });

  it('keeps the query and leaves unknown placeholders as they are', () => {
    expect(fillLinkParams('/:siteid/shop?i=delivery', { siteid: '48213' })).toBe(
      '/48213/shop?i=delivery',
    );
    expect(fillLinkParams('/:siteid/x/:unknown', { siteid: '1' })).toBe('/1/x/:unknown');
  });
});

describe('fillLinkParams encoding', () => {
  it('encodes a parameter so it cannot change the path around it', () => {
    expect(fillLinkParams('/edit/gateway.php?id=:id', { id: '7&x=../1' })).toBe(
      '/edit/gateway.php?id=7%26x%3D..%2F1',
    );
  });
});
