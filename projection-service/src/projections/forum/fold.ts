import type { InputOf } from '@tsuzuki/events';
import type { LogPosition, RecordedEvent } from '@tsuzuki/event-store';
import type { CommentReportRow } from './rows.ts';

// A batch of forum events folded into net effects per row, applied in a few set-based statements (index.ts). Counts
// move by deltas: the command-service emits a like only when there was none and an unlike only when there was one,
// and a deletion names every comment it takes, so the sums equal a recount whatever the batch boundaries.

/** The events this read model handles (PROJECTION_INPUTS.forum). */
type ForumEvent = RecordedEvent<InputOf<'forum'>>;

export interface ThreadInsert {
  id: number;
  user_id: number;
  title: string;
  body: string;
  categories: number[];
  media_categories: number[];
  is_sticky: boolean;
  is_locked: boolean;
  created_at: number;
  updated_at: number;
}
export interface ThreadPatch {
  id: number;
  title?: string;
  body?: string;
  categories?: number[];
  media_categories?: number[];
  updated_at?: number;
  is_sticky?: boolean;
  is_locked?: boolean;
}
export interface CommentInsert {
  id: number;
  thread_id: number;
  root_comment_id: number;
  parent_comment_id: number | null;
  user_id: number;
  comment: string;
  created_at: number;
  updated_at: number;
}
export interface LikeChange {
  thread_id: number;
  comment_id: number;
  user_id: number;
  liked: boolean;
  created_at: number;
}
/** An explicit choice overrides; an implicit one (author, commenter) only fills a gap. */
export interface SubscriptionChange {
  thread_id: number;
  user_id: number;
  subscribed: boolean;
  explicit: boolean;
}
export interface ForumBatch {
  threads: Map<number, ThreadInsert>;
  patches: Map<number, ThreadPatch>;
  deletedThreads: Set<number>;
  comments: Map<number, CommentInsert>;
  edits: Map<number, { id: number; comment: string; updated_at: number }>;
  deletedComments: Set<number>;
  /** root comment → its tree's lock. */
  treeLocks: Map<number, boolean>;
  /** "comment:thread:user" → the like's last state in the batch. */
  likes: Map<string, LikeChange>;
  threadLikeDelta: Map<number, number>;
  commentLikeDelta: Map<number, number>;
  replyDelta: Map<number, number>;
  views: Map<number, number>;
  subscriptions: Map<string, SubscriptionChange>;
  reports: Map<string, CommentReportRow>;
  /** Threads whose latest reply may have changed. */
  replied: Set<number>;
  /** Thread → the log position of its last event in the batch, views aside (ADR 71). */
  changed: Map<number, LogPosition>;
}

const seconds = (event: RecordedEvent) => Math.floor(Date.parse(event.metadata.occurredAt) / 1000);
const add = (map: Map<number, number>, key: number, by: number) => map.set(key, (map.get(key) ?? 0) + by);

