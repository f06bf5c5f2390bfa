import { defineExtension } from '@site-admin/extensions';

/** The account feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const accountExtension = defineExtension({ name: 'account' });
