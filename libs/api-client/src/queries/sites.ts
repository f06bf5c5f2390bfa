// Query and mutation builders of the sites tag, with their keys.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { sameOriginPath } from '../client/same-origin';
import { invalidateSession } from './session';

export type SiteListEntry = components['schemas']['SiteListEntry'];
export type SiteGroups = components['schemas']['SiteGroups'];
export type SelectSiteRequest = components['schemas']['SelectSiteRequest'];
export type SelectSiteResult = components['schemas']['SelectSiteResult'];
/** The site list's tabs, in the order they are shown. */
export type SiteGroupName = keyof SiteGroups;
export const SITE_GROUP_ORDER: readonly SiteGroupName[] = ['owned', 'other', 'expired'];

export const sitesKeys = {
  all: ['sites'] as const,
  list: () => [...sitesKeys.all, 'list'] as const,
  select: () => [...sitesKeys.all, 'select'] as const,
};

export const sitesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sitesKeys.list(),
    queryFn: ({ signal }) => unwrap(client.GET('/sites', { signal })),
  });

export function invalidateSites(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sitesKeys.all });
}

/**
 * Switches the session to another site. Everything the session holds belongs to the old site
 * from then on; site-scoped queries carry their siteid in the key and need no invalidation.
 */
export const selectSiteMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: sitesKeys.select(),
    mutationFn: (body: SelectSiteRequest) => unwrap(client.POST('/sites', { body })),
    onSuccess: async () => {
      await Promise.all([invalidateSession(queryClient), invalidateSites(queryClient)]);
    },
  });

/** The tabs to show: the non-empty groups, in order; the first is the one that opens. */
export function siteGroupTabs(groups: SiteGroups): SiteGroupName[] {
  return SITE_GROUP_ORDER.filter((name) => groups[name].length > 0);
}

/**
 * Where to go after switching: the server's `redirect` when it is a path on this origin (a
 * server-given target is never followed off-site), else the chosen site's dashboard.
 */
export function siteSelectionTarget(
  siteId: number,
  result: SelectSiteResult,
  origin: string = globalThis.location?.origin ?? '',
): string {
  const { redirect } = result;
  return (
    (redirect === undefined ? null : sameOriginPath(redirect, origin)) ?? `/${siteId}/dashboard`
  );
}
