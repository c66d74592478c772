import type { CommandName } from '@tsuzuki/events/commands';
import type { ContractCommand } from '../../framework/command.ts';

type C<N extends CommandName> = ContractCommand<N, { mediaId: number }>;
export type MediaTagsCommand =
  | C<'SaveMediaTagVote'>
  | C<'AddMediaTag'>
  | C<'AcceptMediaTagProposal'>
  | C<'DenyMediaTagProposal'>
  | C<'UpdateMediaTag'>
  | C<'DeleteMediaTag'>;
