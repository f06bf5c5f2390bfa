import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import { ApiError, errorFromResponse, isApplicationError, unexpectedReplyError } from './api-error';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Defaults to the page's own origin: the API is served where the app is. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Extra middleware (the shell's session handling), run after the XHR marker. */
  middleware?: Middleware[];
}

/** The backend serves HTML or JSON at the same path; this header asks for JSON. */
export const XHR_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

const markAsXhr: Middleware = {
  onRequest({ request }) {
    request.headers.set(XHR_HEADER.name, XHR_HEADER.value);
    return request;
  },
};

/** The one client every call goes through. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(markAsXhr, ...(options.middleware ?? []));
  return client;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Turns an openapi-fetch result into its data, or throws an ApiError a screen can show.
 * A network failure becomes status 0 so screens can say the app is offline. A reply that is not
 * the JSON the contract promises (an HTML page, broken JSON, no body where one is due) is an
 * unexpected reply, never 'offline' and never the parser's own text.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiError) throw error;
    // openapi-fetch parses only a successful reply's body, so a parse failure means a 2xx reply
    // whose body is not JSON (the reply itself is gone by now).
    if (error instanceof SyntaxError) throw unexpectedReplyError(200);
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, '', message);
  }
  const { data, error, response } = result;
  if (!response.ok) throw errorFromResponse(response, error);
  // Only 204 is documented without a body; any other success must carry one.
  if (data === undefined && response.status !== 204)
    throw unexpectedReplyError(response.status, undefined, response.statusText);
  if (isApplicationError(data)) throw errorFromResponse(response, data);
  return data as T;
}
