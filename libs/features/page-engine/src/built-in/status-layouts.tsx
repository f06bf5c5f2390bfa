// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { LayoutProps } from '@site-admin/extensions';
import { UnauthorisedState } from '@site-admin/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Redirecting } from '../redirecting';

/**
 * The `unauthorised` layout (also what a 403 shows). Its reply is not kept once the owner leaves
 * the page: access may be granted meanwhile, so the next visit asks the server again instead of
 * showing the screen from the cache (where a page's reply stays fresh for a while).
 */
export function UnauthorisedLayout({ page }: LayoutProps) {
  const { siteid } = useParams();
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      // After the page has let go of its query: a page drawn again at once (React's strict mode
      // does) still watches it, and keeps it.
      queueMicrotask(() =>
        queryClient.removeQueries({
          predicate: (query) => query.state.data === page && query.getObserversCount() === 0,
        }),
      );
    },
    [queryClient, page],
  );
  return <UnauthorisedState siteid={siteid} />;
}

/** The `legacy-redirect` layout: follows a same-origin target. */
export function RedirectLayout({ page }: LayoutProps) {
  const { siteid } = useParams();
  return page.layout === 'legacy-redirect' ? (
    <Redirecting target={page.redirect} siteid={siteid} />
  ) : null;
}
