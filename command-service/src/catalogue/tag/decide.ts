import type { DomainEvent } from '@tsuzuki/events';
import { ConflictError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type { CreateMediaTag, MediaTagCommand } from './commands.ts';
import { evolveMediaTag, initialMediaTagState, type MediaTagState } from './tag.ts';

export function createMediaTag(command: CreateMediaTag, state: MediaTagState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Tag already exists.');
  const { tagId: _given, ...fields } = command.payload;
  return [{ type: 'MediaTagCreated', data: { ...fields, tagId: command.metadata.ids.tagId } }];
}

export function decide(command: MediaTagCommand, state: MediaTagState): DomainEvent[] {
  switch (command.type) {
    case 'CreateMediaTag':
      return createMediaTag(command, state);
    default: {
      // One command so far: TypeScript narrows the discriminant, not the object, to never.
      const unhandled: never = command.type;
      throw new Error(`Unhandled tag command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const mediaTagDecider: Decider<MediaTagCommand, MediaTagState> = {
  initialState: initialMediaTagState,
  evolve: evolveMediaTag,
  decide,
};
