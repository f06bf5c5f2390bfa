// Query and mutation builders of the pages tag, with their keys.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { ApiError, errorFromResponse } from '../client/api-error';

type Schemas = components['schemas'];

// The PageResponse family: the page engine narrows a reply by its `layout`.
export type PageResponse = Schemas['PageResponse'];
export type PageLayout = Schemas['PageLayout'];
export type ListPage = Schemas['ListPage'];
export type FormPage = Schemas['FormPage'];
export type CardIndexPage = Schemas['CardIndexPage'];
export type UpsellPage = Schemas['UpsellPage'];
export type UnauthorisedPage = Schemas['UnauthorisedPage'];
export type RedirectPage = Schemas['RedirectPage'];
export type LegacyPage = Schemas['LegacyPage'];
export type PageRoute = Schemas['PageRoute'];
export type ListConfig = Schemas['ListConfig'];
export type ListRow = Schemas['ListRow'];
export type ListColumn = Schemas['ListColumn'];
export type ListFilter = Schemas['ListFilter'];
export type ListAction = Schemas['ListAction'];
export type RowAction = Schemas['RowAction'];
export type PredefinedFilter = Schemas['PredefinedFilter'];
export type BulkAction = Schemas['BulkAction'];
export type BulkActionResult = Schemas['BulkActionResult'];
export type ColumnType = Schemas['ColumnType'];
export type Pagination = Schemas['Pagination'];
export type Sorting = Schemas['Sorting'];
export type SortDirection = Schemas['SortDirection'];
export type Totals = Schemas['Totals'];
export type Option = Schemas['Option'];
export type Breadcrumb = Schemas['Breadcrumb'];
export type Noun = Schemas['Noun'];
export type FormConfig = Schemas['FormConfig'];
export type FormField = Schemas['FormField'];
export type FieldType = Schemas['FieldType'];
export type FieldValue = Schemas['FieldValue'];
export type FieldOption = Schemas['FieldOption'];
export type FieldUpsell = Schemas['FieldUpsell'];
export type FieldDependency = Schemas['FieldDependency'];
export type FormAction = Schemas['FormAction'];
export type FormSubmission = Schemas['FormSubmission'];
export type FormSuccess = Schemas['FormSuccess'];
export type DeleteResult = Schemas['DeleteResult'];
export type CardIndexConfig = Schemas['CardIndexConfig'];
export type Card = Schemas['Card'];
export type CardCategory = Schemas['CardCategory'];
export type Integration = Schemas['Integration'];
export type IntegrationDetail = Schemas['IntegrationDetail'];
export type UpsellConfig = Schemas['UpsellConfig'];
export type Announcement = Schemas['Announcement'];
export type Image = Schemas['Image'];
export type FileOption = Schemas['FileOption'];
export type ProductGroup = Schemas['ProductGroup'];
export type ProductGroupItem = Schemas['ProductGroupItem'];
export type ProductGroupItemType = Schemas['ProductGroupItemType'];
export type ProductGroupSearchRequest = Schemas['ProductGroupSearchRequest'];
export type ProductGroupSearchResponse = Schemas['ProductGroupSearchResponse'];
export type RedirectRow = Schemas['RedirectRow'];
export type RedirectForm = Schemas['RedirectForm'];

/** The generic list query (spec 1 section 7): page, per_page, sort, search, filter(s), withtotals. */
export type ListQuery = NonNullable<operations['getRedirectsPage']['parameters']['query']>;
export type IntegrationsQuery = NonNullable<
  operations['getIntegrationsPage']['parameters']['query']
>;
export type PickerQuery = NonNullable<operations['getImages']['parameters']['query']>;
export type RedirectsBulkActionName =
  operations['redirectsBulkAction']['parameters']['query']['action'];
export type ProductGroupSearchPage = NonNullable<
  operations['searchProductGroup']['parameters']['query']
>;

