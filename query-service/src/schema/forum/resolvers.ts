import { threadCategoryById } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { visibleMedia } from '../adultContent.ts';
import { mediaById, userById } from '../byId.ts';
import { pageList, type PageState } from '../page/resolvers.ts';
import { mergeResolvers, type LegacyResolvers as Resolvers } from '../resolverTypes.ts';
import { markdownField } from '../social/markdown.ts';
import { SITE_URL } from '../text.ts';
import { childComments, findComments, isLocked, parseCommentFilter } from './comments.ts';
import { forumLikersOf, threadById, viewerForumLikes, viewerThreadSubscriptions } from './loaders.ts';
import { forumMutationResolvers } from './mutations.ts';
import type { ThreadCommentRow, ThreadRow } from './rows.ts';
import { findThreads, parseThreadFilter } from './threadQuery.ts';
import { countThreadView } from './views.ts';

type Args = Record<string, unknown>;
type HtmlArgs = { asHtml?: boolean | null };

const users = (ctx: Context, ids: number[]) => Promise.all(ids.map((id) => userById(ctx).load(id)));
/** Query.ThreadComment answers a list, as AniList's does: at most this many. */
const COMMENT_LIST = 25;

const queryResolvers: Resolvers = {
  Query: {
    Thread: async (_r: unknown, a: Args, ctx: Context) => {
      const { rows } = await findThreads(ctx, parseThreadFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      // Asked for by id, it is a thread page being opened: a view (ADR 17).
      if (typeof a.id === 'number') countThreadView(ctx, rows[0].id);
      return rows[0];
    },
    ThreadComment: async (_r: unknown, a: Args, ctx: Context) =>
      (await findComments(ctx, parseCommentFilter(a), 0, COMMENT_LIST, { total: false })).rows,
  },
  Page: {
    threads: (state: PageState, a: Args, ctx: Context) =>
      pageList(state, (w, options) => findThreads(ctx, parseThreadFilter(a), w.offset, w.perPage, options)),
    threadComments: (state: PageState, a: Args, ctx: Context) =>
      pageList(state, (w, options) => findComments(ctx, parseCommentFilter(a), w.offset, w.perPage, options)),
  },
};

const typeResolvers: Resolvers = {
  Thread: {
    body: (t: ThreadRow, args: HtmlArgs) => markdownField(t.body, args.asHtml),
    userId: (t: ThreadRow) => t.user_id,
    replyUserId: (t: ThreadRow) => t.reply_user_id,
    replyCommentId: (t: ThreadRow) => t.reply_comment_id,
    replyCount: (t: ThreadRow) => t.reply_count,
    viewCount: (t: ThreadRow) => t.view_count,
    isLocked: (t: ThreadRow) => t.is_locked,
    isSticky: (t: ThreadRow) => t.is_sticky,
    isSubscribed: (t: ThreadRow, _a: unknown, ctx: Context) => viewerThreadSubscriptions(ctx).load(t.id),
    likeCount: (t: ThreadRow) => t.like_count,
    isLiked: (t: ThreadRow, _a: unknown, ctx: Context) => viewerForumLikes(ctx).load(`${t.id}:0`),
    repliedAt: (t: ThreadRow) => t.replied_at,
    createdAt: (t: ThreadRow) => t.created_at,
    updatedAt: (t: ThreadRow) => t.updated_at,
    user: (t: ThreadRow, _a: unknown, ctx: Context) => userById(ctx).load(t.user_id),
    replyUser: (t: ThreadRow, _a: unknown, ctx: Context) => (t.reply_user_id == null ? null : userById(ctx).load(t.reply_user_id)),
    likes: async (t: ThreadRow, _a: unknown, ctx: Context) => (t.like_count ? users(ctx, await forumLikersOf(ctx).load(`${t.id}:0`)) : []),
    siteUrl: (t: ThreadRow) => `${SITE_URL}/forum/thread/${t.id}`,
    categories: (t: ThreadRow) => t.categories.map(threadCategoryById).filter((c) => c !== null).map(({ id, name }) => ({ id, name })),
    mediaCategories: async (t: ThreadRow, _a: unknown, ctx: Context) =>
      (await Promise.all(t.media_categories.map(async (id) => visibleMedia(ctx, await mediaById(ctx).load(id))))).filter((m) => m !== null),
  },
  ThreadComment: {
    userId: (c: ThreadCommentRow) => c.user_id,
    threadId: (c: ThreadCommentRow) => c.thread_id,
    comment: (c: ThreadCommentRow, args: HtmlArgs) => markdownField(c.comment, args.asHtml),
    likeCount: (c: ThreadCommentRow) => c.like_count,
    isLiked: (c: ThreadCommentRow, _a: unknown, ctx: Context) => viewerForumLikes(ctx).load(`${c.thread_id}:${c.id}`),
    siteUrl: (c: ThreadCommentRow) => `${SITE_URL}/forum/thread/${c.thread_id}/comment/${c.id}`,
    createdAt: (c: ThreadCommentRow) => c.created_at,
    updatedAt: (c: ThreadCommentRow) => c.updated_at,
    thread: async (c: ThreadCommentRow, _a: unknown, ctx: Context) => {
      const thread = await threadById(ctx).load(c.thread_id);
      return thread && !thread.deleted ? thread : null;
    },
    user: (c: ThreadCommentRow, _a: unknown, ctx: Context) => userById(ctx).load(c.user_id),
    likes: async (c: ThreadCommentRow, _a: unknown, ctx: Context) =>
      (c.like_count ? users(ctx, await forumLikersOf(ctx).load(`${c.thread_id}:${c.id}`)) : []),
    childComments: (c: ThreadCommentRow, _a: unknown, ctx: Context) => childComments(ctx, c),
    isLocked: (c: ThreadCommentRow, _a: unknown, ctx: Context) => isLocked(ctx, c),
  },
};

/** Threads, comments and their trees, categories and the forum's mutations (schema/forum/typeDefs.ts). */
export const forumResolvers = mergeResolvers(queryResolvers, typeResolvers, forumMutationResolvers);
