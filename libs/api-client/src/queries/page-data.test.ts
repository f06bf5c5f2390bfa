import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/api-client';
import { ApiError, UNEXPECTED_REPLY_MESSAGE } from '../client/api-error';
import {
  checkPageReply,
  invalidatePage,
  pageKeys,
  pagePathKey,
  parseBulkActionReply,
  runBulkActionAt,
} from './page-data';

describe('the page keys', () => {
  it('keep every query of a page under its path', async () => {
    const queryClient = new QueryClient();
    const orders = '/48213/shop/orders';
    queryClient.setQueryData(pageKeys.page(orders, { page: 2 }), { layout: 'list' });
    queryClient.setQueryData(pageKeys.page('/48213/blog/7/comments', {}), { layout: 'list' });
    await queryClient.invalidateQueries({ queryKey: pagePathKey(orders) });
    expect(queryClient.getQueryState(pageKeys.page(orders, { page: 2 }))?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(pageKeys.page('/48213/blog/7/comments', {}))?.isInvalidated,
    ).toBe(false);
    await invalidatePage(queryClient, '/48213/blog/7/comments');
    expect(
      queryClient.getQueryState(pageKeys.page('/48213/blog/7/comments', {}))?.isInvalidated,
    ).toBe(true);
  });
});

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

  it('rejects any other reply as an unexpected reply, not as offline', () => {
    for (const reply of ['<html>Oops</html>', '{"ok":true}', '']) {
      expect(() => parseBulkActionReply(reply)).toThrow(
        expect.objectContaining({
          isUnexpectedReply: true,
          isNetworkError: false,
          message: UNEXPECTED_REPLY_MESSAGE,
        }) as Error,
      );
    }
  });
});

describe('runBulkActionAt', () => {
  it("reports no reply at all as offline, never as the browser's own words", async () => {
    const offline = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await runBulkActionAt(offline, {
      url: '/48213/blog/7/comments/bulk?action=approve&ids=309,305',
      count: 2,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).message).not.toContain('Failed to fetch');
  });
});

describe('checkPageReply', () => {
  const pagination = { total: 0, per_page: 25, current_page: 1, last_page: 1, from: 0, to: 0 };

  it('passes a reply that carries what its layout is drawn from', () => {
    const list = { layout: 'list', config: { title: 'Redirects' }, model: [], pagination };
    expect(checkPageReply(list)).toBe(list);
    for (const reply of [
      { layout: 'edit-form', config: { title: 'Edit' }, model: {} },
      { layout: 'card-index', config: { title: 'Integrations' }, model: [] },
      { layout: 'dashboard', config: { title: 'Dashboard', columns: [] } },
      { layout: 'unauthorised', message: 'No access' },
      { layout: 'legacy-redirect', redirect: '/48213/dashboard' },
    ]) {
      expect(() => checkPageReply(reply)).not.toThrow();
    }
  });

  it('rejects any other reply as an unexpected reply, not as offline', () => {
    for (const reply of [
      null,
      'Updated',
      [],
      {},
      { layout: 'a-layout-nobody-knows', config: {} },
      { layout: 'list', config: { title: 'Redirects' } },
      { layout: 'list', config: { title: 'Redirects' }, model: {}, pagination },
      { layout: 'edit-form', model: {} },
      { layout: 'legacy-redirect' },
    ]) {
      expect(() => checkPageReply(reply)).toThrow(
        expect.objectContaining({
          isUnexpectedReply: true,
          isNetworkError: false,
          message: UNEXPECTED_REPLY_MESSAGE,
        }) as Error,
      );
    }
  });
});
