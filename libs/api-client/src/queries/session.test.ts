import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/api-client';
import { logoutMutation, sessionKeys } from './session';

describe('logoutMutation', () => {
  it('clears the cache and leaves even when the menu that asked is gone', async () => {
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response(null, { status: 204 }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.account(), { siteid: 48213 });
    const signedOut = vi.fn();
    const observer = new MutationObserver(
      queryClient,
      logoutMutation(client, queryClient, signedOut),
    );
    // Nothing listens to the observer, as when the menu that asked has unmounted.
    await observer.mutate();
    expect(queryClient.getQueryData(sessionKeys.account())).toBeUndefined();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
