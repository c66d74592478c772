import { z } from 'zod';
import { Id, MediaTagCreated, tagStream } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { authoriseCatalogueEdit } from '../authorise.ts';
import type { MediaTagState } from './tag.ts';
import { mediaTagDecider } from './decide.ts';

// The payload is the event data; the id may be left to the command-service.
export const CreateMediaTagPayload = MediaTagCreated.schema.extend({ tagId: Id.optional() });

export type CreateMediaTag = Command<'CreateMediaTag', z.infer<typeof CreateMediaTagPayload>, { tagId: number }>;
export type MediaTagCommand = CreateMediaTag;

export const mediaTagCommands = [
  defineCommand<CreateMediaTag, MediaTagState>({
    type: 'CreateMediaTag',
    schema: CreateMediaTagPayload,
    authorise: authoriseCatalogueEdit,
    id: { field: 'tagId', kind: 'tag', allocate: true },
    stream: tagStream,
    decider: mediaTagDecider,
    // Tag names are unique across tag streams; the reservation table holds each name for its stream.
    reserve: (command) => ({ scope: 'tag-name', key: command.payload.name.trim().toLowerCase(), conflict: 'Tag already exists.' }),
  }),
];
