import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PactV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { createApiClient, XHR_HEADER } from '../src/client/api-client';
import { ApiError } from '../src/client/api-error';

/** Where the pacts are written: the workspace's pacts/, or PACT_DIR for a run of its own. */
export const pactDir =
  process.env['PACT_DIR'] ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../pacts');

export const consumer = 'site-admin';
export const provider = 'site-admin-api';

export function newPact(): PactV3 {
  return new PactV3({ consumer, provider, dir: pactDir, logLevel: 'warn' });
}

/** The real client, pointed at Pact's mock provider. */
export const clientFor = (url: string) => createApiClient({ baseUrl: url });

/** Every call carries the XHR marker; the interactions pin it. */
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
