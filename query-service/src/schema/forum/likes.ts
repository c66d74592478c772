import type { Context } from '../../context.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import { viewerId } from '../users/viewer.ts';
import { commentById, forumLikersOf, threadById, viewerForumLikes } from './loaders.ts';
import type { ThreadCommentRow, ThreadRow } from './rows.ts';

// ToggleLike and ToggleLikeV2 with type THREAD or THREAD_COMMENT (schema/social/mutations.ts hands them here).

type Liked = { thread: ThreadRow; comment: ThreadCommentRow | null };

export const isForumLikeable = (type: unknown) => type === 'THREAD' || type === 'THREAD_COMMENT';

/** A thread or comment that stands, as the read model has it now. */
async function load(ctx: Context, type: unknown, id: number): Promise<Liked> {
  if (type === 'THREAD') {
    const thread = await threadById(ctx).load(id);
    if (!thread || thread.deleted) throw notFound();
    return { thread, comment: null };
  }
  const comment = await commentById(ctx).load(id);
  const thread = comment && (await threadById(ctx).load(comment.thread_id));
  if (!comment || !thread || thread.deleted) throw notFound();
  return { thread, comment };
}

/** One command, in the thread's stream or the comment's tree; answers the row as it stands afterwards. */
export async function toggleForumLike(ctx: Context, a: { id?: unknown; type?: unknown }): Promise<Liked> {
  viewerId(ctx);
  if (typeof a.id !== 'number' || !Number.isInteger(a.id)) throw badInput('Validation error.', { id: ['Required'] });
  const { comment } = await load(ctx, a.type, a.id);
  if (comment) {
    await ctx.commands.send(
      'ToggleThreadCommentLike',
      { rootCommentId: comment.root_comment_id, commentId: comment.id },
      { projections: ['forum'] },
    );
  } else {
    await ctx.commands.send('ToggleThreadLike', { threadId: a.id }, { projections: ['forum'] });
  }
  // The loaders hold the rows from before the command.
  threadById(ctx).clearAll();
  commentById(ctx).clearAll();
  forumLikersOf(ctx).clearAll();
  viewerForumLikes(ctx).clearAll();
  return load(ctx, a.type, a.id);
}

/** ToggleLike's answer: the members who like it now. */
export async function forumLikers(ctx: Context, liked: Liked) {
  const ids = await forumLikersOf(ctx).load(`${liked.thread.id}:${liked.comment?.id ?? 0}`);
  return Promise.all(ids.map((id) => userById(ctx).load(id)));
}

/** ToggleLikeV2's answer: the thread or comment, as a member of LikeableUnion. */
export const forumLikeable = (liked: Liked) =>
  liked.comment ? { ...liked.comment, __typename: 'ThreadComment' as const } : { ...liked.thread, __typename: 'Thread' as const };
