import { mediaListStream } from '@tsuzuki/events';
import { defineCommand, type ContextReader, type RegisteredCommand } from '../framework/command.ts';
import { requireOwnAccount } from '../framework/permissions.ts';
import { favouritesCommands } from '../favourites/index.ts';
import type { DeleteMediaListEntry, ImportMediaList, MediaListCommand, SaveMediaListEntry, UpdateMediaListEntries } from './commands.ts';
import { mediaListDecider } from './decide.ts';
import type { ListContext } from './listContext.ts';
import type { MediaListState } from './mediaList.ts';
import { listContext, mediaIdsOf } from './readContext.ts';

const ownId = { field: 'userId', kind: 'user', allocate: false, fromActor: true } as const;
const common = {
  stream: mediaListStream,
  decider: mediaListDecider,
  id: ownId,
  authorise: requireOwnAccount,
  context: (command: MediaListCommand, read: ContextReader, state: MediaListState) =>
    listContext(command.metadata.ids.userId, mediaIdsOf(command, state), read),
};

export const mediaListCommands = [
  defineCommand<SaveMediaListEntry, MediaListState, ListContext>({
    type: 'SaveMediaListEntry',
    ...common,
    pools: () => ({ mediaListEntry: 1, activity: 1 }),
  }),
  defineCommand<UpdateMediaListEntries, MediaListState, ListContext>({
    type: 'UpdateMediaListEntries',
    ...common,
    pools: (payload) => ({ activity: payload.ids.length }),
  }),
  defineCommand<DeleteMediaListEntry, MediaListState, ListContext>({
    type: 'DeleteMediaListEntry',
    ...common,
  }),
  defineCommand<ImportMediaList, MediaListState, ListContext>({
    type: 'ImportMediaList',
    ...common,
    pools: (payload) => ({ mediaListEntry: payload.entries.length }),
  }),
];

/** A member's lists and favourites, by command name. */
export const listCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [...mediaListCommands, ...favouritesCommands].map((c) => [c.type, c]),
);
