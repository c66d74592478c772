import { describe, it } from 'vitest';
import { newEvent, type Actor } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { metadata, withContext } from '../../framework/testing.ts';
import type { ActivityCommand } from './commands.ts';
import { BLOCK_MESSAGES as B } from '../graph/blocks.ts';
import { NO_PARTY, type Party } from '../parties.ts';
import type { ActivityContext } from './context.ts';
import { activityDecider } from './decide.ts';
import { ACTIVITY_MESSAGES as M } from './messages.ts';

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
const donor = user(1, { donatorTier: 2 });

function cmd<T extends ActivityCommand['type']>(
  type: T,
  payload: Extract<ActivityCommand, { type: T }>['payload'],
  actor: Actor,
  activityId = 50,
  replyIds: number[] = [70],
) {
  return { type, payload, metadata: metadata({ activityId }, actor, { activityReply: replyIds }) } as Extract<ActivityCommand, { type: T }>;
}

const party = (p: Partial<Party> = {}): Party => ({ ...NO_PARTY, exists: true, ...p });
const ctx = (parties: Record<number, Party> = {}, extra: Partial<ActivityContext> = {}): ActivityContext => ({
  listOrigin: null,
  mentions: [],
  parties: new Map(Object.entries(parties).map(([k, v]) => [Number(k), v])),
  ...extra,
});

const posted = newEvent('TextActivityPosted', { activityId: 50, userId: 1, text: 'Hello', mentions: [] });
const message = (isPrivate = false) =>
  newEvent('MessageActivitySent', { activityId: 50, messengerId: 2, recipientId: 1, text: 'Hi', isPrivate, mentions: [] });
const listOrigin = { kind: 'ANIME_LIST' as const, ownerId: 1, messengerId: null, isPrivate: false };
const replied = newEvent('ActivityReplyPosted', { activityId: 50, ownerId: 1, replyId: 70, userId: 2, text: 'Nice', mentions: [] });

