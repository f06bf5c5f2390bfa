import { describe, expect, it } from 'vitest';
import { parseCommentPath } from './comment-path';
import { commentStatus } from './comment-status';

describe('parseCommentPath', () => {
  it('reads a comment of the list and of the spam list as the same comment path', () => {
    expect(parseCommentPath('/48213/blog/7/comments/305')).toEqual({
      siteid: 48213,
      pageid: 7,
      id: 305,
      fromSpamList: false,
    });
    expect(parseCommentPath('/48213/blog/7/comments/spam/314')).toEqual({
      siteid: 48213,
      pageid: 7,
      id: 314,
      fromSpamList: true,
    });
  });

  it('refuses an address that is not a comment', () => {
    expect(parseCommentPath('/48213/blog/7/comments/filters')).toBeNull();
    expect(parseCommentPath('/48213/shop/orders/10482')).toBeNull();
  });
});

describe('commentStatus', () => {
  it('puts spam first, then approved or awaiting approval', () => {
    expect(commentStatus({ is_spam: true, approved: true })).toBe('spam');
    expect(commentStatus({ is_spam: false, approved: true })).toBe('approved');
    expect(commentStatus({ is_spam: false, approved: false })).toBe('awaiting');
    expect(commentStatus({ approved: 1 })).toBe('approved');
    expect(commentStatus({ approved: '0' })).toBe('awaiting');
  });
});
