import { positiveInt } from '../../components/Forum/forumPaths.ts';
import type { ThreadFeedFilter } from '../../components/Forum/threadFeedVariables.ts';

// /forum/{type?} (social §2): the overview (sticky threads first, then the most recently active) or the recent
// threads (newest first), narrowed by ?category= or ?media= and searched by ?search=.

export const FORUM_FEED_TYPES = ['overview', 'recent'] as const;
export type ForumFeedType = (typeof FORUM_FEED_TYPES)[number];

export interface ForumFeed {
  readonly type: ForumFeedType;
  readonly categoryId: number | null;
  readonly mediaId: number | null;
  readonly search: string;
}

/** The feed a URL names; null for an unknown type (a 404). */
export function parseForumFeed(type: string | undefined, params: URLSearchParams): ForumFeed | null {
  const chosen = type ?? 'overview';
  if (!(FORUM_FEED_TYPES as readonly string[]).includes(chosen)) return null;
  return {
    type: chosen as ForumFeedType,
    categoryId: positiveInt(params.get('category')),
    mediaId: positiveInt(params.get('media')),
    search: (params.get('search') ?? '').trim().slice(0, 200),
  };
}

/** The threads the feed asks for: a search ranks by match; otherwise the type's order. */
export function forumFeedFilter(feed: ForumFeed): ThreadFeedFilter {
  const sort = feed.search
    ? (['SEARCH_MATCH', 'REPLIED_AT_DESC'] as const)
    : feed.type === 'overview'
      ? (['IS_STICKY', 'REPLIED_AT_DESC'] as const)
      : (['ID_DESC'] as const);
  return { categoryId: feed.categoryId, mediaCategoryId: feed.mediaId, search: feed.search || null, sort };
}

/** The address of a feed, keeping only what is set. */
export function forumFeedPath(feed: Partial<ForumFeed>): string {
  const params = new URLSearchParams();
  if (feed.categoryId) params.set('category', String(feed.categoryId));
  if (feed.mediaId) params.set('media', String(feed.mediaId));
  if (feed.search) params.set('search', feed.search);
  const query = params.toString();
  const base = feed.type && feed.type !== 'overview' ? `/forum/${feed.type}` : '/forum';
  return query ? `${base}?${query}` : base;
}
