import type { ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import type { MutationToggleLikeArgs, MutationToggleLikeV2Args, Resolvers } from '../resolverTypes.ts';
import { viewerId } from '../users/viewer.ts';
import { asActivity, asReply, visibleActivityById } from './activityResolvers.ts';
import { activityById, replyById } from './loaders.ts';
import type { ActivityRow, ReplyRow } from './rows.ts';
import { forumLikeable, forumLikers, isForumLikeable, toggleForumLike } from '../forum/likes.ts';

const ACTIVITY_READS: ProjectionName[] = ['activities'];

const int = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};
const text = (value: unknown, field: string): string => {
  if (typeof value !== 'string') throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};

/**
 * The command-service decides from an activity's own stream, which a list activity's birth is not in: it learns whose
 * list to look in from here (the read model knows), and refuses an activity that list did not create.
 */
async function target(ctx: Context, activityId: number): Promise<{ activityId: number; listOwnerId?: number }> {
  const row = await activityById(ctx).load(activityId);
  return row && (row.type === 'ANIME_LIST' || row.type === 'MANGA_LIST') ? { activityId, listOwnerId: row.user_id } : { activityId };
}

/** The activity as it now stands, for a mutation's answer (null once deleted or out of the viewer's sight). */
async function answer(ctx: Context, activityId: number) {
  const row = await visibleActivityById(ctx, activityId);
  if (!row) throw notFound();
  return asActivity(row);
}

async function replyAnswer(ctx: Context, where: string, params: unknown[]) {
  const { rows } = await ctx.db.query<ReplyRow>(`SELECT * FROM ${T.activityReplies} r WHERE ${where} ORDER BY r.id DESC LIMIT 1`, params);
  if (!rows[0]) throw notFound();
  return asReply(rows[0]);
}

/** A reply's activity, from the read model: AniList addresses replies by their own id alone. */
async function replyTarget(ctx: Context, replyId: number) {
  const reply = await replyById(ctx).load(replyId);
  if (!reply) throw notFound();
  return { ...(await target(ctx, reply.activity_id)), replyId };
}

async function toggleLike(
  ctx: Context,
  a: MutationToggleLikeArgs | MutationToggleLikeV2Args,
): Promise<{ activity?: ActivityRow; reply: boolean; id: number }> {
  viewerId(ctx);
  const id = int(a.id, 'id');
  if (a.type === 'ACTIVITY') {
    await ctx.commands.send('ToggleActivityLike', await target(ctx, id), { projections: ACTIVITY_READS });
    return { reply: false, id };
  }
  if (a.type === 'ACTIVITY_REPLY') {
    await ctx.commands.send('ToggleActivityReplyLike', await replyTarget(ctx, id), { projections: ACTIVITY_READS });
    return { reply: true, id };
  }
  throw notFound();
}

async function likers(ctx: Context, activityId: number, replyId: number) {
  const { rows } = await ctx.db.query<{ user_id: number }>(
    `SELECT user_id FROM ${T.likes} WHERE activity_id = $1 AND reply_id = $2 ORDER BY created_at DESC, user_id`,
    [activityId, replyId],
  );
  return Promise.all(rows.map((r) => userById(ctx).load(r.user_id)));
}

