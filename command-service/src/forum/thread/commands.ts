import { z } from 'zod';
import {
  Id, MediaCategoryIds, ThreadBody, ThreadCategoryIds, ThreadTitle, mediaStream, threadStream,
} from '@tsuzuki/events';
import { evolveMedia, initialMediaState } from '../../catalogue/media/media.ts';
import { defineCommand, type Command, type ContextReader } from '../../framework/command.ts';
import { requireMember } from '../../framework/permissions.ts';
import { readParties, type Party } from '../../social/parties.ts';
import { threadDecider } from './decide.ts';
import { threadModActions } from './modActions.ts';
import type { ThreadState } from './thread.ts';

/** A new thread, or an edit of one (threadId): only the fields given change; sticky and locked are for moderators. */
export const SaveThreadPayload = z.object({
  threadId: Id.optional(),
  title: ThreadTitle.optional(),
  body: ThreadBody.optional(),
  categories: ThreadCategoryIds.optional(),
  mediaCategories: MediaCategoryIds.optional(),
  isSticky: z.boolean().optional(),
  isLocked: z.boolean().optional(),
});
export const ThreadTargetPayload = z.object({ threadId: Id });
export const ToggleThreadSubscriptionPayload = z.object({ threadId: Id, subscribe: z.boolean() });

type Ids = { threadId: number };
type C<T extends string, P extends z.ZodType> = Command<T, z.infer<P>, Ids>;
export type ThreadCommand =
  | C<'SaveThread', typeof SaveThreadPayload>
  | C<'DeleteThread', typeof ThreadTargetPayload>
  | C<'ToggleThreadLike', typeof ThreadTargetPayload>
  | C<'ToggleThreadSubscription', typeof ToggleThreadSubscriptionPayload>;

/** What a thread decision reads elsewhere: which named media exist, and how the thread's author meets the actor. */
export interface ThreadContext {
  media: ReadonlySet<number>;
  /** The thread's author, when the command would reach them (a like, a subscription). */
  parties: ReadonlyMap<number, Party>;
}

const reachesOwner = (command: ThreadCommand) =>
  command.type === 'ToggleThreadLike' || (command.type === 'ToggleThreadSubscription' && command.payload.subscribe);

const mediaView = { initialState: initialMediaState, evolve: evolveMedia };

async function threadContext(command: ThreadCommand, read: ContextReader, state: ThreadState): Promise<ThreadContext> {
  const named = command.type === 'SaveThread' ? command.payload.mediaCategories ?? [] : [];
  // Only media this save adds are looked up: a thread keeps the media it had.
  const fresh = [...new Set(named)].filter((id) => !state.thread?.mediaCategories.includes(id));
  const actorId = command.metadata.actor.kind === 'user' ? command.metadata.actor.id : null;
  const ownerId = reachesOwner(command) && state.thread && state.thread.userId !== actorId ? state.thread.userId : null;
  const [media, parties] = await Promise.all([
    fresh.length ? read.states(fresh.map(mediaStream), mediaView) : Promise.resolve(new Map()),
    ownerId === null ? Promise.resolve(new Map<number, Party>()) : readParties([ownerId], actorId, read),
  ]);
  const existing = new Set([...media.values()].flatMap((m) => (m.exists ? [m.mediaId as number] : [])));
  return { media: existing, parties };
}

const common = {
  stream: threadStream,
  decider: threadDecider,
  authorise: requireMember,
  context: threadContext,
};

function threadCommand<T extends ThreadCommand>(type: T['type'], schema: z.ZodType<T['payload']>, allocate: boolean, moderated = false) {
  return defineCommand<T, ThreadState, ThreadContext>({
    type, schema, ...common, id: { field: 'threadId', kind: 'thread', allocate }, ...(moderated ? { modAction: threadModActions } : {}),
  });
}

export const threadCommands = [
  // A new thread gets a fresh id; every other command names its thread.
  threadCommand('SaveThread', SaveThreadPayload, true, true),
  threadCommand('DeleteThread', ThreadTargetPayload, false, true),
  threadCommand('ToggleThreadLike', ThreadTargetPayload, false),
  threadCommand('ToggleThreadSubscription', ToggleThreadSubscriptionPayload, false),
];
