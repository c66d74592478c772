import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { adultCondition } from '../adultContent.ts';
import { mediaById, userById } from '../byId.ts';
import { memberId } from '../lists/access.ts';
import { pageList } from '../page/resolvers.ts';
import { fetchSlice } from '../page/slice.ts';
import type { PageActivityRepliesArgs, QueryActivityReplyArgs, Resolvers } from '../resolverTypes.ts';
import { SITE_URL } from '../text.ts';
import { findActivities, parseActivityFilter, visibleActivity } from './activityQuery.ts';
import { likersOf, repliesOf, viewerLikes, viewerSubscriptions } from './loaders.ts';
import { markdownField } from './markdown.ts';
import type { ActivityRow, ReplyRow } from './rows.ts';

const TYPENAMES = { TEXT: 'TextActivity', MESSAGE: 'MessageActivity', ANIME_LIST: 'ListActivity', MANGA_LIST: 'ListActivity' } as const;

/** An activity row as a member of ActivityUnion (graphql-js resolves the union by __typename). */
export const asActivity = (row: ActivityRow) => ({ ...row, __typename: TYPENAMES[row.type] });
export const asReply = (row: ReplyRow) => ({ ...row, __typename: 'ActivityReply' as const });

const users = (ctx: Context, ids: number[]) => Promise.all(ids.map((id) => userById(ctx).load(id)));

/** Fields every activity type shares. */
const common = {
  replyCount: (a: ActivityRow) => a.reply_count,
  likeCount: (a: ActivityRow) => a.like_count,
  isLocked: (a: ActivityRow) => a.is_locked,
  isPinned: (a: ActivityRow) => a.is_pinned,
  isLiked: (a: ActivityRow, _args: unknown, ctx: Context) => viewerLikes(ctx).load(`${a.id}:0`),
  // The owner (and a message's writer) hear of replies until they unsubscribe.
  isSubscribed: async (a: ActivityRow, _args: unknown, ctx: Context) => {
    const viewer = memberId(ctx);
    if (viewer === null) return false;
    return (await viewerSubscriptions(ctx).load(a.id)) ?? (viewer === a.user_id || viewer === a.messenger_id);
  },
  siteUrl: (a: ActivityRow) => `${SITE_URL}/activity/${a.id}`,
  createdAt: (a: ActivityRow) => a.created_at,
  replies: async (a: ActivityRow, _args: unknown, ctx: Context) => (a.reply_count ? (await repliesOf(ctx).load(a.id)).map(asReply) : []),
  likes: async (a: ActivityRow, _args: unknown, ctx: Context) => (a.like_count ? users(ctx, await likersOf(ctx).load(`${a.id}:0`)) : []),
};

/** A visible activity by id, or null (deleted, private to others, or a member the viewer blocked). */
export async function visibleActivityById(ctx: Context, id: number): Promise<ActivityRow | null> {
  const { rows } = await findActivities(ctx, parseActivityFilter({ id }), 0, 1, { total: false });
  return rows[0] ?? null;
}

/** Replies of activities the viewer may see (adult media's only for those who show them), oldest first (social §9: 25 a page). */
export async function findReplies(
  ctx: Context,
  a: QueryActivityReplyArgs | PageActivityRepliesArgs,
  offset: number,
  limit: number,
  options: { total: boolean },
) {
  const adult = await adultCondition(ctx, 'a.media_id');
  return fetchSlice<ReplyRow>(
    ctx.db,
    (p) => {
      const c = visibleActivity(ctx, p);
      if (adult) c.push(adult);
      if (a.id != null) c.push(`r.id = ${p(a.id)}`);
      if (a.activityId != null) c.push(`r.activity_id = ${p(a.activityId)}`);
      return {
        select: 'r.*',
        from: `FROM ${T.activityReplies} r JOIN ${T.activities} a ON a.id = r.activity_id WHERE ${c.join(' AND ')}`,
        orderBy: 'r.id',
      };
    },
    offset,
    limit,
    options,
  );
}

export const activityResolvers: Resolvers = {
  Query: {
    Activity: async (_r, a, ctx) => {
      const { rows } = await findActivities(ctx, parseActivityFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return asActivity(rows[0]);
    },
    ActivityReply: async (_r, a, ctx) => {
      const { rows } = await findReplies(ctx, a, 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return asReply(rows[0]);
    },
  },
  Page: {
    activities: (state, a, ctx) =>
      pageList(state, async (w, options) => {
        const slice = await findActivities(ctx, parseActivityFilter(a), w.offset, w.perPage, options);
        return { ...slice, rows: slice.rows.map(asActivity) };
      }),
    activityReplies: (state, a, ctx) =>
      pageList(state, async (w, options) => {
        const slice = await findReplies(ctx, a, w.offset, w.perPage, options);
        return { ...slice, rows: slice.rows.map(asReply) };
      }),
  },
  TextActivity: {
    ...common,
    userId: (a) => a.user_id,
    text: (a, args) => markdownField(a.text, args.asHtml),
    user: (a, _args, ctx) => userById(ctx).load(a.user_id),
  },
  MessageActivity: {
    ...common,
    recipientId: (a) => a.user_id,
    messengerId: (a) => a.messenger_id,
    message: (a, args) => markdownField(a.text, args.asHtml),
    isPrivate: (a) => a.is_private,
    recipient: (a, _args, ctx) => userById(ctx).load(a.user_id),
    messenger: (a, _args, ctx) => (a.messenger_id == null ? null : userById(ctx).load(a.messenger_id)),
  },
  ListActivity: {
    ...common,
    userId: (a) => a.user_id,
    user: (a, _args, ctx) => userById(ctx).load(a.user_id),
    media: (a, _args, ctx) => (a.media_id == null ? null : mediaById(ctx).load(a.media_id)),
  },
  ActivityReply: {
    userId: (r) => r.user_id,
    activityId: (r) => r.activity_id,
    text: (r, args) => markdownField(r.text, args.asHtml),
    likeCount: (r) => r.like_count,
    isLiked: (r, _args, ctx) => viewerLikes(ctx).load(`${r.activity_id}:${r.id}`),
    createdAt: (r) => r.created_at,
    user: (r, _args, ctx) => userById(ctx).load(r.user_id),
    likes: async (r, _args, ctx) => (r.like_count ? users(ctx, await likersOf(ctx).load(`${r.activity_id}:${r.id}`)) : []),
  },
};
