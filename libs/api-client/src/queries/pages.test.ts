import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error';
import { imageThumbnailUrl, parseBulkActionReply, productGroupNextPage } from './pages';

describe('parseBulkActionReply', () => {
  it('turns the text replies into a success that reloads', () => {
    expect(parseBulkActionReply('Deleted')).toEqual({
      result: 'success',
      reload: true,
      message: 'Deleted',
    });
    expect(parseBulkActionReply('Updated\n').message).toBe('Updated');
  });

  it('passes an object reply through', () => {
    expect(parseBulkActionReply('{"result":"success","reload":false,"message":"Done"}')).toEqual({
      result: 'success',
      reload: false,
      message: 'Done',
    });
  });

  it('rejects result error with the server message', () => {
    expect(() => parseBulkActionReply('{"result":"error","message":"Nope"}')).toThrow(
      expect.objectContaining({ name: 'ApiError', message: 'Nope' }) as Error,
    );
  });

  it('rejects any other reply', () => {
    expect(() => parseBulkActionReply('<html>Oops</html>')).toThrow(ApiError);
    expect(() => parseBulkActionReply('{"ok":true}')).toThrow(ApiError);
    expect(() => parseBulkActionReply('')).toThrow(ApiError);
  });
});

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
