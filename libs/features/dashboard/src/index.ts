export { DashboardPage } from './dashboard-page';
import { defineExtension } from '@site-admin/extensions';

/** The dashboard's modules, composed by the app (apps/admin/src/composition.ts). */
export const dashboardExtension = defineExtension({ name: 'dashboard' });
