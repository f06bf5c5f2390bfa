import { defineExtension } from '@site-admin/extensions';

/** The comments feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const commentsExtension = defineExtension({ name: 'comments' });
