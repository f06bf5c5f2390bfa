// `npm run proxy -- <base-url>`: the admin app against a real backend (staging), with every reply
// checked against the contract on the way. It serves the app's build like `npm start`; calls the
// app marks as XHR go through Prism's validating proxy (`prism proxy`) to <base-url>, which passes
// each reply on unchanged and marks one that breaks openapi/openapi.yaml with an `sl-violations`
// header; this server logs each such reply: the call, the status and what broke.
//
//   npm run proxy -- https://staging.example.com            (then open http://127.0.0.1:4200/)
//   PORT=4300 STATIC_DIR=apps/admin/dist npm run proxy -- http://127.0.0.1:8080
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { freePort, waitForPort } from '@site-admin/mock-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const specPath = path.join(root, 'openapi/openapi.yaml');

/** Non-XHR addresses the backend answers itself (older pages, thumbnails, sign-out, preview). */
const BACKEND_PAGES = [/^\/edit\//, /^\/image$/, /^\/logout$/, /^\/\d+\/livesite\/?$/];
export const isBackendPage = (pathname: string) => BACKEND_PAGES.some((re) => re.test(pathname));

export interface Violation {
  location?: string[];
  severity?: string;
  message?: string;
}

/** The violations Prism names in a reply's `sl-violations` header (none when absent). */
export function readViolations(header: string | string[] | undefined): Violation[] {
  if (typeof header !== 'string' || header === '') return [];
  try {
    const parsed: unknown = JSON.parse(header);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is Violation => typeof item === 'object' && item !== null)
      : [];
  } catch {
    return [{ message: header }];
  }
}

/**
 * What to report: every violation of the reply, and of the app's request, except a missing
 * session (the backend itself answers that with 401 and the app signs in again).
 */
export const contractViolations = (violations: readonly Violation[]) =>
  violations.filter(
    (violation) =>
      !(violation.location?.[0] === 'request' && /security scheme/i.test(violation.message ?? '')),
  );

/** One log entry per reply that breaks the contract. */
export function describeViolations(
  method: string,
  url: string,
  status: number,
  violations: readonly Violation[],
): string {
  const lines = [`✗ ${method} ${url} → ${status} breaks the contract:`];
  for (const violation of violations) {
    const where = violation.location?.join('.') ?? '';
    lines.push(
      `  [${violation.severity ?? 'Error'}] ${where ? `${where}: ` : ''}${violation.message ?? ''}`,
    );
  }
  return lines.join('\n');
}

/**
 * The backend's cookies as a browser at the proxy's address keeps them: one per header (Prism
 * joins several into one, comma-separated, which a browser reads as a single cookie) and without
 * a Domain (staging's domain is not the proxy's, so the browser would drop the session).
 */
export function withLocalCookies(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const cookies = headers['set-cookie'];
  if (cookies === undefined) return headers;
  return {
    ...headers,
    'set-cookie': cookies
      // A comma that starts the next cookie (`, name=`), never one inside an Expires date.
      .flatMap((header) => header.split(/,(?=\s*[^;,=\s]+=)/))
      .map((cookie) => cookie.trim().replace(/;\s*domain=[^;]*/gi, '')),
  };
}

