import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  publishChunkMutation,
  publishParamsFromNext,
  publishPercent,
  runPublish,
  type PublishChunkParams,
  type PublishProgress,
} from '../src/queries/publish';
import { newPact, runMutation, xhrHeaders, failure } from './pact-setup';
import { state } from './provider-states';

const { integer, regex, string } = MatchersV3;
const json = { 'Content-Type': 'application/json' };
const path = '/publish/publish_chunked.php';

const nextChunk = (mode: string, run: string, chunk: number) =>
  regex(
    /^\/publish\/publish_chunked\.php\?mode=(live|holding)&run=[a-z0-9]+&chunk=\d+$/,
    `${path}?mode=${mode}&run=${run}&chunk=${chunk}`,
  );

// One chunk as the publish modal sends it: through the chunk mutation the modal runs.
const publishChunk = (url: string) => (query: PublishChunkParams) =>
  runMutation(publishChunkMutation, url, query);

describe('publishing live', () => {
  it('the first chunk starts a run and names the next chunk', async () => {
    const pact = newPact()
      .given(state('a live publish run starts'))
      .uponReceiving('the first chunk of a live publish')
      .withRequest({ method: 'GET', path, query: { mode: 'live' }, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          complete: false,
          chunks_completed: integer(1),
          total_chunks: integer(4),
          next: nextChunk('live', '8f3c2a91', 2),
        },
      });
    await pact.executeTest(async (server) => {
      const progress = await publishChunk(server.url)({ mode: 'live' });
      expect(publishPercent(progress)).toBe(25);
      expect(publishParamsFromNext(progress.next)).toEqual({
        mode: 'live',
        run: '8f3c2a91',
        chunk: 2,
      });
    });
  });

  it('a middle chunk reports progress and the chunk after it', async () => {
    const pact = newPact()
      .given(state('a live publish run is half way'))
      .uponReceiving('a middle chunk of a live publish')
      .withRequest({
        method: 'GET',
        path,
        query: { mode: 'live', run: '8f3c2a91', chunk: '2' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          complete: false,
          chunks_completed: integer(2),
          total_chunks: integer(4),
          next: nextChunk('live', '8f3c2a91', 3),
        },
      });
    await pact.executeTest(async (server) => {
      const progress = await publishChunk(server.url)({ mode: 'live', run: '8f3c2a91', chunk: 2 });
      expect(progress.complete).toBe(false);
      expect(publishPercent(progress)).toBe(50);
    });
  });

  it('the last chunk completes the run with no next address', async () => {
    const pact = newPact()
      .given(state('a live publish run reaches its last chunk'))
      .uponReceiving('the last chunk of a live publish')
      .withRequest({
        method: 'GET',
        path,
        query: { mode: 'live', run: '8f3c2a91', chunk: '4' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          complete: true,
          chunks_completed: integer(4),
          total_chunks: integer(4),
          next: null,
        },
      });
    await pact.executeTest(async (server) => {
      const progress = await publishChunk(server.url)({ mode: 'live', run: '8f3c2a91', chunk: 4 });
      expect(progress.complete).toBe(true);
      expect(progress.next).toBeNull();
      expect(publishPercent(progress)).toBe(100);
    });
  });
});

describe('publishing the holding page', () => {
  it('runs chunk after chunk until complete', async () => {
    const pact = newPact()
      .given(state('a holding-page publish run starts'))
      .uponReceiving('the first chunk of a holding-page publish')
      .withRequest({ method: 'GET', path, query: { mode: 'holding' }, headers: xhrHeaders })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          complete: false,
          chunks_completed: integer(1),
          total_chunks: integer(2),
          next: nextChunk('holding', 'c41d07e6', 2),
        },
      })
      .given(state('a holding-page publish run reaches its last chunk'))
      .uponReceiving('the last chunk of a holding-page publish')
      .withRequest({
        method: 'GET',
        path,
        query: { mode: 'holding', run: 'c41d07e6', chunk: '2' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          complete: true,
          chunks_completed: integer(2),
          total_chunks: integer(2),
          next: null,
        },
      });
    await pact.executeTest(async (server) => {
      const seen: PublishProgress[] = [];
      const last = await runPublish(publishChunk(server.url), 'holding', (p) => seen.push(p));
      expect(seen.map(publishPercent)).toEqual([50, 100]);
      expect(last.complete).toBe(true);
    });
  });
});

describe('publishing errors', () => {
  it('a trial site is refused with 403', async () => {
    const pact = newPact()
      .given(state('the site is on a trial'))
      .uponReceiving('a publish of a trial site')
      .withRequest({ method: 'GET', path, query: { mode: 'live' }, headers: xhrHeaders })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { message: string('Your website is on a free trial.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(publishChunk(server.url)({ mode: 'live' }));
      expect(error.status).toBe(403);
    });
  });

  it('a failed chunk answers 500 with the message to show', async () => {
    const pact = newPact()
      .given(state('a publish chunk fails'))
      .uponReceiving('a live publish chunk that fails')
      .withRequest({
        method: 'GET',
        path,
        query: { mode: 'live', run: '8f3c2a91', chunk: '3' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 500,
        headers: json,
        body: { message: string('Chunk 3 of 4 could not be copied to the web server.') },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        publishChunk(server.url)({ mode: 'live', run: '8f3c2a91', chunk: 3 }),
      );
      expect(error.status).toBe(500);
      expect(error.message).toBe('Chunk 3 of 4 could not be copied to the web server.');
    });
  });

  it('an unknown run answers 422 keyed by run', async () => {
    const pact = newPact()
      .given(state('the publish run in the address is unknown'))
      .uponReceiving('a live publish chunk of an unknown run')
      .withRequest({
        method: 'GET',
        path,
        query: { mode: 'live', run: 'ffffffff', chunk: '2' },
        headers: xhrHeaders,
      })
      .willRespondWith({
        status: 422,
        headers: json,
        body: {
          message: string('The selected run is invalid.'),
          errors: { run: MatchersV3.eachLike('The selected run is invalid.') },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await failure(
        publishChunk(server.url)({ mode: 'live', run: 'ffffffff', chunk: 2 }),
      );
      expect(error.status).toBe(422);
    });
  });
});
