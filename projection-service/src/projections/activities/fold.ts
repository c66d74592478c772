import type { InputOf } from '@tsuzuki/events';
import type { LogPosition, RecordedEvent } from '@tsuzuki/event-store';

// A batch of activity events folded into net effects per row, applied in a few set-based statements (index.ts).
// Counts move by deltas: the command-service emits a like only when there was none and an unlike only when there
// was one, so the sums equal a recount whatever the batch boundaries.

/** The events this read model handles (PROJECTION_INPUTS.activities). */
type ActivityEvent = RecordedEvent<InputOf<'activities'>>;

export interface ActivityInsert {
  id: number;
  type: string;
  user_id: number;
  messenger_id: number | null;
  media_id: number | null;
  status: string | null;
  progress: string | null;
  text: string | null;
  is_private: boolean;
  created_at: number;
}

export interface ActivityPatch {
  id: number;
  text?: string;
  is_locked?: boolean;
  is_pinned?: boolean;
  deleted?: boolean;
}

export interface ActivityBatch {
  /** List activities (a merge later in the batch wins). */
  listRows: Map<number, ActivityInsert>;
  /** Statuses and messages. */
  posted: Map<number, ActivityInsert>;
  patches: Map<number, ActivityPatch>;
  /** Owner → the activity they pinned last in this batch (their others are unpinned). */
  pinnedBy: Map<number, number>;
  replies: Map<number, { id: number; activity_id: number; user_id: number; text: string; created_at: number }>;
  replyEdits: Map<number, string>;
  deletedReplies: Set<number>;
  /** "activity:reply:user" → liked (true) or not, and when. */
  likes: Map<string, { activity_id: number; reply_id: number; user_id: number; liked: boolean; created_at: number }>;
  likeDelta: Map<number, number>;
  replyLikeDelta: Map<number, number>;
  replyDelta: Map<number, number>;
  subscriptions: Map<string, { activity_id: number; user_id: number; subscribed: boolean }>;
  /** Activity → the log position of its last event in the batch, and of the last that put it at the top (ADR 71). */
  positions: Map<number, { changed: LogPosition; posted: LogPosition | null }>;
}

const seconds = (event: RecordedEvent) => Math.floor(Date.parse(event.metadata.occurredAt) / 1000);
const add = (map: Map<number, number>, key: number, by: number) => map.set(key, (map.get(key) ?? 0) + by);

/** Events that put an activity at the top of feeds: a new one, or a list save merged into one (it moves up). */
const POSTING = new Set<string>(['MediaListEntrySaved', 'TextActivityPosted', 'MessageActivitySent']);

/** The activity an event changes (itself, its replies or their likes), if any. */
function touchedActivity(event: ActivityEvent): number | null {
  if (event.type === 'MediaListEntrySaved') return event.data.activity?.activityId ?? null;
  const d = event.data as { activityId?: number };
  return typeof d.activityId === 'number' ? d.activityId : null;
}

