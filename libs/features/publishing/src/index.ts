import { defineExtension } from '@site-admin/extensions';

/** The publishing feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const publishingExtension = defineExtension({ name: 'publishing' });
