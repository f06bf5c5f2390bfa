// One of the engine's own parts, registered like a feature's (see ../index.ts).
import type { LayoutProps } from '@site-admin/extensions';
import { UnauthorisedState } from '@site-admin/ui';
import { useParams } from 'react-router';
import { Redirecting } from '../redirecting';

/** The `unauthorised` layout (also what a 403 shows). */
export function UnauthorisedLayout() {
  const { siteid } = useParams();
  return <UnauthorisedState siteid={siteid} />;
}

/** The `legacy-redirect` layout: follows a same-origin target. */
export function RedirectLayout({ page }: LayoutProps) {
  const { siteid } = useParams();
  return page.layout === 'legacy-redirect' ? (
    <Redirecting target={page.redirect} siteid={siteid} />
  ) : null;
}
