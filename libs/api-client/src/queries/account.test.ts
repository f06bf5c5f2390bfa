import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/api-client';
import { ApiError } from '../client/api-error';
import { sessionKeys } from './session';
import { accountKeys, withdrawCancellationMutation, type CancellationState } from './account';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function withdraw(reply: () => Promise<Response>, queryClient = new QueryClient()) {
  const client = createApiClient({ baseUrl: 'http://backend.test', fetch: reply });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const observer = new MutationObserver(
    queryClient,
    withdrawCancellationMutation(client, queryClient),
  );
  return { result: observer.mutate({ siteid: 48213 }), invalidate };
}

describe('withdrawCancellationMutation', () => {
  it('reloads the account after the request is withdrawn', async () => {
    const { result, invalidate } = withdraw(async () =>
      json({
        status: 'success',
        message: 'Withdrawn.',
        cancellationRequest: { textStatus: 'withdrawn', datestamp: '2026-11-24T10:15:00Z' },
      }),
    );
    await expect(result).resolves.toMatchObject({ status: 'success' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.all });
  });

  it('shows the withdrawn request on the cancellation page without asking again', async () => {
    const queryClient = new QueryClient();
    const requested: CancellationState = {
      cancellationRequest: { textStatus: 'requested', datestamp: '2026-11-21T09:32:00Z' },
      nextPaymentDate: '2027-03-02',
    };
    queryClient.setQueryData(accountKeys.cancellation(48213), requested);
    const { result } = withdraw(
      async () =>
        json({
          status: 'success',
          message: 'Withdrawn.',
          cancellationRequest: { textStatus: 'withdrawn', datestamp: '2026-11-24T10:15:00Z' },
        }),
      queryClient,
    );
    await result;
    expect(queryClient.getQueryData(accountKeys.cancellation(48213))).toEqual({
      cancellationRequest: { textStatus: 'withdrawn', datestamp: '2026-11-24T10:15:00Z' },
      nextPaymentDate: '2027-03-02',
    });
  });

  it("turns a refusal into an error carrying the server's message", async () => {
    const { result, invalidate } = withdraw(async () =>
      json({ status: 'error', message: 'Already cancelled.', cancellationRequest: null }),
    );
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: 'Already cancelled.' });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    const { result } = withdraw(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(result).rejects.toMatchObject({ status: 0 });
  });
});
