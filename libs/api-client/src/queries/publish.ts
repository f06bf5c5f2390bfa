// Query and mutation builders of the publish tag, with their keys.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { invalidateSession } from './session';

export type PublishMode = components['schemas']['PublishMode'];
export type PublishProgress = components['schemas']['PublishProgress'];

/** The query of one chunk: `mode` alone starts a run; `run` and `chunk` come from `next`. */
export interface PublishChunkParams {
  mode: PublishMode;
  run?: string;
  chunk?: number;
}

/** Spec 2 section 9: the pause between the success note and the confirmation modal. */
export const PUBLISH_SUCCESS_PAUSE_MS = 150;

export const publishKeys = {
  all: ['publish'] as const,
  chunk: () => [...publishKeys.all, 'chunk'] as const,
};

/**
 * Publishes one chunk. A GET with side effects, so a mutation: it must never be cached, retried
 * or refetched on focus. When the run completes the account (its `last_publish_date`) is stale.
 */
export const publishChunkMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: publishKeys.chunk(),
    mutationFn: (query: PublishChunkParams) =>
      unwrap(client.GET('/publish/publish_chunked.php', { params: { query } })),
    onSuccess: (progress) => (progress.complete ? invalidatePublished(queryClient) : undefined),
  });

/** A finished run changes what the account says about the live site. */
export function invalidatePublished(queryClient: QueryClient): Promise<void> {
  return invalidateSession(queryClient);
}

/**
 * The query of the chunk a reply's `next` points to, so the next call goes through the typed
 * client too. Null when there is no next chunk or `next` is not this path.
 */
export function publishParamsFromNext(next: string | null): PublishChunkParams | null {
  if (next === null) return null;
  const url = new URL(next, 'http://same-origin.invalid');
  if (url.origin !== 'http://same-origin.invalid') return null;
  if (url.pathname !== '/publish/publish_chunked.php') return null;
  const mode = url.searchParams.get('mode');
  if (mode !== 'live' && mode !== 'holding') return null;
  const run = url.searchParams.get('run');
  const chunk = Number(url.searchParams.get('chunk'));
  return {
    mode,
    ...(run ? { run } : {}),
    ...(Number.isInteger(chunk) && chunk > 0 ? { chunk } : {}),
  };
}

/** The progress bar's value: chunks done, in whole percent. */
export function publishPercent(progress: PublishProgress): number {
  if (progress.complete) return 100;
  if (progress.total_chunks <= 0) return 0;
  return Math.min(100, Math.round((progress.chunks_completed / progress.total_chunks) * 100));
}

/**
 * Runs a whole publish: chunk after chunk until complete, reporting each reply. Stops with the
 * call's ApiError on the first failure (status 0 when no reply came: the network message).
 */
export async function runPublish(
  publishChunk: (params: PublishChunkParams) => Promise<PublishProgress>,
  mode: PublishMode,
  onProgress: (progress: PublishProgress) => void = () => undefined,
): Promise<PublishProgress> {
  let params: PublishChunkParams | null = { mode };
  for (;;) {
    const progress: PublishProgress = await publishChunk(params);
    onProgress(progress);
    if (progress.complete) return progress;
    params = publishParamsFromNext(progress.next);
    if (params === null) throw new Error('The publish reply has no next chunk to fetch.');
  }
}