export const pagesKeys = {
  all: ['pages'] as const,
  redirects: (siteid: number) => [...pagesKeys.all, 'redirects', siteid] as const,
  redirectsList: (siteid: number, query: ListQuery) =>
    [...pagesKeys.redirects(siteid), 'list', query] as const,
  redirectCreateForm: (siteid: number) => [...pagesKeys.redirects(siteid), 'create'] as const,
  redirectEditForm: (siteid: number, id: number) =>
    [...pagesKeys.redirects(siteid), 'edit', id] as const,
  integrations: (siteid: number) => [...pagesKeys.all, 'integrations', siteid] as const,
  integrationsIndex: (siteid: number, query: IntegrationsQuery) =>
    [...pagesKeys.integrations(siteid), query] as const,
  holdingPage: (siteid: number) => [...pagesKeys.all, 'holding-page', siteid] as const,
  blogPosts: (siteid: number, pageid: number) =>
    [...pagesKeys.all, 'blog-posts', siteid, pageid] as const,
  blogPostsList: (siteid: number, pageid: number, query: ListQuery) =>
    [...pagesKeys.blogPosts(siteid, pageid), query] as const,
  blogCategories: (siteid: number, pageid: number) =>
    [...pagesKeys.all, 'blog-categories', siteid, pageid] as const,
  blogCategoriesList: (siteid: number, pageid: number, query: ListQuery) =>
    [...pagesKeys.blogCategories(siteid, pageid), query] as const,
  domain: (siteid: number, domain: string) => [...pagesKeys.all, 'domain', siteid, domain] as const,
  domainList: (siteid: number, domain: string, query: ListQuery) =>
    [...pagesKeys.domain(siteid, domain), query] as const,
  fieldOptions: (siteid: number, source: string, search: string) =>
    [...pagesKeys.all, 'field-options', siteid, source, search] as const,
  images: (siteid: number) => [...pagesKeys.all, 'images', siteid] as const,
  imagesList: (siteid: number, query: PickerQuery) =>
    [...pagesKeys.images(siteid), 'list', query] as const,
  image: (siteid: number, id: number) => [...pagesKeys.images(siteid), 'one', id] as const,
  imageThumbnail: (query: ImageThumbnailQuery) =>
    [...pagesKeys.all, 'image-thumbnail', query] as const,
  files: (siteid: number) => [...pagesKeys.all, 'files', siteid] as const,
  filesList: (siteid: number, query: PickerQuery) => [...pagesKeys.files(siteid), query] as const,
  productGroups: (siteid: number) => [...pagesKeys.all, 'product-groups', siteid] as const,
  productGroupSearch: (
    siteid: number,
    body: ProductGroupSearchRequest,
    page: ProductGroupSearchPage,
  ) => [...pagesKeys.productGroups(siteid), 'search', body, page] as const,
  productGroup: (siteid: number, id: number) =>
    [...pagesKeys.productGroups(siteid), 'one', id] as const,
};

// --- Redirects -------------------------------------------------------------------------------

export const redirectsPageQuery = (client: ApiClient, siteid: number, query: ListQuery = {}) =>
  queryOptions({
    queryKey: pagesKeys.redirectsList(siteid, query),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/content/redirects', {
          params: { path: { siteid }, query },
          signal,
        }),
      ),
  });

export const redirectCreateFormQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: pagesKeys.redirectCreateForm(siteid),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/content/redirects/create', { params: { path: { siteid } }, signal }),
      ),
  });

export const redirectEditFormQuery = (client: ApiClient, siteid: number, id: number) =>
  queryOptions({
    queryKey: pagesKeys.redirectEditForm(siteid, id),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/content/redirects/{id}/edit', {
          params: { path: { siteid, id } },
          signal,
        }),
      ),
  });

/** Everything about the site's redirects: the list and the forms. */
export function invalidateRedirects(queryClient: QueryClient, siteid?: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: siteid === undefined ? [...pagesKeys.all, 'redirects'] : pagesKeys.redirects(siteid),
  });
}

export const createRedirectMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...pagesKeys.all, 'redirects', 'create'],
    mutationFn: ({ siteid, body }: { siteid: number; body: RedirectForm }) =>
      unwrap(
        client.POST('/{siteid}/content/redirects/create', { params: { path: { siteid } }, body }),
      ),
    onSuccess: (_data, { siteid }) => invalidateRedirects(queryClient, siteid),
  });

export const updateRedirectMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...pagesKeys.all, 'redirects', 'update'],
    mutationFn: ({ siteid, id, body }: { siteid: number; id: number; body: RedirectForm }) =>
      unwrap(
        client.PUT('/{siteid}/content/redirects/{id}/edit', {
          params: { path: { siteid, id } },
          body,
        }),
      ),
    onSuccess: (_data, { siteid }) => invalidateRedirects(queryClient, siteid),
  });

/** A `result: "error"` reply rejects (unwrap), so the caller shows the failed-to-delete notice. */
export const deleteRedirectMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...pagesKeys.all, 'redirects', 'delete'],
    mutationFn: ({ siteid, id }: { siteid: number; id: number }) =>
      unwrap(
        client.DELETE('/{siteid}/content/redirects/{id}', { params: { path: { siteid, id } } }),
      ),
    onSuccess: (_data, { siteid }) => invalidateRedirects(queryClient, siteid),
  });

