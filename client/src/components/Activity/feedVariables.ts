// activityFeed's arguments for a feed (core §7 "Home: activity feed (25 per page; filters following, global,
// status, progress)", social §9 profile filters). Kept in one place because a screen's route query may ask for a
// feed's first page itself (HomeQuery): Relay finds it there only when the arguments are exactly the same.

export type ActivityTypeName = 'TEXT' | 'ANIME_LIST' | 'MANGA_LIST' | 'MEDIA_LIST' | 'MESSAGE';
export type ActivitySortName = 'PINNED' | 'ID_DESC';

/** Which activities a feed shows. */
export interface ActivityFeedFilter {
  /** One member's activity: their statuses and list activity, and the messages written to them. */
  readonly userId?: number | null;
  /** Activity about one media (its social tab). */
  readonly mediaId?: number | null;
  /** Only the viewer's and the members they follow. */
  readonly isFollowing?: boolean | null;
  /** Only these kinds (MEDIA_LIST is both list kinds); all kinds when left out. */
  readonly types?: readonly ActivityTypeName[] | null;
  /** Statuses, and other activities only once someone replied (the global feed). */
  readonly hasRepliesOrTypeText?: boolean | null;
  /** Pinned activities first (profiles). */
  readonly pinnedFirst?: boolean | null;
}

export interface FeedVariables {
  /** The first page's size; later pages are as long (loadNext). */
  readonly first: number;
  readonly userId: number | null;
  readonly mediaId: number | null;
  readonly isFollowing: true | null;
  readonly types: ActivityTypeName[] | null;
  readonly hasRepliesOrTypeText: true | null;
  readonly sort: ActivitySortName[];
}

/** A feed's variables. "No" filters are null, never false: Relay keys stored answers by non-null ones. */
export function feedVariables(filter: ActivityFeedFilter, perPage: number): FeedVariables {
  return {
    first: perPage,
    userId: filter.userId ?? null,
    mediaId: filter.mediaId ?? null,
    isFollowing: filter.isFollowing ? true : null,
    types: filter.types?.length ? [...filter.types] : null,
    hasRepliesOrTypeText: filter.hasRepliesOrTypeText ? true : null,
    sort: filter.pinnedFirst ? ['PINNED', 'ID_DESC'] : ['ID_DESC'],
  };
}

/** Two filters that ask for the same activities (a new one starts the feed again at its first page). */
export const feedKey = (filter: ActivityFeedFilter): string => JSON.stringify(feedVariables(filter, 0));

/** A feed's filters as its connection is stored under (components/Paging/connections.ts), for a mutation's updater. */
export function feedConnectionFilters(filter: ActivityFeedFilter) {
  const { userId, mediaId, isFollowing, types, hasRepliesOrTypeText, sort } = feedVariables(filter, 0);
  return { userId, mediaId, isFollowing, type_in: types, hasRepliesOrTypeText, sort };
}
