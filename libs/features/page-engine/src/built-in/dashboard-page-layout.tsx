// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { LayoutProps } from '@site-admin/extensions';
import { DashboardLayout } from '../layouts/dashboard-layout';

/** The `dashboard` layout: nested columns of modules. */
export function DashboardPageLayout({ page }: LayoutProps) {
  return page.layout === 'dashboard' ? <DashboardLayout page={page} /> : null;
}
