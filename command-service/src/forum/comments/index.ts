import { commentTreeStream, threadStream } from '@tsuzuki/events';
import type { CommandPayload } from '@tsuzuki/events/commands';
import { defineCommand, type ContextReader } from '../../framework/command.ts';
import { requireMember } from '../../framework/permissions.ts';
import { resolveMentions } from '../../social/activity/readContext.ts';
import { readParties, type Party } from '../../social/parties.ts';
import { threadFactsView } from '../thread/thread.ts';
import type { CommentCommand, CommentContext } from './commands.ts';
import { commentTreeDecider } from './decide.ts';
import { commentModActions } from './modActions.ts';
import type { CommentTreeState } from './tree.ts';

async function commentContext(command: CommentCommand, read: ContextReader, state: CommentTreeState): Promise<CommentContext> {
  const save = command.type === 'SaveThreadComment' ? command.payload : null;
  const actorId = command.metadata.actor.kind === 'user' ? command.metadata.actor.id : null;
  const threadId = state.threadId ?? save?.threadId;
  const [thread, mentions] = await Promise.all([
    threadId === undefined ? Promise.resolve(threadFactsView.initialState) : read.state(threadStream(threadId), threadFactsView),
    save?.comment ? resolveMentions(save.comment, read) : Promise.resolve([]),
  ]);
  const newComment = save !== null && save.commentId === undefined;
  const about = newComment ? save.parentCommentId : command.type === 'ToggleThreadCommentLike' ? command.payload.commentId : undefined;
  const reached = [newComment ? thread.ownerId : null, about === undefined ? null : state.comments.get(about)?.userId].filter(
    (id): id is number => typeof id === 'number' && id !== actorId,
  );
  const parties = reached.length ? await readParties([...new Set(reached)], actorId, read) : new Map<number, Party>();
  return { thread, mentions: mentions.filter((id) => id !== actorId), parties };
}

const common = {
  stream: commentTreeStream,
  decider: commentTreeDecider,
  authorise: requireMember,
  context: commentContext,
};

function commentCommand<T extends CommentCommand>(type: T['type'], extra: object = {}) {
  return defineCommand<T, CommentTreeState, CommentContext>({
    type,
    ...common,
    id: { field: 'rootCommentId', kind: 'threadComment', allocate: false },
    ...extra,
  });
}

export const commentCommands = [
  commentCommand('SaveThreadComment', {
    // A new top-level comment starts a tree under a fresh id; a reply takes a fresh id from the pool.
    id: { field: 'rootCommentId', kind: 'threadComment', allocate: true },
    pools: (p: CommandPayload<'SaveThreadComment'>) =>
      p.commentId === undefined && p.parentCommentId !== undefined ? { threadComment: 1 } : {},
    modAction: commentModActions,
  }),
  commentCommand('DeleteThreadComment', { modAction: commentModActions }),
  commentCommand('ToggleThreadCommentLike'),
  // Reports of comments are the reported member's (CreateUserReport, moderation/reports, ADR 21).
];
