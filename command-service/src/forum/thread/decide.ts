import { newEvent, threadCategoryById, type Actor, type DomainEvent } from '@tsuzuki/events';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import { mayModerateCommunity } from '../../framework/permissions.ts';
import { refuseAcrossBlock } from '../../social/graph/blocks.ts';
import { FORUM_MESSAGES as M } from '../messages.ts';
import type { ThreadCommand, ThreadContext } from './commands.ts';
import { threadAggregate, type ThreadContent, type ThreadState } from './thread.ts';

type Member = Extract<Actor, { kind: 'user' }>;
type Save = Extract<ThreadCommand, { type: 'SaveThread' }>;

function member(actor: Actor): Member {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor;
}

const isMod = mayModerateCommunity;
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const unique = (ids: readonly number[]) => [...new Set(ids)];

function live(state: ThreadState): NonNullable<ThreadState['thread']> {
  if (!state.thread || state.deleted) throw new NotFoundError(M.threadNotFound);
  return state.thread;
}

/**
 * Known categories only; media that exist (those the thread already had stay). A moderated category takes threads
 * from community moderators only: a refusal of the member (403), not of the field.
 */
function checkContent(content: ThreadContent, before: ThreadContent | null, context: ThreadContext, actor: Member): void {
  const problems: Record<string, string[]> = {};
  let moderated = false;
  for (const id of content.categories) {
    const category = threadCategoryById(id);
    if (!category) (problems.categories ??= []).push(M.unknownCategory);
    else if ('moderated' in category && !before?.categories.includes(id)) moderated = true;
  }
  for (const id of content.mediaCategories) {
    if (!before?.mediaCategories.includes(id) && !context.media.has(id)) (problems.mediaCategories ??= []).push(M.unknownMedia);
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
  if (moderated && !isMod(actor)) throw new ForbiddenError(M.moderatedCategory);
}

function create(command: Save, context: ThreadContext, actor: Member): DomainEvent[] {
  const { title, body, categories = [], mediaCategories = [], isSticky = false, isLocked = false } = command.payload;
  if (title === undefined || body === undefined) {
    throw new ValidationError({
      ...(title === undefined ? { title: [M.required] } : {}),
      ...(body === undefined ? { body: [M.required] } : {}),
    });
  }
  const content = { title, body, categories: unique(categories), mediaCategories: unique(mediaCategories) };
  checkContent(content, null, context, actor);
  if ((isSticky || isLocked) && !isMod(actor)) throw new ForbiddenError(M.moderatorsOnly);
  return [newEvent('ThreadCreated', { threadId: command.metadata.ids.threadId, userId: actor.id, ...content, isSticky, isLocked })];
}

/** The author (or a community moderator) changes the content; sticky and locked change by moderators only. */
function edit(command: Save, state: ThreadState, context: ThreadContext, actor: Member): DomainEvent[] {
  const thread = live(state);
  const p = command.payload;
  const about = { threadId: command.metadata.ids.threadId, ownerId: thread.userId };
  const events: DomainEvent[] = [];
  const touchesContent = [p.title, p.body, p.categories, p.mediaCategories].some((v) => v !== undefined);
  if (touchesContent) {
    if (thread.userId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYourThread);
    const content: ThreadContent = {
      title: p.title ?? thread.title,
      body: p.body ?? thread.body,
      categories: p.categories ? unique(p.categories) : thread.categories,
      mediaCategories: p.mediaCategories ? unique(p.mediaCategories) : thread.mediaCategories,
    };
    checkContent(content, thread, context, actor);
    const changed =
      content.title !== thread.title ||
      content.body !== thread.body ||
      !same(content.categories, thread.categories) ||
      !same(content.mediaCategories, thread.mediaCategories);
    if (changed) events.push(newEvent('ThreadEdited', { ...about, editorId: actor.id, ...content }));
  }
  const moderated = [p.isSticky !== undefined && p.isSticky !== state.sticky, p.isLocked !== undefined && p.isLocked !== state.locked];
  if (moderated.some(Boolean) && !isMod(actor)) throw new ForbiddenError(M.moderatorsOnly);
  if (moderated[0]) events.push(newEvent('ThreadStickyChanged', { ...about, isSticky: p.isSticky!, by: actor.id }));
  if (moderated[1]) events.push(newEvent('ThreadLockChanged', { ...about, isLocked: p.isLocked!, by: actor.id }));
  return events;
}

function remove(state: ThreadState, actor: Member, threadId: number): DomainEvent[] {
  const thread = live(state);
  if (thread.userId !== actor.id && !isMod(actor)) throw new ForbiddenError(M.notYourThread);
  return [newEvent('ThreadDeleted', { threadId, ownerId: thread.userId, deletedBy: actor.id })];
}

/** No like of a thread across a block (ADR 15, 26); an unlike stays open. */
function toggleLike(state: ThreadState, context: ThreadContext, actor: Member, threadId: number): DomainEvent[] {
  const thread = live(state);
  const data = { threadId, ownerId: thread.userId, userId: actor.id };
  if (state.likes.has(actor.id)) return [newEvent('ThreadUnliked', data)];
  refuseAcrossBlock(actor.id, [thread.userId], context.parties);
  return [newEvent('ThreadLiked', data)];
}

/**
 * An explicit choice, or the author's default. A member who commented is subscribed without a choice in this stream
 * (ADR 17), so their subscribe is recorded even when it changes nothing downstream.
 */
function subscribe(state: ThreadState, context: ThreadContext, actor: Member, threadId: number, on: boolean): DomainEvent[] {
  const thread = live(state);
  const current = state.subscriptions.get(actor.id) ?? (actor.id === thread.userId ? true : undefined);
  if (current === on) return [];
  // Unsubscribing stays open across a block; a subscription would carry the thread's comments to the actor (ADR 26).
  if (on) refuseAcrossBlock(actor.id, [thread.userId], context.parties);
  const data = { threadId, ownerId: thread.userId, userId: actor.id };
  return [on ? newEvent('ThreadSubscribed', data) : newEvent('ThreadUnsubscribed', data)];
}

export const threadDecider: Decider<ThreadCommand, ThreadState, ThreadContext> = {
  ...threadAggregate,
  decide(command, state, context) {
    const actor = member(command.metadata.actor);
    const id = command.metadata.ids.threadId;
    switch (command.type) {
      case 'SaveThread':
        return !state.thread && !state.deleted && command.payload.threadId === undefined
          ? create(command, context, actor)
          : edit(command, state, context, actor);
      case 'DeleteThread':
        return remove(state, actor, id);
      case 'ToggleThreadLike':
        return toggleLike(state, context, actor, id);
      case 'ToggleThreadSubscription':
        return subscribe(state, context, actor, id, command.payload.subscribe);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as ThreadCommand).type}`);
      }
    }
  },
};
