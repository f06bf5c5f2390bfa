import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import {
  ApiError,
  errorFromResponse,
  isApplicationError,
  OFFLINE_MESSAGE,
  unexpectedReplyError,
} from './api-error';
import { isOnOrigin } from './same-origin';
import { readXsrfCookie, withXsrfToken, type XsrfTokenSource } from './xsrf';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Defaults to the page's own origin: the API is served where the app is. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Extra middleware (the shell's session handling), run after the XHR marker. */
  middleware?: Middleware[];
  /** The CSRF token to send; defaults to the `XSRF-TOKEN` cookie, read afresh per request. */
  xsrfToken?: XsrfTokenSource;
}

/** The backend serves HTML or JSON at the same path; this header asks for JSON. */
export const XHR_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

const markAsXhr: Middleware = {
  onRequest({ request }) {
    request.headers.set(XHR_HEADER.name, XHR_HEADER.value);
    return request;
  },
};

/**
 * Server-supplied paths (a form's action, a bulk action's URL, a field's endpoint) are joined to
 * the API's origin as text, so `@evil.com/x` or `.evil.com/x` would name another host. A request
 * whose resolved origin is not the API's is refused before it is sent: nothing (cookies, the CSRF
 * token, form values) leaves for another host.
 */
function stayOnOrigin(apiOrigin: string): Middleware {
  return {
    onRequest({ request }) {
      if (!isOnOrigin(request.url, apiOrigin)) {
        throw unexpectedReplyError(0, { refused: 'The request would leave the API origin' });
      }
      return request;
    },
  };
}

/**
 * Every request carries the CSRF token (`X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie): the POSTs,
 * PUTs and DELETEs, and the GETs that change state (approve, not spam, bulk actions, publish),
 * which the client cannot tell from a server-driven path, so reads carry it too.
 */
function sendXsrfToken(source: XsrfTokenSource): Middleware {
  return { onRequest: ({ request }) => withXsrfToken(request, source) };
}

/** The one client every call goes through. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? globalThis.location?.origin ?? '';
  const client = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(
    stayOnOrigin(baseUrl),
    markAsXhr,
    sendXsrfToken(options.xsrfToken ?? readXsrfCookie),
    ...(options.middleware ?? []),
  );
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * An openapi-fetch call's result; a call that got no usable reply rejects with what a screen can
 * show: an abort as it is, no reply at all as 'offline' (ApiError status 0, never the browser's
 * 'Failed to fetch'), a 2xx body that is not JSON as an unexpected reply.
 */
export async function settled<R>(call: Promise<R>): Promise<R> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiError) throw error;
    // openapi-fetch parses only a successful reply's body, so a parse failure means a 2xx reply
    // whose body is not JSON (the reply itself is gone by now).
    if (error instanceof SyntaxError) throw unexpectedReplyError(200);
    throw new ApiError(0, '', OFFLINE_MESSAGE);
  }
}

/**
 * Turns an openapi-fetch result into its data, or throws an ApiError a screen can show.
 * A network failure becomes status 0 so screens can say the app is offline. A reply that is not
 * the JSON the contract promises (an HTML page, broken JSON, no body where one is due) is an
 * unexpected reply, never 'offline' and never the parser's own text.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await settled(call);
  if (!response.ok) throw errorFromResponse(response, error);
  // Only 204 is documented without a body; any other success must carry one.
  if (data === undefined && response.status !== 204)
    throw unexpectedReplyError(response.status, undefined, response.statusText);
  if (isApplicationError(data)) throw errorFromResponse(response, data);
  return data as T;
}
