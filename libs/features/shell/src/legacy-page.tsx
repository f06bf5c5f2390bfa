import { Box, Button, Dialog, Portal, Spinner, Center } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { authStatusQuery, useApiClient } from '@site-admin/api-client';
import {
  notify,
  useShellActions,
  dialogRecipe,
  keepOpenOnFocusOutside,
  unsavedTexts,
  useTexts,
} from '@site-admin/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShellT } from './shell-texts';
import { useBlocker, useMatches, useParams, useSearchParams } from 'react-router';
import {
  isFromLegacyFrame,
  LEGACY_REPLY_TIMEOUT_MS,
  parseLegacyMessage,
  replyWaitOver,
  type LegacyMessage,
} from './legacy-messages';
import { fillLinkParams } from './link-path';

// The framed page's own text: it comes with its chunk, not with the first screen.
const legacyTexts = {
  legacy: {
    frameTitle: 'Site builder page',
  },
};

/** A route showing an older page declares its address in `handle.legacy` (`:param`s allowed). */
export interface LegacyRouteHandle {
  section?: string;
  legacy: string;
}

function legacyPathOf(matches: ReturnType<typeof useMatches>): string | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'legacy' in handle) {
      return typeof handle.legacy === 'string' ? handle.legacy : null;
    }
  }
  return null;
}

/**
 * The older page's address: its path on the legacy origin, plus the `i` sub-page when given. Null
 * when the address (a server's `legacy-page` reply names it) is not on the legacy origin: the
 * frame loads nothing rather than another site's page the shell would then talk to.
 */
export function legacyFrameUrl(
  origin: string,
  path: string,
  subPage: string | null,
): string | null {
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (subPage) url.searchParams.set('i', subPage);
  return url.toString();
}

/**
 * Shows an older server-rendered page in a frame and answers its messages. Before the app leaves
 * it, the page is asked (requestUnload); a page that does not confirm within 100 ms has unsaved
 * work, and the user is asked whether to leave.
 */
export function LegacyPage({ origin, path: pagePath }: { origin: string; path?: string }) {
  // The leave question is the app's own (UnsavedChangesGuard's texts), asked here for the frame.
  useTexts('translation', unsavedTexts);
  const { t } = useShellT(legacyTexts);
  const params = useParams();
  const [search] = useSearchParams();
  // A server-driven `legacy-page` reply names its page; a legacy route names it in its handle.
  const routePath = legacyPathOf(useMatches());
  const path = pagePath ?? routePath;
  const frame = useRef<HTMLIFrameElement>(null);
  const unloadWaiter = useRef<(() => void) | null>(null);
  const [loading, setLoading] = useState(true);
  const [askToLeave, setAskToLeave] = useState(false);
  const actions = useShellActions();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const src = path ? legacyFrameUrl(origin, fillLinkParams(path, params), search.get('i')) : null;

  const reply = useCallback(
    (message: object) => frame.current?.contentWindow?.postMessage(message, origin),
    [origin],
  );

  useEffect(() => {
    const handle = (message: LegacyMessage) => {
      switch (message.type) {
        case 'checkLogin':
          // A lapsed session opens the login dialog before this answers.
          queryClient
            .fetchQuery({ ...authStatusQuery(client), staleTime: 0 })
            .then(() => reply({ type: 'checkLogin', loggedIn: true }))
            .catch(() => reply({ type: 'checkLogin', loggedIn: false }));
          break;
        case 'updateAccountDetails':
          actions.reload({ accountDataOnly: true });
          break;
        case 'subscribe':
          actions.openSubscription({
            ...(message.plan !== undefined ? { plan: message.plan } : {}),
            ...(message.feature !== undefined ? { feature: message.feature } : {}),
          });
          break;
        case 'showPaymentModal':
          void actions
            .showPaymentModal(message.invoiceId)
            .then((paid) =>
              reply({ type: 'showPaymentModal', invoiceId: message.invoiceId, paid }),
            );
          break;
        case 'notify':
          notify({ type: message.level ?? 'info', title: message.message });
          break;
        case 'showVideo':
          actions.showVideo(message.videoId);
          break;
        case 'unloadConfirmed':
          unloadWaiter.current?.();
          break;
        case 'requestUnload':
          // Only the shell asks this; a frame asking it is ignored.
          break;
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (!isFromLegacyFrame(event, origin, frame.current?.contentWindow)) return;
      const message = parseLegacyMessage(event.data);
      if (message) handle(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, actions, client, queryClient, reply]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let settled = false;
    let timer = 0;
    const asked = performance.now();
    const waitUntil = (due: number) => {
      timer = window.setTimeout(() => {
        if (settled) return;
        const now = performance.now();
        if (!replyWaitOver(asked, due, now)) {
          waitUntil(now + LEGACY_REPLY_TIMEOUT_MS);
          return;
        }
        settled = true;
        setAskToLeave(true);
      }, due - performance.now());
    };
    waitUntil(asked + LEGACY_REPLY_TIMEOUT_MS);
    unloadWaiter.current = () => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      blocker.proceed();
    };
    reply({ type: 'requestUnload' });
    return () => {
      window.clearTimeout(timer);
      unloadWaiter.current = null;
    };
  }, [blocker, reply]);

  if (!src) return null;
  return (
    <Box
      position="relative"
      mx={{ base: '-4', lg: '-8' }}
      my={{ base: '-4', lg: '-8' }}
      h="calc(100dvh - 3.5rem)"
    >
      {loading ? (
        <Center position="absolute" inset="0" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.500" />
        </Center>
      ) : null}
      <iframe
        ref={frame}
        title={t('legacy.frameTitle')}
        src={src}
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
        onLoad={() => setLoading(false)}
      />
      <Dialog.Root
        recipe={dialogRecipe}
        role="alertdialog"
        open={askToLeave}
        onOpenChange={(details) => {
          if (!details.open) {
            setAskToLeave(false);
            blocker.reset?.();
          }
        }}
        onFocusOutside={keepOpenOnFocusOutside}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('unsaved.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{t('unsaved.body')}</Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  onClick={() => {
                    setAskToLeave(false);
                    blocker.reset?.();
                  }}
                >
                  {t('unsaved.stay')}
                </Button>
                <Button
                  colorPalette="red"
                  onClick={() => {
                    setAskToLeave(false);
                    blocker.proceed?.();
                  }}
                >
                  {t('unsaved.leave')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
