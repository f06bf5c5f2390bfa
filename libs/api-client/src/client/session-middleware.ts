import type { Middleware } from 'openapi-fetch';

/** What the app does when a reply says something about the session; the shell implements it. */
export interface SessionHandlers {
  /** Shows the login dialog; resolves once the user signed in again, rejects if they gave up. */
  reauthenticate(): Promise<void>;
  /** 419: the session expired; the page must be reloaded. */
  sessionExpired(): void;
  /** 503 with a message: the backend is being updated. */
  maintenance(message: string): void;
  /** Any other status of 500 or more. */
  serverError(): void;
  /** The request got no reply at all. */
  offline(): void;
  /** Every reply's x-version header, so a new release can reload the app on the next navigation. */
  versionSeen(version: string): void;
}

/** Calls that sign in must not open the login dialog themselves. */
const isLoginCall = (schemaPath: string) =>
  schemaPath === '/login' || schemaPath.startsWith('/login/');

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      return typeof body.message === 'string' ? body.message : null;
    }
  } catch {
    // Not JSON: no message to show.
  }
  return null;
}

/**
 * The one place replies about the session are handled. A 401 waits for the login dialog (several
 * at once share one dialog) and then sends the same request again, so the page that made it
 * carries on with what the user typed.
 */
export function createSessionMiddleware(handlers: SessionHandlers): Middleware {
  const retryCopies = new Map<string, Request>();
  let relogin: Promise<void> | null = null;
  const waitForLogin = () =>
    (relogin ??= handlers.reauthenticate().finally(() => {
      relogin = null;
    }));

  return {
    onRequest({ request, id, schemaPath }) {
      if (!isLoginCall(schemaPath)) retryCopies.set(id, request.clone());
    },
    async onResponse({ response, id, schemaPath, options }) {
      const copy = retryCopies.get(id);
      retryCopies.delete(id);

      const version = response.headers.get('x-version');
      if (version) handlers.versionSeen(version);

      if (response.status === 401 && copy) {
        try {
          await waitForLogin();
        } catch {
          return response;
        }
        // Called unbound: the browser's fetch throws 'Illegal invocation' when `this` is
        // the options object.
        const send = options.fetch;
        return send(copy);
      }
      if (isLoginCall(schemaPath)) return response;
      if (response.status === 419) handlers.sessionExpired();
      else if (response.status === 503) {
        const message = await messageOf(response);
        if (message) handlers.maintenance(message);
        else handlers.serverError();
      } else if (response.status >= 500) handlers.serverError();
      return response;
    },
    onError({ id, error }) {
      retryCopies.delete(id);
      if (!(error instanceof DOMException && error.name === 'AbortError')) handlers.offline();
    },
  };
}
