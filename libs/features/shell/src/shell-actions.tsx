import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@site-admin/api-client';
import { notify, type ShellActions, type SubscriptionRequest } from '@site-admin/ui';
import type { ShellModals } from '@site-admin/extensions';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { broadcastReload, listenForReload } from './broadcast';
import { sameOriginPath } from './same-origin';

export type OpenShellModal =
  | { kind: 'subscription'; request: SubscriptionRequest }
  | { kind: 'publish' }
  | { kind: 'payment'; invoiceId: string; resolve: (paid: boolean) => void }
  | { kind: 'video'; videoId: string };

/** The shell's side of ShellActions, for the site in the address. */
export function useShellActionsImpl(siteid: number, modals: ShellModals) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenShellModal | null>(null);
  const [sectionOverride, setSectionOverride] = useState<string | null>(null);

  useEffect(
    () =>
      listenForReload(({ accountDataOnly }) => {
        if (accountDataOnly)
          void queryClient.invalidateQueries({ queryKey: sessionKeys.account() });
        else window.location.reload();
      }),
    [queryClient],
  );

  const actions = useMemo<ShellActions>(
    () => ({
      navigate: (target) => {
        const path = sameOriginPath(target);
        if (path) void navigate(path);
      },
      reload: ({ accountDataOnly = false } = {}) => {
        broadcastReload(accountDataOnly);
        if (accountDataOnly)
          void queryClient.invalidateQueries({ queryKey: sessionKeys.account() });
        else window.location.reload();
      },
      setSidebarSection: setSectionOverride,
      openSubscription: (request = {}) => {
        if (modals.subscription) setOpen({ kind: 'subscription', request });
        else void navigate(`/${siteid}/subscribe`);
      },
      openPublish: () => {
        if (modals.publish) setOpen({ kind: 'publish' });
        else void navigate(`/${siteid}/publish`);
      },
      showPaymentModal: (invoiceId) =>
        new Promise<boolean>((resolve) => {
          if (modals.payment) setOpen({ kind: 'payment', invoiceId, resolve });
          else {
            void navigate(
              `/${siteid}/account/payment/invoice/${encodeURIComponent(invoiceId)}/pay`,
            );
            resolve(false);
          }
        }),
      showVideo: (videoId) => setOpen({ kind: 'video', videoId }),
      notify,
    }),
    [navigate, queryClient, siteid, modals],
  );

  return { actions, open, close: () => setOpen(null), sectionOverride };
}
