import { describe, expect, it } from 'vitest';
import { newEvent, type Actor } from '@tsuzuki/events';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { metadata, withContext } from '../../framework/testing.ts';
import { BLOCK_MESSAGES as B } from '../../social/graph/blocks.ts';
import { NO_PARTY, type Party } from '../../social/parties.ts';
import { FORUM_MESSAGES as M } from '../messages.ts';
import type { CommentCommand, CommentContext } from './commands.ts';
import { commentTreeDecider } from './decide.ts';
import { commentTreeAggregate, subtreeOf } from './tree.ts';

const user = (id: number, extra: Partial<Extract<Actor, { kind: 'user' }>> = {}): Actor => ({
  kind: 'user',
  id,
  moderatorRoles: [],
  donatorTier: 0,
  ...extra,
});
const aki = user(1);
const ren = user(2);
const sora = user(3);
const mod = user(9, { moderatorRoles: ['LEAD_COMMUNITY'] });

function cmd<T extends CommentCommand['type']>(
  type: T,
  payload: Extract<CommentCommand, { type: T }>['payload'],
  actor: Actor,
  root = 70,
  fresh = 80,
) {
  return { type, payload, metadata: metadata({ rootCommentId: root }, actor, { threadComment: [fresh] }) } as Extract<
    CommentCommand,
    { type: T }
  >;
}
const thread = { exists: true, ownerId: 5, deleted: false, locked: false };
const ctx = (extra: Partial<CommentContext> = {}, parties: Record<number, Partial<Party>> = {}): CommentContext => ({
  thread,
  mentions: [],
  parties: new Map(Object.entries(parties).map(([k, v]) => [Number(k), { ...NO_PARTY, exists: true, ...v }])),
  ...extra,
});

const tree = { threadId: 30, rootCommentId: 70 };
const root = newEvent('ThreadCommentPosted', {
  ...tree,
  commentId: 70,
  parentCommentId: null,
  parentUserId: null,
  userId: 1,
  comment: 'First!',
  mentions: [],
});
const reply = newEvent('ThreadCommentPosted', {
  ...tree,
  commentId: 71,
  parentCommentId: 70,
  parentUserId: 1,
  userId: 2,
  comment: 'Second',
  mentions: [],
});
const locked = newEvent('ThreadCommentLockChanged', { ...tree, isLocked: true, by: 9 });

describe('SaveThreadComment: new comments', () => {
  it('starts a tree with a top-level comment, with the members it mentions', () => {
    withContext(commentTreeDecider, ctx({ mentions: [3] }))
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'First!' }, aki))
      .then([
        newEvent('ThreadCommentPosted', {
          ...tree,
          commentId: 70,
          parentCommentId: null,
          parentUserId: null,
          userId: 1,
          comment: 'First!',
          mentions: [3],
        }),
      ]);
  });

  it('refuses a comment without thread or text, on a thread that is gone, or in a locked thread from a member', () => {
    withContext(commentTreeDecider, ctx())
      .when(cmd('SaveThreadComment', { comment: 'x' }, aki))
      .thenThrows(new ValidationError({}));
    withContext(commentTreeDecider, ctx())
      .when(cmd('SaveThreadComment', { threadId: 30 }, aki))
      .thenThrows(new ValidationError({}));
    withContext(commentTreeDecider, ctx({ thread: { ...thread, deleted: true } }))
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, aki))
      .thenThrows(new NotFoundError(M.threadNotFound));
    withContext(commentTreeDecider, ctx({ thread: { ...thread, exists: false } }))
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, aki))
      .thenThrows(new NotFoundError(M.threadNotFound));
    withContext(commentTreeDecider, ctx({ thread: { ...thread, locked: true } }))
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, aki))
      .thenThrows(new ForbiddenError(M.threadLocked));
    withContext(commentTreeDecider, ctx({ thread: { ...thread, locked: true } }))
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, mod))
      .then([
        newEvent('ThreadCommentPosted', {
          ...tree,
          commentId: 70,
          parentCommentId: null,
          parentUserId: null,
          userId: 9,
          comment: 'x',
          mentions: [],
        }),
      ]);
  });

  it('never starts a tree twice', () => {
    withContext(commentTreeDecider, ctx(), root)
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, aki))
      .thenThrows(new ConflictError(M.treeExists));
  });

  it('replies under a comment with a fresh id, naming whom it answers', () => {
    withContext(commentTreeDecider, ctx(), root)
      .when(cmd('SaveThreadComment', { parentCommentId: 70, threadId: 30, comment: 'Second' }, ren, 70, 71))
      .then([reply]);
    withContext(commentTreeDecider, ctx(), root, reply)
      .when(cmd('SaveThreadComment', { parentCommentId: 71, comment: 'Third' }, sora))
      .then([
        newEvent('ThreadCommentPosted', {
          ...tree,
          commentId: 80,
          parentCommentId: 71,
          parentUserId: 2,
          userId: 3,
          comment: 'Third',
          mentions: [],
        }),
      ]);
  });

  it('refuses a reply to a missing comment, in another thread, or to a member who blocked the replier', () => {
    withContext(commentTreeDecider, ctx(), root)
      .when(cmd('SaveThreadComment', { parentCommentId: 99, comment: 'x' }, ren))
      .thenThrows(new NotFoundError(M.commentNotFound));
    withContext(commentTreeDecider, ctx(), root)
      .when(cmd('SaveThreadComment', { parentCommentId: 70, threadId: 31, comment: 'x' }, ren))
      .thenThrows(new ValidationError({}));
    withContext(commentTreeDecider, ctx({}, { 1: { blocksActor: true } }), root)
      .when(cmd('SaveThreadComment', { parentCommentId: 70, comment: 'x' }, ren))
      .thenThrows(new ForbiddenError(B.blocked));
  });

  it('takes no replies from members in a locked tree; moderators still reply', () => {
    withContext(commentTreeDecider, ctx(), root, locked)
      .when(cmd('SaveThreadComment', { parentCommentId: 70, comment: 'x' }, ren))
      .thenThrows(new ForbiddenError(M.treeLocked));
    withContext(commentTreeDecider, ctx(), root, locked)
      .when(cmd('SaveThreadComment', { parentCommentId: 70, comment: 'x' }, mod))
      .then([
        newEvent('ThreadCommentPosted', {
          ...tree,
          commentId: 80,
          parentCommentId: 70,
          parentUserId: 1,
          userId: 9,
          comment: 'x',
          mentions: [],
        }),
      ]);
  });

  it('refuses guests', () => {
    withContext(commentTreeDecider, ctx())
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
  });
});

