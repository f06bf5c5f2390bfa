// Replays every pact against the mock server (Prism on the OpenAPI document), so a consumer
// expectation the document cannot produce fails here. It replays them as the backend team's
// `npm run contract:verify` does against a real backend (provider states become `Prefer`
// headers). First it checks that every operation of the document has at least one interaction.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultSpecPath,
  findOperation,
  readOperations,
  startMockServer,
} from '@site-admin/mock-server';
import { findPacts, verifyBackend } from './contract-verify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pactDir = process.env['PACT_DIR'] ?? path.join(root, 'pacts');
const pactUrls = findPacts(pactDir);
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
try {
  if (!(await verifyBackend({ baseUrl: mock.url, pactDir, headers: [] }))) process.exitCode = 1;
} finally {
  await mock.close();
}
