import { describe, it } from 'vitest';
import { newEvent, type Actor } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { metadata, withContext } from '../../framework/testing.ts';
import { BLOCK_MESSAGES as B } from '../../social/graph/blocks.ts';
import { NO_PARTY, type Party } from '../../social/parties.ts';
import { FORUM_MESSAGES as M } from '../messages.ts';
import type { ThreadCommand, ThreadContext } from './commands.ts';
import { threadDecider } from './decide.ts';

const user = (id: number, extra: Partial<Extract<Actor, { kind: 'user' }>> = {}): Actor => ({
  kind: 'user',
  id,
  moderatorRoles: [],
  donatorTier: 0,
  ...extra,
});
const aki = user(1);
const ren = user(2);
const mod = user(9, { moderatorRoles: ['COMMUNITY'] });
const retired = user(8, { moderatorRoles: ['COMMUNITY', 'RETIRED'] });

function cmd<T extends ThreadCommand['type']>(
  type: T,
  payload: Extract<ThreadCommand, { type: T }>['payload'],
  actor: Actor,
  threadId = 30,
) {
  return { type, payload, metadata: metadata({ threadId }, actor) } as Extract<ThreadCommand, { type: T }>;
}
const ctx = (extra: Partial<ThreadContext> = {}): ThreadContext => ({ media: new Set([101, 102]), parties: new Map(), ...extra });
/** The thread's author (1) as the actor meets them. */
const owner = (p: Partial<Party>): Partial<ThreadContext> => ({ parties: new Map([[1, { ...NO_PARTY, exists: true, ...p }]]) });

const content = { title: 'Favourite openings', body: 'Share yours.', categories: [7, 9], mediaCategories: [101] };
const created = newEvent('ThreadCreated', { threadId: 30, userId: 1, ...content, isSticky: false, isLocked: false });
const about = { threadId: 30, ownerId: 1 };

