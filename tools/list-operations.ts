// Prints every operation of the contract as a Markdown table (for the README), or with --check
// fails when the README's table is missing an operation or lists one that is gone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function bundledPaths(): Record<string, Record<string, unknown>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-admin-operations-'));
  const out = path.join(dir, 'openapi.json');
  try {
    const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
    execFileSync(
      process.execPath,
      [cli, 'bundle', path.join(root, 'openapi/openapi.yaml'), '-o', out],
      {
        stdio: 'ignore',
      },
    );
    return (
      JSON.parse(readFileSync(out, 'utf8')) as { paths: Record<string, Record<string, unknown>> }
    ).paths;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = Object.entries(bundledPaths()).flatMap(([route, item]) =>
  methods.flatMap((method) => {
    const operation = item[method] as Operation | undefined;
    return operation
      ? [{ tag: operation.tags?.[0] ?? '', method: method.toUpperCase(), route, ...operation }]
      : [];
  }),
);

const table = [
  `${rows.length} operations.`,
  '',
  '| tag | call | operationId | what |',
  '| --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| ${row.tag} | \`${row.method} ${row.route}\` | ${row.operationId} | ${row.summary ?? ''} |`,
  ),
].join('\n');

if (process.argv.includes('--check')) {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  // Prettier pads the table's cells, so an id is matched with any spaces around it.
  const missing = rows.filter(
    (row) => !new RegExp(`\\|\\s*${row.operationId}\\s*\\|`).test(readme),
  );
  const countLine = readme.includes(`${rows.length} operations.`);
  if (missing.length > 0 || !countLine) {
    console.error(
      `README.md's contract table is stale (${missing.map((row) => row.operationId).join(', ') || 'count'}): run npx tsx tools/list-operations.ts and paste its table.`,
    );
    process.exit(1);
  }
  console.log(`README lists all ${rows.length} operations.`);
} else {
  console.log(table);
}
