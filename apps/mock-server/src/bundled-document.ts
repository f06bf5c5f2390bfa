// For the tests: the OpenAPI document as one object, every `$ref` followed, as Redocly bundles it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSpecPath } from './mock-server';

const require = createRequire(import.meta.url);

export function bundledDocument<T>(specPath = defaultSpecPath): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-admin-openapi-'));
  const out = path.join(dir, 'openapi.json');
  try {
    const redocly = path.resolve(
      path.dirname(require.resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    );
    execFileSync(process.execPath, [redocly, 'bundle', specPath, '--dereferenced', '-o', out], {
      stdio: 'ignore',
    });
    return JSON.parse(readFileSync(out, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
