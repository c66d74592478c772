import { type NOTIFICATION_TYPES, type InputOf } from '@tsuzuki/events';
import { comparePositions, parsePosition, type LogPosition, type RecordedEvent } from '@tsuzuki/event-store';
import type { NotificationRow } from './rows.ts';
import { actorsOf, blockBetween, changeBlock, type BlockChanges, type KnownBlocks } from './blocks.ts';
import {
  emptyForumBatch,
  foldForumNotification,
  forumThreadsToLoad,
  type ForumNotificationBatch,
  type ThreadSubscriptions,
} from './forum.ts';
import type { MuteChanges, Mutes } from './mutes.ts';

/** The events this read model handles (PROJECTION_INPUTS.notifications). */
type NotifiedEvent = RecordedEvent<InputOf<'notifications'>>;

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the batch reads of this schema before it starts (index.ts loads it for the ids the batch names). */
export interface Known {
  /** activity → user → explicit choice. */
  subscriptions: Map<number, Map<number, boolean>>;
  /** message activity → its writer. */
  writers: Map<number, number>;
  /** media → user → list status. */
  listed: Map<number, Map<number, string>>;
  threadSubscriptions: ThreadSubscriptions;
  blocks: KnownBlocks;
  /** The types members have switched off, changed in log order (mutes.ts). */
  mutes: Mutes;
}

export interface NotificationBatch {
  /**
   * user:context_key → the row to have (null: to have none). A key notified again keeps its row, as an insert that
   * meets the key does; `retracted` keys lose their stored row first.
   */
  rows: Map<string, NotificationRow | null>;
  retracted: Set<string>;
  /** The last notification id drawn. */
  lastId: number;
  deletedActivities: Set<number>;
  deletedReplies: Set<number>;
  listed: Map<string, { media_id: number; user_id: number; status: string | null }>;
  subscriptions: Map<string, { activity_id: number; user_id: number; subscribed: boolean }>;
  writers: Map<number, number>;
  /** user → the log position they have read up to. */
  reads: Map<number, LogPosition>;
  forum: ForumNotificationBatch;
  blocks: BlockChanges;
  mutes: MuteChanges;
}

/** Statuses whose members hear of new episodes. */
const WATCHING = new Set(['CURRENT', 'PLANNING', 'REPEATING']);

/** The fields a deletion finds its notifications by. */
type RowRef = 'activity_id' | 'reply_id' | 'thread_id' | 'comment_id';
const ROW_REFS: readonly RowRef[] = ['activity_id', 'reply_id', 'thread_id', 'comment_id'];

/**
 * The keys of the batch's rows by the activity, reply, thread or comment they concern, so that a deletion drops its
 * notifications without scanning the whole batch (a scan per deletion made catch-up quadratic in the batch size).
 * An entry may outlive its row (retracted or replaced): `forget` checks the row before dropping it.
 */
class RowsByRef {
  private readonly keys = new Map<string, string[]>();

  add(key: string, row: NotificationRow): void {
    for (const ref of ROW_REFS) {
      const id = row[ref];
      if (id == null) continue;
      const at = `${ref}:${id}`;
      const keys = this.keys.get(at);
      if (keys) keys.push(key);
      else this.keys.set(at, [key]);
    }
  }

  forget(rows: NotificationBatch['rows'], ref: RowRef, ids: Iterable<number>): void {
    for (const id of ids) for (const key of this.keys.get(`${ref}:${id}`) ?? []) if (rows.get(key)?.[ref] === id) rows.delete(key);
  }
}

function inner<K, V>(map: Map<number, Map<K, V>>, key: number): Map<K, V> {
  let m = map.get(key);
  if (!m) map.set(key, (m = new Map()));
  return m;
}

/**
 * Every notify draws the next id, kept or not, so that ids are a function of the log alone: a batch that both
 * adds and retracts a like draws as many ids as two batches that each do one.
 */
