import { defineExtension, lazyPart } from '@site-admin/extensions';

/**
 * The comments feature's parts, composed by the app (apps/admin/src/composition.ts): the comment
 * panel of both comment lists and their status column. Each loads with its own chunk.
 */
export const commentsExtension = defineExtension({
  name: 'comments',
  panels: {
    'comments/detail': lazyPart(() => import('./panel/comment-panel').then((m) => m.CommentPanel)),
  },
  cells: {
    comment_status: lazyPart(() =>
      import('./cells/comment-status-cell').then((m) => m.CommentStatusCell),
    ),
  },
});
