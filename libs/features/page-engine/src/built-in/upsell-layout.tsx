// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { LayoutProps } from '@site-admin/extensions';
import { UpsellPageLayout } from '../layouts/upsell-page';

/** The page-level `upsell` layout. */
export function UpsellLayout({ page }: LayoutProps) {
  return page.layout === 'upsell' ? <UpsellPageLayout page={page} /> : null;
}