export const socialMutationResolvers: Resolvers = {
  Mutation: {
    /** A new status, or an edit of one (text), or a moderator's lock (locked alone). */
    SaveTextActivity: async (_r, a, ctx) => {
      viewerId(ctx);
      if (a.id != null && a.text == null && typeof a.locked === 'boolean') {
        await ctx.commands.send(
          'LockActivity',
          { ...(await target(ctx, int(a.id, 'id'))), locked: a.locked },
          { projections: ACTIVITY_READS },
        );
        return answer(ctx, int(a.id, 'id'));
      }
      const payload = {
        ...(a.id != null ? { activityId: int(a.id, 'id') } : {}),
        text: text(a.text, 'text'),
        ...(a.asMod === true ? { asMod: true } : {}),
      };
      const { ids } = await ctx.commands.send('SaveTextActivity', payload, { projections: ACTIVITY_READS });
      return answer(ctx, ids.activityId!);
    },
    SaveMessageActivity: async (_r, a, ctx) => {
      viewerId(ctx);
      if (a.id != null && a.message == null && typeof a.locked === 'boolean') {
        await ctx.commands.send('LockActivity', { activityId: int(a.id, 'id'), locked: a.locked }, { projections: ACTIVITY_READS });
        return answer(ctx, int(a.id, 'id'));
      }
      const payload = {
        ...(a.id != null ? { activityId: int(a.id, 'id') } : { recipientId: int(a.recipientId, 'recipientId') }),
        text: text(a.message, 'message'),
        ...(typeof a.private === 'boolean' ? { isPrivate: a.private } : {}),
        // A community moderator sending as ModChan (ModChan Private with private), ADR 21.
        ...(a.asMod === true ? { asMod: true } : {}),
      };
      const { ids } = await ctx.commands.send('SaveMessageActivity', payload, { projections: ACTIVITY_READS });
      return answer(ctx, ids.activityId!);
    },
    SaveListActivity: async (_r, a, ctx) => {
      viewerId(ctx);
      const id = int(a.id, 'id');
      if (typeof a.locked === 'boolean')
        await ctx.commands.send('LockActivity', { ...(await target(ctx, id)), locked: a.locked }, { projections: ACTIVITY_READS });
      return answer(ctx, id);
    },
    DeleteActivity: async (_r, a, ctx) => {
      viewerId(ctx);
      await ctx.commands.send('DeleteActivity', await target(ctx, int(a.id, 'id')), { projections: ['activities', 'notifications'] });
      return { deleted: true };
    },
    ToggleActivityPin: async (_r, a, ctx) => {
      viewerId(ctx);
      const id = int(a.id, 'id');
      await ctx.commands.send(
        'ToggleActivityPin',
        { ...(await target(ctx, id)), pin: a.pinned !== false },
        { projections: ACTIVITY_READS },
      );
      return answer(ctx, id);
    },
    ToggleActivitySubscription: async (_r, a, ctx) => {
      viewerId(ctx);
      const id = int(a.activityId, 'activityId');
      await ctx.commands.send(
        'ToggleActivitySubscription',
        { ...(await target(ctx, id)), subscribe: a.subscribe !== false },
        { projections: ACTIVITY_READS },
      );
      return answer(ctx, id);
    },
    SaveActivityReply: async (_r, a, ctx) => {
      const userId = viewerId(ctx);
      if (a.id != null) {
        const replyId = int(a.id, 'id');
        await ctx.commands.send(
          'SaveActivityReply',
          { ...(await replyTarget(ctx, replyId)), text: text(a.text, 'text') },
          { projections: ACTIVITY_READS },
        );
        return replyAnswer(ctx, 'r.id = $1', [replyId]);
      }
      const activityId = int(a.activityId, 'activityId');
      await ctx.commands.send(
        'SaveActivityReply',
        { ...(await target(ctx, activityId)), text: text(a.text, 'text') },
        { projections: ACTIVITY_READS },
      );
      // The reply's id came from the command-service's pool: it is the viewer's newest reply on the activity.
      return replyAnswer(ctx, 'r.activity_id = $1 AND r.user_id = $2', [activityId, userId]);
    },
    DeleteActivityReply: async (_r, a, ctx) => {
      viewerId(ctx);
      await ctx.commands.send('DeleteActivityReply', await replyTarget(ctx, int(a.id, 'id')), {
        projections: ['activities', 'notifications'],
      });
      return { deleted: true };
    },
    ToggleLike: async (_r, a, ctx) => {
      if (isForumLikeable(a.type)) return forumLikers(ctx, await toggleForumLike(ctx, a));
      const liked = await toggleLike(ctx, a);
      if (!liked.reply) return likers(ctx, liked.id, 0);
      const reply = await replyById(ctx).load(liked.id);
      return reply ? likers(ctx, reply.activity_id, liked.id) : [];
    },
    ToggleLikeV2: async (_r, a, ctx) => {
      if (isForumLikeable(a.type)) return forumLikeable(await toggleForumLike(ctx, a));
      const liked = await toggleLike(ctx, a);
      if (liked.reply) return replyAnswer(ctx, 'r.id = $1', [liked.id]);
      return answer(ctx, liked.id);
    },
    ToggleFollow: async (_r, a, ctx) => {
      viewerId(ctx);
      const otherId = int(a.userId, 'userId');
      await ctx.commands.send('ToggleFollow', { otherId }, { projections: ['social'] });
      return userById(ctx).load(otherId);
    },
    ToggleUserBlock: async (_r, a, ctx) => {
      viewerId(ctx);
      const otherId = int(a.userId, 'userId');
      await ctx.commands.send('ToggleUserBlock', { otherId }, { projections: ['social'] });
      return userById(ctx).load(otherId);
    },
  },
};
