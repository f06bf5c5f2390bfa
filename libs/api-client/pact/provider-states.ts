// Prism has no provider states: each state a consumer test names is replayed against the mock
// with the `Prefer` header that openapi/provider-states.json gives it (the verifier reads it too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const statesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../openapi/provider-states.json',
);
const providerStates = JSON.parse(readFileSync(statesFile, 'utf8')) as Record<string, string>;

/** A provider state by name; an unmapped name fails the test instead of the verification. */
export function state(name: string): string {
  if (!(name in providerStates)) throw new Error(`"${name}" is not in ${statesFile}`);
  return name;
}
