import type { CommandPayload } from '@tsuzuki/events/commands';
import { activityStream } from '@tsuzuki/events';
import { defineCommand, type ContextReader } from '../../framework/command.ts';
import { requireMember } from '../../framework/permissions.ts';
import type { ActivityState } from './activity.ts';
import type { ActivityCommand } from './commands.ts';
import type { ActivityContext } from './context.ts';
import { activityDecider } from './decide.ts';
import { activityModActions } from './modActions.ts';
import { activityContext } from './readContext.ts';

const common = {
  stream: activityStream,
  decider: activityDecider,
  // A new status or message gets a fresh id; every other command names its activity.
  id: { field: 'activityId', kind: 'activity', allocate: true } as const,
  authorise: requireMember,
  context: (command: ActivityCommand, read: ContextReader, state: ActivityState) => activityContext(command, read, state),
};
/** The commands by which a moderator edits, deletes or locks what others wrote (ADR 19). */
const moderated = { modAction: activityModActions };

function activityCommand<T extends ActivityCommand>(type: T['type'], extra: object = {}) {
  return defineCommand<T, ActivityState, ActivityContext>({ type, ...common, ...extra });
}

export const activityCommands = [
  activityCommand('SaveTextActivity', moderated),
  activityCommand('SaveMessageActivity', moderated),
  activityCommand('DeleteActivity', moderated),
  activityCommand('ToggleActivityLike'),
  activityCommand('ToggleActivitySubscription'),
  activityCommand('ToggleActivityPin'),
  activityCommand('LockActivity', moderated),
  activityCommand('SaveActivityReply', {
    ...moderated,
    pools: (payload: CommandPayload<'SaveActivityReply'>) => (payload.replyId === undefined ? { activityReply: 1 } : {}),
  }),
  activityCommand('DeleteActivityReply', moderated),
  activityCommand('ToggleActivityReplyLike'),
];
