import { z } from 'zod';
import { defineEvent } from './define.ts';
import { Id } from './shapes.ts';

// The social half of the site. An activity and everything said about it (edits, replies, likes, subscriptions,
// pins, locks, its deletion) is one stream, `activity-<id>`; a text status or a message starts its stream, a list
// activity is born in its member's list stream and its activity stream holds only what came after (ADR 15).
// Follows and blocks are the acting member's stream, `social-<userId>`; what a member has read of their
// notifications is `inbox-<userId>`.

export const SOCIAL_LIMITS = {
  /** Characters of a status, message or reply (markdown source). */
  text: 10000,
  /** Members one text may mention and notify. */
  mentions: 25,
} as const;

export const ActivityText = z.string().trim().min(1).max(SOCIAL_LIMITS.text);
/** Members named with @name in a text, resolved to ids when it was written (unknown names are plain text). */
export const Mentions = z.array(Id).max(SOCIAL_LIMITS.mentions);

export const TextActivityPosted = defineEvent(
  'TextActivityPosted',
  1,
  ['activities', 'notifications'],
  z.object({
    activityId: Id,
    userId: Id,
    text: ActivityText,
    mentions: Mentions,
  }),
);

/** A message to a member's profile; a private one is seen by the pair and community moderators only. */
export const MessageActivitySent = defineEvent(
  'MessageActivitySent',
  1,
  ['activities', 'notifications'],
  z.object({
    activityId: Id,
    messengerId: Id,
    recipientId: Id,
    text: ActivityText,
    isPrivate: z.boolean(),
    mentions: Mentions,
  }),
);

/** The author (or a community moderator) rewrote a status or message; members newly mentioned are notified. */
export const ActivityTextEdited = defineEvent(
  'ActivityTextEdited',
  1,
  ['activities', 'notifications'],
  z.object({
    activityId: Id,
    editorId: Id,
    text: ActivityText,
    mentions: Mentions,
  }),
);

/** Facts of any activity that its events carry, so that a read model never needs the activity's first event. */
const About = { activityId: Id, ownerId: Id };

export const ActivityDeleted = defineEvent(
  'ActivityDeleted',
  1,
  ['activities', 'notifications'],
  z.object({
    ...About,
    deletedBy: Id,
  }),
);

export const ActivityLiked = defineEvent('ActivityLiked', 1, ['activities', 'notifications'], z.object({ ...About, userId: Id }));
export const ActivityUnliked = defineEvent('ActivityUnliked', 1, ['activities', 'notifications'], z.object({ ...About, userId: Id }));

export const ActivitySubscribed = defineEvent('ActivitySubscribed', 1, ['activities', 'notifications'], z.object({ ...About, userId: Id }));
export const ActivityUnsubscribed = defineEvent(
  'ActivityUnsubscribed',
  1,
  ['activities', 'notifications'],
  z.object({ ...About, userId: Id }),
);

/** A member's pinned activity tops their profile; pinning another unpins the earlier one (in the read model). */
export const ActivityPinned = defineEvent('ActivityPinned', 1, ['activities'], z.object({ ...About }));
export const ActivityUnpinned = defineEvent('ActivityUnpinned', 1, ['activities'], z.object({ ...About }));

/** Locked by a community moderator: no new replies from members. */
export const ActivityLockChanged = defineEvent(
  'ActivityLockChanged',
  1,
  ['activities'],
  z.object({
    ...About,
    isLocked: z.boolean(),
    by: Id,
  }),
);

export const ActivityReplyPosted = defineEvent(
  'ActivityReplyPosted',
  1,
  ['activities', 'notifications'],
  z.object({
    ...About,
    replyId: Id,
    userId: Id,
    text: ActivityText,
    mentions: Mentions,
  }),
);

export const ActivityReplyEdited = defineEvent(
  'ActivityReplyEdited',
  1,
  ['activities', 'notifications'],
  z.object({
    ...About,
    replyId: Id,
    editorId: Id,
    text: ActivityText,
    mentions: Mentions,
  }),
);

export const ActivityReplyDeleted = defineEvent(
  'ActivityReplyDeleted',
  1,
  ['activities', 'notifications'],
  z.object({
    ...About,
    replyId: Id,
    /** The reply's author. */
    userId: Id,
    deletedBy: Id,
  }),
);

const ReplyLike = z.object({ ...About, replyId: Id, replyUserId: Id, userId: Id });
export const ActivityReplyLiked = defineEvent('ActivityReplyLiked', 1, ['activities', 'notifications'], ReplyLike);
export const ActivityReplyUnliked = defineEvent('ActivityReplyUnliked', 1, ['activities', 'notifications'], ReplyLike);

// Follows and blocks: the acting member's stream.
const Pair = { userId: Id, otherId: Id };
export const UserFollowed = defineEvent('UserFollowed', 1, ['social', 'notifications'], z.object(Pair));
export const UserUnfollowed = defineEvent('UserUnfollowed', 1, ['social', 'notifications'], z.object(Pair));
/** Blocking also ends the blocker's follow of the other (an UserUnfollowed before it) and the other's of them. */
export const UserBlocked = defineEvent('UserBlocked', 1, ['social', 'notifications'], z.object(Pair));
export const UserUnblocked = defineEvent('UserUnblocked', 1, ['social', 'notifications'], z.object(Pair));

/**
 * The member has seen their notifications up to a log position (the newest one shown to them); the unread count
 * counts what came after. Positions, not times: the same rows come back after a rebuild.
 */
export const NotificationsRead = defineEvent(
  'NotificationsRead',
  1,
  ['notifications'],
  z.object({
    userId: Id,
    upTo: z.string().regex(/^\d+:\d+$/),
  }),
);

/**
 * An episode went out (stream `airing-<mediaId>`): the airing job appends it once per episode, and the members who
 * have the anime on their list hear of it (unless they switched airing notifications off).
 */
export const EpisodeAired = defineEvent(
  'EpisodeAired',
  1,
  ['notifications'],
  z.object({
    mediaId: Id,
    episode: z.number().int().min(0).max(100000),
    airingAt: z.number().int(),
  }),
);
