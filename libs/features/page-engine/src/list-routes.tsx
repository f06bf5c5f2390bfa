// The route elements of server-driven pages, loaded lazily by the app (pageEngine.page()). The
// server page comes with this chunk; the sub-view panels (with the form engine's panel) and the
// fallback page load when one is first drawn, so the dashboard's first screen does not carry them.
import { PartBoundary } from '@site-admin/ui';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { usePageContext } from './page-context';
import { FailedPanel, LoadingPanel } from './panel-states';
import { useIsMobile } from './use-is-mobile';

export { ServerPage } from './server-page';

const LazySubView = lazy(() =>
  import('./sub-view').then((module) => ({ default: module.SubView })),
);
const LazyFallbackPage = lazy(() =>
  import('./fallback-page').then((module) => ({ default: module.FallbackPage })),
);

/**
 * A child route's element: the sub-view named by the route, with its `:id`. The panel opens at
 * once and says it is loading while its code comes; a panel whose code cannot load says so in a
 * panel that still closes, and the page under it stays (not the route's error page).
 */
export function SubViewRoute({ view }: { view: string }) {
  const { id } = useParams();
  const { pathname, search } = useLocation();
  const { page, pagePath } = usePageContext();
  const mobile = useIsMobile();
  // Spec 1 section 2: the export sub-route exists only when the list is exportable (and not read
  // only) on a desktop; opened otherwise (a link, a narrowed window) it goes back to the list.
  const noExport =
    page !== null && (page.config.exportable !== true || page.config.read_only === true || mobile);
  if (view === 'export' && noExport) return <Navigate to={`${pagePath}${search}`} replace />;
  return (
    <PartBoundary fallback={({ error, retry }) => <FailedPanel error={error} retry={retry} />}>
      <Suspense fallback={<LoadingPanel />}>
        <LazySubView view={view} at={pathname} {...(id !== undefined ? { id } : {})} />
      </Suspense>
    </PartBoundary>
  );
}

export function FallbackPage() {
  return (
    <Suspense fallback={null}>
      <LazyFallbackPage />
    </Suspense>
  );
}
