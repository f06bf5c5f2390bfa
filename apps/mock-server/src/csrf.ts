// The backend's CSRF check, as the mock plays it: the app's page (and a sign-in) sets the
// `XSRF-TOKEN` cookie, readable by scripts; a call whose operation declares the `X-XSRF-TOKEN`
// header (every state-changing one: each POST, PUT and DELETE, and the GETs that change state)
// is answered 419 without that header, or when the header is not the cookie's token. The
// contract checks send the header without a browser's cookie, so then only its presence counts.
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { createResolver, findOperation, segmentsOf, type Located } from './document';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The reply to a call without the token (the backend's own words). */
export const CSRF_MISMATCH = { message: 'CSRF token mismatch.' };

interface GuardedOperation {
  method: string;
  segments: string[];
  guarded: boolean;
}

const isMap = (value: unknown): value is Map<unknown, unknown> => value instanceof Map;

/** Every operation of the document, marked when it declares the X-XSRF-TOKEN header. */
export function readGuardedOperations(specPath: string): GuardedOperation[] {
  const resolver = createResolver();
  const root: Located = { node: resolver.load(specPath), file: specPath };
  const declaresToken = (parent: Located) => {
    const list = resolver.at(parent, 'parameters');
    if (!Array.isArray(list.node)) return false;
    return list.node.some((item: unknown) => {
      // `at` follows the item's `$ref` when the item is reached as a map's child.
      const parameter = resolver.at({ node: new Map([['item', item]]), file: list.file }, 'item');
      return (
        isMap(parameter.node) &&
        parameter.node.get('in') === 'header' &&
        String(parameter.node.get('name')).toLowerCase() === XSRF_HEADER
      );
    });
  };
  return resolver.entries(resolver.at(root, 'paths')).flatMap(([template, item]) =>
    METHODS.flatMap((method) => {
      const operation = resolver.at(item, method);
      if (!isMap(operation.node)) return [];
      return [{ method, segments: segmentsOf(template), guarded: declaresToken(operation) }];
    }),
  );
}

export function cookieValue(headers: http.IncomingHttpHeaders, name: string): string | null {
  for (const part of String(headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const newToken = () => randomBytes(30).toString('base64url');
const cookieOf = (token: string) => `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`;

export function createCsrfGuard(specPath: string) {
  const operations = readGuardedOperations(specPath);
  return {
    /** Whether the call must be refused with 419: it changes state and lacks the right token. */
    refuses(req: http.IncomingMessage): boolean {
      const url = new URL(req.url ?? '/', 'http://mock.local');
      const operation = findOperation(operations, req.method ?? 'GET', url.pathname);
      if (!operation?.guarded) return false;
      const sent = req.headers[XSRF_HEADER];
      const token = Array.isArray(sent) ? sent[0] : sent;
      if (!token) return true;
      const cookie = cookieValue(req.headers, XSRF_COOKIE);
      return cookie !== null && cookie !== token;
    },
    /** The cookie to set with a page, for a browser that has no token yet. */
    cookieFor(req: http.IncomingMessage): string | null {
      return cookieValue(req.headers, XSRF_COOKIE) ? null : cookieOf(newToken());
    },
    /** A sign-in starts a new session with a new token, as the backend does. */
    renewedCookie(): string {
      return cookieOf(newToken());
    },
  };
}

export function refuseWith419(res: http.ServerResponse): void {
  res.writeHead(419, { 'content-type': 'application/json', vary: 'X-Requested-With' });
  res.end(JSON.stringify(CSRF_MISMATCH));
}
