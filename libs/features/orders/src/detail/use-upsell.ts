import type { PageHost } from '@site-admin/extensions';
import { useNavigate } from 'react-router';

/** The extra export formats and Click & Drop are upsold with plan 52 (spec 1 section 6). */
export const UPSELL = { plan: 52, feature: 'order_export_extra' } as const;

/** Opens the subscription modal for the upsell; without a shell, the subscribe route. */
export function useUpsell(host: PageHost) {
  const navigate = useNavigate();
  return () => {
    if (host.shell) host.shell.openSubscription({ ...UPSELL, forcePlanSelection: true });
    else
      void navigate(
        `/${host.siteid ?? ''}/subscribe?plan=${UPSELL.plan}&feature=${UPSELL.feature}`,
      );
  };
}
