import { z } from 'zod';
import { EditReason, Id, StudioAdded, StudioEditable, studioStream, type Actor } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { requireDataEditor } from '../submissions/book.ts';
import { editModAction } from '../submissions/modActions.ts';
import type { StudioState } from './studio.ts';
import { studioDecider } from './decide.ts';

// The payload is the event data; the id may be left to the command-service.
export const AddStudioPayload = StudioAdded.schema.extend({ studioId: Id.optional() });
/** Studios are edited by data moderators only (social §2: /edit/studio is guarded like the dashboard). */
export const UpdateStudioPayload = z.object({
  studioId: Id, changes: StudioEditable.partial().refine((c) => Object.keys(c).length > 0, 'at least one field must change'), reason: EditReason.optional(),
});

export type AddStudio = Command<'AddStudio', z.infer<typeof AddStudioPayload>, { studioId: number }>;
export type UpdateStudio = Command<'UpdateStudio', z.infer<typeof UpdateStudioPayload>, { studioId: number }>;
export type StudioCommand = AddStudio | UpdateStudio;

export const studioCommands = [
  defineCommand<AddStudio, StudioState>({
    type: 'AddStudio',
    schema: AddStudioPayload,
    authorise: (actor: Actor) => requireDataEditor(actor, 'STUDIO'),
    id: { field: 'studioId', kind: 'studio', allocate: true },
    stream: studioStream,
    decider: studioDecider,
    modAction: catalogueModAction('STUDIO', 'CREATE'),
  }),
  defineCommand<UpdateStudio, StudioState>({
    type: 'UpdateStudio',
    schema: UpdateStudioPayload,
    authorise: (actor: Actor) => requireDataEditor(actor, 'STUDIO'),
    id: { field: 'studioId', kind: 'studio', allocate: false },
    stream: studioStream,
    decider: studioDecider,
    modAction: editModAction('STUDIO', 'StudioUpdated'),
  }),
];
