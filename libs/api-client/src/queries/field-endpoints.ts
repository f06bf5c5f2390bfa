// What a form field asks its own endpoint for (spec 1 section 7): a select's options, a picker's
// page of images or files, the image a field holds, a product group and its search; and the
// thumbnail address of an image.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client/api-client';
import type { components } from '../generated/schema';
import type {
  ImageThumbnailQuery,
  PickerQuery,
  ProductGroupSearchPage,
  ProductGroupSearchRequest,
} from './page-types';

type Schemas = components['schemas'];

export const fieldEndpointKeys = {
  all: ['pages', 'field'] as const,
  endpoint: (kind: EndpointKind, endpoint: string, query: PickerQuery) =>
    [...fieldEndpointKeys.all, 'endpoint', kind, endpoint, query] as const,
  productGroups: (siteid: number) => [...fieldEndpointKeys.all, 'product-groups', siteid] as const,
  productGroupSearch: (
    siteid: number,
    body: ProductGroupSearchRequest,
    page: ProductGroupSearchPage,
  ) => [...fieldEndpointKeys.productGroups(siteid), 'search', body, page] as const,
  productGroup: (siteid: number, id: number) =>
    [...fieldEndpointKeys.productGroups(siteid), 'one', id] as const,
};

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
    queryKey: fieldEndpointKeys.endpoint(kind, endpoint, query),
    queryFn: ({ signal }) => endpointFetches[kind](client, endpoint, query, signal),
  });

/** The file option that switches a file field to an external URL. */
export const EXTERNAL_FILE_OPTION_ID = 'external';

/** Spec 1 section 9: thumbnails are 32 px in lists, 96 px when selected, 42 px by default. */
export const IMAGE_THUMBNAIL_SIZE = { list: 32, selected: 96, default: 42 } as const;

/** The thumbnail's address, for an image source (the browser loads it, not the client). */
export function imageThumbnailUrl({ i, w, h }: ImageThumbnailQuery): string {
  const query = new URLSearchParams({ i: String(i) });
  if (w !== undefined) query.set('w', String(w));
  if (h !== undefined) query.set('h', String(h));
  return `/image?${query.toString()}`;
}

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
    queryKey: fieldEndpointKeys.productGroupSearch(siteid, body, page),
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
    queryKey: fieldEndpointKeys.productGroup(siteid, id),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/shop/productgroup/{id}', {
          params: { path: { siteid, id } },
          signal,
        }),
      ),
  });