describe('SaveTextActivity', () => {
  it('posts a status with the members it mentions, never the author', () => {
    withContext(activityDecider, ctx({}, { mentions: [2, 1] }))
      .when(cmd('SaveTextActivity', { text: 'Hi @ren' }, aki))
      .then([newEvent('TextActivityPosted', { activityId: 50, userId: 1, text: 'Hi @ren', mentions: [2] })]);
  });

  it('lets the author and community moderators edit it, nobody else', () => {
    const edit = (actor: Actor) => cmd('SaveTextActivity', { activityId: 50, text: 'Edited' }, actor);
    withContext(activityDecider, ctx(), posted)
      .when(edit(aki))
      .then([newEvent('ActivityTextEdited', { activityId: 50, editorId: 1, text: 'Edited', mentions: [] })]);
    withContext(activityDecider, ctx(), posted)
      .when(edit(mod))
      .then([newEvent('ActivityTextEdited', { activityId: 50, editorId: 9, text: 'Edited', mentions: [] })]);
    withContext(activityDecider, ctx(), posted).when(edit(ren)).thenThrows(new ForbiddenError(M.notYours));
  });

  it('refuses guests, edits of an activity that does not exist, and edits of a message as a status', () => {
    withContext(activityDecider, ctx())
      .when(cmd('SaveTextActivity', { text: 'x' }, { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
    withContext(activityDecider, ctx())
      .when(cmd('SaveTextActivity', { activityId: 50, text: 'x' }, aki))
      .thenThrows(new NotFoundError(M.notFound));
    withContext(activityDecider, ctx(), message())
      .when(cmd('SaveTextActivity', { activityId: 50, text: 'x' }, ren))
      .thenThrows(new ValidationError({}));
  });
});

describe('SaveMessageActivity', () => {
  const send = (actor: Actor, p: Partial<{ isPrivate: boolean }> = {}) =>
    cmd('SaveMessageActivity', { recipientId: 1, text: 'Hi', ...p }, actor);

  it('sends a message to a profile, private when asked', () => {
    withContext(activityDecider, ctx({ 1: party() }))
      .when(send(ren, { isPrivate: true }))
      .then([
        newEvent('MessageActivitySent', { activityId: 50, messengerId: 2, recipientId: 1, text: 'Hi', isPrivate: true, mentions: [] }),
      ]);
  });

  it('refuses a member the recipient blocked, and a stranger when the recipient only hears from members they follow', () => {
    withContext(activityDecider, ctx({ 1: party({ blocksActor: true }) }))
      .when(send(ren))
      .thenThrows(new ForbiddenError(B.blocked));
    withContext(activityDecider, ctx({ 1: party({ restrictMessagesToFollowing: true }) }))
      .when(send(ren))
      .thenThrows(new ForbiddenError(M.restricted));
    withContext(activityDecider, ctx({ 1: party({ restrictMessagesToFollowing: true, followsActor: true }) }))
      .when(send(ren))
      .then([
        newEvent('MessageActivitySent', { activityId: 50, messengerId: 2, recipientId: 1, text: 'Hi', isPrivate: false, mentions: [] }),
      ]);
    // Any moderator may write to any profile.
    withContext(activityDecider, ctx({ 1: party({ restrictMessagesToFollowing: true }) }))
      .when(send(user(2, { moderatorRoles: ['ANIME_DATA'] })))
      .then([
        newEvent('MessageActivitySent', { activityId: 50, messengerId: 2, recipientId: 1, text: 'Hi', isPrivate: false, mentions: [] }),
      ]);
  });

  it('refuses an unknown recipient and a message to oneself', () => {
    withContext(activityDecider, ctx()).when(send(ren)).thenThrows(new NotFoundError(M.userNotFound));
    withContext(activityDecider, ctx({ 1: party() }))
      .when(send(aki))
      .thenThrows(new ValidationError({}));
  });
});

describe('DeleteActivity', () => {
  const del = (actor: Actor) => cmd('DeleteActivity', { activityId: 50 }, actor);

  it("deletes one's own activity; community moderators delete any; others are refused", () => {
    withContext(activityDecider, ctx(), posted)
      .when(del(aki))
      .then([newEvent('ActivityDeleted', { activityId: 50, ownerId: 1, deletedBy: 1 })]);
    withContext(activityDecider, ctx(), posted)
      .when(del(mod))
      .then([newEvent('ActivityDeleted', { activityId: 50, ownerId: 1, deletedBy: 9 })]);
    withContext(activityDecider, ctx(), posted).when(del(ren)).thenThrows(new ForbiddenError(M.notYours));
  });

  it('lets a message be deleted by its recipient, and by its writer unless the recipient is a moderator', () => {
    withContext(activityDecider, ctx({ 2: party() }), message())
      .when(del(aki))
      .then([newEvent('ActivityDeleted', { activityId: 50, ownerId: 1, deletedBy: 1 })]);
    withContext(activityDecider, ctx({ 1: party() }), message())
      .when(del(ren))
      .then([newEvent('ActivityDeleted', { activityId: 50, ownerId: 1, deletedBy: 2 })]);
    withContext(activityDecider, ctx({ 1: party({ isModerator: true }) }), message())
      .when(del(ren))
      .thenThrows(new ForbiddenError(M.messageToMod));
  });

  it("deletes a list activity found in its member's list, and finds a deleted one no more", () => {
    withContext(activityDecider, ctx({}, { listOrigin }))
      .when(del(aki))
      .then([newEvent('ActivityDeleted', { activityId: 50, ownerId: 1, deletedBy: 1 })]);
    withContext(activityDecider, ctx()).when(del(aki)).thenThrows(new NotFoundError(M.notFound));
    withContext(activityDecider, ctx(), posted, newEvent('ActivityDeleted', { activityId: 50, ownerId: 1, deletedBy: 1 }))
      .when(del(aki))
      .thenThrows(new NotFoundError(M.notFound));
  });
});

describe('likes, subscriptions, pins and locks', () => {
  it('toggles a like, and refuses a like from a member the owner blocked', () => {
    const like = cmd('ToggleActivityLike', { activityId: 50 }, ren);
    withContext(activityDecider, ctx({ 1: party() }), posted)
      .when(like)
      .then([newEvent('ActivityLiked', { activityId: 50, ownerId: 1, userId: 2 })]);
    withContext(activityDecider, ctx({ 1: party() }), posted, newEvent('ActivityLiked', { activityId: 50, ownerId: 1, userId: 2 }))
      .when(like)
      .then([newEvent('ActivityUnliked', { activityId: 50, ownerId: 1, userId: 2 })]);
    withContext(activityDecider, ctx({ 1: party({ blocksActor: true }) }), posted)
      .when(like)
      .thenThrows(new ForbiddenError(B.blocked));
  });

  it('hides a private message from everyone but the pair and community moderators', () => {
    const like = (actor: Actor) => cmd('ToggleActivityLike', { activityId: 50 }, actor);
    withContext(activityDecider, ctx(), message(true))
      .when(like(user(3)))
      .thenThrows(new NotFoundError(M.notFound));
    withContext(activityDecider, ctx(), message(true))
      .when(like(mod))
      .then([newEvent('ActivityLiked', { activityId: 50, ownerId: 1, userId: 9 })]);
  });

  it('subscribes and unsubscribes; the owner starts subscribed', () => {
    withContext(activityDecider, ctx(), posted)
      .when(cmd('ToggleActivitySubscription', { activityId: 50, subscribe: true }, aki))
      .then([]);
    withContext(activityDecider, ctx(), posted)
      .when(cmd('ToggleActivitySubscription', { activityId: 50, subscribe: false }, aki))
      .then([newEvent('ActivityUnsubscribed', { activityId: 50, ownerId: 1, userId: 1 })]);
    withContext(activityDecider, ctx(), posted)
      .when(cmd('ToggleActivitySubscription', { activityId: 50, subscribe: true }, ren))
      .then([newEvent('ActivitySubscribed', { activityId: 50, ownerId: 1, userId: 2 })]);
  });

  it("pins one's own non-message activity with donator tier above 1 only", () => {
    withContext(activityDecider, ctx(), posted)
      .when(cmd('ToggleActivityPin', { activityId: 50, pin: true }, donor))
      .then([newEvent('ActivityPinned', { activityId: 50, ownerId: 1 })]);
    withContext(activityDecider, ctx(), posted)
      .when(cmd('ToggleActivityPin', { activityId: 50, pin: true }, aki))
      .thenThrows(new ForbiddenError(M.pinTier));
    withContext(activityDecider, ctx(), message())
      .when(cmd('ToggleActivityPin', { activityId: 50, pin: true }, donor))
      .thenThrows(new ValidationError({}));
  });

  it('lets community moderators lock an activity; locked, it takes replies from moderators only', () => {
    withContext(activityDecider, ctx(), posted)
      .when(cmd('LockActivity', { activityId: 50, locked: true }, aki))
      .thenThrows(new ForbiddenError());
    const locked = newEvent('ActivityLockChanged', { activityId: 50, ownerId: 1, isLocked: true, by: 9 });
    withContext(activityDecider, ctx(), posted)
      .when(cmd('LockActivity', { activityId: 50, locked: true }, mod))
      .then([locked]);
    withContext(activityDecider, ctx(), posted, locked)
      .when(cmd('SaveActivityReply', { activityId: 50, text: 'x' }, ren))
      .thenThrows(new ForbiddenError(M.locked));
    withContext(activityDecider, ctx(), posted, locked)
      .when(cmd('SaveActivityReply', { activityId: 50, text: 'x' }, mod))
      .then([
        newEvent('ActivityReplyPosted', { activityId: 50, ownerId: 1, replyId: 70, userId: 9, text: 'x', mentions: [] }),
        newEvent('ActivitySubscribed', { activityId: 50, ownerId: 1, userId: 9 }),
      ]);
  });
});

describe('replies', () => {
  it('posts a reply and subscribes the replier; the owner is subscribed already', () => {
    withContext(activityDecider, ctx({ 1: party() }, { mentions: [3] }), posted)
      .when(cmd('SaveActivityReply', { activityId: 50, text: 'Nice @sora' }, ren))
      .then([
        newEvent('ActivityReplyPosted', { activityId: 50, ownerId: 1, replyId: 70, userId: 2, text: 'Nice @sora', mentions: [3] }),
        newEvent('ActivitySubscribed', { activityId: 50, ownerId: 1, userId: 2 }),
      ]);
    withContext(activityDecider, ctx(), posted)
      .when(cmd('SaveActivityReply', { activityId: 50, text: 'Thanks' }, aki))
      .then([newEvent('ActivityReplyPosted', { activityId: 50, ownerId: 1, replyId: 70, userId: 1, text: 'Thanks', mentions: [] })]);
  });

  it('keeps an unsubscribe the replier chose before', () => {
    withContext(activityDecider, ctx(), posted, newEvent('ActivityUnsubscribed', { activityId: 50, ownerId: 1, userId: 2 }))
      .when(cmd('SaveActivityReply', { activityId: 50, text: 'x' }, ren))
      .then([newEvent('ActivityReplyPosted', { activityId: 50, ownerId: 1, replyId: 70, userId: 2, text: 'x', mentions: [] })]);
  });

  it('refuses a reply from a member the owner blocked', () => {
    withContext(activityDecider, ctx({ 1: party({ blocksActor: true }) }), posted)
      .when(cmd('SaveActivityReply', { activityId: 50, text: 'x' }, ren))
      .thenThrows(new ForbiddenError(B.blocked));
  });

  it("edits and deletes one's own reply; moderators any; likes toggle", () => {
    withContext(activityDecider, ctx(), posted, replied)
      .when(cmd('SaveActivityReply', { activityId: 50, replyId: 70, text: 'Edited' }, ren))
      .then([newEvent('ActivityReplyEdited', { activityId: 50, ownerId: 1, replyId: 70, editorId: 2, text: 'Edited', mentions: [] })]);
    withContext(activityDecider, ctx(), posted, replied)
      .when(cmd('DeleteActivityReply', { activityId: 50, replyId: 70 }, aki))
      .thenThrows(new ForbiddenError(M.notYours));
    withContext(activityDecider, ctx(), posted, replied)
      .when(cmd('DeleteActivityReply', { activityId: 50, replyId: 70 }, mod))
      .then([newEvent('ActivityReplyDeleted', { activityId: 50, ownerId: 1, replyId: 70, userId: 2, deletedBy: 9 })]);
    withContext(activityDecider, ctx({ 2: party() }), posted, replied)
      .when(cmd('ToggleActivityReplyLike', { activityId: 50, replyId: 70 }, aki))
      .then([newEvent('ActivityReplyLiked', { activityId: 50, ownerId: 1, replyId: 70, replyUserId: 2, userId: 1 })]);
    withContext(activityDecider, ctx(), posted)
      .when(cmd('ToggleActivityReplyLike', { activityId: 50, replyId: 71 }, aki))
      .thenThrows(new NotFoundError(M.replyNotFound));
  });
});

describe('posting as ModChan (social §6, ADR 21)', () => {
  const MODCHAN = 4;
  it('lets a community moderator post a status and a message, private or not, as the ModChan account', () => {
    withContext(activityDecider, ctx({}, { modChanId: MODCHAN }))
      .when(cmd('SaveTextActivity', { text: 'Site rules updated', asMod: true }, mod))
      .then([newEvent('TextActivityPosted', { activityId: 50, userId: MODCHAN, text: 'Site rules updated', mentions: [] })]);
    withContext(activityDecider, ctx({ 1: party() }, { modChanId: MODCHAN }))
      .when(cmd('SaveMessageActivity', { recipientId: 1, text: 'Please tag spoilers', isPrivate: true, asMod: true }, mod))
      .then([
        newEvent('MessageActivitySent', {
          activityId: 50,
          messengerId: MODCHAN,
          recipientId: 1,
          text: 'Please tag spoilers',
          isPrivate: true,
          mentions: [],
        }),
      ]);
  });

  it('sends as ModChan to a member the moderator blocked: ModChan writes for the site (ADR 26)', () => {
    withContext(activityDecider, ctx({ 1: party({ blockedByActor: true }) }, { modChanId: MODCHAN }))
      .when(cmd('SaveMessageActivity', { recipientId: 1, text: 'Please tag spoilers', asMod: true }, mod))
      .then([
        newEvent('MessageActivitySent', {
          activityId: 50,
          messengerId: MODCHAN,
          recipientId: 1,
          text: 'Please tag spoilers',
          isPrivate: false,
          mentions: [],
        }),
      ]);
  });

  it('refuses members, a missing ModChan account and a message to ModChan itself', () => {
    withContext(activityDecider, ctx({}, { modChanId: MODCHAN }))
      .when(cmd('SaveTextActivity', { text: 'x', asMod: true }, aki))
      .thenThrows(new ForbiddenError('Only community moderators can do that.'));
    withContext(activityDecider, ctx({}, { modChanId: null }))
      .when(cmd('SaveTextActivity', { text: 'x', asMod: true }, mod))
      .thenThrows(new NotFoundError('The ModChan account does not exist yet.'));
    withContext(activityDecider, ctx({ [MODCHAN]: party() }, { modChanId: MODCHAN }))
      .when(cmd('SaveMessageActivity', { recipientId: MODCHAN, text: 'x', asMod: true }, mod))
      .thenThrows(new ValidationError({}, 'Validation failed.'));
  });
});

// Issue 20: a block stands between two members whoever made it; nothing the one does reaches the other (ADR 26).
describe('blocks stop every interaction with an activity', () => {
  const blocker = ctx({ 1: party({ blocksActor: true }) });
  const blocking = ctx({ 1: party({ blockedByActor: true }) });
  const subscribe = (on: boolean) => cmd('ToggleActivitySubscription', { activityId: 50, subscribe: on }, ren);

  it("a blocked member cannot subscribe to the blocker's activity, and may still unsubscribe", () => {
    withContext(activityDecider, blocker, posted).when(subscribe(true)).thenThrows(new ForbiddenError(B.blocked));
    withContext(activityDecider, blocker, posted, newEvent('ActivitySubscribed', { activityId: 50, ownerId: 1, userId: 2 }))
      .when(subscribe(false))
      .then([newEvent('ActivityUnsubscribed', { activityId: 50, ownerId: 1, userId: 2 })]);
  });

  it('a blocked member cannot subscribe to a message the blocker wrote on another profile', () => {
    const onThirdProfile = newEvent('MessageActivitySent', {
      activityId: 50,
      messengerId: 1,
      recipientId: 3,
      text: 'Hi',
      isPrivate: false,
      mentions: [],
    });
    withContext(activityDecider, blocker, onThirdProfile).when(subscribe(true)).thenThrows(new ForbiddenError(B.blocked));
  });

  it("a blocked member cannot like the blocker's reply", () => {
    const byBlocker = newEvent('ActivityReplyPosted', { activityId: 50, ownerId: 3, replyId: 70, userId: 1, text: 'Mine', mentions: [] });
    const onThird = newEvent('TextActivityPosted', { activityId: 50, userId: 3, text: 'Hello', mentions: [] });
    withContext(activityDecider, blocker, onThird, byBlocker)
      .when(cmd('ToggleActivityReplyLike', { activityId: 50, replyId: 70 }, ren))
      .thenThrows(new ForbiddenError(B.blocked));
  });

  it('the blocker cannot message, reply to, like or subscribe to the member they blocked either', () => {
    withContext(activityDecider, blocking)
      .when(cmd('SaveMessageActivity', { recipientId: 1, text: 'Hi' }, ren))
      .thenThrows(new ForbiddenError(B.blocking));
    withContext(activityDecider, blocking, posted)
      .when(cmd('SaveActivityReply', { activityId: 50, text: 'x' }, ren))
      .thenThrows(new ForbiddenError(B.blocking));
    withContext(activityDecider, blocking, posted)
      .when(cmd('ToggleActivityLike', { activityId: 50 }, ren))
      .thenThrows(new ForbiddenError(B.blocking));
    withContext(activityDecider, blocking, posted).when(subscribe(true)).thenThrows(new ForbiddenError(B.blocking));
  });

  it("takes back a like across a block, and leaves the actor's own content alone", () => {
    withContext(activityDecider, blocker, posted, newEvent('ActivityLiked', { activityId: 50, ownerId: 1, userId: 2 }))
      .when(cmd('ToggleActivityLike', { activityId: 50 }, ren))
      .then([newEvent('ActivityUnliked', { activityId: 50, ownerId: 1, userId: 2 })]);
    withContext(activityDecider, blocker, posted, replied)
      .when(cmd('SaveActivityReply', { activityId: 50, replyId: 70, text: 'Edited' }, ren))
      .then([newEvent('ActivityReplyEdited', { activityId: 50, ownerId: 1, replyId: 70, editorId: 2, text: 'Edited', mentions: [] })]);
    withContext(activityDecider, blocker, posted, replied)
      .when(cmd('DeleteActivityReply', { activityId: 50, replyId: 70 }, ren))
      .then([newEvent('ActivityReplyDeleted', { activityId: 50, ownerId: 1, replyId: 70, userId: 2, deletedBy: 2 })]);
  });
});
