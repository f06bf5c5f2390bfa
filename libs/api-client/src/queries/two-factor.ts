// Query and mutation builders of the two-factor tag, with their keys.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { invalidateSession } from './session';

export type TwoFactorLoginRequest = components['schemas']['TwoFactorLoginRequest'];
export type RecoveryCodeLoginRequest = components['schemas']['RecoveryCodeLoginRequest'];
export type TwoFactorLoginResult = components['schemas']['TwoFactorLoginResult'];
export type TwoFactorSetup = components['schemas']['TwoFactorSetup'];
export type TwoFactorField = components['schemas']['TwoFactorField'];
export type TwoFactorEnableRequest = components['schemas']['TwoFactorEnableRequest'];
export type TwoFactorEnableResult = components['schemas']['TwoFactorEnableResult'];
export type TwoFactorDisableRequest = components['schemas']['TwoFactorDisableRequest'];
export type TwoFactorDisableResult = components['schemas']['TwoFactorDisableResult'];

export const twoFactorKeys = {
  all: ['two-factor'] as const,
  setups: () => [...twoFactorKeys.all, 'setup'] as const,
  setup: (siteid: number) => [...twoFactorKeys.setups(), siteid] as const,
  login: () => [...twoFactorKeys.all, 'login'] as const,
  recovery: () => [...twoFactorKeys.all, 'recovery'] as const,
  enable: () => [...twoFactorKeys.all, 'enable'] as const,
  disable: () => [...twoFactorKeys.all, 'disable'] as const,
};

/**
 * A new secret for the enable form. `refresh=1` makes a new secret on every fetch, so the query
 * never refetches by itself: a QR code must not change while the user is scanning it. It is
 * dropped as soon as the page leaves, so the next visit gets a fresh one.
 */
export const twoFactorSetupQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: twoFactorKeys.setup(siteid),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/account/2fa/setup', {
          params: { path: { siteid }, query: { refresh: 1 } },
          signal,
        }),
      ),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** Drops the pending secret: after enabling or disabling, the setup page starts afresh. */
export function invalidateTwoFactorSetup(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: twoFactorKeys.setups() });
}

/**
 * The 6-digit code after `POST /login` answered `error: "2fa"`. A refused code throws an
 * ApiError (422, 429, or 200 with `result: "error"`); the modal shows the invalid-code message.
 * Nothing is invalidated: in the login dialog the calls waiting on the session are sent again by
 * the session middleware (invalidating would wait on those very calls), and the login page loads
 * a new page.
 */
export const twoFactorLoginMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: twoFactorKeys.login(),
    mutationFn: (body: TwoFactorLoginRequest) => unwrap(client.POST('/login/2fa', { body })),
  });

/** A single-use recovery code instead of the 6-digit code; errors and caching as for the code. */
export const recoveryCodeLoginMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: twoFactorKeys.recovery(),
    mutationFn: (body: RecoveryCodeLoginRequest) =>
      unwrap(client.POST('/login/2fa/recovery', { body })),
  });

/**
 * After a change the account's `enabled2fa` is stale. The pending secret is left alone: it is
 * dropped when the enable form unmounts, and refetching it here would only make a new one.
 */
function afterTwoFactorChange(queryClient: QueryClient): Promise<void> {
  return invalidateSession(queryClient);
}

/**
 * Turns two-factor authentication on. A refused code or password is a reply, not an error:
 * `valid: false` with the `field` to mark; only `valid: true` reloads the account.
 */
export const enableTwoFactorMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: twoFactorKeys.enable(),
    mutationFn: ({ siteid, body }: { siteid: number; body: TwoFactorEnableRequest }) =>
      unwrap(client.POST('/{siteid}/account/2fa/setup', { params: { path: { siteid } }, body })),
    onSuccess: (result) => (result.valid ? afterTwoFactorChange(queryClient) : undefined),
  });

/** Turns two-factor authentication off; `error: null` means it is off and reloads the account. */
export const disableTwoFactorMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: twoFactorKeys.disable(),
    mutationFn: ({ siteid, body }: { siteid: number; body: TwoFactorDisableRequest }) =>
      unwrap(client.POST('/{siteid}/account/2fa/disable', { params: { path: { siteid } }, body })),
    onSuccess: (result) => (result.error === null ? afterTwoFactorChange(queryClient) : undefined),
  });
