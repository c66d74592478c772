import { NOTIFICATION_TYPES } from '@tsuzuki/events';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { AppError, badInput, invalidToken, notFound } from '../../http/errors.ts';
import { adultCondition } from '../adultContent.ts';
import { mediaById, userById } from '../byId.ts';
import { pageList } from '../page/resolvers.ts';
import type { SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { PageNotificationsArgs, QueryNotificationArgs, NotificationUnion, Resolvers } from '../resolverTypes.ts';
import { present } from '../models.ts';
import type { UserRow } from '../users/rows.ts';
import { asActivity, visibleActivityById } from './activityResolvers.ts';
import type { NotificationRow } from './rows.ts';
import { commentById, threadById } from '../forum/loaders.ts';

/** The types the site produces so far, with their GraphQL type and the sentence a client puts after the name. */
const KINDS: Record<string, { typename: NonNullable<NotificationUnion['__typename']>; context: string }> = {
  AIRING: { typename: 'AiringNotification', context: '' },
  FOLLOWING: { typename: 'FollowingNotification', context: ' started following you.' },
  ACTIVITY_MESSAGE: { typename: 'ActivityMessageNotification', context: ' sent you a message.' },
  ACTIVITY_MENTION: { typename: 'ActivityMentionNotification', context: ' mentioned you in their activity.' },
  ACTIVITY_REPLY: { typename: 'ActivityReplyNotification', context: ' replied to your activity.' },
  ACTIVITY_REPLY_SUBSCRIBED: { typename: 'ActivityReplySubscribedNotification', context: " replied to activity you're subscribed to." },
  ACTIVITY_LIKE: { typename: 'ActivityLikeNotification', context: ' liked your activity.' },
  ACTIVITY_REPLY_LIKE: { typename: 'ActivityReplyLikeNotification', context: ' liked your activity reply.' },
  RELATED_MEDIA_ADDITION: { typename: 'RelatedMediaAdditionNotification', context: ' was recently added to the site.' },
  THREAD_COMMENT_MENTION: { typename: 'ThreadCommentMentionNotification', context: ' mentioned you, in the forum thread ' },
  THREAD_COMMENT_REPLY: { typename: 'ThreadCommentReplyNotification', context: ' replied to your comment, in the forum thread ' },
  THREAD_SUBSCRIBED: { typename: 'ThreadCommentSubscribedNotification', context: ' commented in your subscribed forum thread ' },
  THREAD_COMMENT_LIKE: { typename: 'ThreadCommentLikeNotification', context: ' liked your comment, in the forum thread ' },
  THREAD_LIKE: { typename: 'ThreadLikeNotification', context: ' liked your forum thread, ' },
  // Catalogue notices (ADR 22; edits/resolvers.ts resolves their fields).
  MEDIA_DATA_CHANGE: { typename: 'MediaDataChangeNotification', context: ' received site data changes' },
  MEDIA_MERGE: { typename: 'MediaMergeNotification', context: ' have been merged into ' },
  MEDIA_DELETION: { typename: 'MediaDeletionNotification', context: ' has been deleted from the site' },
};

const Type = z.enum(NOTIFICATION_TYPES);
const NotificationArgs = z.object({
  type: Type.nullish(),
  type_in: z.array(Type).max(NOTIFICATION_TYPES.length).nullish(),
  resetNotificationCount: z.boolean().nullish(),
});

// A member's notification options need no filter here: the projection makes no notification of a type they had
// switched off (issue 24), and those made while it was on stay theirs, as on AniList.

async function findNotifications(
  ctx: Context,
  a: QueryNotificationArgs | PageNotificationsArgs,
  offset: number,
  limit: number,
  options: SliceOptions,
) {
  const parsed = NotificationArgs.safeParse(a);
  if (!parsed.success) throw badInput('Validation error.', { type: ['Unknown notification type.'] });
  // As Viewer does: a request without a session learns its token is not valid (AniList clients sign in again).
  if (ctx.actor.kind !== 'user') throw invalidToken();
  const userId = ctx.actor.id;
  let types = Object.keys(KINDS);
  if (parsed.data.type) types = types.filter((t) => t === parsed.data.type);
  if (parsed.data.type_in) types = types.filter((t) => parsed.data.type_in!.includes(t as never));
  const adult = await adultCondition(ctx, 'n.media_id');
  const slice = await fetchSlice<NotificationRow>(
    ctx.db,
    (p) => ({
      select: 'n.*',
      from: `FROM ${T.notifications} n WHERE n.user_id = ${p(userId)} AND n.type = ANY(${p(types)}::text[]) ${adult ? `AND ${adult}` : ''}`,
      orderBy: 'n.id DESC',
    }),
    offset,
    limit,
    options,
  );
  if (parsed.data.resetNotificationCount) await markRead(ctx, userId);
  return { ...slice, rows: slice.rows.map((r) => ({ ...r, __typename: KINDS[r.type]!.typename })) };
}

/**
 * Where a member who was just shown their notifications has read up to: the log position of their newest one, when
 * it is unread (null: nothing to mark).
 */
export async function unreadUpTo(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ txid: string; pos: string; unread: boolean }>(
    `SELECT n.source_txid AS txid, n.source_pos AS pos, (n.source_txid, n.source_pos) > (coalesce(i.read_txid, 0), coalesce(i.read_pos, 0)) AS unread
       FROM ${T.notifications} n LEFT JOIN ${T.inbox} i ON i.user_id = n.user_id
      WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.unread ? `${rows[0].txid}:${rows[0].pos}` : null;
}

/** resetNotificationCount: the member has now seen everything up to their newest notification. */
async function markRead(ctx: Context, userId: number): Promise<void> {
  const upTo = await unreadUpTo(ctx.db, userId);
  if (!upTo) return;
  try {
    await ctx.commands.send('ResetNotificationCount', { upTo }, { projections: ['notifications'] });
  } catch (err) {
    // The reset is saved, only not yet counted: the list it came with is still the answer (a busy projection must
    // not turn the member's notifications into an error); the count catches up on its own.
    if (!(err instanceof AppError && err.code === 'RYW_TIMEOUT')) throw err;
    ctx.log.warn({ userId }, 'notification count reset saved but not yet projected');
  }
}

/** The viewer's notifications from events after the position they have read up to (about media they may see). */
export async function unreadCount(ctx: Context, owner: Pick<UserRow, 'id'>): Promise<number> {
  const adult = await adultCondition(ctx, 'n.media_id');
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${T.notifications} n
      WHERE n.user_id = $1
        AND (n.source_txid, n.source_pos) > (coalesce((SELECT read_txid FROM ${T.inbox} WHERE user_id = $1), 0),
                                             coalesce((SELECT read_pos FROM ${T.inbox} WHERE user_id = $1), 0))
        ${adult ? `AND ${adult}` : ''}`,
    [owner.id],
  );
  return rows[0]!.n;
}

