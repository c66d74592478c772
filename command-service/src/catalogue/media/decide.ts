import { isDeepStrictEqual } from 'node:util';
import type { DomainEvent, MediaFields } from '@tsuzuki/events';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { AddMedia, ImportMediaStatistics, MediaCommand, UpdateMedia } from './commands.ts';
import { evolveMedia, initialMediaState, type MediaState } from './media.ts';

export function addMedia(command: AddMedia, state: MediaState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Media already exists.');
  const { mediaId: _given, ...fields } = command.payload;
  return [{ type: 'MediaAdded', data: { ...fields, mediaId: command.metadata.ids.mediaId } }];
}

/** Only fields whose value really changes are recorded; an edit that changes nothing records nothing. */
export function updateMedia(command: UpdateMedia, state: MediaState): DomainEvent[] {
  if (!state.exists) throw new NotFoundError('Media not found.');
  const changes = Object.fromEntries(
    Object.entries(command.payload.changes).filter(([field, value]) => !isDeepStrictEqual(state.fields[field as keyof MediaFields], value)),
  ) as Partial<MediaFields>;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'MediaUpdated', data: { mediaId: state.mediaId, changes } }];
}

/** Re-importing the same statistics records nothing. */
export function importMediaStatistics(command: ImportMediaStatistics, state: MediaState): DomainEvent[] {
  if (!state.exists) throw new NotFoundError('Media not found.');
  const { mediaId: _mediaId, ...statistics } = command.payload;
  if (isDeepStrictEqual(state.statistics, statistics)) return [];
  return [{ type: 'MediaStatisticsImported', data: command.payload }];
}

export function decide(command: MediaCommand, state: MediaState): DomainEvent[] {
  switch (command.type) {
    case 'AddMedia':
      return addMedia(command, state);
    case 'UpdateMedia':
      return updateMedia(command, state);
    case 'ImportMediaStatistics':
      return importMediaStatistics(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled media command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const mediaDecider: Decider<MediaCommand, MediaState> = { initialState: initialMediaState, evolve: evolveMedia, decide };