export function foldActivities(events: readonly ActivityEvent[]): ActivityBatch {
  const b: ActivityBatch = {
    listRows: new Map(),
    posted: new Map(),
    patches: new Map(),
    pinnedBy: new Map(),
    replies: new Map(),
    replyEdits: new Map(),
    deletedReplies: new Set(),
    likes: new Map(),
    likeDelta: new Map(),
    replyLikeDelta: new Map(),
    replyDelta: new Map(),
    subscriptions: new Map(),
    positions: new Map(),
  };
  const touch = (id: number, event: ActivityEvent, posted: boolean) => {
    const before = b.positions.get(id);
    b.positions.set(id, { changed: event.logPosition, posted: posted ? event.logPosition : (before?.posted ?? null) });
  };
  const patch = (id: number, change: Omit<ActivityPatch, 'id'>) => b.patches.set(id, { ...(b.patches.get(id) ?? { id }), ...change });
  const like = (activityId: number, replyId: number, userId: number, liked: boolean, at: number) =>
    b.likes.set(`${activityId}:${replyId}:${userId}`, {
      activity_id: activityId,
      reply_id: replyId,
      user_id: userId,
      liked,
      created_at: at,
    });
  // Activities deleted earlier in the batch: a later merge into one changes nothing, as it does once the deletion is
  // stored (index.ts), whatever batch the two fall in.
  const deleted = new Set<number>();
  for (const event of events) {
    const at = seconds(event);
    const activityId = touchedActivity(event);
    // Every event changes its activity's position; a merge into one deleted earlier in the batch moves nothing up, as
    // it does not once the deletion is stored (index.ts): the same positions however the batches fall (verify).
    if (activityId !== null) touch(activityId, event, POSTING.has(event.type) && !deleted.has(activityId));
    switch (event.type) {
      case 'MediaListEntrySaved': {
        const d = event.data;
        if (!d.activity || deleted.has(d.activity.activityId)) break;
        b.listRows.set(d.activity.activityId, {
          id: d.activity.activityId,
          type: d.mediaType === 'ANIME' ? 'ANIME_LIST' : 'MANGA_LIST',
          user_id: d.userId,
          messenger_id: null,
          media_id: d.mediaId,
          status: d.activity.status,
          progress: d.activity.progress,
          text: null,
          is_private: false,
          created_at: at,
        });
        break;
      }
      case 'TextActivityPosted': {
        const d = event.data;
        b.posted.set(d.activityId, {
          id: d.activityId,
          type: 'TEXT',
          user_id: d.userId,
          messenger_id: null,
          media_id: null,
          status: null,
          progress: null,
          text: d.text,
          is_private: false,
          created_at: at,
        });
        break;
      }
      case 'MessageActivitySent': {
        const d = event.data;
        b.posted.set(d.activityId, {
          id: d.activityId,
          type: 'MESSAGE',
          user_id: d.recipientId,
          messenger_id: d.messengerId,
          media_id: null,
          status: null,
          progress: null,
          text: d.text,
          is_private: d.isPrivate,
          created_at: at,
        });
        break;
      }
      case 'ActivityTextEdited': {
        const d = event.data;
        patch(d.activityId, { text: d.text });
        break;
      }
      case 'ActivityDeleted': {
        const id = event.data.activityId;
        deleted.add(id);
        patch(id, { deleted: true, is_pinned: false });
        break;
      }
      case 'ActivityLockChanged': {
        const d = event.data;
        patch(d.activityId, { is_locked: d.isLocked });
        break;
      }
      case 'ActivityPinned':
      case 'ActivityUnpinned': {
        const d = event.data;
        const pinned = event.type === 'ActivityPinned';
        patch(d.activityId, { is_pinned: pinned });
        if (pinned) b.pinnedBy.set(d.ownerId, d.activityId);
        else if (b.pinnedBy.get(d.ownerId) === d.activityId) b.pinnedBy.delete(d.ownerId);
        break;
      }
      case 'ActivityLiked':
      case 'ActivityUnliked': {
        const d = event.data;
        const liked = event.type === 'ActivityLiked';
        like(d.activityId, 0, d.userId, liked, at);
        add(b.likeDelta, d.activityId, liked ? 1 : -1);
        break;
      }
      case 'ActivitySubscribed':
      case 'ActivityUnsubscribed': {
        const d = event.data;
        b.subscriptions.set(`${d.activityId}:${d.userId}`, {
          activity_id: d.activityId,
          user_id: d.userId,
          subscribed: event.type === 'ActivitySubscribed',
        });
        break;
      }
      case 'ActivityReplyPosted': {
        const d = event.data;
        b.replies.set(d.replyId, { id: d.replyId, activity_id: d.activityId, user_id: d.userId, text: d.text, created_at: at });
        add(b.replyDelta, d.activityId, 1);
        break;
      }
      case 'ActivityReplyEdited': {
        const d = event.data;
        b.replyEdits.set(d.replyId, d.text);
        break;
      }
      case 'ActivityReplyDeleted': {
        const d = event.data;
        b.deletedReplies.add(d.replyId);
        add(b.replyDelta, d.activityId, -1);
        break;
      }
      case 'ActivityReplyLiked':
      case 'ActivityReplyUnliked': {
        const d = event.data;
        const liked = event.type === 'ActivityReplyLiked';
        like(d.activityId, d.replyId, d.userId, liked, at);
        add(b.replyLikeDelta, d.replyId, liked ? 1 : -1);
        break;
      }
      default:
        break;
    }
  }
  return b;
}
