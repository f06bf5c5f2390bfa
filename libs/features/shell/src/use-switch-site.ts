import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  selectSiteMutation,
  siteSelectionTarget,
  useApiClient,
  type SiteListEntry,
} from '@site-admin/api-client';
import { notify } from '@site-admin/ui';
import { useState } from 'react';
import { useShellT } from './shell-texts';
import { sitesTexts } from './sites-texts';
import { broadcastSiteChanged } from './broadcast';
import { alreadyNotified } from './error-text';

const loadPage = (path: string) => window.location.assign(path);

/**
 * Switches the session to a site, then loads the server's redirect or the site's dashboard
 * afresh: everything on screen belonged to the old site.
 */
export function useSwitchSite(go: (path: string) => void = loadPage) {
  const { t } = useShellT(sitesTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const select = useMutation(selectSiteMutation(client, queryClient));
  const [choosing, setChoosing] = useState<number | null>(null);

  /**
   * `stay` keeps the page (switching back to the site this tab shows): the account is refetched
   * by the mutation and the page carries on.
   */
  const choose = (site: Pick<SiteListEntry, 'ID' | 'site_name'>, { stay = false } = {}) => {
    if (select.isPending) return;
    setChoosing(site.ID);
    select.mutate(
      { site_id: site.ID },
      {
        onSuccess: (result) => {
          // Every switch tells the other tabs, which then check the account's site.
          broadcastSiteChanged(site.ID);
          if (!stay) go(siteSelectionTarget(site.ID, result));
        },
        onError: (error) => {
          // A server failure, an expired session or no reply was told already: one notice.
          if (alreadyNotified(error)) return;
          notify({
            type: 'error',
            title: t('sites.switchFailed', { site: site.site_name }),
            description: error.message,
          });
        },
        onSettled: () => setChoosing(null),
      },
    );
  };

  return { choose, choosing };
}
