// The stand-in backend: one address that serves the admin app's pages and, like the real backend,
// answers XHR-marked requests with JSON from Prism (the OpenAPI document's examples).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { sendJson } from './api-compression';
import { createBigShop, isOrderListCall, prefersBigShop, type BigShop } from './big-shop';
import { chunkExamplePreference } from './chunk-examples';
import {
  createIntegrationSearch,
  isIntegrationSearch,
  type IntegrationSearch,
} from './integration-search';
import {
  createOrderEmailBody,
  isOrderEmailBodyCall,
  type OrderEmailBody,
} from './order-email-body';
import { askedPageSize, withPageSize } from './pagination';
import { freePort, waitForPort } from './ports';
import { newCountExamplePreference } from './new-count-examples';
import {
  loadExampleIndex,
  mediaTypeOfPreferredExample,
  preferForRequest,
  type ExampleIndex,
} from './examples-by-id';

export { findOperation, readOperations, type DocumentOperation } from './document';
import { CONTENT_SECURITY_POLICY, LEGACY_PAGE_POLICY } from './content-security-policy';
import { createCsrfGuard, refuseWith419 } from './csrf';
import { imageStandIn, isImagePath } from './image-stand-in';
import { isLegacyPath, legacyStandIn } from './legacy-stand-in';
import { serverPage } from './server-pages';
import {
  createSessionStore,
  EXAMPLE_SESSION,
  loadSiteNames,
  SESSION_COOKIE_NAME,
  type ReplyHooks,
} from './session-state';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const defaultSpecPath = path.join(workspaceRoot, 'openapi/openapi.yaml');
export const defaultStaticDir = path.join(workspaceRoot, 'apps/admin/dist');

/** The example session, for requests without a session of their own (see session-state.ts). */
const SESSION_COOKIE = `${SESSION_COOKIE_NAME}=${EXAMPLE_SESSION}`;

export interface MockServerOptions {
  port?: number;
  host?: string;
  specPath?: string;
  /** The built admin app; null serves no pages (contract checks only need the API). */
  staticDir?: string | null;
  /** Print Prism's request log. */
  verbose?: boolean;
  /** The order list answers from the shop of 10,000 orders without being asked (see big-shop.ts). */
  bigShop?: boolean;
  /**
   * Serves over HTTPS with this certificate, by HTTP/2 (HTTP/1.1 to a client without it), as a
   * production server does; without it, plain HTTP/1.1 (`npm start`).
   */
  tls?: { key: string; cert: string };
}

export { freePort, waitForPort };

export interface RunningMockServer {
  url: string;
  close(): Promise<void>;
}

