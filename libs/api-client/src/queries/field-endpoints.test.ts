import { describe, expect, it } from 'vitest';
import { imageThumbnailUrl, productGroupNextPage } from './field-endpoints';

describe('productGroupNextPage', () => {
  it('reads the type and page of a next_page_url', () => {
    expect(productGroupNextPage('/48213/shop/productgroup/search?type=category&page=3')).toEqual({
      type: 'category',
      page: 3,
    });
  });

  it('refuses no next page, another origin and an unknown type', () => {
    expect(productGroupNextPage(null)).toBeNull();
    expect(productGroupNextPage('https://evil.example/search?type=product&page=2')).toBeNull();
    expect(productGroupNextPage('/48213/shop/productgroup/search?type=brand&page=2')).toBeNull();
  });
});

describe('imageThumbnailUrl', () => {
  it('builds the thumbnail address with the sizes given', () => {
    expect(imageThumbnailUrl({ i: 9120, w: 96, h: 96 })).toBe('/image?i=9120&w=96&h=96');
    expect(imageThumbnailUrl({ i: 9120 })).toBe('/image?i=9120');
  });
});
