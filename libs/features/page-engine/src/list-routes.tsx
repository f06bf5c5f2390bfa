// The route elements of server-driven pages, loaded lazily by the app (pageEngine.page()). The
// server page comes with this chunk; the sub-view panels (with the form engine's panel) and the
// fallback page load when one is first drawn, so the dashboard's first screen does not carry them.
import { lazy, Suspense } from 'react';

export { ServerPage } from './server-page';

const LazySubViewRoute = lazy(() =>
  import('./sub-view').then((module) => ({ default: module.SubViewRoute })),
);
const LazyFallbackPage = lazy(() =>
  import('./fallback-page').then((module) => ({ default: module.FallbackPage })),
);

export function SubViewRoute({ view }: { view: string }) {
  return (
    <Suspense fallback={null}>
      <LazySubViewRoute view={view} />
    </Suspense>
  );
}

export function FallbackPage() {
  return (
    <Suspense fallback={null}>
      <LazyFallbackPage />
    </Suspense>
  );
}
