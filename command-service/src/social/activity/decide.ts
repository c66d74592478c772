import { newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { MODERATION_MESSAGES } from '@tsuzuki/events/moderationRules';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import { isModerator, mayModerateCommunity, mayPin } from '../../framework/permissions.ts';
import { evolveActivity, initialActivityState, isSubscribed, type ActivityOrigin, type ActivityState } from './activity.ts';
import type { ActivityCommand } from './commands.ts';
import { refuseAcrossBlock } from '../graph/blocks.ts';
import { NO_PARTY, type Party } from '../parties.ts';
import type { ActivityContext } from './context.ts';
import { ACTIVITY_MESSAGES as M } from './messages.ts';

type Member = Extract<Actor, { kind: 'user' }>;

function member(actor: Actor): Member {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor;
}

const isMod = mayModerateCommunity;
const party = (context: ActivityContext, userId: number | null): Party =>
  userId === null ? NO_PARTY : (context.parties.get(userId) ?? NO_PARTY);

/** The activity as the actor may act on it: it exists, is not deleted, and (a private message) is theirs to see. */
function visible(state: ActivityState, context: ActivityContext, actor: Member): ActivityOrigin {
  const origin = state.origin ?? context.listOrigin;
  if (!origin || state.deleted) throw new NotFoundError(M.notFound);
  const party = actor.id === origin.ownerId || actor.id === origin.messengerId;
  if (origin.isPrivate && !party && !isMod(actor)) throw new NotFoundError(M.notFound);
  return origin;
}

/** Replies, likes and subscriptions reach the activity's owner and, for a message, its writer (ADR 15, 26). */
function notBlocked(origin: ActivityOrigin, context: ActivityContext, actor: Member): void {
  refuseAcrossBlock(actor.id, [origin.ownerId, origin.messengerId], context.parties);
}

const mentionsOf = (context: ActivityContext, actor: Member) => context.mentions.filter((id) => id !== actor.id);

function saveText(
  command: Extract<ActivityCommand, { type: 'SaveTextActivity' }>,
  state: ActivityState,
  context: ActivityContext,
): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const activityId = command.metadata.ids.activityId;
  const { text } = command.payload;
  if (!state.origin && !state.deleted && command.payload.activityId === undefined) {
    const author = command.payload.asMod ? modChanAuthor(context, actor) : actor.id;
    return [
      newEvent('TextActivityPosted', {
        activityId,
        userId: author,
        text,
        mentions: mentionsOf(context, actor).filter((id) => id !== author),
      }),
    ];
  }
  return edit(state, context, actor, activityId, text, 'TEXT');
}

function saveMessage(
  command: Extract<ActivityCommand, { type: 'SaveMessageActivity' }>,
  state: ActivityState,
  context: ActivityContext,
): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const activityId = command.metadata.ids.activityId;
  const { text, recipientId, isPrivate } = command.payload;
  if (state.origin || state.deleted || command.payload.activityId !== undefined)
    return edit(state, context, actor, activityId, text, 'MESSAGE');
  if (recipientId === undefined) throw new ValidationError({ recipientId: ['A message needs a recipient.'] });
  const messenger = command.payload.asMod ? modChanAuthor(context, actor) : actor.id;
  if (recipientId === actor.id || recipientId === messenger) throw new ValidationError({ recipientId: [M.messageSelf] });
  const recipient = party(context, recipientId);
  if (!recipient.exists) throw new NotFoundError(M.userNotFound);
  // A moderator writing as ModChan acts for the site, not as themselves: their own blocks do not stand in the way.
  if (!command.payload.asMod) refuseAcrossBlock(actor.id, [recipientId], context.parties);
  // Any moderator may write to any profile (social §6).
  if (recipient.restrictMessagesToFollowing && !recipient.followsActor && !isModerator(actor)) throw new ForbiddenError(M.restricted);
  return [
    newEvent('MessageActivitySent', {
      activityId,
      messengerId: messenger,
      recipientId,
      text,
      isPrivate: isPrivate ?? false,
      mentions: mentionsOf(context, actor).filter((id) => id !== messenger),
    }),
  ];
}

