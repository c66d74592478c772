import type { CommandName } from '@tsuzuki/events/commands';
import type { ContractCommand } from '../../framework/command.ts';
import type { Party } from '../../social/parties.ts';

type C<N extends CommandName> = ContractCommand<N, { threadId: number }>;
export type ThreadCommand = C<'SaveThread'> | C<'DeleteThread'> | C<'ToggleThreadLike'> | C<'ToggleThreadSubscription'>;

/** What a thread decision reads elsewhere: which named media exist, and how the thread's author meets the actor. */
export interface ThreadContext {
  media: ReadonlySet<number>;
  /** The thread's author, when the command would reach them (a like, a subscription). */
  parties: ReadonlyMap<number, Party>;
}
