// Query and mutation builders of the pages tag, with their keys.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { operations } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { ApiError, errorFromResponse } from '../client/api-error';
import { BULK_ACTION_ACCEPT, parseBulkActionReply } from './page-data';
import type {
  ImageThumbnailQuery,
  ListQuery,
  PickerQuery,
  ProductGroupSearchPage,
  ProductGroupSearchRequest,
  RedirectForm,
  BulkActionResult,
} from './page-types';

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type IntegrationsQuery = NonNullable<
  operations['getIntegrationsPage']['parameters']['query']
>;
export type RedirectsBulkActionName =
  operations['redirectsBulkAction']['parameters']['query']['action'];

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

export function invalidateProductGroups(queryClient: QueryClient, siteid?: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey:
      siteid === undefined ? [...pagesKeys.all, 'product-groups'] : pagesKeys.productGroups(siteid),
  });
}