function startPrismProxy(upstream: string, host: string, port: number): ChildProcess {
  const require = createRequire(import.meta.url);
  const prismBin = path.join(
    path.dirname(require.resolve('@stoplight/prism-cli/package.json')),
    'dist/index.js',
  );
  // Without --errors Prism passes every reply on as the backend sent it, marked when it breaks
  // the document; its own log stays quiet below warnings.
  return spawn(
    process.execPath,
    [prismBin, 'proxy', specPath, upstream, '-h', host, '-p', String(port), '-v', 'error'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

export interface ContractProxyOptions {
  /** The backend's address, e.g. https://staging.example.com. */
  upstream: string;
  port?: number;
  host?: string;
  /** The admin app's build (default apps/admin/dist); null serves no pages. */
  staticDir?: string | null;
  /** Where each violation goes (default: the console). */
  log?: (entry: string) => void;
}

export interface RunningContractProxy {
  url: string;
  /** How many replies broke the contract so far. */
  violations(): number;
  close(): Promise<void>;
}

export async function startContractProxy(
  options: ContractProxyOptions,
): Promise<RunningContractProxy> {
  const host = options.host ?? '127.0.0.1';
  const upstream = new URL(options.upstream);
  const staticDir =
    options.staticDir === undefined ? path.join(root, 'apps/admin/dist') : options.staticDir;
  const log = options.log ?? ((entry: string) => console.warn(entry));
  const prismPort = await freePort(host);
  const prism = startPrismProxy(
    upstream.origin + upstream.pathname.replace(/\/$/, ''),
    host,
    prismPort,
  );
  try {
    await waitForPort(host, prismPort, prism);
  } catch (error) {
    prism.kill();
    throw error;
  }
  let count = 0;

  /** An XHR call: through Prism, which checks the request and the reply. */
  const viaPrism = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers = { ...req.headers, host: upstream.host };
    const call = http.request(
      { host, port: prismPort, method: req.method, path: req.url, headers },
      (reply) => {
        const violations = contractViolations(readViolations(reply.headers['sl-violations']));
        if (violations.length > 0) {
          count += 1;
          log(
            describeViolations(
              req.method ?? 'GET',
              req.url ?? '/',
              reply.statusCode ?? 0,
              violations,
            ),
          );
        }
        res.writeHead(reply.statusCode ?? 502, withLocalCookies(reply.headers));
        reply.pipe(res);
      },
    );
    call.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `Backend unavailable: ${error.message}` }));
    });
    req.pipe(call);
  };

  /** A page the backend answers itself: straight through. */
  const toBackend = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const client = upstream.protocol === 'https:' ? https : http;
    const call = client.request(
      new URL(req.url ?? '/', upstream),
      { method: req.method, headers: { ...req.headers, host: upstream.host } },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, withLocalCookies(reply.headers));
        reply.pipe(res);
      },
    );
    call.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Backend unavailable: ${error.message}`);
    });
    req.pipe(call);
  };

  const pages =
    staticDir && existsSync(path.join(staticDir, 'index.html'))
      ? sirv(staticDir, { single: true, etag: true, brotli: true, gzip: true })
      : null;

  const server = http.createServer((req, res) => {
    res.setHeader('vary', 'X-Requested-With');
    const xhr = String(req.headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';
    if (xhr) return viaPrism(req, res);
    const { pathname } = new URL(req.url ?? '/', 'http://proxy.local');
    if (isBackendPage(pathname) || !pages) return toBackend(req, res);
    pages(req, res, () => {
      // A route with a dot (…/domains/example.co.uk) is still a page of the app.
      if (
        req.method === 'GET' &&
        String(req.headers.accept ?? '').includes('text/html') &&
        staticDir
      ) {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
        });
        res.end(readFileSync(path.join(staticDir, 'index.html')));
        return;
      }
      toBackend(req, res);
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, resolve);
    });
  } catch (error) {
    prism.kill();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    violations: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        prism.kill();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const upstream = process.argv[2];
  let valid = false;
  try {
    valid = upstream !== undefined && /^https?:$/.test(new URL(upstream).protocol);
  } catch {
    valid = false;
  }
  if (!upstream || !valid) {
    console.error(
      'Usage: npm run proxy -- <base-url>\n\nServes the admin app (apps/admin/dist, or STATIC_DIR) on PORT (4200) with its\ncalls going to <base-url> through a validating proxy that logs every reply breaking the contract.',
    );
    process.exit(2);
  }
  const staticDir = process.env['STATIC_DIR'];
  const proxy = await startContractProxy({
    upstream,
    port: Number(process.env['PORT'] ?? 4200),
    host: process.env['HOST'] ?? '127.0.0.1',
    ...(staticDir ? { staticDir: path.resolve(staticDir) } : {}),
  });
  console.log(
    `site-admin is running at ${proxy.url}/ against ${upstream}; replies that break the contract are logged here.`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void proxy.close().then(() => process.exit(0));
    });
  }
}
