import { describe, expect, it } from 'vitest';
import { publishParamsFromNext, publishPercent, runPublish, type PublishProgress } from './publish';

const progress = (chunks_completed: number, total_chunks: number, next: string | null) => ({
  complete: next === null,
  chunks_completed,
  total_chunks,
  next,
});

describe('publishParamsFromNext', () => {
  it('reads mode, run and chunk from the next address', () => {
    expect(
      publishParamsFromNext('/publish/publish_chunked.php?mode=live&run=8f3c2a91&chunk=3'),
    ).toEqual({ mode: 'live', run: '8f3c2a91', chunk: 3 });
  });

  it('refuses an address that is not the publish path, or another origin', () => {
    expect(publishParamsFromNext(null)).toBeNull();
    expect(publishParamsFromNext('/elsewhere?mode=live')).toBeNull();
    expect(
      publishParamsFromNext('https://evil.example/publish/publish_chunked.php?mode=live'),
    ).toBeNull();
    expect(publishParamsFromNext('/publish/publish_chunked.php?mode=draft')).toBeNull();
  });
});

describe('publishPercent', () => {
  it('gives whole percent of chunks done', () => {
    expect(publishPercent(progress(1, 3, '/publish/publish_chunked.php?mode=live'))).toBe(33);
    expect(publishPercent(progress(4, 4, null))).toBe(100);
  });
});

describe('runPublish', () => {
  it('fetches chunk after chunk until complete', async () => {
    const replies: PublishProgress[] = [
      progress(1, 3, '/publish/publish_chunked.php?mode=holding&run=c41d07e6&chunk=2'),
      progress(2, 3, '/publish/publish_chunked.php?mode=holding&run=c41d07e6&chunk=3'),
      progress(3, 3, null),
    ];
    const asked: unknown[] = [];
    const seen: number[] = [];
    const last = await runPublish(
      (params) => {
        asked.push(params);
        const reply = replies[asked.length - 1];
        return reply ? Promise.resolve(reply) : Promise.reject(new Error('no more chunks'));
      },
      'holding',
      (p) => seen.push(publishPercent(p)),
    );
    expect(asked).toEqual([
      { mode: 'holding' },
      { mode: 'holding', run: 'c41d07e6', chunk: 2 },
      { mode: 'holding', run: 'c41d07e6', chunk: 3 },
    ]);
    expect(seen).toEqual([33, 67, 100]);
    expect(last.complete).toBe(true);
  });

  it('stops on the first failed chunk', async () => {
    await expect(
      runPublish(() => Promise.reject(new Error('Chunk 1 failed')), 'live'),
    ).rejects.toThrow('Chunk 1 failed');
  });
});
