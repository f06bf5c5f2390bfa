import {
  ANNOUNCEMENTS_DEFAULT_LIMIT,
  TOP_TIPS_DEFAULT_LIMIT,
  type Announcement,
} from '@site-admin/api-client';

/** Spec 2 section 9: the older announcements panel lists at most 15 articles. */
export const OLDER_ANNOUNCEMENTS_LIMIT = 15;

/**
 * How many articles a module shows: its own `limit`, else 4 for announcements and 3 for top tips
 * (spec 2 section 2); View All shows when more exist.
 */
export function announcementsShown(
  type: 'announcements' | 'top-tips',
  articles: readonly Announcement[],
  limit?: number,
): { shown: Announcement[]; hasMore: boolean; older: Announcement[] } {
  const count =
    limit ?? (type === 'top-tips' ? TOP_TIPS_DEFAULT_LIMIT : ANNOUNCEMENTS_DEFAULT_LIMIT);
  return {
    shown: articles.slice(0, count),
    hasMore: articles.length > count,
    older: articles.slice(0, OLDER_ANNOUNCEMENTS_LIMIT),
  };
}