export function isXhr(headers: http.IncomingHttpHeaders): boolean {
  return String(headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';
}

function startPrism(specPath: string, host: string, port: number, verbose: boolean): ChildProcess {
  const require = createRequire(import.meta.url);
  const prismBin = path.join(
    path.dirname(require.resolve('@stoplight/prism-cli/package.json')),
    'dist/index.js',
  );
  return spawn(process.execPath, [prismBin, 'mock', specPath, '-h', host, '-p', String(port)], {
    stdio: verbose ? 'inherit' : 'ignore',
  });
}

/** Headers about one connection, which a proxy does not pass on (HTTP/2 refuses them). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  return Object.fromEntries(
    // HTTP/2's pseudo-headers (`:path`, `:method`…) are not HTTP/1.1 headers either.
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !name.startsWith(':')),
  );
}

function proxyTo(prismHost: string, prismPort: number, examples: ExampleIndex) {
  return (req: http.IncomingMessage, res: http.ServerResponse, hooks: ReplyHooks = {}) => {
    const headers: http.IncomingHttpHeaders = {
      ...endToEnd(req.headers),
      host: `${prismHost}:${prismPort}`,
    };
    if (!headers.cookie) headers.cookie = SESSION_COOKIE;
    const chunkExample = chunkExamplePreference(new URL(req.url ?? '/', 'http://mock.local'));
    if (chunkExample && !headers.prefer) headers.prefer = chunkExample;
    const newCountExample = newCountExamplePreference(new URL(req.url ?? '/', 'http://mock.local'));
    if (newCountExample && !headers.prefer) headers.prefer = newCountExample;
    // A record opened from a list shows that record: the example named after its id.
    if (!headers.prefer) {
      const prefer = preferForRequest(examples, req.method ?? 'GET', req.url ?? '/');
      if (prefer) headers.prefer = prefer;
    }
    // A named example answers in its own form (text or JSON), as the backend chooses.
    const prefer = headers.prefer;
    const mediaType =
      typeof prefer === 'string'
        ? mediaTypeOfPreferredExample(examples, req.method ?? 'GET', req.url ?? '/', prefer)
        : null;
    if (mediaType) headers.accept = mediaType;
    const upstream = http.request(
      { host: prismHost, port: prismPort, method: req.method, path: req.url, headers },
      (reply) => {
        const status = reply.statusCode ?? 502;
        const { onReply } = hooks;
        const isJson = String(reply.headers['content-type'] ?? '').includes('json');
        if (!isJson) {
          onReply?.(status, undefined);
          res.writeHead(status, { ...endToEnd(reply.headers), vary: 'X-Requested-With' });
          reply.pipe(res);
          return;
        }
        // The session changes what the reply says (its site) or learns from it (a sign-in).
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let changed: unknown;
          if (onReply) {
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            changed = onReply(status, json);
          }
          const body = changed === undefined ? text : JSON.stringify(changed);
          sendJson(req, res, status, endToEnd(reply.headers), body);
        });
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `Mock API unavailable: ${error.message}` }));
    });
    if (hooks.body) upstream.end(hooks.body);
    else req.pipe(upstream);
  };
}

/**
 * Hashed build files (`/assets/…`) never change: cached for a year. Everything else (the page)
 * is revalidated each time, so a deploy shows at once. sirv sends the build's `.br` / `.gz` copy
 * when the browser accepts it.
 */
export function setHeaders(res: http.ServerResponse, pathname: string): void {
  // sirv names Accept-Encoding; the page also differs by the XHR header (see below).
  res.setHeader('vary', 'X-Requested-With, Accept-Encoding');
  res.setHeader(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  const specPath = options.specPath ?? defaultSpecPath;
  const staticDir = options.staticDir === undefined ? defaultStaticDir : options.staticDir;
  const examples = loadExampleIndex(specPath);
  const prismPort = await freePort(host);
  const prism = startPrism(specPath, host, prismPort, options.verbose ?? false);
  try {
    await waitForPort(host, prismPort, prism);
  } catch (error) {
    prism.kill();
    throw error;
  }

  const prismApi = proxyTo(host, prismPort, examples);
  // The order list of a shop of 10,000 orders, when asked for (`Prefer: example=ten-thousand-orders`)
  // or when the server runs with it; the page's other calls answer as for any shop.
  let bigShop: BigShop | undefined;
  // A search of the integrations finds what was typed (a `Prefer` header still names an example).
  let integrationSearch: IntegrationSearch | undefined;
  // A status email is the template the dialog sends, filled in for the order.
  let orderEmailBody: OrderEmailBody | undefined;
  const api: typeof prismApi = (req, res, hooks) => {
    const asked = prefersBigShop(req.headers.prefer);
    const url = new URL(req.url ?? '/', 'http://mock.local');
    if ((asked || options.bigShop) && isOrderListCall(req.method ?? 'GET', url)) {
      bigShop ??= createBigShop(path.join(workspaceRoot, 'openapi/examples'));
      const reply = bigShop.reply(url);
      sendJson(req, res, reply.status, { 'content-type': 'application/json' }, reply.body);
      return;
    }
    if (!req.headers.prefer && isIntegrationSearch(req.method ?? 'GET', url)) {
      integrationSearch ??= createIntegrationSearch(path.join(path.dirname(specPath), 'examples'));
      const reply = integrationSearch.reply(url);
      sendJson(req, res, reply.status, { 'content-type': 'application/json' }, reply.body);
      return;
    }
    if (!req.headers.prefer && isOrderEmailBodyCall(req.method ?? 'GET', url)) {
      orderEmailBody ??= createOrderEmailBody(path.join(path.dirname(specPath), 'examples'));
      const reply = orderEmailBody.reply(url);
      if (reply !== null) {
        sendJson(req, res, 200, { 'content-type': 'application/json' }, reply);
        return;
      }
    }
    if (asked) delete req.headers.prefer;
    // A list asked for at a page size says that size (pagination.ts).
    const size = askedPageSize(req.method ?? 'GET', url);
    if (size === null) return prismApi(req, res, hooks);
    const onReply = hooks?.onReply;
    prismApi(req, res, {
      ...hooks,
      onReply: (status, json) => {
        const changed = onReply?.(status, json);
        const reply = changed === undefined ? json : changed;
        return withPageSize(reply, size) ?? changed;
      },
    });
  };
  const sessions = createSessionStore(loadSiteNames(specPath));
  const csrf = createCsrfGuard(specPath);
  const pages =
    staticDir && existsSync(path.join(staticDir, 'index.html'))
      ? sirv(staticDir, { single: true, etag: true, brotli: true, gzip: true, setHeaders })
      : null;

  const handle: http.RequestListener = (req, res) => {
    // The same address answers HTML or JSON by this header: caches must keep both apart.
    res.setHeader('vary', 'X-Requested-With');
    if (isXhr(req.headers)) {
      // A state-changing call without the page's CSRF token changes nothing (spec 1 section 8).
      if (csrf.refuses(req)) return refuseWith419(res);
      if (req.method === 'POST' && /^\/login(\/|$)/.test(req.url ?? '')) {
        res.setHeader('set-cookie', csrf.renewedCookie());
      }
      return void sessions.handleApi(req, res, api);
    }
    const url = new URL(req.url ?? '/', 'http://mock.local');
    if (url.pathname === '/logout') sessions.signOut(req);
    if (isImagePath(url.pathname)) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
      res.end(imageStandIn(url));
      return;
    }
    const own = serverPage(url);
    if (own) {
      res.writeHead(own.status, own.headers);
      res.end(own.body);
      return;
    }
    if (isLegacyPath(url.pathname)) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': LEGACY_PAGE_POLICY,
      });
      res.end(legacyStandIn(url));
      return;
    }
    if (!pages) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('The admin app is not built: run npm start.');
      return;
    }
    // A signed-out browser is sent to the sign-in page, which then comes back to the address.
    const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
    if (wantsHtml && url.pathname !== '/login' && sessions.isSignedOut(req)) {
      const back = `${url.pathname}${url.search}`;
      res.writeHead(302, {
        location: `/login?redirect=${encodeURIComponent(back)}`,
        'cache-control': 'no-store',
      });
      res.end();
      return;
    }
    // The real backend sets the session cookie when the owner signs in; here each browser gets
    // its own session with its first page (see session-state.ts).
    // With the page comes the CSRF token the app's calls send back (the XSRF-TOKEN cookie).
    const cookies = [sessions.cookieFor(req), csrf.cookieFor(req)].filter(
      (cookie): cookie is string => cookie !== null,
    );
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    // The policy as a header: unlike the page's meta tag it can forbid framing the app.
    res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    // Source maps are not served: the build's code is public, its sources need not be.
    if (url.pathname.endsWith('.map')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end();
      return;
    }
    pages(req, res, () => {
      // sirv sends index.html only for paths without a dot; a route such as
      // /48213/account/domains/hartleyandfinch.co.uk is still a page of the app.
      const wantsPage =
        req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');
      if (!staticDir || !wantsPage) {
        res.writeHead(404);
        res.end();
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      });
      res.end(readFileSync(path.join(staticDir, 'index.html')));
    });
  };
  // HTTP/2's compatibility API gives the handler requests and responses shaped like HTTP/1.1's.
  const server = options.tls
    ? http2.createSecureServer(
        { ...options.tls, allowHTTP1: true },
        handle as unknown as (
          req: http2.Http2ServerRequest,
          res: http2.Http2ServerResponse,
        ) => void,
      )
    : http.createServer(handle);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `${options.tls ? 'https' : 'http'}://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        prism.kill();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

export { createLocalCertificate, type LocalCertificate } from './local-certificate';
