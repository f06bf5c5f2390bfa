import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';

export type Account = components['schemas']['Account'];
export type AuthStatus = components['schemas']['AuthStatus'];
export type SidebarEntry = components['schemas']['SidebarEntry'];
export type SidebarItem = components['schemas']['SidebarItem'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type SiteStatus = components['schemas']['SiteStatus'];

/** Keep-alive interval of spec 1 section 9. */
export const KEEP_ALIVE_MS = 300_000;

export const sessionKeys = {
  all: ['session'] as const,
  account: () => [...sessionKeys.all, 'account'] as const,
  authStatus: () => [...sessionKeys.all, 'auth-status'] as const,
  ping: () => [...sessionKeys.all, 'ping'] as const,
  sidebar: (siteid: number) => [...sessionKeys.all, 'sidebar', siteid] as const,
};

export const accountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.account(),
    queryFn: ({ signal }) => unwrap(client.GET('/authstatus/details', { signal })),
  });

export const authStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.authStatus(),
    queryFn: ({ signal }) => unwrap(client.GET('/authstatus', { signal })),
  });

export const sidebarQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: sessionKeys.sidebar(siteid),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/{siteid}/sidebar', { params: { path: { siteid } }, signal })),
  });

export const pingQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.ping(),
    queryFn: async ({ signal }) => {
      await unwrap(client.GET('/ping', { signal }));
      return Date.now();
    },
    refetchInterval: KEEP_ALIVE_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });

/** Everything the session holds is stale after a login. */
export function invalidateSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

export const loginMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...sessionKeys.all, 'login'],
    mutationFn: (body: LoginRequest) => unwrap(client.POST('/login', { body })),
    onSuccess: () => invalidateSession(queryClient),
  });

/**
 * Signing in again from the login dialog: the calls waiting behind the dialog are sent again by
 * the session middleware, so nothing is invalidated (invalidating would wait for those very calls).
 */
export const reloginMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: [...sessionKeys.all, 'relogin'],
    mutationFn: (body: LoginRequest) => unwrap(client.POST('/login', { body })),
  });

/**
 * Signing out: the session ends on the server. Whatever the cache holds belonged to it, so it is
 * dropped; then `onSignedOut` (the sign-in page). It runs here, not in `mutate`'s callbacks:
 * clearing the cache redraws the shell without an account, which can unmount the menu that
 * asked, and TanStack drops the callbacks of a caller that is gone (a CI journey was left on the
 * dashboard after Log out).
 */
export const logoutMutation = (
  client: ApiClient,
  queryClient: QueryClient,
  onSignedOut: () => void = () => undefined,
) =>
  mutationOptions({
    mutationKey: [...sessionKeys.all, 'logout'],
    mutationFn: async () => {
      await unwrap(client.POST('/logout'));
    },
    onSuccess: () => {
      queryClient.clear();
      onSignedOut();
    },
  });
