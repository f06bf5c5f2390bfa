// The session as the real backend keeps it, for one browser at a time: which site it is on and
// whether it was signed out. A browser gets its own session cookie with the app's first page, so
// two tabs of one browser share a session (a site switch in one is seen by the other) and two
// test runs never do. A request without that cookie (curl, the contract checks) is the document's
// example session: always signed in, on the example site, never changed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';

export const SESSION_COOKIE_NAME = 'site_admin_session';
/** The document's example session, which every request without a cookie of its own uses. */
export const EXAMPLE_SESSION = 'mock-session';
/** The example account's site. */
export const EXAMPLE_SITE = 48213;

interface SessionState {
  siteid: number;
  signedOut: boolean;
}

/** What the proxy should do with the backend's reply to an XHR call. */
export interface ReplyHooks {
  /** The request body, already read (the proxy sends it instead of piping the request). */
  body?: Buffer;
  /** Called with the status and the parsed JSON of the reply; may return a new body to send. */
  onReply?: (status: number, json: unknown) => unknown;
}

export function sessionIdOf(headers: http.IncomingHttpHeaders): string | null {
  const cookies = String(headers.cookie ?? '').split(';');
  for (const cookie of cookies) {
    const [name, ...value] = cookie.trim().split('=');
    if (name === SESSION_COOKIE_NAME) {
      const id = value.join('=');
      return id && id !== EXAMPLE_SESSION ? id : null;
    }
  }
  return null;
}

/** The names of the example sites (the sites tag's example with every group). */
export function loadSiteNames(specPath: string): Map<number, string> {
  const names = new Map<number, string>();
  try {
    const file = path.join(path.dirname(specPath), 'examples/sites.yaml');
    const examples = parse(readFileSync(file, 'utf8')) as Record<string, { value?: unknown }>;
    for (const example of Object.values(examples)) {
      const value = example.value;
      if (typeof value !== 'object' || value === null) continue;
      for (const group of Object.values(value)) {
        if (!Array.isArray(group)) continue;
        for (const site of group as { ID?: unknown; site_name?: unknown }[]) {
          if (typeof site.ID === 'number' && typeof site.site_name === 'string')
            names.set(site.ID, site.site_name);
        }
      }
    }
  } catch {
    // No examples: a switched session keeps the example site's name.
  }
  return names;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function jsonOf(body: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Proxy = (req: http.IncomingMessage, res: http.ServerResponse, hooks?: ReplyHooks) => void;

export function createSessionStore(siteNames: Map<number, string>) {
  const sessions = new Map<string, SessionState>();
  const stateOf = (id: string): SessionState => {
    let state = sessions.get(id);
    if (!state) {
      state = { siteid: EXAMPLE_SITE, signedOut: false };
      sessions.set(id, state);
    }
    return state;
  };

  return {
    /** The cookie to set with a page, for a browser that has no session of its own yet. */
    cookieFor(req: http.IncomingMessage): string | null {
      if (sessionIdOf(req.headers)) return null;
      return `${SESSION_COOKIE_NAME}=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`;
    },

    isSignedOut(req: http.IncomingMessage): boolean {
      const id = sessionIdOf(req.headers);
      return id ? stateOf(id).signedOut : false;
    },

    /** The backend's own sign-out address: ends the session and goes to the sign-in page. */
    signOut(req: http.IncomingMessage): void {
      const id = sessionIdOf(req.headers);
      if (id) stateOf(id).signedOut = true;
    },

    /**
     * An XHR call: answered 401 once signed out; signing in, switching site and signing out
     * change the session; the account calls say the session's site.
     */
    async handleApi(req: http.IncomingMessage, res: http.ServerResponse, proxy: Proxy) {
      const id = sessionIdOf(req.headers);
      const url = new URL(req.url ?? '/', 'http://mock.local');
      const method = req.method ?? 'GET';
      if (!id) return proxy(req, res);
      const state = stateOf(id);
      const signingIn = url.pathname === '/login' || url.pathname.startsWith('/login/');

      if (state.signedOut && !signingIn && url.pathname !== '/logout') {
        res.writeHead(401, { 'content-type': 'application/json', vary: 'X-Requested-With' });
        res.end(JSON.stringify({ message: 'Unauthenticated.' }));
        return;
      }
      if (method === 'POST' && url.pathname === '/logout') {
        state.signedOut = true;
        return proxy(req, res);
      }
      if (method === 'POST' && (url.pathname === '/sites' || signingIn)) {
        const body = await readBody(req);
        const sent = jsonOf(body);
        return proxy(req, res, {
          body,
          onReply: (status) => {
            if (status !== 200) return undefined;
            if (url.pathname === '/sites' && typeof sent['site_id'] === 'number')
              state.siteid = sent['site_id'];
            if (signingIn) {
              state.signedOut = false;
              if (typeof sent['siteid'] === 'number') state.siteid = sent['siteid'];
            }
            return undefined;
          },
        });
      }
      const accountCall = url.pathname === '/authstatus/details' || url.pathname === '/authstatus';
      if (method === 'GET' && accountCall && !req.headers.prefer && state.siteid !== EXAMPLE_SITE) {
        return proxy(req, res, {
          onReply: (status, json) => {
            if (status !== 200 || typeof json !== 'object' || json === null) return undefined;
            const name = siteNames.get(state.siteid);
            return { ...json, siteid: state.siteid, ...(name ? { site_name: name } : {}) };
          },
        });
      }
      return proxy(req, res);
    },
  };
}
