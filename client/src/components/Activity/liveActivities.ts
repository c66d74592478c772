import { commitLocalUpdate } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { StreamUpdate } from '../../system/live/followNotifications.ts';
import { afterMutations } from '../../system/live/pendingMutations.ts';
import { activityRecordId, type ActivityTypename } from '../../mutations/activityRecord.ts';

// Live activities (issue 25, ADR 71): a feed or an activity page follows Subscription.Activities with its own filter.
// New activities wait behind the "N new" bar; changed ones (likes, replies, a lock) are written into the Relay store,
// where every card showing them reads them.

/** What a live activity update brings of one activity: only what changes in place. */
export interface LiveActivity {
  __typename: ActivityTypename;
  id: number;
  likeCount?: number;
  replyCount?: number;
  isLiked?: boolean | null;
  isLocked?: boolean | null;
}

export interface ActivityUpdate extends StreamUpdate {
  activities: readonly LiveActivity[] | null;
  updated: readonly LiveActivity[] | null;
}

/** Which activities a stream follows: Page.activities' filters (a feed), or `id` (an activity's page). */
export interface LiveActivityFilter {
  id?: number | null;
  userId?: number | null;
  mediaId?: number | null;
  isFollowing?: boolean | null;
  type_in?: readonly string[] | null;
  hasRepliesOrTypeText?: boolean | null;
}

const changing = 'id likeCount replyCount isLiked isLocked';
export const ACTIVITIES_SUBSCRIPTION = `subscription LiveActivities($after: String, $id: Int, $userId: Int, $mediaId: Int,
  $isFollowing: Boolean, $type_in: [ActivityType], $hasRepliesOrTypeText: Boolean) {
  Activities(after: $after, id: $id, userId: $userId, mediaId: $mediaId, isFollowing: $isFollowing, type_in: $type_in,
    hasRepliesOrTypeText: $hasRepliesOrTypeText) {
    position
    activities { __typename ... on TextActivity { id } ... on ListActivity { id } ... on MessageActivity { id } }
    updated {
      __typename
      ... on TextActivity { ${changing} }
      ... on ListActivity { ${changing} }
      ... on MessageActivity { ${changing} }
    }
  }
}`;

/** Writes what changed of activities into the store; only those it holds (a card shows them), others are not asked for. */
export function storeChanges(environment: Environment, activities: readonly LiveActivity[]): void {
  if (!activities.length) return;
  afterMutations(() =>
    commitLocalUpdate(environment, (store) => {
      for (const a of activities) {
        const record = store.get(activityRecordId({ typename: a.__typename, id: a.id }));
        if (!record) continue;
        if (a.likeCount != null) record.setValue(a.likeCount, 'likeCount');
        if (a.replyCount != null) record.setValue(a.replyCount, 'replyCount');
        if (a.isLiked != null) record.setValue(a.isLiked, 'isLiked');
        if (a.isLocked != null) record.setValue(a.isLocked, 'isLocked');
      }
    }),
  );
}

/** The new activities a feed has heard of and does not show yet, in the order they came (each once). */
export function waitingActivities(heard: readonly number[], shown: ReadonlySet<number>): number[] {
  return [...new Set(heard)].filter((id) => !shown.has(id));
}

/** The bar's text: "1 new activity", "3 new activities". */
export const newActivitiesLabel = (count: number): string => `${count} new ${count === 1 ? 'activity' : 'activities'}`;