/**
 * A community moderator posting as the intermediary account (social §6: ModChan, and ModChan Private for a private
 * message): the activity's author is ModChan; the mod-action log keeps who it was (MODCHAN_POST, ADR 21).
 */
function modChanAuthor(context: ActivityContext, actor: Member): number {
  if (!isMod(actor)) throw new ForbiddenError(MODERATION_MESSAGES.moderatorsOnly);
  if (!context.modChanId) throw new NotFoundError(MODERATION_MESSAGES.noModChan);
  return context.modChanId;
}

/** The author rewrites their own text (a message's writer, not its recipient); community moderators any. */
function edit(
  state: ActivityState,
  context: ActivityContext,
  actor: Member,
  activityId: number,
  text: string,
  kind: 'TEXT' | 'MESSAGE',
): DomainEvent[] {
  const origin = visible(state, context, actor);
  if (origin.kind !== kind) throw new ValidationError({ id: [kind === 'TEXT' ? M.notAStatus : M.notAMessage] });
  const author = origin.kind === 'MESSAGE' ? origin.messengerId : origin.ownerId;
  if (author !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYours);
  return [newEvent('ActivityTextEdited', { activityId, editorId: actor.id, text, mentions: mentionsOf(context, actor) })];
}

function remove(state: ActivityState, context: ActivityContext, actor: Member, activityId: number): DomainEvent[] {
  const origin = visible(state, context, actor);
  if (!isMod(actor)) {
    // A message may be deleted by its recipient, and by its writer unless the recipient is a moderator.
    const writer = origin.kind === 'MESSAGE' && origin.messengerId === actor.id;
    if (writer && party(context, origin.ownerId).isModerator) throw new ForbiddenError(M.messageToMod);
    if (origin.ownerId !== actor.id && !writer) throw new ForbiddenError(M.notYours);
  }
  return [newEvent('ActivityDeleted', { activityId, ownerId: origin.ownerId, deletedBy: actor.id })];
}

function toggleLike(state: ActivityState, context: ActivityContext, actor: Member, activityId: number): DomainEvent[] {
  const origin = visible(state, context, actor);
  const base = { activityId, ownerId: origin.ownerId, userId: actor.id };
  if (state.likes.has(actor.id)) return [newEvent('ActivityUnliked', base)];
  notBlocked(origin, context, actor);
  return [newEvent('ActivityLiked', base)];
}

function subscribe(state: ActivityState, context: ActivityContext, actor: Member, activityId: number, on: boolean): DomainEvent[] {
  const origin = visible(state, context, actor);
  if (isSubscribed(state, origin, actor.id) === on) return [];
  // Unsubscribing stays open across a block; a subscription would carry the other's replies to the actor.
  if (on) notBlocked(origin, context, actor);
  const data = { activityId, ownerId: origin.ownerId, userId: actor.id };
  return [on ? newEvent('ActivitySubscribed', data) : newEvent('ActivityUnsubscribed', data)];
}

/** Own non-message activities, and only with donatorTier above 1 (social §6, §9). */
function pin(state: ActivityState, context: ActivityContext, actor: Member, activityId: number, on: boolean): DomainEvent[] {
  const origin = visible(state, context, actor);
  if (origin.kind === 'MESSAGE') throw new ValidationError({ id: [M.pinMessage] });
  if (origin.ownerId !== actor.id) throw new ForbiddenError(M.notYours);
  if (!mayPin(actor)) throw new ForbiddenError(M.pinTier);
  if (state.pinned === on) return [];
  const data = { activityId, ownerId: origin.ownerId };
  return [on ? newEvent('ActivityPinned', data) : newEvent('ActivityUnpinned', data)];
}

function lock(state: ActivityState, context: ActivityContext, actor: Member, activityId: number, isLocked: boolean): DomainEvent[] {
  const origin = visible(state, context, actor);
  if (!isMod(actor)) throw new ForbiddenError();
  if (state.locked === isLocked) return [];
  return [newEvent('ActivityLockChanged', { activityId, ownerId: origin.ownerId, isLocked, by: actor.id })];
}

