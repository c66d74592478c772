import { newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import { mayModerateCommunity } from '../../framework/permissions.ts';
import { refuseAcrossBlock } from '../../social/graph/blocks.ts';
import { FORUM_MESSAGES as M } from '../messages.ts';
import type { CommentCommand, CommentContext } from './commands.ts';
import { commentTreeAggregate, subtreeOf, type CommentTreeState, type TreeComment } from './tree.ts';

type Member = Extract<Actor, { kind: 'user' }>;
type Save = Extract<CommentCommand, { type: 'SaveThreadComment' }>;

function member(actor: Actor): Member {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor;
}

const isMod = mayModerateCommunity;

/**
 * The thread takes the actor's new comment: it exists, is not locked (but for moderators), and no block stands
 * between the actor and its author (ADR 26).
 */
function open(context: CommentContext, actor: Member): void {
  if (!context.thread.exists || context.thread.deleted) throw new NotFoundError(M.threadNotFound);
  if (context.thread.locked && !isMod(actor)) throw new ForbiddenError(M.threadLocked);
  refuseAcrossBlock(actor.id, [context.thread.ownerId], context.parties);
}

/** A comment of this tree, in a thread that still stands. */
function find(state: CommentTreeState, context: CommentContext, commentId: number): TreeComment & { threadId: number; rootId: number } {
  const comment = state.comments.get(commentId);
  if (!comment || !context.thread.exists || context.thread.deleted) throw new NotFoundError(M.commentNotFound);
  return { ...comment, threadId: state.threadId!, rootId: state.rootId! };
}

function sameThread(state: CommentTreeState, threadId: number | undefined): void {
  if (threadId !== undefined && state.threadId !== null && threadId !== state.threadId)
    throw new ValidationError({ threadId: [M.otherThread] });
}

function required(text: string | undefined): string {
  if (text === undefined) throw new ValidationError({ comment: [M.required] });
  return text;
}

/** A new top-level comment starts its tree; a moderator may start it locked. */
function start(command: Save, state: CommentTreeState, context: CommentContext, actor: Member): DomainEvent[] {
  const { threadId, comment, isLocked } = command.payload;
  if (threadId === undefined) throw new ValidationError({ threadId: [M.required] });
  const text = required(comment);
  if (state.rootId !== null) throw new ConflictError(M.treeExists);
  open(context, actor);
  if (isLocked && !isMod(actor)) throw new ForbiddenError(M.moderatorsOnly);
  const rootCommentId = command.metadata.ids.rootCommentId;
  const events: DomainEvent[] = [
    newEvent('ThreadCommentPosted', {
      threadId,
      rootCommentId,
      commentId: rootCommentId,
      parentCommentId: null,
      parentUserId: null,
      userId: actor.id,
      comment: text,
      mentions: context.mentions,
    }),
  ];
  if (isLocked) events.push(newEvent('ThreadCommentLockChanged', { threadId, rootCommentId, isLocked: true, by: actor.id }));
  return events;
}

/** Members cannot reply in a locked tree or thread (social §6), nor across a block to the comment's author (ADR 15, 26). */
function reply(command: Save, state: CommentTreeState, context: CommentContext, actor: Member): DomainEvent[] {
  const { parentCommentId, comment, isLocked, threadId } = command.payload;
  const text = required(comment);
  const parent = find(state, context, parentCommentId!);
  sameThread(state, threadId);
  if (isLocked) throw new ValidationError({ isLocked: [M.lockReply] });
  open(context, actor);
  if (state.locked && !isMod(actor)) throw new ForbiddenError(M.treeLocked);
  refuseAcrossBlock(actor.id, [parent.userId], context.parties);
  const commentId = command.metadata.pools.threadComment?.[0];
  if (commentId === undefined) throw new Error('A reply needs a threadComment id');
  return [
    newEvent('ThreadCommentPosted', {
      threadId: parent.threadId,
      rootCommentId: parent.rootId,
      commentId,
      parentCommentId: parentCommentId!,
      parentUserId: parent.userId,
      userId: actor.id,
      comment: text,
      mentions: context.mentions,
    }),
  ];
}

/**
 * The author rewrites their comment unless its tree is locked; community moderators rewrite any, and lock or unlock
 * a top-level comment's tree (the spec's comment save sends the text and the lock together).
 */
function edit(command: Save, state: CommentTreeState, context: CommentContext, actor: Member): DomainEvent[] {
  const { commentId, comment, isLocked, threadId } = command.payload;
  if (comment === undefined && isLocked === undefined) throw new ValidationError({ comment: [M.required] });
  const target = find(state, context, commentId!);
  sameThread(state, threadId);
  const tree = { threadId: target.threadId, rootCommentId: target.rootId };
  const events: DomainEvent[] = [];
  if (isLocked !== undefined && isLocked !== state.locked) {
    if (target.parentId !== null) throw new ValidationError({ isLocked: [M.lockReply] });
    if (!isMod(actor)) throw new ForbiddenError(M.moderatorsOnly);
    events.push(newEvent('ThreadCommentLockChanged', { ...tree, isLocked, by: actor.id }));
  }
  if (comment !== undefined) {
    if (target.userId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYourComment);
    if (state.locked && !isMod(actor)) throw new ForbiddenError(M.treeLocked);
    if (comment !== target.comment) {
      events.push(
        newEvent('ThreadCommentEdited', { ...tree, commentId: commentId!, editorId: actor.id, comment, mentions: context.mentions }),
      );
    }
  }
  return events;
}

/** A comment goes with the replies under it. */
function remove(state: CommentTreeState, context: CommentContext, actor: Member, commentId: number): DomainEvent[] {
  const target = find(state, context, commentId);
  if (target.userId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYourComment);
  return [
    newEvent('ThreadCommentDeleted', {
      threadId: target.threadId,
      rootCommentId: target.rootId,
      commentId,
      commentIds: subtreeOf(state, commentId),
      userId: target.userId,
      deletedBy: actor.id,
    }),
  ];
}

function toggleLike(state: CommentTreeState, context: CommentContext, actor: Member, commentId: number): DomainEvent[] {
  const target = find(state, context, commentId);
  const data = { threadId: target.threadId, rootCommentId: target.rootId, commentId, commentUserId: target.userId, userId: actor.id };
  if (target.likes.has(actor.id)) return [newEvent('ThreadCommentUnliked', data)];
  refuseAcrossBlock(actor.id, [target.userId], context.parties);
  return [newEvent('ThreadCommentLiked', data)];
}

export const commentTreeDecider: Decider<CommentCommand, CommentTreeState, CommentContext> = {
  ...commentTreeAggregate,
  decide(command, state, context) {
    const actor = member(command.metadata.actor);
    switch (command.type) {
      case 'SaveThreadComment':
        if (command.payload.commentId !== undefined) return edit(command, state, context, actor);
        if (command.payload.parentCommentId !== undefined) return reply(command, state, context, actor);
        return start(command, state, context, actor);
      case 'DeleteThreadComment':
        return remove(state, context, actor, command.payload.commentId);
      case 'ToggleThreadCommentLike':
        return toggleLike(state, context, actor, command.payload.commentId);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as CommentCommand).type}`);
      }
    }
  },
};
