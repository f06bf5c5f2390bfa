import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PactV3, type V3MockServer, type V3Request } from '@pact-foundation/pact';
import { getFfiLib } from '@pact-foundation/pact-core';
import { expect } from 'vitest';
import { createApiClient, XHR_HEADER, type ApiClient } from '../src/client/api-client';
import { ApiError } from '../src/client/api-error';
import { XSRF_HEADER } from '../src/client/xsrf';
import { pageQuery } from '../src/queries/page-data';
import type { PageQuery, PageResponse } from '../src/queries/page-types';
import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';

/** Where the pacts are written: the workspace's pacts/, or PACT_DIR for a run of its own. */
export const pactDir =
  process.env['PACT_DIR'] ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../pacts');

export const consumer = 'site-admin';
export const provider = 'site-admin-api';

/** How long a test's requests may take to be counted after their replies came (failures only). */
const SETTLE_MS = 5000;

/**
 * Waits until the mock provider has counted every request it answered. Pact's mock server
 * answers a request first and records the match on another task; on a loaded machine the check
 * that follows the test can run before that task, and report an answered request as "expected
 * but not received" (pact-core before 20.1, which needs Node 22, records it late). Waiting for
 * the match itself is exact; a request that really never came still fails once the time is up.
 */
async function requestsCounted(port: number): Promise<void> {
  const ffi = getFfiLib('warn');
  const deadline = Date.now() + SETTLE_MS;
  while (!ffi.pactffiMockServerMatched(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** GETs that change state: approve, not spam, the bulk actions and a publish chunk. */
const STATE_CHANGING_GET = /\/(approve|not-spam|bulk)$|^\/publish\/publish_chunked\.php$/;

/**
 * Whether the contract declares the CSRF token on a call: every POST, PUT and DELETE, and the
 * GETs that change state (the backend answers them 419 without it).
 */
export function changesState(method: string, path: string): boolean {
  return method.toUpperCase() !== 'GET' || STATE_CHANGING_GET.test(path);
}

/**
 * PactV3 whose test, once it returns, lets the mock provider count what it answered, and whose
 * state-changing interactions pin the CSRF token the client sends (`X-XSRF-TOKEN`).
 */
class CountedPactV3 extends PactV3 {
  override withRequest(req: V3Request): PactV3 {
    const path = typeof req.path === 'string' ? req.path : '';
    if (!changesState(req.method, path)) return super.withRequest(req);
    return super.withRequest({
      ...req,
      headers: { ...req.headers, [XSRF_HEADER]: PACT_XSRF_TOKEN },
    });
  }

  override executeTest<T>(testFn: (server: V3MockServer) => Promise<T>): Promise<T | undefined> {
    return super.executeTest(async (server) => {
      const value = await testFn(server);
      await requestsCounted(server.port);
      return value;
    });
  }
}

export function newPact(): PactV3 {
  return new CountedPactV3({ consumer, provider, dir: pactDir, logLevel: 'warn' });
}

/** The CSRF token the tests' browser holds in its `XSRF-TOKEN` cookie. */
export const PACT_XSRF_TOKEN = 'eyJpdiI6Ik1vY2tYc3JmVG9rZW4ifQ';

/** The real client, pointed at Pact's mock provider, with the session's CSRF token. */
export const clientFor = (url: string) =>
  createApiClient({ baseUrl: url, xsrfToken: () => PACT_XSRF_TOKEN });

/**
 * A server-driven page (a list, the dashboard) as the app asks for it: through the page engine's
 * page query at the route path, with the query the engine builds.
 */
export const fetchPage = (url: string, path: string, query?: PageQuery): Promise<PageResponse> =>
  new QueryClient().fetchQuery(pageQuery(clientFor(url), path, query));

/**
 * Runs a mutation builder as the app runs it (its mutationFn, then its invalidations), against
 * the mock provider at `url`.
 */
export function runMutation<TData, TVariables>(
  build: (client: ApiClient, queryClient: QueryClient) => MutationOptions<TData, Error, TVariables>,
  url: string,
  variables: TVariables,
): Promise<TData> {
  const queryClient = new QueryClient();
  return new MutationObserver(queryClient, build(clientFor(url), queryClient)).mutate(variables);
}

/**
 * Every call carries the XHR marker; the interactions pin it. The client sends the CSRF token on
 * every call too; the state-changing interactions pin it (see CountedPactV3).
 */
export const xhrHeaders = { [XHR_HEADER.name]: XHR_HEADER.value };

/** What the app reads of a failed call: its status and the server's message. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
