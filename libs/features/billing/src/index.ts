import { defineExtension } from '@site-admin/extensions';

/** The billing feature's parts, composed by the app (apps/admin/src/composition.ts). */
export const billingExtension = defineExtension({ name: 'billing' });
