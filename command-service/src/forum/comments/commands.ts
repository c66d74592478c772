import { z } from 'zod';
import { CommentText, Id, commentTreeStream, threadStream } from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader } from '../../framework/command.ts';
import { requireMember } from '../../framework/permissions.ts';
import { resolveMentions } from '../../social/activity/readContext.ts';
import { readParties, type Party } from '../../social/parties.ts';
import { threadFactsView, type ThreadFacts } from '../thread/thread.ts';
import { commentTreeDecider } from './decide.ts';
import { commentModActions } from './modActions.ts';
import type { CommentTreeState } from './tree.ts';

/**
 * `rootCommentId` names the comment tree, the stream a command on an existing comment decides in. The query-service
 * sets it from its read model (AniList addresses comments by their own id); a wrong one finds no such comment there
 * and is refused as not found. A new top-level comment has none: its fresh id is its tree's.
 */
export const SaveThreadCommentPayload = z.object({
  rootCommentId: Id.optional(),
  /** An edit (or a lock, for a top-level comment). */
  commentId: Id.optional(),
  threadId: Id.optional(),
  /** A reply to this comment. */
  parentCommentId: Id.optional(),
  comment: CommentText.optional(),
  isLocked: z.boolean().optional(),
});
export const CommentTargetPayload = z.object({ rootCommentId: Id, commentId: Id });

type Ids = { rootCommentId: number };
type C<T extends string, P extends z.ZodType> = Command<T, z.infer<P>, Ids>;
export type CommentCommand =
  | C<'SaveThreadComment', typeof SaveThreadCommentPayload>
  | C<'DeleteThreadComment', typeof CommentTargetPayload>
  | C<'ToggleThreadCommentLike', typeof CommentTargetPayload>;

/**
 * What a comment decision reads outside its tree: the thread, the members mentioned, and the members the command
 * reaches (a new comment the thread's author and the author replied to, a like the comment's author).
 */
export interface CommentContext {
  thread: ThreadFacts;
  mentions: number[];
  parties: ReadonlyMap<number, Party>;
}

async function commentContext(command: CommentCommand, read: ContextReader, state: CommentTreeState): Promise<CommentContext> {
  const p = command.payload as { threadId?: number; parentCommentId?: number; commentId?: number; comment?: string };
  const actorId = command.metadata.actor.kind === 'user' ? command.metadata.actor.id : null;
  const threadId = state.threadId ?? p.threadId;
  const [thread, mentions] = await Promise.all([
    threadId === undefined ? Promise.resolve(threadFactsView.initialState) : read.state(threadStream(threadId), threadFactsView),
    command.type === 'SaveThreadComment' && p.comment ? resolveMentions(p.comment, read) : Promise.resolve([]),
  ]);
  const newComment = command.type === 'SaveThreadComment' && p.commentId === undefined;
  const about = newComment ? p.parentCommentId : command.type === 'ToggleThreadCommentLike' ? p.commentId : undefined;
  const reached = [newComment ? thread.ownerId : null, about === undefined ? null : state.comments.get(about)?.userId]
    .filter((id): id is number => typeof id === 'number' && id !== actorId);
  const parties = reached.length ? await readParties([...new Set(reached)], actorId, read) : new Map<number, Party>();
  return { thread, mentions: mentions.filter((id) => id !== actorId), parties };
}

const common = {
  stream: commentTreeStream,
  decider: commentTreeDecider,
  authorise: requireMember,
  context: commentContext,
};

function commentCommand<T extends CommentCommand>(type: T['type'], schema: z.ZodType<T['payload']>, extra: object = {}) {
  return defineCommand<T, CommentTreeState, CommentContext>({
    type, schema, ...common, id: { field: 'rootCommentId', kind: 'threadComment', allocate: false }, ...extra,
  });
}

export const commentCommands = [
  commentCommand('SaveThreadComment', SaveThreadCommentPayload, {
    // A new top-level comment starts a tree under a fresh id; a reply takes a fresh id from the pool.
    id: { field: 'rootCommentId', kind: 'threadComment', allocate: true },
    pools: (p: z.infer<typeof SaveThreadCommentPayload>) => (p.commentId === undefined && p.parentCommentId !== undefined ? { threadComment: 1 } : {}),
    modAction: commentModActions,
  }),
  commentCommand('DeleteThreadComment', CommentTargetPayload, { modAction: commentModActions }),
  commentCommand('ToggleThreadCommentLike', CommentTargetPayload),
  // Reports of comments are the reported member's (CreateUserReport, moderation/reports, ADR 21).
];
