// Query and mutation builders of the comments tag, with their keys.
import {
  mutationOptions,
  partialMatchKey,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { components } from '../generated/schema';
import { unwrap, type ApiClient } from '../client/api-client';
import { pageKeys } from './page-data';

type Schemas = components['schemas'];

// `Comment` would shadow the DOM's Comment type in the files that import it.
export type BlogComment = Schemas['Comment'];
export type CommentsPage = Schemas['CommentsPage'];
export type CommentPage = Schemas['CommentPage'];
export type CommentModerationResult = Schemas['CommentModerationResult'];

/** Where a comment lives: `{comment path}` is /{siteid}/blog/{pageid}/comments/{id}. */
export interface CommentRef {
  siteid: number;
  pageid: number;
  id: number;
}

export const commentKeys = {
  all: ['comments'] as const,
  blog: (siteid: number, pageid: number) => [...commentKeys.all, siteid, pageid] as const,
  details: (siteid: number, pageid: number) =>
    [...commentKeys.blog(siteid, pageid), 'detail'] as const,
  detail: ({ siteid, pageid, id }: CommentRef) =>
    [...commentKeys.details(siteid, pageid), id] as const,
};

/** A comment's details for the comment panel (spam comments too: same comment path). */
export const commentQuery = (client: ApiClient, ref: CommentRef) =>
  queryOptions({
    queryKey: commentKeys.detail(ref),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/{siteid}/blog/{pageid}/comments/{id}', { params: { path: ref }, signal }),
      ),
  });

/** The page-engine paths that show a blog's comments: the list and the spam list. */
export const commentListPaths = (siteid: number, pageid: number): string[] => [
  `/${siteid}/blog/${pageid}/comments`,
  `/${siteid}/blog/${pageid}/comments/spam`,
];

/**
 * After delete, approve or not spam the panel closes and every comment list refreshes: the
 * feature's own keys and the page-engine pages the user sees (keyed by their path) are marked
 * stale at once and fetched again in the background, so the panel need not wait for the list.
 */
export function invalidateComments(
  queryClient: QueryClient,
  blog?: { siteid: number; pageid: number },
  /** A deleted comment: its own query is not asked for again (the server would answer 404). */
  deleted?: number,
): Promise<void> {
  const pages = blog ? commentListPaths(blog.siteid, blog.pageid) : [];
  const gone = blog && deleted !== undefined ? commentKeys.detail({ ...blog, id: deleted }) : null;
  void queryClient.invalidateQueries({
    queryKey: commentKeys.all,
    predicate: (query) => gone === null || !partialMatchKey(query.queryKey, gone),
  });
  for (const path of pages) void queryClient.invalidateQueries({ queryKey: pageKeys.path(path) });
  return Promise.resolve();
}

export const deleteCommentMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...commentKeys.all, 'delete'],
    mutationFn: ({ spam, ...path }: CommentRef & { spam?: boolean }) =>
      unwrap(
        client.DELETE('/{siteid}/blog/{pageid}/comments/{id}', {
          // The spam list deletes with spam=true; other comments send no query.
          params: { path, ...(spam ? { query: { spam: true } } : {}) },
        }),
      ),
    onSuccess: (_data, { siteid, pageid, id }) =>
      invalidateComments(queryClient, { siteid, pageid }, id),
  });

export const approveCommentMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...commentKeys.all, 'approve'],
    mutationFn: (path: CommentRef) =>
      unwrap(client.GET('/{siteid}/blog/{pageid}/comments/{id}/approve', { params: { path } })),
    onSuccess: (_data, { siteid, pageid }) => invalidateComments(queryClient, { siteid, pageid }),
  });

export const markCommentNotSpamMutation = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...commentKeys.all, 'not-spam'],
    mutationFn: ({ report, ...path }: CommentRef & { report: boolean }) =>
      unwrap(
        client.GET('/{siteid}/blog/{pageid}/comments/{id}/not-spam', {
          // `report` only when the owner confirmed reporting the comment.
          params: { path, ...(report ? { query: { report: true } } : {}) },
        }),
      ),
    onSuccess: (_data, { siteid, pageid }) => invalidateComments(queryClient, { siteid, pageid }),
  });
