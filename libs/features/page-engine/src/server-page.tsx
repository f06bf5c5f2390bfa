import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ApiError, invalidatePage, type PageResponse } from '@site-admin/api-client';
import {
  ErrorState,
  LoadingState,
  ShellActionsContext,
  SidePanel,
  UnauthorisedState,
} from '@site-admin/ui';
import {
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
  type RefObject,
} from 'react';
import { usePageEngineCoreTexts } from './i18n/use-core-texts';
import {
  Link,
  useOutlet,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
import { Slot, useExtensions, type PageHost } from '@site-admin/extensions';
import { useQueryClient } from '@tanstack/react-query';
import {
  activeFilterCount,
  listDefaults,
  parseListState,
  toSearchParams,
  withFilters,
} from './list/list-query';
import { PageContext, type PageContextValue } from './page-context';
import { loadFailure, loadFailureText } from './load-failure';
import { useFocusReturn } from './use-focus-return';
import { usePageData } from './use-page-data';

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
};

function NotFoundState({ siteid }: { siteid: string | undefined }) {
  const { t } = usePageEngineCoreTexts();
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

/** The reply's layout, drawn by the part registered for it (the engine's own are registered too). */
function PageLayout({ page }: { page: PageResponse }) {
  const { t } = usePageEngineCoreTexts();
  const Layout = useExtensions().layout(page.layout);
  if (Layout) return <Slot component={Layout} props={{ page }} />;
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

/** Starts a change of the page's query (a navigation); set by the loading bar. */
type ChangeStarter = (change: () => unknown) => void;

/**
 * The bar over a page's rows while a new query loads (`loading`) or while a change the owner asked
 * for draws. The change waits for the bar's frame and then draws in a transition: drawing 50 rows
 * the page already had (a page seen before) kept the click's next frame back by 170 ms, as the
 * browser painted nothing until the rows were in. The state lives here, not in the page, so
 * showing the bar draws the bar alone and not the rows again.
 */
function LoadingBar({
  loading,
  starterRef,
}: {
  loading: boolean;
  starterRef: RefObject<ChangeStarter | null>;
}) {
  const { t } = usePageEngineCoreTexts();
  const [asked, setAsked] = useState(false);
  const [drawing, startDrawing] = useTransition();
  useLayoutEffect(() => {
    let mounted = true;
    starterRef.current = (change) => {
      setAsked(true);
      // After the bar's frame: a task after the second frame's start, so the first frame (the
      // bar) has been painted. One frame and a task were not always enough on a busy machine:
      // the rows were drawn before that paint and held the click's next frame 208 ms in CI.
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (!mounted) return;
            startDrawing(async () => {
              setAsked(false);
              await change();
            });
          }),
        ),
      );
    };
    return () => {
      mounted = false;
      starterRef.current = null;
    };
  }, [starterRef]);
  if (!loading && !asked && !drawing) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('list.loading')}
      position="absolute"
      insetX="0"
      top="0"
      h="2px"
      bg="brand.500"
      zIndex="1"
    />
  );
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
  const { t } = usePageEngineCoreTexts();
  const resolved = useResolvedPath('.').pathname;
  const path = (pagePath ?? resolved).replace(/\/+$/, '');
  const { siteid } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const query = usePageData(path, state);
  const outlet = useOutlet();
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

  const queryClient = useQueryClient();
  const shell = useContext(ShellActionsContext);
  // The list's total without a search or filters: the plan limit follows it, so searching does
  // not hide the limit warning or re-enable the create action.
  const [unfiltered, setUnfiltered] = useState<{ path: string; total: number } | null>(null);
  if (page && !query.isPlaceholderData && !state.search && activeFilterCount(state) === 0) {
    const total = page.totals?.total.value ?? page.pagination.total;
    if (unfiltered?.path !== path || unfiltered.total !== total) setUnfiltered({ path, total });
  }
  // A query applied from a panel (the filter panel's Done) takes the panel's history entry.
  const inPanel = location.pathname.replace(/\/+$/, '') !== path;
  useFocusReturn(inPanel);
  const startChange = useRef<ChangeStarter | null>(null);
  const apply: PageContextValue['apply'] = (update) => {
    const next = update(latest.current.state);
    const params = toSearchParams(next, defaults);
    latest.current = { state: next, pushed: [...latest.current.pushed, params.toString()] };
    const go = () => navigate(withQuery(path, params), { replace: inPanel });
    if (startChange.current) startChange.current(go);
    else void go();
  };
  // A panel opened from the page remembers it: closing it goes back to that entry, so Back after
  // closing returns to where the owner was before the panel, not into the closed panel.
  const open = (childPath: string) =>
    navigate(`${path}/${childPath}${location.search}`, { state: { panelOver: path } });
  const openedHere =
    typeof location.state === 'object' &&
    location.state !== null &&
    'panelOver' in location.state &&
    location.state.panelOver === path;
  const close = () => {
    if (openedHere) navigate(-1);
    else navigate(`${path}${location.search}`, { replace: true });
  };
  const sortColumn = state.sort_column ?? defaults.sort_column;
  const sortDirection = state.sort_direction ?? defaults.sort_direction;
  const host: PageHost = {
    pagePath: path,
    siteid,
    search: location.search,
    page,
    filters: state.filters,
    sort: sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : null,
    defaultSort:
      defaults.sort_column && defaults.sort_direction
        ? { column: defaults.sort_column, direction: defaults.sort_direction }
        : null,
    applyFilters: (filters, sort) => apply((current) => withFilters(current, filters, sort)),
    openPanel: open,
    closePanel: close,
    refresh: () => invalidatePage(queryClient, path),
    shell,
  };

  const context: PageContextValue = {
    pagePath: path,
    siteid,
    page,
    placeholder: query.isPlaceholderData,
    resource: data && 'resource' in data ? (data.resource ?? undefined) : undefined,
    unfilteredTotal: unfiltered?.path === path ? unfiltered.total : undefined,
    host,
    ...(data?.layout === 'card-index' || data?.layout === 'card-directory'
      ? { cards: data.model }
      : {}),
    state,
    defaults,
    apply,
    open,
    close,
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
          {...loadFailure(error, t, () => void query.refetch())}
        />
      );
  } else if (data) {
    body = <PageLayout page={data} />;
  }

  return (
    <PageContext.Provider value={context}>
      {/* A new query dims the rows it replaces until its own arrive. */}
      <Box
        aria-busy={query.isFetching}
        data-loading={query.isFetching || undefined}
        opacity={query.isPlaceholderData ? 0.55 : 1}
        transition="opacity 0.15s"
        position="relative"
      >
        <LoadingBar loading={query.isPlaceholderData} starterRef={startChange} />
        {body}
      </Box>
      {query.isError && data ? (
        <ErrorState title={t('list.loadError')} message={loadFailureText(query.error, t)} />
      ) : null}
      {/* A sub-view waits for the page's reply: its panel is chosen by the resource the reply
          names (before it, a card's detail would be asked of the server as a page of its own).
          Meanwhile a loading panel stands in, so a panel on screen is never left without one. */}
      {query.isPending && (child ?? outlet) ? (
        <SidePanel title="" size="medium" onClose={close}>
          <LoadingState label={t('list.panel.loading')} />
        </SidePanel>
      ) : (
        (child ?? outlet)
      )}
    </PageContext.Provider>
  );
}
