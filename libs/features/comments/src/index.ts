import { defineExtension } from '@site-admin/extensions';
import { lazy } from 'react';

/**
 * The comments feature's parts, composed by the app (apps/admin/src/composition.ts): the comment
 * panel of both comment lists and their status column. Each loads with its own chunk.
 */
export const commentsExtension = defineExtension({
  name: 'comments',
  panels: {
    'comments/detail': lazy(() =>
      import('./panel/comment-panel').then((m) => ({ default: m.CommentPanel })),
    ),
  },
  cells: {
    comment_status: lazy(() =>
      import('./cells/comment-status-cell').then((m) => ({ default: m.CommentStatusCell })),
    ),
  },
});
