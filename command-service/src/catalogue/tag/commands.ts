import type { ContractCommand } from '../../framework/command.ts';
import type { MediaTagFacts } from '../mediaTags/facts.ts';

type Ids = { tagId: number };
export type CreateMediaTag = ContractCommand<'CreateMediaTag', Ids>;
export type SubmitMediaTag = ContractCommand<'SubmitMediaTag', Ids>;
export type AcceptMediaTagSubmission = ContractCommand<'AcceptMediaTagSubmission', Ids>;
export type DenyMediaTagSubmission = ContractCommand<'DenyMediaTagSubmission', Ids>;
export type MediaTagCommand = CreateMediaTag | SubmitMediaTag | AcceptMediaTagSubmission | DenyMediaTagSubmission;

/** A submission's decision reads the media it names (absent: none). */
export interface MediaTagContext {
  media: MediaTagFacts | null;
}
