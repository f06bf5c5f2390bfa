import { Box, Container, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  accountQuery,
  pingQuery,
  sidebarQuery,
  useApiClient,
  type SidebarEntry,
} from '@site-admin/api-client';
import { useExtensions, type ShellModals } from '@site-admin/extensions';
import {
  ErrorState,
  focusOpener,
  LoadingState,
  ModalBoundary,
  ShellActionsContext,
  type FocusOpener,
} from '@site-admin/ui';
import {
  lazy,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Outlet, useParams } from 'react-router';
import { ORDERS_LINK, useNewOrderCount, useTitleCount } from './new-order-alert';
import { useRouteSection } from './route-section';
import { useShellActionsImpl } from './shell-actions';
import { useOptionalSessionController } from './session-provider';
import { useReloadWhenOutdated } from './version-watcher';
import { KeyboardShortcuts } from './keyboard-shortcuts';
import { LinkCountsProvider } from './link-counts';
import { canRetry, failureText } from './error-text';
import { fallbackSections, type FallbackPage } from './fallback-nav';
import { useShellTexts, useShellT } from './shell-texts';
import { SectionNav } from './section-nav';
import { useSignedInNoticeAfterLoad } from './sign-in-feedback';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useSiteWatch } from './use-site-watch';
import { TopBar } from './top-bar';
import { TrialBar } from './trial-bar';

/** The retry a failed shell call offers: none after a 419, where only a reload helps. */
function retryOf(error: Error, retry: () => void, t: (key: string) => string) {
  return canRetry(error)
    ? { retryLabel: t('shell.accountError.retry'), onRetry: retry }
    : { retryLabel: t('session.reload'), onRetry: () => window.location.reload() };
}

// Modals load when first opened, not with the page.
const VideoModal = lazy(() => import('./video-modal').then((m) => ({ default: m.VideoModal })));
const ChangeSiteModal = lazy(() =>
  import('./change-site-modal').then((m) => ({ default: m.ChangeSiteModal })),
);
const SiteChangedModal = lazy(() =>
  import('./site-changed-modal').then((m) => ({ default: m.SiteChangedModal })),
);

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const NO_FALLBACK: readonly FallbackPage[] = [];
const NO_SECTIONS: SidebarEntry[] = [];

/**
 * Whether the page may draw: only after the shell's first paint, in a transition. Drawn in one
 * render with the shell, a list page held the top bar back until all its rows had rendered (about
 * 120 ms of the main thread, 500 ms on a slow phone); in a transition React also slices that
 * render, so a tap is answered between its slices.
 */
function usePageAfterShell(shellShown: boolean): boolean {
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => {
    if (shellShown && !pageShown) startTransition(() => setPageShown(true));
  }, [shellShown, pageShown]);
  return pageShown;
}

/**
 * The frame of every site page: account, top bar, the section's sidebar, the page, and the
 * modals pages may ask for through ShellActions (other features supply some of them).
 */
