/**
 * What screens show when a reply is not the JSON the contract promises (an HTML page, broken or
 * empty JSON, a reply of the wrong shape). Also the English text of UNEXPECTED_REPLY_KEY.
 */
export const UNEXPECTED_REPLY_MESSAGE = 'The server sent an unexpected reply. Please try again.';
/** The common i18n key of that message, for screens that translate it. */
export const UNEXPECTED_REPLY_KEY = 'errors.unexpectedReply';

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

function serverMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The spec's page-load rule: the message from the reply, else its status and status text. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const fallback = `${response.status} ${response.statusText}`.trim();
  return new ApiError(response.status, response.statusText, serverMessage(body) ?? fallback, body);
}

/** A reply of `{ result: "error" }` is an application error carrying the server's message. */
export function isApplicationError(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'result' in body && body.result === 'error';
}
