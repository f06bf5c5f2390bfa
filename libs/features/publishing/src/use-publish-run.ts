import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PUBLISH_SUCCESS_PAUSE_MS,
  publishChunkMutation,
  publishPercent,
  runPublish,
  useApiClient,
  type PublishMode,
} from '@site-admin/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishFailure, type PublishFailure } from './publish-status';

/** Where a publish stands: asked, running (percent of chunks), just done, confirmed, or failed. */
export type PublishStep =
  | { kind: 'confirm' }
  | { kind: 'publishing'; percent: number }
  | { kind: 'published' }
  | { kind: 'done' }
  | { kind: 'failed'; failure: PublishFailure };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a publish chunk after chunk (each reply's `next` until complete), then shows the success
 * note for 150 ms before the confirmation. A second start while one runs is ignored, so a double
 * click publishes once. The account reloads when the run completes (the chunk builder does it).
 */
export function usePublishRun(mode: PublishMode) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(publishChunkMutation(client, queryClient));
  const [step, setStep] = useState<PublishStep>({ kind: 'confirm' });
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback((next: PublishStep) => {
    if (mounted.current) setStep(next);
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    show({ kind: 'publishing', percent: 0 });
    try {
      await runPublish(mutateAsync, mode, (progress) =>
        show({ kind: 'publishing', percent: publishPercent(progress) }),
      );
      show({ kind: 'published' });
      await pause(PUBLISH_SUCCESS_PAUSE_MS);
      show({ kind: 'done' });
    } catch (error) {
      show({ kind: 'failed', failure: publishFailure(error) });
    } finally {
      running.current = false;
    }
  }, [mode, mutateAsync, show]);

  return { step, start };
}
