import { studioStream, type Actor } from '@tsuzuki/events';
import { defineCommand } from '../../framework/command.ts';
import { catalogueModAction } from '../modActions.ts';
import { requireDataEditor } from '../submissions/book.ts';
import { editModAction } from '../submissions/modActions.ts';
import type { AddStudio, UpdateStudio } from './commands.ts';
import { studioDecider } from './decide.ts';
import type { StudioState } from './studio.ts';

// Studios are not persons (no submissions: only data moderators edit them), so they keep an aggregate of their own.
const common = { authorise: (actor: Actor) => requireDataEditor(actor, 'STUDIO'), stream: studioStream, decider: studioDecider };

export const studioCommands = [
  defineCommand<AddStudio, StudioState>({
    type: 'AddStudio',
    id: { field: 'studioId', kind: 'studio', allocate: true },
    ...common,
    modAction: catalogueModAction('STUDIO', 'CREATE'),
  }),
  defineCommand<UpdateStudio, StudioState>({
    type: 'UpdateStudio',
    id: { field: 'studioId', kind: 'studio', allocate: false },
    ...common,
    modAction: editModAction('STUDIO', 'StudioUpdated'),
  }),
];
