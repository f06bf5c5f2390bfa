// The backend team's check: `npm run contract:verify -- <base-url>` replays every pact in pacts/
// (what the admin app asks and expects, written by its consumer tests) against a running backend
// and prints each mismatch. Each interaction's provider state goes along as the `Prefer` header
// openapi/provider-states/*.json names for it (as tools/verify-pacts.ts does against the mock),
// so a backend that honours it, or a test database set up for that state, answers as the pact
// expects.
//
//   npm run contract:verify -- https://staging.example.com
//   npm run contract:verify -- https://staging.example.com --header "Cookie: session=…"
//   PACT_DIR=some/dir npm run contract:verify -- http://127.0.0.1:8080
//
// Exit code: 0 every interaction matched, 1 some did not, 2 the command could not run.
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface VerifyOptions {
  baseUrl: string;
  pactDir: string;
  /** Extra request headers (`Name: value`), e.g. a staging session cookie. */
  headers: string[];
}

const USAGE = `Usage: npm run contract:verify -- <base-url> [--header "Name: value"]… [--pact-dir <dir>]

Replays every pact in pacts/ (or PACT_DIR, or --pact-dir) against the backend at <base-url>
and prints each interaction whose reply does not match. Write the pacts first with
  npx nx run @site-admin/api-client:pact`;

export function parseArgs(argv: readonly string[], env = process.env): VerifyOptions | string {
  const headers: string[] = [];
  let pactDir = env['PACT_DIR'] ?? path.join(root, 'pacts');
  let baseUrl: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--header' || arg === '--pact-dir') {
      const value = argv[++i];
      if (value === undefined) return `${arg} needs a value.\n\n${USAGE}`;
      if (arg === '--header') {
        if (!/^[A-Za-z0-9-]+:\s*\S/.test(value)) return `Not a header: ${value}\n\n${USAGE}`;
        headers.push(value);
      } else pactDir = path.resolve(value);
    } else if (arg === '--help' || arg === '-h') return USAGE;
    else if (baseUrl === undefined && !arg.startsWith('-')) baseUrl = arg;
    else return `Unknown argument: ${arg}\n\n${USAGE}`;
  }
  if (baseUrl === undefined) return USAGE;
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    return `Not an http(s) address: ${baseUrl}\n\n${USAGE}`;
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), pactDir, headers };
}

/** Provider state name → the `Prefer` header value (openapi/provider-states/*.json). */
export function readProviderStates(dir = path.join(root, 'openapi/provider-states')) {
  const states: Record<string, string> = {};
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const [state, prefer] of Object.entries(entries)) {
      if (typeof prefer === 'string') states[state] = prefer;
    }
  }
  return states;
}

export function findPacts(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** Any HTTP reply will do; no reply at all stops here (the verifier would hang on it). */
async function checkReachable(baseUrl: string): Promise<void> {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(15_000), redirect: 'manual' });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(
      `Cannot reach the backend at ${baseUrl}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

/** Replays the pacts; resolves true when every interaction matched. */
export async function verifyBackend(options: VerifyOptions): Promise<boolean> {
  const pactUrls = findPacts(options.pactDir);
  if (pactUrls.length === 0) {
    throw new Error(
      `No pact files in ${options.pactDir}: write them with npx nx run @site-admin/api-client:pact`,
    );
  }
  await checkReachable(options.baseUrl);
  const providerStates = readProviderStates();
  let prefer = '';
  const extra = options.headers.map((header) => {
    const at = header.indexOf(':');
    return [header.slice(0, at).trim().toLowerCase(), header.slice(at + 1).trim()] as const;
  });
  console.log(`Replaying ${pactUrls.length} pact file(s) against ${options.baseUrl}`);
  try {
    await new Verifier({
      provider: 'site-admin-api',
      providerBaseUrl: options.baseUrl,
      pactUrls,
      stateHandlers: Object.fromEntries(
        Object.entries(providerStates).map(([name, header]) => [
          name,
          () => {
            prefer = header;
            return Promise.resolve();
          },
        ]),
      ),
      requestFilter: (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
        if (prefer) req.headers['prefer'] = prefer;
        else delete req.headers['prefer'];
        prefer = '';
        for (const [name, value] of extra) req.headers[name] = value;
        next();
      },
      logLevel: 'warn',
    }).verifyProvider();
    console.log(
      `\nThe backend at ${options.baseUrl} answers every interaction as the app expects.`,
    );
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${describeFailures(message, readInteractions(pactUrls), options.baseUrl)}`);
    return false;
  }
}

interface Interaction {
  description: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string; query?: unknown };
}

function readInteractions(pactUrls: readonly string[]): Interaction[] {
  return pactUrls.flatMap(
    (url) =>
      (JSON.parse(readFileSync(url, 'utf8')) as { interactions: Interaction[] }).interactions,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The verifier's failure as a list a backend developer can act on: per interaction its call
 * (method and path), its provider state and each mismatch at its JSON path.
 */
export function describeFailures(
  message: string,
  interactions: readonly Interaction[],
  baseUrl: string,
): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return `The pacts could not be replayed against ${baseUrl}: ${message}`;
  }
  const errors = isRecord(parsed) && Array.isArray(parsed['errors']) ? parsed['errors'] : [];
  const lines = [`${errors.length} interaction(s) did not match at ${baseUrl}:`];
  for (const error of errors) {
    if (!isRecord(error)) continue;
    const title = text(error['interaction']);
    const found = interactions.find((item) => title.endsWith(` - ${item.description}`));
    const state = found?.providerStates?.[0]?.name;
    lines.push(
      '',
      `✗ ${found ? `${found.request.method} ${found.request.path}: ` : ''}${found?.description ?? title}`,
    );
    if (state) lines.push(`  given ${state}`);
    const mismatch = error['mismatch'];
    const mismatches =
      isRecord(mismatch) && Array.isArray(mismatch['mismatches']) ? mismatch['mismatches'] : [];
    for (const item of mismatches) {
      if (!isRecord(item)) continue;
      const where = typeof item['path'] === 'string' ? `${item['path']}: ` : '';
      lines.push(`  ${where}${text(item['mismatch'])}`);
    }
    if (mismatches.length === 0 && isRecord(mismatch) && 'message' in mismatch) {
      lines.push(`  ${text(mismatch['message'])}`);
    }
  }
  return lines.join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(options);
    process.exit(options.startsWith('Usage') && process.argv.includes('--help') ? 0 : 2);
  }
  process.env['PACT_DO_NOT_TRACK'] ??= 'true';
  try {
    process.exit((await verifyBackend(options)) ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