const isBulkActionResult = (value: unknown): value is BulkActionResult =>
  typeof value === 'object' &&
  value !== null &&
  'result' in value &&
  (value.result === 'success' || value.result === 'error');

/**
 * Reads a bulk action's reply (spec 1 section 7): the text Deleted or Updated, or an object
 * `{result, reload, message}`. `result: error` and any other reply are failures. The text replies
 * become a success that reloads the list.
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
    throw new ApiError(200, '', 'Unexpected bulk action reply', text);
  }
  if (!isBulkActionResult(parsed))
    throw new ApiError(200, '', 'Unexpected bulk action reply', parsed);
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

/** Runs a redirects bulk action; rejects with an ApiError on any failure. */
export async function runRedirectsBulkAction(
  client: ApiClient,
  { siteid, action, ids }: { siteid: number; action: RedirectsBulkActionName; ids: number[] },
): Promise<BulkActionResult> {
  if (ids.length === 0) throw new ApiError(0, '', 'empty');
  const { data, error, response } = await client.GET('/{siteid}/content/redirects/bulk', {
    params: { path: { siteid }, query: { action, ids: ids.join(',') } },
    // The reply is text or JSON; read it as text and decide here.
    headers: { Accept: BULK_ACTION_ACCEPT },
    parseAs: 'text',
  });
  if (!response.ok) {
    throw errorFromResponse(response, typeof error === 'string' ? parseJsonOrText(error) : error);
  }
  return parseBulkActionReply(typeof data === 'string' ? data : '');
}

export const redirectsBulkActionMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...pagesKeys.all, 'redirects', 'bulk'],
    mutationFn: (variables: { siteid: number; action: RedirectsBulkActionName; ids: number[] }) =>
      runRedirectsBulkAction(client, variables),
    // Failures reload the list too (rows may have changed); the caller shows the toast.
    onSettled: (_data, _error, { siteid }) => invalidateRedirects(queryClient, siteid),
  });

// --- Other server-driven pages ---------------------------------------------------------------

export const integrationsPageQuery = (
  client: ApiClient,
  siteid: number,
  query: IntegrationsQuery = {},
) =>
  queryOptions({
    queryKey: pagesKeys.integrationsIndex(siteid, query),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/content/integrations', {
          params: { path: { siteid }, query },
          signal,
        }),
      ),
  });

export function invalidateIntegrations(queryClient: QueryClient, siteid?: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey:
      siteid === undefined ? [...pagesKeys.all, 'integrations'] : pagesKeys.integrations(siteid),
  });
}

export const holdingPageQuery = (client: ApiClient, siteid: number) =>
  queryOptions({
    queryKey: pagesKeys.holdingPage(siteid),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/content/holding-page', { params: { path: { siteid } }, signal }),
      ),
  });

export function invalidateHoldingPage(queryClient: QueryClient, siteid?: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey:
      siteid === undefined ? [...pagesKeys.all, 'holding-page'] : pagesKeys.holdingPage(siteid),
  });
}

export const blogPostsPageQuery = (
  client: ApiClient,
  siteid: number,
  pageid: number,
  query: ListQuery = {},
) =>
  queryOptions({
    queryKey: pagesKeys.blogPostsList(siteid, pageid, query),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/blog/{pageid}/posts', {
          params: { path: { siteid, pageid }, query },
          signal,
        }),
      ),
  });

export function invalidateBlogPosts(
  queryClient: QueryClient,
  siteid?: number,
  pageid?: number,
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey:
      siteid === undefined || pageid === undefined
        ? [...pagesKeys.all, 'blog-posts', ...(siteid === undefined ? [] : [siteid])]
        : pagesKeys.blogPosts(siteid, pageid),
  });
}

export const blogCategoriesPageQuery = (
  client: ApiClient,
  siteid: number,
  pageid: number,
  query: ListQuery = {},
) =>
  queryOptions({
    queryKey: pagesKeys.blogCategoriesList(siteid, pageid, query),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/blog/{pageid}/categories', {
          params: { path: { siteid, pageid }, query },
          signal,
        }),
      ),
  });

export function invalidateBlogCategories(
  queryClient: QueryClient,
  siteid?: number,
  pageid?: number,
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey:
      siteid === undefined || pageid === undefined
        ? [...pagesKeys.all, 'blog-categories', ...(siteid === undefined ? [] : [siteid])]
        : pagesKeys.blogCategories(siteid, pageid),
  });
}

