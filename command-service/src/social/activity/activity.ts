import type { DomainEvent } from '@tsuzuki/events';

export type ActivityKind = 'TEXT' | 'MESSAGE' | 'ANIME_LIST' | 'MANGA_LIST';

/** Who an activity belongs to and who may see it: from its first event, or (list activities) its member's list. */
export interface ActivityOrigin {
  kind: ActivityKind;
  /** The author of a status or list activity; the recipient of a message (it sits on their profile). */
  ownerId: number;
  /** Messages: who wrote it. */
  messengerId: number | null;
  isPrivate: boolean;
}

export interface ActivityReply {
  userId: number;
  /** As it reads now: a moderator's edit or deletion records an excerpt of it (ADR 19). */
  text: string;
  deleted: boolean;
  likes: ReadonlySet<number>;
}

/** One activity and what was said about it since. Sets are never changed in place: evolve returns new ones. */
export interface ActivityState {
  /** Null for a list activity (born in its member's list stream) and for an activity that does not exist. */
  origin: ActivityOrigin | null;
  /** A status's or message's text as it reads now (null for a list activity): mod actions record an excerpt. */
  text: string | null;
  deleted: boolean;
  locked: boolean;
  pinned: boolean;
  likes: ReadonlySet<number>;
  /** Explicit choices; an owner with no entry counts as subscribed. */
  subscriptions: ReadonlyMap<number, boolean>;
  replies: ReadonlyMap<number, ActivityReply>;
}

export const initialActivityState: ActivityState = {
  origin: null,
  text: null,
  deleted: false,
  locked: false,
  pinned: false,
  likes: new Set(),
  subscriptions: new Map(),
  replies: new Map(),
};

const withItem = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

const withReply = (state: ActivityState, replyId: number, change: (r: ActivityReply) => ActivityReply): ActivityState => {
  const reply = state.replies.get(replyId);
  if (!reply) return state;
  return { ...state, replies: new Map(state.replies).set(replyId, change(reply)) };
};

export function evolveActivity(state: ActivityState, event: DomainEvent): ActivityState {
  switch (event.type) {
    case 'TextActivityPosted':
      return { ...state, origin: { kind: 'TEXT', ownerId: event.data.userId, messengerId: null, isPrivate: false }, text: event.data.text };
    case 'MessageActivitySent': {
      const { recipientId, messengerId, isPrivate } = event.data;
      return { ...state, origin: { kind: 'MESSAGE', ownerId: recipientId, messengerId, isPrivate }, text: event.data.text };
    }
    case 'ActivityTextEdited':
      return { ...state, text: event.data.text };
    case 'ActivityDeleted':
      return { ...state, deleted: true };
    case 'ActivityLockChanged':
      return { ...state, locked: event.data.isLocked };
    case 'ActivityPinned':
    case 'ActivityUnpinned':
      return { ...state, pinned: event.type === 'ActivityPinned' };
    case 'ActivityLiked':
    case 'ActivityUnliked':
      return { ...state, likes: withItem(state.likes, event.data.userId, event.type === 'ActivityLiked') };
    case 'ActivitySubscribed':
    case 'ActivityUnsubscribed':
      return { ...state, subscriptions: new Map(state.subscriptions).set(event.data.userId, event.type === 'ActivitySubscribed') };
    case 'ActivityReplyPosted':
      return {
        ...state,
        replies: new Map(state.replies).set(event.data.replyId, {
          userId: event.data.userId,
          text: event.data.text,
          deleted: false,
          likes: new Set(),
        }),
      };
    case 'ActivityReplyEdited':
      return withReply(state, event.data.replyId, (r) => ({ ...r, text: event.data.text }));
    case 'ActivityReplyDeleted':
      return withReply(state, event.data.replyId, (r) => ({ ...r, deleted: true }));
    case 'ActivityReplyLiked':
    case 'ActivityReplyUnliked':
      return withReply(state, event.data.replyId, (r) => ({
        ...r,
        likes: withItem(r.likes, event.data.userId, event.type === 'ActivityReplyLiked'),
      }));
    default:
      return state;
  }
}

/** Whether `userId` hears of new replies: an explicit choice, else the owner (and a message's writer) do. */
export function isSubscribed(state: ActivityState, origin: ActivityOrigin, userId: number): boolean {
  return state.subscriptions.get(userId) ?? (userId === origin.ownerId || userId === origin.messengerId);
}
