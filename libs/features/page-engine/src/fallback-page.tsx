import { useLocation, useParams } from 'react-router';
import { ServerPage } from './server-page';
import { SubView } from './sub-view';

const NAMED_VIEWS = new Set(['filters', 'create', 'export']);
const ROW_VIEWS = new Set(['edit', 'meta', 'duplicate']);

/**
 * Splits a fallback address into the page path and the sub-view it names:
 * `…/filters`, `…/create`, `…/{id}/edit` (and meta, duplicate), `…/comments/{id}`.
 */
export function splitFallbackPath(pathname: string): {
  pagePath: string;
  view?: string;
  id?: string;
} {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const last = parts[parts.length - 1] ?? '';
  const before = parts[parts.length - 2] ?? '';
  if (NAMED_VIEWS.has(last) && parts.length > 3)
    return { pagePath: parts.slice(0, -1).join('/'), view: last };
  if (ROW_VIEWS.has(last) && parts.length > 4)
    return { pagePath: parts.slice(0, -2).join('/'), view: last, id: before };
  if ((before === 'comments' || before === 'spam') && /^\d+$/.test(last))
    return { pagePath: parts.slice(0, -1).join('/'), view: 'detail', id: last };
  return { pagePath: parts.join('/') };
}

/** The `/{siteid}/*` generic fallback: every other page, with its sub-views. */
export function FallbackPage() {
  const { pathname } = useLocation();
  useParams();
  const { pagePath, view, id } = splitFallbackPath(pathname);
  return (
    <ServerPage
      pagePath={pagePath}
      child={view ? <SubView view={view} {...(id !== undefined ? { id } : {})} /> : null}
    />
  );
}
