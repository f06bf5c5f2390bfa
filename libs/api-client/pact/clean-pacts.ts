import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pactDir } from './pact-setup';

/** Each run writes the pacts anew, so an interaction removed from a test leaves no trace. */
export default function cleanPacts(): void {
  mkdirSync(pactDir, { recursive: true });
  for (const name of readdirSync(pactDir)) {
    if (name.endsWith('.json')) rmSync(path.join(pactDir, name));
  }
}
