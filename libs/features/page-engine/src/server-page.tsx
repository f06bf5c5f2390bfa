import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ApiError, type PageResponse } from '@site-admin/api-client';
import { ErrorState, LoadingState, UnauthorisedState } from '@site-admin/ui';
import { createElement, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
import { ListIndex } from './list/list-index';
import { listDefaults, parseListState, toSearchParams } from './list/list-query';
import { PageContext, type PageContextValue } from './page-context';
import { sameOriginPath } from './same-origin';
import { usePageData } from './use-page-data';
import { registeredLayout } from './layouts';
import { CardPage } from './cards/card-page';
import { FormPageLayout } from './form/form-page';
import { DashboardLayout } from './layouts/dashboard-layout';
import { UpsellPageLayout } from './layouts/upsell-page';

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
};

function Redirecting({ target, siteid }: { target: string; siteid: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const path = sameOriginPath(target);
    if (path === null) return;
    if (siteid !== undefined && path.startsWith(`/${siteid}/`)) navigate(path, { replace: true });
    else window.location.assign(path);
  }, [target, siteid, navigate]);
  return <LoadingState label={t('list.redirecting')} />;
}

function NotFoundState({ siteid }: { siteid: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" py="12" align="flex-start">
      <Heading as="h1" size="xl">
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.body')}</Text>
      <Button asChild variant="outline">
        <Link to={siteid ? `/${siteid}/dashboard` : '/'}>{t('notFound.back')}</Link>
      </Button>
    </Stack>
  );
}

function PageLayout({ page, siteid }: { page: PageResponse; siteid: string | undefined }) {
  const { t } = useTranslation();
  switch (page.layout) {
    case 'list':
      return <ListIndex page={page} />;
    case 'unauthorised':
      return <UnauthorisedState siteid={siteid} />;
    case 'legacy-redirect':
      return <Redirecting target={page.redirect} siteid={siteid} />;
    case 'create-form':
    case 'edit-form':
      return <FormPageLayout page={page} />;
    case 'card-index':
    case 'card-directory':
      return <CardPage page={page} />;
    case 'upsell':
      return <UpsellPageLayout page={page} />;
    case 'dashboard':
      return <DashboardLayout page={page} />;
    default: {
      const Layout = registeredLayout(page.layout);
      if (Layout) return createElement(Layout, { page });
      return (
        <Stack py="8" gap="2">
          {'config' in page && 'title' in page.config ? (
            <Heading as="h1" size="xl">
              {page.config.title}
            </Heading>
          ) : null}
          <Text color="fg.muted">{t('list.panel.notAvailable')}</Text>
        </Stack>
      );
    }
  }
}

export interface ServerPageProps {
  /** The page's route path; the route's own path when absent. */
  pagePath?: string;
  /** The sub-view to show over the page (the fallback route's); the child route otherwise. */
  child?: ReactNode;
}

/**
 * A server-driven page: asks for its data at its own path with the address's query, shows
 * loading / error / unauthorised, follows a redirect, and lets the reply's layout draw the page.
 * Sub-views are child routes that close back here with the same query.
 */
export function ServerPage({ pagePath, child }: ServerPageProps) {
  const { t } = useTranslation();
  const resolved = useResolvedPath('.').pathname;
  const path = (pagePath ?? resolved).replace(/\/+$/, '');
  const { siteid } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const query = usePageData(path, state);
  const data = query.data;
  const page = data?.layout === 'list' ? data : null;
  const defaults = useMemo(() => (page ? listDefaults(page.config) : { page: 1 }), [page]);

  // The query the next change builds on: the address's, or the last one pushed while the
  // router has not rendered it yet, so a quick second change (a page size picked right after a
  // sort) keeps the first instead of building on the query of the last render.
  const latest = useRef({ state, pushed: [] as string[] });
  const addressQuery = searchParams.toString();
  useLayoutEffect(() => {
    const { pushed } = latest.current;
    const at = pushed.indexOf(addressQuery);
    if (at === -1 || at === pushed.length - 1) latest.current = { state, pushed: [] };
    else latest.current.pushed = pushed.slice(at + 1);
  }, [state, addressQuery]);

  const context: PageContextValue = {
    pagePath: path,
    siteid,
    page,
    ...(data?.layout === 'card-index' || data?.layout === 'card-directory'
      ? { cards: data.model }
      : {}),
    state,
    defaults,
    apply: (update) => {
      const next = update(latest.current.state);
      const params = toSearchParams(next, defaults);
      latest.current = { state: next, pushed: [...latest.current.pushed, params.toString()] };
      navigate(withQuery(path, params));
    },
    open: (childPath: string) => navigate(`${path}/${childPath}${location.search}`),
    close: () => navigate(`${path}${location.search}`),
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label={t('list.loading')} />;
  } else if (query.isError && !data) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 403)
      body = <UnauthorisedState siteid={siteid} />;
    else if (error instanceof ApiError && error.status === 404)
      body = <NotFoundState siteid={siteid} />;
    else
      body = (
        <ErrorState
          title={t('list.loadError')}
          message={error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
        />
      );
  } else if (data) {
    body = <PageLayout page={data} siteid={siteid} />;
  }

  return (
    <PageContext.Provider value={context}>
      <Box data-loading={query.isFetching || undefined}>{body}</Box>
      {query.isError && data ? (
        <ErrorState title={t('list.loadError')} message={query.error.message} />
      ) : null}
      {child ?? <Outlet />}
    </PageContext.Provider>
  );
}
