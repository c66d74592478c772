import type { InputOf } from '@tsuzuki/events';
import type { RecordedEvent } from '@tsuzuki/event-store';
import type { NotificationRow } from './rows.ts';

// The forum's notifications (social §3, ADR 17), folded beside the rest in fold.ts with its notify, so ids stay drawn
// one per notify in log order. A reply to a comment tells its author (THREAD_COMMENT_REPLY) and every other
// subscriber of the thread (THREAD_SUBSCRIBED) under one key, so nobody hears of one comment twice; the author of a
// thread and everyone who commented are subscribed unless they chose otherwise.

/** The events this read model handles (PROJECTION_INPUTS.notifications). */
type NotifiedEvent = RecordedEvent<InputOf<'notifications'>>;

type Notify = (userId: number, type: NotificationRow['type'], key: string, fields: Partial<NotificationRow>) => void;

export interface ForumNotifyTools {
  notify: Notify;
  retract(userId: number, key: string): void;
  /** Drops the batch's rows about these threads or comments (a deletion takes its notifications along). */
  forget(ref: 'thread_id' | 'comment_id', ids: Iterable<number>): void;
}

/** What the batch knows of thread subscriptions: thread → user → subscribed. */
export type ThreadSubscriptions = Map<number, Map<number, boolean>>;

export interface ForumNotificationBatch {
  deletedThreads: Set<number>;
  deletedComments: Set<number>;
  /** "thread:user" → the choice to store; `explicit` overrides a stored one, an implicit one only fills a gap. */
  threadSubscriptions: Map<string, { thread_id: number; user_id: number; subscribed: boolean; explicit: boolean }>;
}

export const emptyForumBatch = (): ForumNotificationBatch => ({
  deletedThreads: new Set(),
  deletedComments: new Set(),
  threadSubscriptions: new Map(),
});

/** Threads whose subscribers a batch needs: those commented in. */
export function forumThreadsToLoad(events: readonly NotifiedEvent[]): number[] {
  return [...new Set(events.filter((e) => e.type === 'ThreadCommentPosted').map((e) => e.data.threadId))];
}

function subscribe(
  known: ThreadSubscriptions,
  b: ForumNotificationBatch,
  threadId: number,
  userId: number,
  on: boolean,
  explicit: boolean,
) {
  let users = known.get(threadId);
  if (!users) known.set(threadId, (users = new Map()));
  if (!explicit && users.has(userId)) return;
  users.set(userId, on);
  const key = `${threadId}:${userId}`;
  if (explicit || !b.threadSubscriptions.has(key))
    b.threadSubscriptions.set(key, { thread_id: threadId, user_id: userId, subscribed: on, explicit });
}

/** Folds one forum event; answers false for events of other kinds. */
export function foldForumNotification(
  event: NotifiedEvent,
  t: ForumNotifyTools,
  known: ThreadSubscriptions,
  b: ForumNotificationBatch,
): boolean {
  const mention = (ids: readonly number[], actor: number, threadId: number, commentId: number) => {
    for (const id of ids)
      t.notify(id, 'THREAD_COMMENT_MENTION', `tmention:${commentId}`, { actor_id: actor, thread_id: threadId, comment_id: commentId });
  };
  switch (event.type) {
    case 'ThreadCreated': {
      const d = event.data;
      subscribe(known, b, d.threadId, d.userId, true, false);
      return true;
    }
    case 'ThreadSubscribed':
    case 'ThreadUnsubscribed': {
      const d = event.data;
      subscribe(known, b, d.threadId, d.userId, event.type === 'ThreadSubscribed', true);
      return true;
    }
    case 'ThreadCommentPosted': {
      const d = event.data;
      const fields = { actor_id: d.userId, thread_id: d.threadId, comment_id: d.commentId };
      const key = `comment:${d.commentId}`;
      if (d.parentUserId !== null) t.notify(d.parentUserId, 'THREAD_COMMENT_REPLY', key, fields);
      // In id order: ids are drawn per notify, and the loaded subscriptions come in no particular order.
      const subscribers = [...(known.get(d.threadId) ?? new Map<number, boolean>())]
        .filter(([, on]) => on)
        .map(([id]) => id)
        .sort((x, y) => x - y);
      for (const id of subscribers) t.notify(id, 'THREAD_SUBSCRIBED', key, fields);
      mention(d.mentions, d.userId, d.threadId, d.commentId);
      subscribe(known, b, d.threadId, d.userId, true, false);
      return true;
    }
    case 'ThreadCommentEdited': {
      const d = event.data;
      mention(d.mentions, d.editorId, d.threadId, d.commentId);
      return true;
    }
    case 'ThreadLiked':
    case 'ThreadUnliked': {
      const d = event.data;
      const key = `threadlike:${d.threadId}:${d.userId}`;
      if (event.type === 'ThreadLiked') t.notify(d.ownerId, 'THREAD_LIKE', key, { actor_id: d.userId, thread_id: d.threadId });
      else t.retract(d.ownerId, key);
      return true;
    }
    case 'ThreadCommentLiked':
    case 'ThreadCommentUnliked': {
      const d = event.data;
      const key = `commentlike:${d.commentId}:${d.userId}`;
      if (event.type === 'ThreadCommentLiked') {
        t.notify(d.commentUserId, 'THREAD_COMMENT_LIKE', key, { actor_id: d.userId, thread_id: d.threadId, comment_id: d.commentId });
      } else t.retract(d.commentUserId, key);
      return true;
    }
    case 'ThreadDeleted': {
      const id = event.data.threadId;
      b.deletedThreads.add(id);
      known.delete(id);
      for (const [key, s] of b.threadSubscriptions) if (s.thread_id === id) b.threadSubscriptions.delete(key);
      t.forget('thread_id', [id]);
      return true;
    }
    case 'ThreadCommentDeleted': {
      const ids = new Set(event.data.commentIds);
      for (const id of ids) b.deletedComments.add(id);
      t.forget('comment_id', ids);
      return true;
    }
    default:
      return false;
  }
}
