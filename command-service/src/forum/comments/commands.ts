import type { CommandName } from '@tsuzuki/events/commands';
import type { ContractCommand } from '../../framework/command.ts';
import type { Party } from '../../social/parties.ts';
import type { ThreadFacts } from '../thread/thread.ts';

type C<N extends CommandName> = ContractCommand<N, { rootCommentId: number }>;
export type CommentCommand = C<'SaveThreadComment'> | C<'DeleteThreadComment'> | C<'ToggleThreadCommentLike'>;

/**
 * What a comment decision reads outside its tree: the thread, the members mentioned, and the members the command
 * reaches (a new comment the thread's author and the author replied to, a like the comment's author).
 */
export interface CommentContext {
  thread: ThreadFacts;
  mentions: number[];
  parties: ReadonlyMap<number, Party>;
}