export function foldNotifications(events: readonly NotifiedEvent[], known: Known, lastId: number): NotificationBatch {
  const b: NotificationBatch = {
    rows: new Map(),
    retracted: new Set(),
    lastId,
    deletedActivities: new Set(),
    deletedReplies: new Set(),
    listed: new Map(),
    subscriptions: new Map(),
    writers: new Map(),
    reads: new Map(),
    forum: emptyForumBatch(),
    blocks: new Map(),
    mutes: new Map(),
  };
  const byRef = new RowsByRef();
  for (const event of events) {
    const base = {
      created_at: Math.floor(Date.parse(event.metadata.occurredAt) / 1000),
      source_txid: String(event.logPosition.transactionId),
      source_pos: String(event.logPosition.position),
      actor_id: null,
      activity_id: null,
      reply_id: null,
      media_id: null,
      episode: null,
      thread_id: null,
      comment_id: null,
      reason: null,
      deleted_titles: null,
    };
    const notify = (userId: number, type: NotificationType, key: string, fields: Partial<NotificationRow>) => {
      if (fields.actor_id === userId) return;
      if (fields.actor_id != null && blockBetween(known.blocks, userId, fields.actor_id)) return;
      if (known.mutes.isOff(userId, type)) return;
      const id = ++b.lastId;
      if (b.rows.get(`${userId}:${key}`)) return;
      const row: NotificationRow = { ...base, ...fields, id, user_id: userId, type, context_key: key };
      b.rows.set(`${userId}:${key}`, row);
      byRef.add(`${userId}:${key}`, row);
    };
    const retract = (userId: number, key: string) => {
      b.rows.set(`${userId}:${key}`, null);
      b.retracted.add(`${userId}:${key}`);
    };
    const subscribed = (activityId: number, userId: number, owner: number) =>
      known.subscriptions.get(activityId)?.get(userId) ?? (userId === owner || userId === known.writers.get(activityId));
    const listers = (mediaId: number) => [...(known.listed.get(mediaId)?.keys() ?? [])].sort((x, y) => x - y);
    const mention = (ids: readonly number[], actor: number, activityId: number, replyId: number | null, skip: number | null = null) => {
      for (const id of ids)
        if (id !== skip)
          notify(id, 'ACTIVITY_MENTION', `mention:${activityId}:${replyId ?? 0}`, {
            actor_id: actor,
            activity_id: activityId,
            reply_id: replyId,
          });
    };
    switch (event.type) {
      case 'UserFollowed': {
        const d = event.data;
        notify(d.otherId, 'FOLLOWING', `follow:${d.userId}`, { actor_id: d.userId });
        break;
      }
      case 'UserBlocked':
      case 'UserUnblocked': {
        const d = event.data;
        changeBlock(known.blocks, b.blocks, d.userId, d.otherId, event.type === 'UserBlocked');
        break;
      }
      case 'UserOptionsUpdated': {
        known.mutes.change(event.data.userId, event.data.changes, b.mutes);
        break;
      }
      case 'TextActivityPosted': {
        const d = event.data;
        mention(d.mentions, d.userId, d.activityId, null);
        break;
      }
      case 'ActivityTextEdited': {
        const d = event.data;
        mention(d.mentions, d.editorId, d.activityId, null);
        break;
      }
      case 'MessageActivitySent': {
        const d = event.data;
        known.writers.set(d.activityId, d.messengerId);
        b.writers.set(d.activityId, d.messengerId);
        notify(d.recipientId, 'ACTIVITY_MESSAGE', `message:${d.activityId}`, { actor_id: d.messengerId, activity_id: d.activityId });
        mention(d.mentions, d.messengerId, d.activityId, null, d.recipientId);
        break;
      }
      case 'ActivitySubscribed':
      case 'ActivityUnsubscribed': {
        const d = event.data;
        const on = event.type === 'ActivitySubscribed';
        inner(known.subscriptions, d.activityId).set(d.userId, on);
        b.subscriptions.set(`${d.activityId}:${d.userId}`, { activity_id: d.activityId, user_id: d.userId, subscribed: on });
        break;
      }
      case 'ActivityReplyPosted': {
        const d = event.data;
        const fields = { actor_id: d.userId, activity_id: d.activityId, reply_id: d.replyId };
        if (subscribed(d.activityId, d.ownerId, d.ownerId)) notify(d.ownerId, 'ACTIVITY_REPLY', `reply:${d.replyId}`, fields);
        // In id order: ids are drawn per notify, and the loaded subscriptions come in no particular order.
        const others = [
          ...new Set([...(known.subscriptions.get(d.activityId) ?? new Map<number, boolean>()).keys(), known.writers.get(d.activityId)]),
        ]
          .filter((id): id is number => id !== undefined && id !== d.ownerId)
          .sort((x, y) => x - y);
        for (const id of others)
          if (subscribed(d.activityId, id, d.ownerId)) notify(id, 'ACTIVITY_REPLY_SUBSCRIBED', `reply:${d.replyId}`, fields);
        mention(d.mentions, d.userId, d.activityId, d.replyId);
        break;
      }
      case 'ActivityReplyEdited': {
        const d = event.data;
        mention(d.mentions, d.editorId, d.activityId, d.replyId);
        break;
      }
      case 'ActivityLiked':
      case 'ActivityUnliked': {
        const d = event.data;
        // A message's likes go to its writer; other activities' to their owner.
        const author = known.writers.get(d.activityId) ?? d.ownerId;
        const key = `like:${d.activityId}:${d.userId}`;
        if (event.type === 'ActivityLiked') notify(author, 'ACTIVITY_LIKE', key, { actor_id: d.userId, activity_id: d.activityId });
        else retract(author, key);
        break;
      }
      case 'ActivityReplyLiked':
      case 'ActivityReplyUnliked': {
        const d = event.data;
        const key = `replylike:${d.replyId}:${d.userId}`;
        if (event.type === 'ActivityReplyLiked')
          notify(d.replyUserId, 'ACTIVITY_REPLY_LIKE', key, { actor_id: d.userId, activity_id: d.activityId, reply_id: d.replyId });
        else retract(d.replyUserId, key);
        break;
      }
      case 'ActivityDeleted': {
        const id = event.data.activityId;
        b.deletedActivities.add(id);
        byRef.forget(b.rows, 'activity_id', [id]);
        break;
      }
      case 'ActivityReplyDeleted': {
        const id = event.data.replyId;
        b.deletedReplies.add(id);
        byRef.forget(b.rows, 'reply_id', [id]);
        break;
      }
      case 'MediaListEntrySaved':
      case 'MediaListEntryDeleted': {
        const d = event.data;
        // Most saves only move progress: the status a member is listed with changes on creation, status and deletion.
        if (event.type === 'MediaListEntrySaved' && !event.data.created && event.data.changes.status === undefined) break;
        const status = event.type === 'MediaListEntryDeleted' ? null : (event.data.changes.status ?? event.data.before.status);
        if (status === null) inner(known.listed, d.mediaId).delete(d.userId);
        else inner(known.listed, d.mediaId).set(d.userId, status);
        b.listed.set(`${d.mediaId}:${d.userId}`, { media_id: d.mediaId, user_id: d.userId, status });
        break;
      }
      case 'EpisodeAired': {
        const d = event.data;
        const watchers = [...(known.listed.get(d.mediaId) ?? [])]
          .filter(([, status]) => WATCHING.has(status))
          .map(([id]) => id)
          .sort((x, y) => x - y);
        for (const userId of watchers)
          notify(userId, 'AIRING', `airing:${d.mediaId}:${d.episode}`, { media_id: d.mediaId, episode: d.episode });
        break;
      }
      case 'MediaAdded': {
        const d = event.data;
        const users = [...new Set(d.relations.flatMap((r) => [...(known.listed.get(r.mediaId)?.keys() ?? [])]))].sort((x, y) => x - y);
        for (const userId of users) notify(userId, 'RELATED_MEDIA_ADDITION', `related:${d.mediaId}`, { media_id: d.mediaId });
        break;
      }
      // Catalogue changes (ADR 22) go to every member with the media on their list, whatever its status: a data
      // change only when its editor gave a reason, a merge or deletion always.
      case 'MediaUpdated': {
        const d = event.data;
        if (!d.reason) break;
        for (const userId of listers(d.mediaId)) {
          notify(userId, 'MEDIA_DATA_CHANGE', `datachange:${d.mediaId}:${base.source_txid}:${base.source_pos}`, {
            media_id: d.mediaId,
            reason: d.reason,
          });
        }
        break;
      }
      case 'MediaDeleted': {
        const d = event.data;
        for (const userId of listers(d.mediaId)) {
          notify(userId, 'MEDIA_DELETION', `deletion:${d.mediaId}`, { media_id: d.mediaId, reason: d.reason, deleted_titles: [d.title] });
        }
        break;
      }
      case 'MediaMerged': {
        const d = event.data;
        for (const userId of listers(d.mediaId)) {
          notify(userId, 'MEDIA_MERGE', `merge:${d.mediaId}`, { media_id: d.intoMediaId, reason: d.reason, deleted_titles: [d.title] });
        }
        break;
      }
      case 'NotificationsRead': {
        const d = event.data;
        const upTo = parsePosition(d.upTo);
        const before = b.reads.get(d.userId);
        if (!before || comparePositions(upTo, before) > 0) b.reads.set(d.userId, upTo);
        break;
      }
      default: {
        const forget = (ref: 'thread_id' | 'comment_id', ids: Iterable<number>) => byRef.forget(b.rows, ref, ids);
        foldForumNotification(event, { notify, retract, forget }, known.threadSubscriptions, b.forum);
        break;
      }
    }
  }
  return b;
}

/** The activity, media, thread and member ids whose known state the batch needs (index.ts loads just those). */
export function idsToLoad(events: readonly NotifiedEvent[]): {
  activities: number[];
  media: number[];
  threads: number[];
  members: number[];
} {
  const activities = new Set<number>();
  const media = new Set<number>();
  for (const event of events) {
    if (event.type === 'ActivityReplyPosted' || event.type === 'ActivityLiked' || event.type === 'ActivityUnliked') {
      activities.add(event.data.activityId);
    } else if (event.type === 'EpisodeAired') {
      media.add(event.data.mediaId);
    } else if ((event.type === 'MediaUpdated' && event.data.reason) || event.type === 'MediaDeleted' || event.type === 'MediaMerged') {
      media.add(event.data.mediaId);
    } else if (event.type === 'MediaAdded') {
      for (const r of event.data.relations) media.add(r.mediaId);
    }
  }
  return { activities: [...activities], media: [...media], threads: forumThreadsToLoad(events), members: actorsOf(events) };
}