export const domainPageQuery = (
  client: ApiClient,
  siteid: number,
  domain: string,
  query: ListQuery = {},
) =>
  queryOptions({
    queryKey: pagesKeys.domainList(siteid, domain, query),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/account/domains/{domain}', {
          params: { path: { siteid, domain }, query },
          signal,
        }),
      ),
  });

export function invalidateDomainPage(
  queryClient: QueryClient,
  siteid?: number,
  domain?: string,
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey:
      siteid === undefined || domain === undefined
        ? [...pagesKeys.all, 'domain', ...(siteid === undefined ? [] : [siteid])]
        : pagesKeys.domain(siteid, domain),
  });
}

// --- Field options, pickers and product groups -----------------------------------------------

export const fieldOptionsQuery = (client: ApiClient, siteid: number, source: string, search = '') =>
  queryOptions({
    queryKey: pagesKeys.fieldOptions(siteid, source, search),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/options/{source}', {
          params: { path: { siteid, source }, query: search === '' ? {} : { search } },
          signal,
        }),
      ),
  });

export function invalidateFieldOptions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...pagesKeys.all, 'field-options'] });
}

export const imagesQuery = (client: ApiClient, siteid: number, query: PickerQuery = {}) =>
  queryOptions({
    queryKey: pagesKeys.imagesList(siteid, query),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/{siteid}/images', { params: { path: { siteid }, query }, signal })),
  });

export const imageQuery = (client: ApiClient, siteid: number, id: number) =>
  queryOptions({
    queryKey: pagesKeys.image(siteid, id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/{siteid}/images/{id}', { params: { path: { siteid, id } }, signal })),
  });

export function invalidateImages(queryClient: QueryClient, siteid?: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: siteid === undefined ? [...pagesKeys.all, 'images'] : pagesKeys.images(siteid),
  });
}

export const filesQuery = (client: ApiClient, siteid: number, query: PickerQuery = {}) =>
  queryOptions({
    queryKey: pagesKeys.filesList(siteid, query),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/{siteid}/files', { params: { path: { siteid }, query }, signal })),
  });

export function invalidateFiles(queryClient: QueryClient, siteid?: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: siteid === undefined ? [...pagesKeys.all, 'files'] : pagesKeys.files(siteid),
  });
}

/** The file option that switches a file field to an external URL. */
export const EXTERNAL_FILE_OPTION_ID = 'external';

export type ImageThumbnailQuery = operations['getImageThumbnail']['parameters']['query'];

/** Spec 1 section 9: thumbnails are 32 px in lists, 96 px when selected, 42 px by default. */
export const IMAGE_THUMBNAIL_SIZE = { list: 32, selected: 96, default: 42 } as const;

/** The thumbnail's address, for an image source (the app does not fetch it itself). */
export function imageThumbnailUrl({ i, w, h }: ImageThumbnailQuery): string {
  const query = new URLSearchParams({ i: String(i) });
  if (w !== undefined) query.set('w', String(w));
  if (h !== undefined) query.set('h', String(h));
  return `/image?${query.toString()}`;
}

/** The thumbnail as a Blob, where a screen needs the bytes rather than an image source. */
export const imageThumbnailQuery = (client: ApiClient, query: ImageThumbnailQuery) =>
  queryOptions({
    queryKey: pagesKeys.imageThumbnail(query),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/image', { params: { query }, parseAs: 'blob', signal })),
    staleTime: Infinity,
  });

/**
 * One page of the product-group search. `page` is empty for the first call; for a type's next
 * page pass `productGroupNextPage(pagination[type].next_page_url)` with the same body.
 */
export const productGroupSearchQuery = (
  client: ApiClient,
  siteid: number,
  body: ProductGroupSearchRequest,
  page: ProductGroupSearchPage = {},
) =>
  queryOptions({
    queryKey: pagesKeys.productGroupSearch(siteid, body, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.POST('/{siteid}/shop/productgroup/search', {
          params: { path: { siteid }, query: page },
          body,
          signal,
        }),
      ),
  });

/** The `type` and `page` a `next_page_url` asks for; null when there is no next page. */
export function productGroupNextPage(nextPageUrl: string | null): ProductGroupSearchPage | null {
  if (nextPageUrl === null) return null;
  const url = new URL(nextPageUrl, 'http://same-origin.invalid');
  if (url.origin !== 'http://same-origin.invalid') return null;
  const type = url.searchParams.get('type');
  const page = Number(url.searchParams.get('page'));
  if (type !== 'product' && type !== 'category') return null;
  return { type, ...(Number.isInteger(page) && page > 0 ? { page } : {}) };
}

