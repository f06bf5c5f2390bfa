import { ShellLayout, type FallbackPage } from '@site-admin/shell';
import { useLocation, useParams } from 'react-router';
import { SiteRedirect } from './site-redirect';

/** A site id is a number; any other first segment names a page (spec 1: no site prefix needed). */
export const isSiteId = (segment: string | undefined): boolean =>
  segment !== undefined && /^[1-9]\d*$/.test(segment);

/**
 * `/:siteid`: the shell for a site, or, when the address has no site id (`/shop/orders`,
 * `/design?i=fonts`), the same page of the signed-in site with its query and hash.
 */
export function SiteScope({ fallbackNav }: { fallbackNav: readonly FallbackPage[] }) {
  const { siteid } = useParams();
  const location = useLocation();
  if (isSiteId(siteid)) return <ShellLayout fallbackNav={fallbackNav} />;
  const page = `${location.pathname.replace(/^\/+/, '')}${location.search}${location.hash}`;
  return <SiteRedirect page={page} />;
}
