import { z } from 'zod';
import { Id, StudioAdded, studioStream } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { authoriseCatalogueEdit } from '../authorise.ts';
import type { StudioState } from './studio.ts';
import { studioDecider } from './decide.ts';

// The payload is the event data; the id may be left to the command-service.
export const AddStudioPayload = StudioAdded.schema.extend({ studioId: Id.optional() });

export type AddStudio = Command<'AddStudio', z.infer<typeof AddStudioPayload>, { studioId: number }>;
export type StudioCommand = AddStudio;

export const studioCommands = [
  defineCommand<AddStudio, StudioState>({
    type: 'AddStudio',
    schema: AddStudioPayload,
    authorise: authoriseCatalogueEdit,
    id: { field: 'studioId', kind: 'studio', allocate: true },
    stream: studioStream,
    decider: studioDecider,
  }),
];
