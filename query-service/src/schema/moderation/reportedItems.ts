import { reportedItemPath, type ReportObjectType } from '@tsuzuki/events/moderationRules';
import { isCommunityMod } from '@tsuzuki/events/roles';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import { commentById, threadById } from '../forum/loaders.ts';
import { visibleActivityById } from '../social/activityResolvers.ts';
import { replyById } from '../social/loaders.ts';

/** A reported item as the reporter sees it: whose it is, where it is, what it says. */
export interface ReportedItem {
  authorId: number;
  path: string | null;
  text: string | null;
}

/**
 * The item a report names, found in the read models as the reporting viewer may see it (a private message or review
 * of others is not there for them): the command-service is told its author, as it is told a comment's tree.
 */
export async function reportedItem(ctx: Context, objectType: ReportObjectType, objectId: number): Promise<ReportedItem> {
  switch (objectType) {
    case 'USER': {
      const user = await userById(ctx).load(objectId);
      if (!user) throw notFound();
      return { authorId: user.id, path: reportedItemPath({ objectType, objectId, userName: user.name }), text: null };
    }
    case 'ACTIVITY': {
      const activity = await visibleActivityById(ctx, objectId);
      if (!activity) throw notFound();
      return { authorId: activity.messenger_id ?? activity.user_id, path: reportedItemPath({ objectType, objectId }), text: activity.text };
    }
    case 'ACTIVITY_REPLY': {
      const reply = await replyById(ctx).load(objectId);
      if (!reply || !(await visibleActivityById(ctx, reply.activity_id))) throw notFound();
      return { authorId: reply.user_id, path: reportedItemPath({ objectType, objectId, activityId: reply.activity_id }), text: reply.text };
    }
    case 'REVIEW': {
      const { rows } = await ctx.db.query<{ user_id: number; summary: string; private: boolean }>(
        `SELECT user_id, summary, private FROM ${T.reviews} WHERE id = $1`,
        [objectId],
      );
      const review = rows[0];
      const viewer = ctx.actor.kind === 'user' ? ctx.actor : null;
      if (!review || (review.private && review.user_id !== viewer?.id && !isCommunityMod(viewer?.moderatorRoles))) throw notFound();
      return { authorId: review.user_id, path: reportedItemPath({ objectType, objectId }), text: review.summary };
    }
    case 'THREAD': {
      const thread = await threadById(ctx).load(objectId);
      if (!thread || thread.deleted) throw notFound();
      return { authorId: thread.user_id, path: reportedItemPath({ objectType, objectId }), text: `${thread.title}\n\n${thread.body}` };
    }
    case 'THREAD_COMMENT': {
      const comment = await commentById(ctx).load(objectId);
      if (!comment) throw notFound();
      return {
        authorId: comment.user_id,
        path: reportedItemPath({ objectType, objectId, threadId: comment.thread_id }),
        text: comment.comment,
      };
    }
    default:
      throw notFound();
  }
}

/** Where a report's item is now, for the queue's link (null when it is gone). */
export async function reportedItemPathOf(
  ctx: Context,
  objectType: ReportObjectType,
  objectId: number | null,
  userId: number,
): Promise<string | null> {
  switch (objectType) {
    case 'USER':
      return reportedItemPath({ objectType, objectId, userName: (await userById(ctx).load(userId))?.name });
    case 'ACTIVITY_REPLY':
      return reportedItemPath({
        objectType,
        objectId,
        activityId: objectId === null ? null : (await replyById(ctx).load(objectId))?.activity_id,
      });
    case 'THREAD_COMMENT':
      return reportedItemPath({
        objectType,
        objectId,
        threadId: objectId === null ? null : (await commentById(ctx).load(objectId))?.thread_id,
      });
    default:
      return reportedItemPath({ objectType, objectId });
  }
}
