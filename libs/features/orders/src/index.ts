import { defineExtension } from '@site-admin/extensions';

/** The orders feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const ordersExtension = defineExtension({ name: 'orders' });
