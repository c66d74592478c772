import { mediaStream, threadStream } from '@tsuzuki/events';
import { evolveMedia, initialMediaState } from '../../catalogue/media/media.ts';
import { defineCommand, type ContextReader } from '../../framework/command.ts';
import { requireMember } from '../../framework/permissions.ts';
import { readParties, type Party } from '../../social/parties.ts';
import type { ThreadCommand, ThreadContext } from './commands.ts';
import { threadDecider } from './decide.ts';
import { threadModActions } from './modActions.ts';
import type { ThreadState } from './thread.ts';

const reachesOwner = (command: ThreadCommand) =>
  command.type === 'ToggleThreadLike' || (command.type === 'ToggleThreadSubscription' && command.payload.subscribe);

const mediaView = { initialState: initialMediaState, evolve: evolveMedia };

async function threadContext(command: ThreadCommand, read: ContextReader, state: ThreadState): Promise<ThreadContext> {
  const named = command.type === 'SaveThread' ? (command.payload.mediaCategories ?? []) : [];
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

function threadCommand<T extends ThreadCommand>(type: T['type'], allocate: boolean, moderated = false) {
  return defineCommand<T, ThreadState, ThreadContext>({
    type,
    ...common,
    id: { field: 'threadId', kind: 'thread', allocate },
    ...(moderated ? { modAction: threadModActions } : {}),
  });
}

export const threadCommands = [
  // A new thread gets a fresh id; every other command names its thread.
  threadCommand('SaveThread', true, true),
  threadCommand('DeleteThread', false, true),
  threadCommand('ToggleThreadLike', false),
  threadCommand('ToggleThreadSubscription', false),
];