function saveReply(
  command: Extract<ActivityCommand, { type: 'SaveActivityReply' }>,
  state: ActivityState,
  context: ActivityContext,
): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const activityId = command.metadata.ids.activityId;
  const origin = visible(state, context, actor);
  const { text, replyId } = command.payload;
  const mentions = mentionsOf(context, actor);
  if (replyId !== undefined) {
    const reply = state.replies.get(replyId);
    if (!reply || reply.deleted) throw new NotFoundError(M.replyNotFound);
    if (reply.userId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYours);
    return [newEvent('ActivityReplyEdited', { activityId, ownerId: origin.ownerId, replyId, editorId: actor.id, text, mentions })];
  }
  if (state.locked && !isMod(actor)) throw new ForbiddenError(M.locked);
  notBlocked(origin, context, actor);
  const fresh = command.metadata.pools.activityReply?.[0];
  if (fresh === undefined) throw new Error('SaveActivityReply needs an activityReply id');
  const events: DomainEvent[] = [
    newEvent('ActivityReplyPosted', { activityId, ownerId: origin.ownerId, replyId: fresh, userId: actor.id, text, mentions }),
  ];
  // Replying subscribes the replier, unless they chose otherwise on this activity before.
  if (!state.subscriptions.has(actor.id) && !isSubscribed(state, origin, actor.id)) {
    events.push(newEvent('ActivitySubscribed', { activityId, ownerId: origin.ownerId, userId: actor.id }));
  }
  return events;
}

function removeReply(state: ActivityState, context: ActivityContext, actor: Member, activityId: number, replyId: number): DomainEvent[] {
  const origin = visible(state, context, actor);
  const reply = state.replies.get(replyId);
  if (!reply || reply.deleted) throw new NotFoundError(M.replyNotFound);
  if (reply.userId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYours);
  return [newEvent('ActivityReplyDeleted', { activityId, ownerId: origin.ownerId, replyId, userId: reply.userId, deletedBy: actor.id })];
}

function toggleReplyLike(
  state: ActivityState,
  context: ActivityContext,
  actor: Member,
  activityId: number,
  replyId: number,
): DomainEvent[] {
  const origin = visible(state, context, actor);
  const reply = state.replies.get(replyId);
  if (!reply || reply.deleted) throw new NotFoundError(M.replyNotFound);
  const data = { activityId, ownerId: origin.ownerId, replyId, replyUserId: reply.userId, userId: actor.id };
  if (reply.likes.has(actor.id)) return [newEvent('ActivityReplyUnliked', data)];
  refuseAcrossBlock(actor.id, [reply.userId], context.parties);
  return [newEvent('ActivityReplyLiked', data)];
}

export const activityDecider: Decider<ActivityCommand, ActivityState, ActivityContext> = {
  initialState: initialActivityState,
  evolve: evolveActivity,
  decide(command, state, context) {
    const id = command.metadata.ids.activityId;
    switch (command.type) {
      case 'SaveTextActivity':
        return saveText(command, state, context);
      case 'SaveMessageActivity':
        return saveMessage(command, state, context);
      case 'DeleteActivity':
        return remove(state, context, member(command.metadata.actor), id);
      case 'ToggleActivityLike':
        return toggleLike(state, context, member(command.metadata.actor), id);
      case 'ToggleActivitySubscription':
        return subscribe(state, context, member(command.metadata.actor), id, command.payload.subscribe);
      case 'ToggleActivityPin':
        return pin(state, context, member(command.metadata.actor), id, command.payload.pin);
      case 'LockActivity':
        return lock(state, context, member(command.metadata.actor), id, command.payload.locked);
      case 'SaveActivityReply':
        return saveReply(command, state, context);
      case 'DeleteActivityReply':
        return removeReply(state, context, member(command.metadata.actor), id, command.payload.replyId);
      case 'ToggleActivityReplyLike':
        return toggleReplyLike(state, context, member(command.metadata.actor), id, command.payload.replyId);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as ActivityCommand).type}`);
      }
    }
  },
};
