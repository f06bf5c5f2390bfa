/**
 * What screens show when a reply is not the JSON the contract promises (an HTML page, broken or
 * empty JSON, a reply of the wrong shape). Also the English text of UNEXPECTED_REPLY_KEY.
 */
export const UNEXPECTED_REPLY_MESSAGE = 'The server sent an unexpected reply. Please try again.';
/** The common i18n key of that message, for screens that translate it. */
export const UNEXPECTED_REPLY_KEY = 'errors.unexpectedReply';
/**
 * What a call that got no reply says (also the English text of 'errors.offline'): never the
 * browser's own 'Failed to fetch'.
 */
export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
/** An application error (`result: "error"`) that names no text of its own. */
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A failed call, as the screens need it: the status and the message to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got a reply (offline, aborted). */
    readonly status: number,
    readonly statusText: string,
    message: string,
    /** The reply's body, parsed when it was JSON. */
    readonly body: unknown = undefined,
    /** The reply came but is not what the contract promises (see unexpectedReplyError). */
    readonly isUnexpectedReply = false,
  ) {
    super(message);
  }

  /** The request got no reply at all: the app is offline (never an unexpected reply). */
  get isNetworkError(): boolean {
    return this.status === 0 && !this.isUnexpectedReply;
  }
}

/**
 * A reply that is not the JSON the contract promises: an HTML page, broken JSON, an empty body
 * where JSON is expected, or (for callers that check it) JSON of the wrong shape. `body` keeps
 * what came, for logs; the message is UNEXPECTED_REPLY_MESSAGE, never the parser's text.
 */
export function unexpectedReplyError(
  status: number,
  body: unknown = undefined,
  statusText = '',
): ApiError {
  return new ApiError(status, statusText, UNEXPECTED_REPLY_MESSAGE, body, true);
}

/** The reply's own text: its `message`, else an `error` that is a sentence rather than a code. */
function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  if ('message' in body && typeof body.message === 'string' && body.message.trim() !== '')
    return body.message;
  if ('error' in body && typeof body.error === 'string' && /\s/.test(body.error.trim()))
    return body.error;
  return null;
}

/**
 * The spec's page-load rule: the message from the reply, else its status and status text. A
 * successful reply carrying `result: "error"` without a text never says '200 OK'.
 */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const fallback = response.ok
    ? UNKNOWN_ERROR_MESSAGE
    : `${response.status} ${response.statusText}`.trim();
  return new ApiError(response.status, response.statusText, serverMessage(body) ?? fallback, body);
}

/** A reply of `{ result: "error" }` is an application error carrying the server's message. */
export function isApplicationError(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'result' in body && body.result === 'error';
}

/**
 * The id of the notice the app has shown for this failure already (the shell's, raised by the
 * session middleware): 'server-error' for a reply of 500 or more (a 503 may be the maintenance
 * reload's), 'offline' when no reply came; else null. A screen's notice for the failure takes
 * that id, replacing it, so one notice says both (spec 1 section 8).
 */
export function shownNoticeOf(error: unknown): 'server-error' | 'offline' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status >= 500 && error.status !== 503) return 'server-error';
  return error.isNetworkError ? 'offline' : null;
}

/**
 * An expired session (419): the client has told it already ('Your session has expired …' with
 * Reload), and sending the same call again cannot help: only reloading the page can.
 */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 419;
}

/**
 * The server's own reason for a failed action, for the notice that says it failed: the text of
 * an application error (`result: "error"`) or of a refusal (4xx), such as 'Order #10474 has been
 * sent to Royal Mail Click & Drop'. Null when the app says it already (a server error, no reply,
 * a sign-in asked for or an expired session), for a reply that is not the contract's, and for one
 * without a text of its own.
 */
export function serverReasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.isUnexpectedReply) return null;
  if (error.status < 200 || error.status >= 500 || error.status === 401 || error.status === 419)
    return null;
  return serverMessage(error.body);
}