export function foldForum(events: readonly ForumEvent[]): ForumBatch {
  const b: ForumBatch = {
    threads: new Map(),
    patches: new Map(),
    deletedThreads: new Set(),
    comments: new Map(),
    edits: new Map(),
    deletedComments: new Set(),
    treeLocks: new Map(),
    likes: new Map(),
    threadLikeDelta: new Map(),
    commentLikeDelta: new Map(),
    replyDelta: new Map(),
    views: new Map(),
    subscriptions: new Map(),
    reports: new Map(),
    replied: new Set(),
    changed: new Map(),
  };
  const patch = (id: number, change: Omit<ThreadPatch, 'id'>) => b.patches.set(id, { ...(b.patches.get(id) ?? { id }), ...change });
  const like = (threadId: number, commentId: number, userId: number, liked: boolean, at: number) =>
    b.likes.set(`${commentId}:${threadId}:${userId}`, {
      thread_id: threadId,
      comment_id: commentId,
      user_id: userId,
      liked,
      created_at: at,
    });
  const subscribe = (threadId: number, userId: number, subscribed: boolean, explicit: boolean) => {
    const key = `${threadId}:${userId}`;
    if (explicit || !b.subscriptions.has(key)) b.subscriptions.set(key, { thread_id: threadId, user_id: userId, subscribed, explicit });
  };
  for (const event of events) {
    const at = seconds(event);
    // Every event but the view counts names its thread; a view changes nothing an open page shows at once.
    const threadId = (event.data as { threadId?: unknown }).threadId;
    if (typeof threadId === 'number') b.changed.set(threadId, event.logPosition);
    switch (event.type) {
      case 'ThreadCreated': {
        const d = event.data;
        b.threads.set(d.threadId, {
          id: d.threadId,
          user_id: d.userId,
          title: d.title,
          body: d.body,
          categories: d.categories,
          media_categories: d.mediaCategories,
          is_sticky: d.isSticky,
          is_locked: d.isLocked,
          created_at: at,
          updated_at: at,
        });
        subscribe(d.threadId, d.userId, true, false);
        break;
      }
      case 'ThreadEdited': {
        const d = event.data;
        patch(d.threadId, { title: d.title, body: d.body, categories: d.categories, media_categories: d.mediaCategories, updated_at: at });
        break;
      }
      case 'ThreadStickyChanged': {
        const d = event.data;
        patch(d.threadId, { is_sticky: d.isSticky });
        break;
      }
      case 'ThreadLockChanged': {
        const d = event.data;
        patch(d.threadId, { is_locked: d.isLocked });
        break;
      }
      case 'ThreadDeleted':
        b.deletedThreads.add(event.data.threadId);
        break;
      case 'ThreadLiked':
      case 'ThreadUnliked': {
        const d = event.data;
        const liked = event.type === 'ThreadLiked';
        like(d.threadId, 0, d.userId, liked, at);
        add(b.threadLikeDelta, d.threadId, liked ? 1 : -1);
        break;
      }
      case 'ThreadSubscribed':
      case 'ThreadUnsubscribed': {
        const d = event.data;
        subscribe(d.threadId, d.userId, event.type === 'ThreadSubscribed', true);
        break;
      }
      case 'ThreadCommentPosted': {
        const d = event.data;
        b.comments.set(d.commentId, {
          id: d.commentId,
          thread_id: d.threadId,
          root_comment_id: d.rootCommentId,
          parent_comment_id: d.parentCommentId,
          user_id: d.userId,
          comment: d.comment,
          created_at: at,
          updated_at: at,
        });
        add(b.replyDelta, d.threadId, 1);
        b.replied.add(d.threadId);
        subscribe(d.threadId, d.userId, true, false);
        break;
      }
      case 'ThreadCommentEdited': {
        const d = event.data;
        b.edits.set(d.commentId, { id: d.commentId, comment: d.comment, updated_at: at });
        break;
      }
      case 'ThreadCommentDeleted': {
        const d = event.data;
        for (const id of d.commentIds) b.deletedComments.add(id);
        add(b.replyDelta, d.threadId, -d.commentIds.length);
        b.replied.add(d.threadId);
        break;
      }
      case 'ThreadCommentLiked':
      case 'ThreadCommentUnliked': {
        const d = event.data;
        const liked = event.type === 'ThreadCommentLiked';
        like(d.threadId, d.commentId, d.userId, liked, at);
        add(b.commentLikeDelta, d.commentId, liked ? 1 : -1);
        break;
      }
      case 'ThreadCommentLockChanged': {
        const d = event.data;
        b.treeLocks.set(d.rootCommentId, d.isLocked);
        break;
      }
      case 'ThreadCommentReported': {
        const d = event.data;
        b.reports.set(`${d.commentId}:${d.reporterId}`, {
          comment_id: d.commentId,
          reporter_id: d.reporterId,
          thread_id: d.threadId,
          comment_user_id: d.commentUserId,
          reason: d.reason,
          comment: d.comment,
          created_at: at,
        });
        break;
      }
      case 'ThreadViewsCounted':
        for (const v of event.data.views) add(b.views, v.threadId, v.views);
        break;
      default:
        break;
    }
  }
  return b;
}