describe('SaveThreadComment: edits and locks', () => {
  const edit = (actor: Actor, p: object) => cmd('SaveThreadComment', { commentId: 71, ...p }, actor);

  it('lets the author edit unless the tree is locked; community moderators edit any', () => {
    withContext(commentTreeDecider, ctx(), root, reply)
      .when(edit(ren, { comment: 'Edited' }))
      .then([newEvent('ThreadCommentEdited', { ...tree, commentId: 71, editorId: 2, comment: 'Edited', mentions: [] })]);
    withContext(commentTreeDecider, ctx(), root, reply)
      .when(edit(aki, { comment: 'Edited' }))
      .thenThrows(new ForbiddenError(M.notYourComment));
    withContext(commentTreeDecider, ctx(), root, reply, locked)
      .when(edit(ren, { comment: 'Edited', isLocked: true }))
      .thenThrows(new ForbiddenError(M.treeLocked));
    withContext(commentTreeDecider, ctx(), root, reply, locked)
      .when(edit(mod, { comment: 'Edited' }))
      .then([newEvent('ThreadCommentEdited', { ...tree, commentId: 71, editorId: 9, comment: 'Edited', mentions: [] })]);
    withContext(commentTreeDecider, ctx(), root, reply)
      .when(edit(ren, { comment: 'Second' }))
      .then([]);
  });

  it("locks and unlocks a top-level comment's tree by community moderators only", () => {
    const lock = (actor: Actor, isLocked: boolean, commentId = 70) => cmd('SaveThreadComment', { commentId, isLocked }, actor);
    withContext(commentTreeDecider, ctx(), root).when(lock(mod, true)).then([locked]);
    withContext(commentTreeDecider, ctx(), root, locked)
      .when(lock(mod, false))
      .then([newEvent('ThreadCommentLockChanged', { ...tree, isLocked: false, by: 9 })]);
    withContext(commentTreeDecider, ctx(), root).when(lock(aki, true)).thenThrows(new ForbiddenError(M.moderatorsOnly));
    withContext(commentTreeDecider, ctx(), root, reply)
      .when(lock(mod, true, 71))
      .thenThrows(new ValidationError({}));
    // The client sends the lock it shows with every save: an unchanged one is no change.
    withContext(commentTreeDecider, ctx(), root)
      .when(cmd('SaveThreadComment', { commentId: 70, comment: 'First!!', isLocked: false }, aki))
      .then([newEvent('ThreadCommentEdited', { ...tree, commentId: 70, editorId: 1, comment: 'First!!', mentions: [] })]);
  });

  it('finds no comment once its thread is deleted', () => {
    withContext(commentTreeDecider, ctx({ thread: { ...thread, deleted: true } }), root, reply)
      .when(edit(ren, { comment: 'x' }))
      .thenThrows(new NotFoundError(M.commentNotFound));
  });
});