/** Spec 1 section 7: the search is debounced 500 ms. */
export const PRODUCT_GROUP_SEARCH_DEBOUNCE_MS = 500;

export const productGroupQuery = (client: ApiClient, siteid: number, id: number) =>
  queryOptions({
    queryKey: pagesKeys.productGroup(siteid, id),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/shop/productgroup/{id}', {
          params: { path: { siteid, id } },
          signal,
        }),
      ),
  });

export function invalidateProductGroups(queryClient: QueryClient, siteid?: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey:
      siteid === undefined ? [...pagesKeys.all, 'product-groups'] : pagesKeys.productGroups(siteid),
  });
}

// --- Any server-driven page, asked for at its own route path ----------------------------------

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

/** The generic list query plus any extra values a page's own query carries. */
export type PageQuery = ListQuery;

/** Keys of generic pages: by route path, then by query. */
export const pageKeys = {
  all: [...pagesKeys.all, 'page'] as const,
  path: (path: string) => [...pageKeys.all, path] as const,
  page: (path: string, query: PageQuery) => [...pageKeys.path(path), query] as const,
};

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
      ),
  });

/** Every query of the page at `path` (after a delete or a bulk action). */
export function invalidatePage(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pageKeys.path(path) });
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
  const { data, error, response } = await client.GET(url as GenericPagePath, {
    params: { path: { siteid: 0 } },
    headers: { Accept: BULK_ACTION_ACCEPT },
    parseAs: 'text',
  });
  if (!response.ok) {
    throw errorFromResponse(response, typeof error === 'string' ? parseJsonOrText(error) : error);
  }
  return parseBulkActionReply(typeof data === 'string' ? data : '');
}

// --- A field's own endpoint ------------------------------------------------------------------

/** What `GET {endpoint}` answers, by what a field asks it for (spec 1 section 7). */
export interface EndpointReplies {
  /** A select, radio, radio-button, checkboxes or tags field's options. */
  options: Schemas['FieldOptionsResponse'];
  /** A page of an image picker's library. */
  images: Schemas['ImagesResponse'];
  /** `{endpoint}/{id}`: the image a field already holds. */
  image: Schemas['ImageResponse'];
  /** A page of a file picker's library. */
  files: Schemas['FilesResponse'];
}
export type EndpointKind = keyof EndpointReplies;

type EndpointFetch<K extends EndpointKind> = (
  client: ApiClient,
  endpoint: string,
  query: PickerQuery,
  signal: AbortSignal,
) => Promise<EndpointReplies[K]>;

// The server names the endpoint, so, as with `pageQuery`, the runtime path stands in for the
// documented path of its kind; it has no placeholders, so no path parameter is substituted.
const endpointFetches: { [K in EndpointKind]: EndpointFetch<K> } = {
  options: (client, endpoint, { search }, signal) =>
    unwrap(
      client.GET(endpoint as '/{siteid}/options/{source}', {
        params: { path: { siteid: 0, source: '' }, query: search === undefined ? {} : { search } },
        signal,
      }),
    ),
  images: (client, endpoint, query, signal) =>
    unwrap(
      client.GET(endpoint as '/{siteid}/images', {
        params: { path: { siteid: 0 }, query },
        signal,
      }),
    ),
  image: (client, endpoint, _query, signal) =>
    unwrap(
      client.GET(endpoint as '/{siteid}/images/{id}', {
        params: { path: { siteid: 0, id: 0 } },
        signal,
      }),
    ),
  files: (client, endpoint, query, signal) =>
    unwrap(
      client.GET(endpoint as '/{siteid}/files', { params: { path: { siteid: 0 }, query }, signal }),
    ),
};

/**
 * `GET {endpoint}` of a form field (a same-origin path the field definition names), with the
 * optional `search` and a picker's `page`: a select's options, a picker's page of images or files,
 * or (kind `image`, endpoint `{endpoint}/{id}`) the image a field already holds.
 */
export const endpointQuery = <K extends EndpointKind>(
  client: ApiClient,
  kind: K,
  endpoint: string,
  query: PickerQuery = {},
) =>
  queryOptions({
    queryKey: [...pagesKeys.all, 'endpoint', kind, endpoint, query] as const,
    queryFn: ({ signal }) => endpointFetches[kind](client, endpoint, query, signal),
  });
