import { z } from 'zod';
import { Id, MediaAdded, MediaStatisticsImported, MediaUpdated, mediaStream } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { authoriseCatalogueEdit } from '../authorise.ts';
import { mediaDecider } from './decide.ts';

// Payloads are the event data; on AddMedia the id may be left to the command-service.
export const AddMediaPayload = MediaAdded.schema.extend({ mediaId: Id.optional() });
export const UpdateMediaPayload = MediaUpdated.schema;
export const ImportMediaStatisticsPayload = MediaStatisticsImported.schema;

type Ids = { mediaId: number };
export type AddMedia = Command<'AddMedia', z.infer<typeof AddMediaPayload>, Ids>;
export type UpdateMedia = Command<'UpdateMedia', z.infer<typeof UpdateMediaPayload>, Ids>;
export type ImportMediaStatistics = Command<'ImportMediaStatistics', z.infer<typeof ImportMediaStatisticsPayload>, Ids>;
export type MediaCommand = AddMedia | UpdateMedia | ImportMediaStatistics;

const common = { authorise: authoriseCatalogueEdit, stream: mediaStream, decider: mediaDecider };

export const mediaCommands = [
  defineCommand<AddMedia, typeof mediaDecider.initialState>({
    type: 'AddMedia', schema: AddMediaPayload, id: { field: 'mediaId', kind: 'media', allocate: true }, ...common,
  }),
  defineCommand<UpdateMedia, typeof mediaDecider.initialState>({
    type: 'UpdateMedia', schema: UpdateMediaPayload, id: { field: 'mediaId', kind: 'media', allocate: false }, ...common,
  }),
  defineCommand<ImportMediaStatistics, typeof mediaDecider.initialState>({
    type: 'ImportMediaStatistics', schema: ImportMediaStatisticsPayload, id: { field: 'mediaId', kind: 'media', allocate: false }, ...common,
  }),
];