describe('DeleteThreadComment', () => {
  const third = newEvent('ThreadCommentPosted', {
    ...tree,
    commentId: 72,
    parentCommentId: 71,
    parentUserId: 2,
    userId: 3,
    comment: 'Third',
    mentions: [],
  });

  it('takes the replies under a comment with it', () => {
    withContext(commentTreeDecider, ctx(), root, reply, third)
      .when(cmd('DeleteThreadComment', { rootCommentId: 70, commentId: 70 }, aki))
      .then([newEvent('ThreadCommentDeleted', { ...tree, commentId: 70, commentIds: [70, 71, 72], userId: 1, deletedBy: 1 })]);
    withContext(commentTreeDecider, ctx(), root, reply, third)
      .when(cmd('DeleteThreadComment', { rootCommentId: 70, commentId: 71 }, mod))
      .then([newEvent('ThreadCommentDeleted', { ...tree, commentId: 71, commentIds: [71, 72], userId: 2, deletedBy: 9 })]);
  });

  it('refuses others, and finds a deleted comment no more', () => {
    withContext(commentTreeDecider, ctx(), root, reply)
      .when(cmd('DeleteThreadComment', { rootCommentId: 70, commentId: 71 }, aki))
      .thenThrows(new ForbiddenError(M.notYourComment));
    const gone = newEvent('ThreadCommentDeleted', { ...tree, commentId: 71, commentIds: [71], userId: 2, deletedBy: 2 });
    withContext(commentTreeDecider, ctx(), root, reply, gone)
      .when(cmd('DeleteThreadComment', { rootCommentId: 70, commentId: 71 }, ren))
      .thenThrows(new NotFoundError(M.commentNotFound));
  });

  it('lists a subtree parents first', () => {
    const state = commentTreeAggregate.fold(commentTreeAggregate.initialState, [root, reply, third]);
    expect(subtreeOf(state, 70)).toEqual([70, 71, 72]);
  });
});

describe('likes and reports', () => {
  it('toggles a like, and refuses one from a member the author blocked', () => {
    const like = cmd('ToggleThreadCommentLike', { rootCommentId: 70, commentId: 71 }, aki);
    const liked = newEvent('ThreadCommentLiked', { ...tree, commentId: 71, commentUserId: 2, userId: 1 });
    withContext(commentTreeDecider, ctx(), root, reply).when(like).then([liked]);
    withContext(commentTreeDecider, ctx(), root, reply, liked)
      .when(like)
      .then([newEvent('ThreadCommentUnliked', { ...tree, commentId: 71, commentUserId: 2, userId: 1 })]);
    withContext(commentTreeDecider, ctx({}, { 2: { blocksActor: true } }), root, reply)
      .when(like)
      .thenThrows(new ForbiddenError(B.blocked));
  });
});

// Issue 20: a block stands between two members whoever made it; nothing the one does reaches the other (ADR 26).
describe('blocks stop every interaction in a thread', () => {
  const OWNER = thread.ownerId;

  it("a blocked member cannot comment in the blocker's thread, neither a new tree nor a reply to a third member", () => {
    withContext(commentTreeDecider, ctx({}, { [OWNER]: { blocksActor: true } }))
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, ren))
      .thenThrows(new ForbiddenError(B.blocked));
    withContext(commentTreeDecider, ctx({}, { [OWNER]: { blocksActor: true }, 1: {} }), root)
      .when(cmd('SaveThreadComment', { parentCommentId: 70, comment: 'x' }, ren))
      .thenThrows(new ForbiddenError(B.blocked));
  });

  it('the blocker cannot comment in the thread of the member they blocked, nor reply to or like their comment', () => {
    withContext(commentTreeDecider, ctx({}, { [OWNER]: { blockedByActor: true } }))
      .when(cmd('SaveThreadComment', { threadId: 30, comment: 'x' }, ren))
      .thenThrows(new ForbiddenError(B.blocking));
    withContext(commentTreeDecider, ctx({}, { 1: { blockedByActor: true } }), root)
      .when(cmd('SaveThreadComment', { parentCommentId: 70, comment: 'x' }, ren))
      .thenThrows(new ForbiddenError(B.blocking));
    withContext(commentTreeDecider, ctx({}, { 1: { blockedByActor: true } }), root)
      .when(cmd('ToggleThreadCommentLike', { rootCommentId: 70, commentId: 70 }, ren))
      .thenThrows(new ForbiddenError(B.blocking));
  });

  it('lets a member edit and delete their own comment in the thread of a member who blocked them since', () => {
    withContext(commentTreeDecider, ctx({}, { [OWNER]: { blocksActor: true } }), root, reply)
      .when(cmd('SaveThreadComment', { commentId: 71, comment: 'Edited' }, ren))
      .then([newEvent('ThreadCommentEdited', { ...tree, commentId: 71, editorId: 2, comment: 'Edited', mentions: [] })]);
    withContext(commentTreeDecider, ctx({}, { [OWNER]: { blocksActor: true } }), root, reply)
      .when(cmd('DeleteThreadComment', { rootCommentId: 70, commentId: 71 }, ren))
      .then([newEvent('ThreadCommentDeleted', { ...tree, commentId: 71, commentIds: [71], userId: 2, deletedBy: 2 })]);
  });
});
