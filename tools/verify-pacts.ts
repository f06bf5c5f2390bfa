// Replays every pact against the mock server (Prism on the OpenAPI document), so a consumer
// expectation the document cannot produce fails here. Provider states become `Prefer` headers.
// First it checks that every operation of the document has at least one interaction.
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import {
  defaultSpecPath,
  findOperation,
  readOperations,
  startMockServer,
} from '@site-admin/mock-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pactDir = process.env['PACT_DIR'] ?? path.join(root, 'pacts');
const statesDir = path.join(root, 'openapi/provider-states');
const providerStates: Record<string, string> = Object.assign(
  {},
  ...readdirSync(statesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(statesDir, name), 'utf8')) as object),
);

const pactUrls = readdirSync(pactDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => path.join(pactDir, name));
if (pactUrls.length === 0)
  throw new Error(`No pact files in ${pactDir}: run the consumer tests first`);

interface PactFile {
  interactions: { description: string; request: { method: string; path: string } }[];
}

/** Every operation of the document must be called by at least one consumer test. */
function checkEveryOperationHasAnInteraction(): void {
  const operations = readOperations(defaultSpecPath);
  const covered = new Set<string>();
  for (const url of pactUrls) {
    const pact = JSON.parse(readFileSync(url, 'utf8')) as PactFile;
    for (const { request } of pact.interactions) {
      const operation = findOperation(operations, request.method, request.path);
      if (operation) covered.add(operation.operationId);
    }
  }
  const missing = operations.filter((operation) => !covered.has(operation.operationId));
  if (missing.length > 0) {
    const list = missing.map((op) => `${op.method.toUpperCase()} ${op.template}`).join('\n  ');
    throw new Error(`Operations without a pact interaction:\n  ${list}`);
  }
  console.log(`${covered.size}/${operations.length} operations have a pact interaction.`);
}

checkEveryOperationHasAnInteraction();

const mock = await startMockServer({ staticDir: null });
let prefer = '';
try {
  const stateHandlers = Object.fromEntries(
    Object.entries(providerStates).map(([name, header]) => [
      name,
      () => {
        prefer = header;
        return Promise.resolve();
      },
    ]),
  );
  await new Verifier({
    provider: 'site-admin-api',
    providerBaseUrl: mock.url,
    pactUrls,
    stateHandlers,
    requestFilter: (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
      if (prefer) req.headers['prefer'] = prefer;
      next();
    },
    logLevel: 'warn',
  }).verifyProvider();
  console.log(`Pact verification passed for ${pactUrls.length} pact file(s) against the mock.`);
} finally {
  await mock.close();
}
