import { studioStream, type Actor } from '@tsuzuki/events';
import { defineCommand } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { requireDataEditor } from '../submissions/book.ts';
import { editModAction } from '../submissions/modActions.ts';
import type { AddStudio, UpdateStudio } from './commands.ts';
import { studioDecider } from './decide.ts';
import type { StudioState } from './studio.ts';

export const studioCommands = [
  defineCommand<AddStudio, StudioState>({
    type: 'AddStudio',
    authorise: (actor: Actor) => requireDataEditor(actor, 'STUDIO'),
    id: { field: 'studioId', kind: 'studio', allocate: true },
    stream: studioStream,
    decider: studioDecider,
    modAction: catalogueModAction('STUDIO', 'CREATE'),
  }),
  defineCommand<UpdateStudio, StudioState>({
    type: 'UpdateStudio',
    authorise: (actor: Actor) => requireDataEditor(actor, 'STUDIO'),
    id: { field: 'studioId', kind: 'studio', allocate: false },
    stream: studioStream,
    decider: studioDecider,
    modAction: editModAction('STUDIO', 'StudioUpdated'),
  }),
];
