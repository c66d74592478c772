import type { ActivityRef, ActivityTypename } from '../../mutations/activityRecord.ts';
import type { ActivityFacts, ActivityKind } from './activityPermissions.ts';

/** What the shared parts of a card (header, footer, menu, replies) know of an activity, of whatever kind. */
export interface ActivityModel extends ActivityFacts {
  readonly ref: ActivityRef;
  readonly createdAt: number;
  readonly isPinned: boolean;
  readonly isSubscribed: boolean;
  readonly isLiked: boolean;
  readonly likeCount: number;
  readonly replyCount: number;
  /** Who wrote it (a message's writer), for reports and mod notes. */
  readonly author?: { readonly id: number; readonly name: string } | null;
  /** What it says, quoted in a report or a mod note (a list activity has none). */
  readonly text?: string | null;
}

/** The fields every activity type has, as the cards' fragments select them. */
export interface CommonActivityFields {
  readonly id: number;
  readonly createdAt: number;
  readonly isLocked?: boolean | null;
  readonly isPinned?: boolean | null;
  readonly isSubscribed?: boolean | null;
  readonly isLiked?: boolean | null;
  readonly likeCount: number;
  readonly replyCount: number;
}

const KINDS: Record<ActivityTypename, ActivityKind> = { TextActivity: 'TEXT', ListActivity: 'LIST', MessageActivity: 'MESSAGE' };

export function activityModel(
  typename: ActivityTypename,
  data: CommonActivityFields,
  facts: Omit<ActivityFacts, 'kind' | 'isLocked'> & Pick<ActivityModel, 'author' | 'text'>,
): ActivityModel {
  return {
    ...facts,
    kind: KINDS[typename],
    ref: { typename, id: data.id },
    createdAt: data.createdAt,
    isLocked: data.isLocked === true,
    isPinned: data.isPinned === true,
    isSubscribed: data.isSubscribed === true,
    isLiked: data.isLiked === true,
    likeCount: data.likeCount,
    replyCount: data.replyCount,
  };
}
