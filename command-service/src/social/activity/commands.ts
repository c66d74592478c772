import type { CommandName } from '@tsuzuki/events/commands';
import type { ContractCommand } from '../../framework/command.ts';

type C<N extends CommandName> = ContractCommand<N, { activityId: number }>;
export type ActivityCommand =
  | C<'SaveTextActivity'>
  | C<'SaveMessageActivity'>
  | C<'DeleteActivity'>
  | C<'ToggleActivityLike'>
  | C<'ToggleActivitySubscription'>
  | C<'ToggleActivityPin'>
  | C<'LockActivity'>
  | C<'SaveActivityReply'>
  | C<'DeleteActivityReply'>
  | C<'ToggleActivityReplyLike'>;