describe('SaveThread: a new thread', () => {
  it('creates a thread with its categories and media, duplicates dropped', () => {
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, categories: [7, 9, 7] }, aki))
      .then([created]);
  });

  it('needs a title and a body', () => {
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { body: 'x' }, aki))
      .thenThrows(new ValidationError({ title: [M.required] }));
  });

  it('refuses unknown categories, moderated ones from members, and media that do not exist', () => {
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, categories: [6] }, aki))
      .thenThrows(new ValidationError({}));
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, categories: [13] }, aki))
      .thenThrows(new ForbiddenError(M.moderatedCategory));
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, mediaCategories: [555] }, aki))
      .thenThrows(new ValidationError({}));
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, categories: [13] }, mod))
      .then([newEvent('ThreadCreated', { threadId: 30, userId: 9, ...content, categories: [13], isSticky: false, isLocked: false })]);
  });

  it('lets only community moderators (not retired ones) start a thread sticky or locked', () => {
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, isSticky: true }, aki))
      .thenThrows(new ForbiddenError(M.moderatorsOnly));
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, isLocked: true }, retired))
      .thenThrows(new ForbiddenError(M.moderatorsOnly));
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', { ...content, isSticky: true }, mod))
      .then([newEvent('ThreadCreated', { threadId: 30, userId: 9, ...content, isSticky: true, isLocked: false })]);
  });

  it('refuses guests', () => {
    withContext(threadDecider, ctx())
      .when(cmd('SaveThread', content, { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
  });
});

describe('SaveThread: an edit', () => {
  const edit = (actor: Actor, p: object) => cmd('SaveThread', { threadId: 30, ...p }, actor);

  it('changes what was given and keeps the rest; the author and community moderators only', () => {
    withContext(threadDecider, ctx(), created)
      .when(edit(aki, { title: 'Best openings' }))
      .then([newEvent('ThreadEdited', { ...about, editorId: 1, ...content, title: 'Best openings' })]);
    withContext(threadDecider, ctx(), created)
      .when(edit(mod, { body: 'Moderated.' }))
      .then([newEvent('ThreadEdited', { ...about, editorId: 9, ...content, body: 'Moderated.' })]);
    withContext(threadDecider, ctx(), created)
      .when(edit(ren, { title: 'Mine now' }))
      .thenThrows(new ForbiddenError(M.notYourThread));
  });

  it('writes nothing when nothing changed', () => {
    withContext(threadDecider, ctx(), created)
      .when(edit(aki, { title: content.title, categories: [7, 9] }))
      .then([]);
  });

  it('keeps media the thread had without looking them up again', () => {
    withContext(threadDecider, ctx({ media: new Set() }), created)
      .when(edit(aki, { mediaCategories: [101] }))
      .then([]);
    withContext(threadDecider, ctx({ media: new Set() }), created)
      .when(edit(aki, { mediaCategories: [101, 102] }))
      .thenThrows(new ValidationError({}));
  });

  it('sticks and locks by community moderators only, with the content in the same command', () => {
    withContext(threadDecider, ctx(), created)
      .when(edit(aki, { isLocked: true }))
      .thenThrows(new ForbiddenError(M.moderatorsOnly));
    withContext(threadDecider, ctx(), created)
      .when(edit(aki, { isLocked: false, isSticky: false }))
      .then([]);
    withContext(threadDecider, ctx(), created)
      .when(edit(mod, { title: 'Rules', isSticky: true, isLocked: true }))
      .then([
        newEvent('ThreadEdited', { ...about, editorId: 9, ...content, title: 'Rules' }),
        newEvent('ThreadStickyChanged', { ...about, isSticky: true, by: 9 }),
        newEvent('ThreadLockChanged', { ...about, isLocked: true, by: 9 }),
      ]);
  });

  it('finds no thread that does not exist or was deleted', () => {
    withContext(threadDecider, ctx())
      .when(edit(aki, { title: 'x' }))
      .thenThrows(new NotFoundError(M.threadNotFound));
    withContext(threadDecider, ctx(), created, newEvent('ThreadDeleted', { ...about, deletedBy: 1 }))
      .when(edit(aki, { title: 'x' }))
      .thenThrows(new NotFoundError(M.threadNotFound));
  });
});

describe('DeleteThread', () => {
  it("deletes one's own thread; community moderators delete any; others are refused", () => {
    withContext(threadDecider, ctx(), created)
      .when(cmd('DeleteThread', { threadId: 30 }, aki))
      .then([newEvent('ThreadDeleted', { ...about, deletedBy: 1 })]);
    withContext(threadDecider, ctx(), created)
      .when(cmd('DeleteThread', { threadId: 30 }, mod))
      .then([newEvent('ThreadDeleted', { ...about, deletedBy: 9 })]);
    withContext(threadDecider, ctx(), created)
      .when(cmd('DeleteThread', { threadId: 30 }, ren))
      .thenThrows(new ForbiddenError(M.notYourThread));
  });
});

describe('likes and subscriptions', () => {
  const like = cmd('ToggleThreadLike', { threadId: 30 }, ren);

  it('toggles a like, and refuses one from a member the author blocked', () => {
    withContext(threadDecider, ctx(), created)
      .when(like)
      .then([newEvent('ThreadLiked', { ...about, userId: 2 })]);
    withContext(threadDecider, ctx(), created, newEvent('ThreadLiked', { ...about, userId: 2 }))
      .when(like)
      .then([newEvent('ThreadUnliked', { ...about, userId: 2 })]);
    withContext(threadDecider, ctx(owner({ blocksActor: true })), created)
      .when(like)
      .thenThrows(new ForbiddenError(B.blocked));
  });

  it('starts the author subscribed; others subscribe and unsubscribe', () => {
    const toggle = (actor: Actor, subscribe: boolean) => cmd('ToggleThreadSubscription', { threadId: 30, subscribe }, actor);
    withContext(threadDecider, ctx(), created).when(toggle(aki, true)).then([]);
    withContext(threadDecider, ctx(), created)
      .when(toggle(aki, false))
      .then([newEvent('ThreadUnsubscribed', { ...about, userId: 1 })]);
    withContext(threadDecider, ctx(), created)
      .when(toggle(ren, true))
      .then([newEvent('ThreadSubscribed', { ...about, userId: 2 })]);
    withContext(threadDecider, ctx(), created, newEvent('ThreadSubscribed', { ...about, userId: 2 }))
      .when(toggle(ren, true))
      .then([]);
    // A commenter is subscribed without a choice in this stream: their unsubscribe is recorded.
    withContext(threadDecider, ctx(), created)
      .when(toggle(ren, false))
      .then([newEvent('ThreadUnsubscribed', { ...about, userId: 2 })]);
  });
});

// Issue 20: a block stands between two members whoever made it; nothing the one does reaches the other (ADR 26).
describe('blocks stop every interaction with a thread', () => {
  const toggle = (subscribe: boolean) => cmd('ToggleThreadSubscription', { threadId: 30, subscribe }, ren);

  it("a blocked member cannot subscribe to the blocker's thread, and may still unsubscribe", () => {
    withContext(threadDecider, ctx(owner({ blocksActor: true })), created)
      .when(toggle(true))
      .thenThrows(new ForbiddenError(B.blocked));
    withContext(threadDecider, ctx(owner({ blocksActor: true })), created, newEvent('ThreadSubscribed', { ...about, userId: 2 }))
      .when(toggle(false))
      .then([newEvent('ThreadUnsubscribed', { ...about, userId: 2 })]);
  });

  it('the blocker cannot like or subscribe to the thread of the member they blocked either', () => {
    withContext(threadDecider, ctx(owner({ blockedByActor: true })), created)
      .when(cmd('ToggleThreadLike', { threadId: 30 }, ren))
      .thenThrows(new ForbiddenError(B.blocking));
    withContext(threadDecider, ctx(owner({ blockedByActor: true })), created)
      .when(toggle(true))
      .thenThrows(new ForbiddenError(B.blocking));
  });
});
