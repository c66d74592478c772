import type { ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { sendReport } from '../moderation/memberResolvers.ts';
import type { MutationSaveThreadCommentArgs, Resolvers } from '../resolverTypes.ts';
import { viewerId } from '../users/viewer.ts';
import { commentById, threadById } from './loaders.ts';
import type { ThreadCommentRow } from './rows.ts';

// The forum's mutations: each sends one command (ADR 10) and answers from the forum read model once it shows the
// change. Commands on an existing comment name its tree, which the read model knows (ADR 17).

const FORUM: ProjectionName[] = ['forum'];
const WITH_NOTIFICATIONS: ProjectionName[] = ['forum', 'notifications'];

const int = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};
/** AniList clients send null for "leave as it is". */
const given = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : undefined);

async function standingThread(ctx: Context, id: number) {
  const row = await threadById(ctx).load(id);
  if (!row || row.deleted) throw notFound();
  return row;
}

async function existingComment(ctx: Context, id: number): Promise<ThreadCommentRow> {
  const row = await commentById(ctx).load(id);
  if (!row) throw notFound();
  return row;
}

/** Fresh rows after a command: the request's loaders still hold the ones from before it. */
function forget(ctx: Context) {
  threadById(ctx).clearAll();
  commentById(ctx).clearAll();
}

async function saveComment(ctx: Context, a: MutationSaveThreadCommentArgs): Promise<ThreadCommentRow> {
  const userId = viewerId(ctx);
  const text = given(a.comment as string | null | undefined);
  const isLocked = given(a.locked as boolean | null | undefined);
  const threadId = a.threadId == null ? undefined : int(a.threadId, 'threadId');
  if (a.id != null) {
    const target = await existingComment(ctx, int(a.id, 'id'));
    await ctx.commands.send(
      'SaveThreadComment',
      { rootCommentId: target.root_comment_id, commentId: target.id, threadId, comment: text, isLocked },
      { projections: FORUM },
    );
    forget(ctx);
    return existingComment(ctx, target.id);
  }
  if (a.parentCommentId != null) {
    const parent = await existingComment(ctx, int(a.parentCommentId, 'parentCommentId'));
    await ctx.commands.send(
      'SaveThreadComment',
      { rootCommentId: parent.root_comment_id, parentCommentId: parent.id, threadId, comment: text },
      { projections: FORUM },
    );
    // The reply's id came from the command-service's pool: it is the viewer's newest reply to that comment.
    const { rows } = await ctx.db.query<ThreadCommentRow>(
      `SELECT * FROM ${T.threadComments} WHERE parent_comment_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT 1`,
      [parent.id, userId],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }
  const { ids: made } = await ctx.commands.send(
    'SaveThreadComment',
    { threadId: int(a.threadId, 'threadId'), comment: text, isLocked },
    { projections: FORUM },
  );
  return existingComment(ctx, made.rootCommentId!);
}

export const forumMutationResolvers: Resolvers = {
  Mutation: {
    /** A new thread, or an edit of one (id): the fields given change; sticky and locked are for community moderators. */
    SaveThread: async (_r, a, ctx) => {
      viewerId(ctx);
      const payload = {
        ...(a.id != null ? { threadId: int(a.id, 'id') } : {}),
        title: given(a.title as string | null | undefined),
        body: given(a.body as string | null | undefined),
        categories: ids(a.categories),
        mediaCategories: ids(a.mediaCategories),
        isSticky: given(a.sticky as boolean | null | undefined),
        isLocked: given(a.locked as boolean | null | undefined),
      };
      const { ids: made } = await ctx.commands.send('SaveThread', payload, { projections: FORUM });
      forget(ctx);
      return standingThread(ctx, made.threadId!);
    },
    DeleteThread: async (_r, a, ctx) => {
      viewerId(ctx);
      await ctx.commands.send('DeleteThread', { threadId: int(a.id, 'id') }, { projections: WITH_NOTIFICATIONS });
      return { deleted: true };
    },
    ToggleThreadSubscription: async (_r, a, ctx) => {
      viewerId(ctx);
      const threadId = int(a.threadId, 'threadId');
      await ctx.commands.send('ToggleThreadSubscription', { threadId, subscribe: a.subscribe !== false }, { projections: FORUM });
      forget(ctx);
      return standingThread(ctx, threadId);
    },
    SaveThreadComment: (_r, a, ctx) => saveComment(ctx, a),
    DeleteThreadComment: async (_r, a, ctx) => {
      viewerId(ctx);
      const target = await existingComment(ctx, int(a.id, 'id'));
      await ctx.commands.send(
        'DeleteThreadComment',
        { rootCommentId: target.root_comment_id, commentId: target.id },
        { projections: WITH_NOTIFICATIONS },
      );
      return { deleted: true };
    },
    // A report of the comment's author, with the comment's link and text (one report model, ADR 21).
    ReportThreadComment: async (_r, a, ctx) => {
      viewerId(ctx);
      const reason = typeof a.reason === 'string' ? a.reason : '';
      await sendReport(ctx, { objectType: 'THREAD_COMMENT', objectId: int(a.id, 'id'), reason }, true);
      return true;
    },
  },
};
