import { threadCategoryById } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { visibleMedia } from '../adultContent.ts';
import { mediaById, userById } from '../byId.ts';
import { pageList } from '../page/resolvers.ts';
import { mergeResolvers, type Resolvers } from '../resolverTypes.ts';
import { markdownField } from '../social/markdown.ts';
import { SITE_URL } from '../text.ts';
import { childComments, findComments, isLocked, parseCommentFilter } from './comments.ts';
import { forumLikersOf, threadById, viewerForumLikes, viewerThreadSubscriptions } from './loaders.ts';
import { forumMutationResolvers } from './mutations.ts';
import { findThreads, parseThreadFilter } from './threadQuery.ts';
import { countThreadView } from './views.ts';

const users = (ctx: Context, ids: number[]) => Promise.all(ids.map((id) => userById(ctx).load(id)));
/** Query.ThreadComment answers a list, as AniList's does: at most this many. */
const COMMENT_LIST = 25;

const queryResolvers: Resolvers = {
  Query: {
    Thread: async (_r, a, ctx) => {
      const { rows } = await findThreads(ctx, parseThreadFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      // Asked for by id, it is a thread page being opened: a view (ADR 17).
      if (typeof a.id === 'number') {
        const id = rows[0].id;
        countThreadView(ctx, id);
        // A guest served this answer from the answer cache opened the page too.
        ctx.answer?.onServe((served) => countThreadView(served, id));
      }
      return rows[0];
    },
    ThreadComment: async (_r, a, ctx) => (await findComments(ctx, parseCommentFilter(a), 0, COMMENT_LIST, { total: false })).rows,
  },
  Page: {
    threads: (state, a, ctx) => pageList(state, (w, options) => findThreads(ctx, parseThreadFilter(a), w.offset, w.perPage, options)),
    threadComments: (state, a, ctx) =>
      pageList(state, (w, options) => findComments(ctx, parseCommentFilter(a), w.offset, w.perPage, options)),
  },
};

const typeResolvers: Resolvers = {
  Thread: {
    body: (t, args) => markdownField(t.body, args.asHtml),
    userId: (t) => t.user_id,
    replyUserId: (t) => t.reply_user_id,
    replyCommentId: (t) => t.reply_comment_id,
    replyCount: (t) => t.reply_count,
    viewCount: (t) => t.view_count,
    isLocked: (t) => t.is_locked,
    isSticky: (t) => t.is_sticky,
    isSubscribed: (t, _a, ctx) => viewerThreadSubscriptions(ctx).load(t.id),
    likeCount: (t) => t.like_count,
    isLiked: (t, _a, ctx) => viewerForumLikes(ctx).load(`${t.id}:0`),
    repliedAt: (t) => t.replied_at,
    createdAt: (t) => t.created_at,
    updatedAt: (t) => t.updated_at,
    user: (t, _a, ctx) => userById(ctx).load(t.user_id),
    replyUser: (t, _a, ctx) => (t.reply_user_id == null ? null : userById(ctx).load(t.reply_user_id)),
    likes: async (t, _a, ctx) => (t.like_count ? users(ctx, await forumLikersOf(ctx).load(`${t.id}:0`)) : []),
    siteUrl: (t) => `${SITE_URL}/forum/thread/${t.id}`,
    categories: (t) =>
      t.categories
        .map(threadCategoryById)
        .filter((c) => c !== null)
        .map(({ id, name }) => ({ id, name })),
    mediaCategories: async (t, _a, ctx) =>
      (await Promise.all(t.media_categories.map(async (id) => visibleMedia(ctx, await mediaById(ctx).load(id))))).filter((m) => m !== null),
  },
  ThreadComment: {
    userId: (c) => c.user_id,
    threadId: (c) => c.thread_id,
    comment: (c, args) => markdownField(c.comment, args.asHtml),
    likeCount: (c) => c.like_count,
    isLiked: (c, _a, ctx) => viewerForumLikes(ctx).load(`${c.thread_id}:${c.id}`),
    siteUrl: (c) => `${SITE_URL}/forum/thread/${c.thread_id}/comment/${c.id}`,
    createdAt: (c) => c.created_at,
    updatedAt: (c) => c.updated_at,
    thread: async (c, _a, ctx) => {
      const thread = await threadById(ctx).load(c.thread_id);
      return thread && !thread.deleted ? thread : null;
    },
    user: (c, _a, ctx) => userById(ctx).load(c.user_id),
    likes: async (c, _a, ctx) => (c.like_count ? users(ctx, await forumLikersOf(ctx).load(`${c.thread_id}:${c.id}`)) : []),
    childComments: (c, _a, ctx) => childComments(ctx, c),
    isLocked: (c, _a, ctx) => isLocked(ctx, c),
  },
};

/** Threads, comments and their trees, categories and the forum's mutations (schema/forum/typeDefs.ts). */
export const forumResolvers = mergeResolvers(queryResolvers, typeResolvers, forumMutationResolvers);
