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
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
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
