import type { ContractCommand } from '../../framework/command.ts';
import type { MediaState } from './media.ts';

type Ids = { mediaId: number };
export type AddMedia = ContractCommand<'AddMedia', Ids>;
export type UpdateMedia = ContractCommand<'UpdateMedia', Ids>;
export type ImportMediaStatistics = ContractCommand<'ImportMediaStatistics', Ids>;
export type SubmitMediaEdit = ContractCommand<'SubmitMediaEdit', Ids>;
export type SubmitNewMedia = ContractCommand<'SubmitNewMedia', Ids>;
export type AcceptMediaSubmission = ContractCommand<'AcceptMediaSubmission', Ids>;
export type RejectMediaSubmission = ContractCommand<'RejectMediaSubmission', Ids>;
export type DeleteMedia = ContractCommand<'DeleteMedia', Ids>;
export type MergeMedia = ContractCommand<'MergeMedia', Ids>;
export type MediaCommand =
  | AddMedia
  | UpdateMedia
  | ImportMediaStatistics
  | SubmitMediaEdit
  | SubmitNewMedia
  | AcceptMediaSubmission
  | RejectMediaSubmission
  | DeleteMedia
  | MergeMedia;

/** A merge reads the media it goes into. */
export interface MediaContext {
  into: MediaState | null;
}
