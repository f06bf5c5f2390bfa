// A server-driven page's data, asked for at its own route path (spec 1 sections 2 and 7): the
// page query and its keys, deleting a row and running a bulk action. The page engine calls these;
// a feature's mutation refreshes the page the user sees through `pagePathKey`.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { settled, unwrap, type ApiClient } from '../client/api-client';
import { ApiError, errorFromResponse, unexpectedReplyError } from '../client/api-error';
import type { BulkActionResult, DeleteResult, PageQuery, PageResponse } from './page-types';

/**
 * The documented page path generic pages are typed against. openapi-fetch only accepts the
 * document's path templates, but a generic page (the list routes and the `/{siteid}/*` fallback)
 * asks for its data at its own route path (spec 1 section 2). Every such path answers the same
 * generic list query with a `PageResponse`, exactly like this documented one, so the runtime path
 * is passed in its place: the call still goes through the one client and its middleware. The
 * runtime path has no `{siteid}` placeholder, so the path parameter below is never substituted.
 */
type GenericPagePath = '/{siteid}/content/redirects';
/** The documented row path `DELETE {route path}/{id}` is typed against (see GenericPagePath). */
type GenericRowPath = '/{siteid}/content/redirects/{id}';

/** Keys of generic pages: by route path, then by query. The one key factory for a page path. */
export const pageKeys = {
  all: ['pages', 'page'] as const,
  path: (path: string) => [...pageKeys.all, path] as const,
  page: (path: string, query: PageQuery) => [...pageKeys.path(path), query] as const,
};

/**
 * The key of every query of the page at `path` (`/48213/shop/orders`): invalidate it after a
 * mutation so the page the user is looking at shows the change.
 */
export const pagePathKey = (path: string) => pageKeys.path(path);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a reply carries what its layout is drawn from (the fields the engine reads first). */
function hasLayoutShape(reply: Record<string, unknown>): boolean {
  const { config, model, pagination } = reply;
  switch (reply['layout']) {
    case 'list':
      return isObject(config) && Array.isArray(model) && isObject(pagination);
    case 'card-index':
    case 'card-directory':
      return isObject(config) && Array.isArray(model);
    case 'create-form':
    case 'edit-form':
    case 'dashboard':
    case 'upsell':
    case 'legacy-page':
      return isObject(config);
    case 'unauthorised':
      return true;
    case 'legacy-redirect':
      return typeof reply['redirect'] === 'string';
    default:
      return false;
  }
}

/**
 * A page reply that names no layout, or lacks what its layout is drawn from, is an unexpected
 * reply (shown with a retry like a failed load), not a screen drawn from half a page.
 */
export function checkPageReply(reply: unknown): PageResponse {
  if (!isObject(reply) || !hasLayoutShape(reply)) throw unexpectedReplyError(200, reply);
  return reply as PageResponse;
}

/** The page at `path` (a same-origin route path, e.g. `/48213/shop/orders`). */
export const pageQuery = (client: ApiClient, path: string, query: PageQuery = {}) =>
  queryOptions({
    queryKey: pageKeys.page(path, query),
    // TanStack aborts `signal` when the key changes and nothing watches the old query any more,
    // so a new request cancels the one still running.
    queryFn: ({ signal }) =>
      unwrap(
        client.GET(path as GenericPagePath, {
          params: { path: { siteid: 0 }, query },
          signal,
        }),
      ).then(checkPageReply),
  });

/** Every query of the page at `path` (after a delete, a bulk action or any feature's mutation). */
export function invalidatePage(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pagePathKey(path) });
}

/**
 * `DELETE {route path}/{id}` with the row action's params as query (spec 1 section 7). A
 * `result: "error"` reply rejects, so the caller shows the failed-to-delete notice.
 */
export async function deletePageRow(
  client: ApiClient,
  { path, id, params = {} }: { path: string; id: string | number; params?: Record<string, string> },
): Promise<DeleteResult> {
  const query = new URLSearchParams(params).toString();
  const url = `${path}/${encodeURIComponent(String(id))}${query === '' ? '' : `?${query}`}`;
  return unwrap(client.DELETE(url as GenericRowPath, { params: { path: { siteid: 0, id: 0 } } }));
}

export const deletePageRowMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...pageKeys.all, 'delete'],
    mutationFn: (variables: {
      path: string;
      id: string | number;
      params?: Record<string, string>;
    }) => deletePageRow(client, variables),
    onSuccess: (_data, { path }) => invalidatePage(queryClient, path),
  });

const isBulkActionResult = (value: unknown): value is BulkActionResult =>
  typeof value === 'object' &&
  value !== null &&
  'result' in value &&
  (value.result === 'success' || value.result === 'error');

/**
 * Reads a bulk action's reply (spec 1 section 7): the text Deleted or Updated, or an object
 * `{result, reload, message}`. `result: error` is a failure with the server's message; any other
 * reply is an unexpected reply. The text replies become a success that reloads the list.
 */
export function parseBulkActionReply(text: string): BulkActionResult {
  const trimmed = text.trim();
  if (trimmed === 'Deleted' || trimmed === 'Updated') {
    return { result: 'success', reload: true, message: trimmed };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw unexpectedReplyError(200, text);
  }
  if (!isBulkActionResult(parsed)) throw unexpectedReplyError(200, parsed);
  if (parsed.result === 'error') {
    throw new ApiError(200, '', parsed.message ?? 'Bulk action failed', parsed);
  }
  return parsed;
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A bulk action replies with text (Deleted, Updated) or a JSON object; both are welcome. */
export const BULK_ACTION_ACCEPT = 'text/plain, application/json';

/**
 * Runs a bulk action at its filled path (the template's `:pageid`, `:value` and `:ids` already
 * replaced, query included). The reply is the text Deleted or Updated, or `{result, reload,
 * message}`; anything else rejects. An empty selection fails as `empty` without a call.
 */
export async function runBulkActionAt(
  client: ApiClient,
  { url, count }: { url: string; count: number },
): Promise<BulkActionResult> {
  if (count === 0) throw new ApiError(0, '', 'empty');
  const { data, error, response } = await settled(
    client.GET(url as GenericPagePath, {
      params: { path: { siteid: 0 } },
      // The reply is text or JSON; read it as text and decide here.
      headers: { Accept: BULK_ACTION_ACCEPT },
      parseAs: 'text',
    }),
  );
  if (!response.ok) {
    throw errorFromResponse(response, typeof error === 'string' ? parseJsonOrText(error) : error);
  }
  return parseBulkActionReply(typeof data === 'string' ? data : '');
}
