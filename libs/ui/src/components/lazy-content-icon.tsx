import { lazy, Suspense } from 'react';

// The icons come with the first part that draws one, not with the first screen (an article's or
// the referral box's code can be in the dashboard's chunk). Whoever draws one keeps its room.
const Icon = lazy(() => import('./content-icon').then((m) => ({ default: m.ContentIcon })));

/** An icon the server names (`bolt`, `truck`, `gift` …), its code loaded on first use. */
export function LazyContentIcon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <Suspense fallback={null}>
      <Icon name={name} size={size} />
    </Suspense>
  );
}
