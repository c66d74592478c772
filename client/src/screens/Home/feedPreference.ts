import type { ActivityFeedFilter } from '../../components/Activity/feedVariables.ts';

// The home feed's choice (core §4 "Home feed"): following or global, all or text status or list progress, kept
// on this device under the key default-activity (cleared with the other per-user keys on logout).
export type FeedType = 'following' | 'global';
export type FeedFilter = 'all' | 'text' | 'list';

export interface FeedPreference {
  readonly type: FeedType;
  readonly filter: FeedFilter;
}

export const FEED_PREFERENCE_KEY = 'default-activity';
export const MEMBER_DEFAULT: FeedPreference = { type: 'following', filter: 'all' };
/** Guests see site activity only, unfiltered (core §2). */
export const GUEST_FEED: FeedPreference = { type: 'global', filter: 'all' };

export const FEED_TYPES: readonly { value: FeedType; label: string }[] = [
  { value: 'following', label: 'Following' },
  { value: 'global', label: 'Global' },
];
export const FEED_FILTERS: readonly { value: FeedFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'text', label: 'Text Status' },
  { value: 'list', label: 'List Progress' },
];

const isType = (value: unknown): value is FeedType => value === 'following' || value === 'global';
const isFilter = (value: unknown): value is FeedFilter => value === 'all' || value === 'text' || value === 'list';

/** The stored choice; anything missing or damaged falls back to the member default, field by field. */
export function parseFeedPreference(raw: string | null): FeedPreference {
  if (!raw) return MEMBER_DEFAULT;
  try {
    const value = JSON.parse(raw) as { type?: unknown; filter?: unknown } | null;
    return {
      type: isType(value?.type) ? value.type : MEMBER_DEFAULT.type,
      filter: isFilter(value?.filter) ? value.filter : MEMBER_DEFAULT.filter,
    };
  } catch {
    return MEMBER_DEFAULT;
  }
}

export function readFeedPreference(loggedIn: boolean): FeedPreference {
  if (!loggedIn) return GUEST_FEED;
  try {
    return parseFeedPreference(localStorage.getItem(FEED_PREFERENCE_KEY));
  } catch {
    return MEMBER_DEFAULT;
  }
}

export function storeFeedPreference(preference: FeedPreference): void {
  try {
    localStorage.setItem(FEED_PREFERENCE_KEY, JSON.stringify(preference));
  } catch {
    // Not remembered; still shown.
  }
}

/**
 * The activities a choice shows. Messages belong on profiles, not the home feed. The global feed's "All" keeps list
 * activity that someone replied to: every member's every episode would drown the statuses.
 */
export function homeFeedFilter({ type, filter }: FeedPreference): ActivityFeedFilter {
  const following = type === 'following';
  if (filter === 'text') return { isFollowing: following, types: ['TEXT'] };
  if (filter === 'list') return { isFollowing: following, types: ['MEDIA_LIST'] };
  return { isFollowing: following, types: ['TEXT', 'MEDIA_LIST'], hasRepliesOrTypeText: !following };
}