/** A member's notifications by id, in log order, as findNotifications shows them (live updates, ADR 70). */
export async function notificationsByIds(ctx: Context, userId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  const adult = await adultCondition(ctx, 'n.media_id');
  const { rows } = await ctx.db.query<NotificationRow>(
    `SELECT n.* FROM ${T.notifications} n WHERE n.user_id = $1 AND n.id = ANY($2::int[]) ${adult ? `AND ${adult}` : ''}
      ORDER BY n.source_txid, n.source_pos, n.id`,
    [userId, ids],
  );
  return rows.filter((r) => KINDS[r.type]).map((r) => ({ ...r, __typename: KINDS[r.type]!.typename }));
}

const activity = async (n: NotificationRow, _a: unknown, ctx: Context) => {
  if (n.activity_id == null) return null;
  const row = await visibleActivityById(ctx, n.activity_id);
  return row ? asActivity(row) : null;
};
const actor = (n: NotificationRow, _a: unknown, ctx: Context) => (n.actor_id == null ? null : userById(ctx).load(n.actor_id));
const common = {
  context: (n: NotificationRow) => KINDS[n.type]?.context ?? null,
  createdAt: (n: NotificationRow) => n.created_at,
};
const aboutActivity = {
  ...common,
  userId: (n: NotificationRow) => present(n.actor_id, 'userId'),
  activityId: (n: NotificationRow) => present(n.activity_id, 'activityId'),
  activity,
  user: actor,
};

/** Forum notifications name their thread (null once deleted) and, but for thread likes, the comment. */
const forumThread = async (n: NotificationRow, _a: unknown, ctx: Context) => {
  const thread = n.thread_id == null ? null : await threadById(ctx).load(n.thread_id);
  return thread && !thread.deleted ? thread : null;
};
const aboutComment = {
  ...common,
  userId: (n: NotificationRow) => present(n.actor_id, 'userId'),
  commentId: (n: NotificationRow) => present(n.comment_id, 'commentId'),
  thread: forumThread,
  user: actor,
  comment: (n: NotificationRow, _a: unknown, ctx: Context) => (n.comment_id == null ? null : commentById(ctx).load(n.comment_id)),
};

export const notificationResolvers: Resolvers = {
  Query: {
    Notification: async (_r, a, ctx) => {
      const [row] = (await findNotifications(ctx, a, 0, 1, { total: false })).rows;
      if (!row) throw notFound();
      return row;
    },
  },
  Page: {
    notifications: (state, a, ctx) => pageList(state, (w, o) => findNotifications(ctx, a, w.offset, w.perPage, o)),
  },
  AiringNotification: {
    ...common,
    animeId: (n) => present(n.media_id, 'animeId'),
    episode: (n) => present(n.episode, 'episode'),
    // AniList's pieces around the episode number and the title: "Episode 5 of Frieren aired."
    contexts: () => ['Episode ', ' of ', ' aired.'],
    media: (n, _a, ctx) => (n.media_id == null ? null : mediaById(ctx).load(n.media_id)),
  },
  FollowingNotification: { ...common, userId: (n) => present(n.actor_id, 'userId'), user: actor },
  ActivityMessageNotification: {
    ...common,
    userId: (n) => present(n.actor_id, 'userId'),
    activityId: (n) => present(n.activity_id, 'activityId'),
    message: activity,
    user: actor,
  },
  ActivityMentionNotification: aboutActivity,
  ActivityReplyNotification: aboutActivity,
  ActivityReplySubscribedNotification: aboutActivity,
  ActivityLikeNotification: aboutActivity,
  ActivityReplyLikeNotification: aboutActivity,
  ThreadCommentMentionNotification: aboutComment,
  ThreadCommentReplyNotification: aboutComment,
  ThreadCommentSubscribedNotification: aboutComment,
  ThreadCommentLikeNotification: aboutComment,
  ThreadLikeNotification: {
    ...common,
    userId: (n) => present(n.actor_id, 'userId'),
    threadId: (n) => present(n.thread_id, 'threadId'),
    thread: forumThread,
    comment: () => null,
    user: actor,
  },
  RelatedMediaAdditionNotification: {
    ...common,
    mediaId: (n) => present(n.media_id, 'mediaId'),
    media: (n, _a, ctx) => (n.media_id == null ? null : mediaById(ctx).load(n.media_id)),
  },
};
