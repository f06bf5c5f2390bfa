// Prism has no provider states: each state a consumer test names is replayed against the mock
// with the `Prefer` header that openapi/provider-states/<tag>.json gives it (the verifier reads
// the same files).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const statesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/provider-states',
);
const providerStates: Record<string, string> = Object.assign(
  {},
  ...readdirSync(statesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(statesDir, name), 'utf8')) as object),
);

/** A provider state by name; an unmapped name fails the test instead of the verification. */
export function state(name: string): string {
  if (!(name in providerStates)) throw new Error(`"${name}" is not in ${statesDir}`);
  return name;
}
