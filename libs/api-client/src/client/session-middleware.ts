import type { Middleware } from 'openapi-fetch';
import { readXsrfCookie, withXsrfToken, type XsrfTokenSource } from './xsrf';

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

/**
 * Calls the app makes on its own in the background (the new-order count, on every tick and window
 * focus): a server failure or a lost connection keeps the last answer quietly instead of telling
 * the owner on every focus; the calls the owner's own actions make still tell it.
 */
const BACKGROUND_CALLS = new Set(['/{siteid}/shop/orders/new-count']);

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

/** How the last sign-in the dialog asked for ended. */
type LoginOutcome = 'signed-in' | 'gave-up';

/**
 * The one place replies about the session are handled. A 401 waits for the login dialog (several
 * at once share one dialog) and then sends the same request again, so the page that made it
 * carries on with what the user typed. The request sent again carries the token of the new
 * session and its reply goes through the same handling (419, 503, 5xx) as any other. A 401 to a
 * request that left before the last sign-in ended (its reply came late) joins that sign-in: it is
 * sent again after a success, or given back after the user gave up, and never opens a second
 * dialog.
 */
export function createSessionMiddleware(
  handlers: SessionHandlers,
  { xsrfToken = readXsrfCookie }: { xsrfToken?: XsrfTokenSource } = {},
): Middleware {
  const retryCopies = new Map<string, Request>();
  /** How many sign-ins had ended when each request left. */
  const sentAfter = new Map<string, number>();
  let loginsEnded = 0;
  let lastOutcome: LoginOutcome = 'signed-in';
  let relogin: Promise<LoginOutcome> | null = null;
  const waitForLogin = (): Promise<LoginOutcome> =>
    (relogin ??= handlers
      .reauthenticate()
      .then(
        (): LoginOutcome => 'signed-in',
        (): LoginOutcome => 'gave-up',
      )
      .then((outcome) => {
        loginsEnded += 1;
        lastOutcome = outcome;
        relogin = null;
        return outcome;
      }));

  /** What a non-login reply means for the session (never a 401: that is the caller's). */
  const report = async (response: Response) => {
    if (response.status === 419) handlers.sessionExpired();
    else if (response.status === 503) {
      const message = await messageOf(response);
      if (message) handlers.maintenance(message);
      else handlers.serverError();
    } else if (response.status >= 500) handlers.serverError();
  };

  return {
    onRequest({ request, id, schemaPath }) {
      if (isLoginCall(schemaPath)) return;
      retryCopies.set(id, request.clone());
      sentAfter.set(id, loginsEnded);
    },
    async onResponse({ response, id, schemaPath, options }) {
      const copy = retryCopies.get(id);
      const ended = sentAfter.get(id) ?? loginsEnded;
      retryCopies.delete(id);
      sentAfter.delete(id);

      const version = response.headers.get('x-version');
      if (version) handlers.versionSeen(version);

      if (response.status === 401 && copy) {
        // A reply that comes after a sign-in ended (the request left before it) joins that one.
        const outcome = ended < loginsEnded && !relogin ? lastOutcome : await waitForLogin();
        if (outcome === 'gave-up') return response;
        // Called unbound: the browser's fetch throws 'Illegal invocation' when `this` is
        // the options object.
        const send = options.fetch;
        const retried = await send(withXsrfToken(copy, xsrfToken));
        const retriedVersion = retried.headers.get('x-version');
        if (retriedVersion) handlers.versionSeen(retriedVersion);
        // A second 401 is given back as it is: one dialog per request.
        if (retried.status !== 401) await report(retried);
        return retried;
      }
      // A sign-in's own refusals (422, 2fa, 429) are the form's to show; a server failure is
      // told like any other call's (one notice).
      if (isLoginCall(schemaPath) && response.status < 500) return response;
      if (BACKGROUND_CALLS.has(schemaPath) && response.status >= 500) return response;
      await report(response);
      return response;
    },
    onError({ id, error, schemaPath }) {
      retryCopies.delete(id);
      sentAfter.delete(id);
      if (BACKGROUND_CALLS.has(schemaPath)) return;
      if (!(error instanceof DOMException && error.name === 'AbortError')) handlers.offline();
    },
  };
}
