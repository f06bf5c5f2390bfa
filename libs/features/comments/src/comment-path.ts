import type { CommentRef } from '@site-admin/api-client';

/** A comment panel's path: the comment and whether it was opened from the spam list. */
export interface CommentLocation extends CommentRef {
  /** Opened from the spam list (`…/comments/spam/{id}`). */
  fromSpamList: boolean;
}

const COMMENT_PATH = /^\/(\d+)\/blog\/(\d+)\/comments\/(spam\/)?(\d+)\/?$/;

/**
 * Reads `/{siteid}/blog/{pageid}/comments/{id}` or `…/comments/spam/{id}`. Both name the same
 * comment, whose `{comment path}` (details, approve, not spam, delete) is the first form.
 */
export function parseCommentPath(path: string): CommentLocation | null {
  const match = COMMENT_PATH.exec(path);
  if (!match) return null;
  const [, siteid, pageid, spam, id] = match;
  return {
    siteid: Number(siteid),
    pageid: Number(pageid),
    id: Number(id),
    fromSpamList: spam !== undefined,
  };
}