export function ShellLayout({
  fallbackNav = NO_FALLBACK,
}: {
  /** The route table's main pages: the top bar's section menus when the sidebar cannot load. */
  fallbackNav?: readonly FallbackPage[];
} = {}) {
  const { t } = useShellT();
  const { shellModals: modals } = useExtensions();
  const client = useApiClient();
  const siteid = Number(useParams()['siteid']);
  const routeSection = useRouteSection();
  const shell = useShellActionsImpl(siteid, modals);
  const section = shell.sectionOverride ?? routeSection;
  const [menuOpen, setMenuOpen] = useState(false);
  // The phone menu loads the first time it opens, and stays for its closing animation.
  const [menuLoaded, setMenuLoaded] = useState(false);
  // Change Website, open: where the focus was when it was asked for (the account menu), taken
  // then, as its code may still have to load.
  const [changingSite, setChangingSite] = useState<FocusOpener | null>(null);
  const session = useOptionalSessionController();
  useReloadWhenOutdated();
  useSiteWatch();

  const shellTexts = useShellTexts();
  const account = useQuery(accountQuery(client));
  // The frame is drawn from the account in a background render, which React slices: drawn at once
  // when the account arrives, it was one task of about 60 ms (240 ms on a slow phone).
  const shown = useDeferredValue(account.data, undefined);
  useSignedInNoticeAfterLoad(account.isSuccess);
  const sidebar = useQuery({ ...sidebarQuery(client, siteid), enabled: Number.isInteger(siteid) });
  // Keeps the session alive; nothing here shows its answers, so they draw nothing.
  useQuery({ ...pingQuery(client), enabled: account.isSuccess, notifyOnChangeProps: [] });
  // Only a site with a shop (an Orders item in its sidebar) asks for new orders.
  const hasShop = (sidebar.data ?? []).some((entry) =>
    entry.config.some((item) => item.link === ORDERS_LINK),
  );
  const newOrders = useNewOrderCount(siteid, account.isSuccess && hasShop);
  useTitleCount(newOrders);
  // The top bar and the sidebar are drawn again only when what they show changes, not on each
  // call of the shell's that answers (the account's arrival, before it is shown, was a render of
  // the whole frame in one task). A new count reaches the badges alone (link-counts.tsx).
  const counts = useMemo(() => ({ [ORDERS_LINK]: newOrders }), [newOrders]);
  const sections = useMemo(
    () =>
      sidebar.data ?? (sidebar.isError ? fallbackSections(fallbackNav, shellTexts.t) : NO_SECTIONS),
    [sidebar.data, sidebar.isError, fallbackNav, shellTexts.t],
  );
  const openMenu = useCallback(() => {
    setMenuLoaded(true);
    setMenuOpen(true);
  }, []);
  const changeSite = useCallback(() => setChangingSite(focusOpener()), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // While the whole page is an error, a 503 shows its message instead of reloading again.
  useEffect(() => session?.setErrorPageShown(account.isError), [session, account.isError]);
  const pageShown = usePageAfterShell(shown !== undefined);

  if (account.isError) {
    return (
      <Container maxW="xl" py="16">
        <ErrorState
          title={t('shell.accountError.title')}
          message={failureText(account.error, t)}
          {...retryOf(account.error, () => void account.refetch(), t)}
        />
      </Container>
    );
  }
  // Usually in before half a second: the frame appears with its content, not after a spinner.
  if (shown === undefined) return <LoadingState label={t('shell.loadingAccount')} delayed />;

  const entry = sections.find((candidate) => candidate.section === section);
  const sidebarContent = sidebar.isPending ? (
    <LoadingState label={t('shell.sidebarLoading')} />
  ) : sidebar.isError ? (
    <ErrorState
      title={t('shell.sidebarError')}
      message={failureText(sidebar.error, t)}
      {...retryOf(sidebar.error, () => void sidebar.refetch(), t)}
    />
  ) : entry ? (
    <SectionNav entry={entry} onNavigate={closeMenu} trial={shown.sitestatus === 'T'} />
  ) : null;

  return (
    <ShellActionsContext.Provider value={shell.actions}>
      <LinkCountsProvider value={counts}>
        <Flex direction="column" minH="100dvh">
          <SkipLink />
          {shown.sitestatus === 'T' ? <TrialBar accountAge={shown.account_age} /> : null}
          <TopBar
            account={shown}
            sections={sections}
            currentSection={section}
            onOpenMenu={openMenu}
            onChangeSite={changeSite}
          />
          <Flex flex="1" align="stretch">
            {sidebarContent ? (
              <Box
                as="aside"
                display={{ base: 'none', lg: 'block' }}
                // Narrower below widescreen, where a list's table needs the room.
                w={{ lg: '52', xl: '64' }}
                flexShrink={0}
                bg="white"
                borderRightWidth="1px"
                py="6"
                px="3"
              >
                {sidebarContent}
              </Box>
            ) : null}
            <Box
              as="main"
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              outline="none"
              flex="1"
              minW="0"
              px={{ base: '4', lg: '8' }}
              py={{ base: '4', lg: '8' }}
            >
              {pageShown ? <Outlet /> : null}
            </Box>
          </Flex>

          {/* Each modal opened starts afresh, after a failed one too. */}
          <ModalBoundary key={shell.open?.kind ?? 'closed'} onClose={shell.close}>
            <ShellModal open={shell.open} modals={modals} onClose={shell.close} />
          </ModalBoundary>
          {changingSite ? (
            <ModalBoundary onClose={() => setChangingSite(null)}>
              <ChangeSiteModal
                open
                openedFrom={changingSite}
                onClose={() => setChangingSite(null)}
              />
            </ModalBoundary>
          ) : null}
          {shown.siteid !== siteid ? (
            // No Close: the page shown is another site's until the owner switches or reloads.
            <ModalBoundary>
              <SiteChangedModal account={shown} siteid={siteid} />
            </ModalBoundary>
          ) : null}

          {menuLoaded ? (
            <ModalBoundary
              onClose={() => {
                setMenuOpen(false);
                setMenuLoaded(false);
              }}
            >
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                siteid={String(siteid)}
                siteName={shown.site_name}
                entry={entry}
                status={sidebar.isPending || sidebar.isError ? sidebarContent : null}
                trial={shown.sitestatus === 'T'}
              />
            </ModalBoundary>
          ) : null}
          {Number.isInteger(siteid) ? <KeyboardShortcuts siteid={String(siteid)} /> : null}
        </Flex>
      </LinkCountsProvider>
    </ShellActionsContext.Provider>
  );
}

function ShellModal({
  open,
  modals,
  onClose,
}: {
  open: ReturnType<typeof useShellActionsImpl>['open'];
  modals: ShellModals;
  onClose: () => void;
}) {
  if (!open) return null;
  switch (open.kind) {
    case 'video':
      return <VideoModal videoId={open.videoId} onClose={onClose} />;
    case 'subscription':
      return modals.subscription ? (
        <modals.subscription request={open.request} onClose={onClose} />
      ) : null;
    case 'publish':
      return modals.publish ? <modals.publish onClose={onClose} /> : null;
    case 'payment':
      return modals.payment ? (
        <modals.payment
          invoiceId={open.invoiceId}
          onClose={(paid) => {
            open.resolve(paid);
            onClose();
          }}
        />
      ) : null;
  }
}
