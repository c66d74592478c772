import { z } from 'zod';
import { activityStream, ActivityText, Id } from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader } from '../../framework/command.ts';
import { requireMember } from '../../framework/permissions.ts';
import type { ActivityState } from './activity.ts';
import { activityContext } from './readContext.ts';
import type { ActivityContext } from './context.ts';
import { activityDecider } from './decide.ts';
import { activityModActions } from './modActions.ts';

/**
 * Set by the query-service, never by a client: the member whose list stream holds a list activity's birth (its
 * activities read model knows). A wrong one finds no such activity there and the command is refused as not found.
 */
const listOwnerId = Id.optional();
const target = { activityId: Id, listOwnerId };

/** `asMod`: a community moderator posts a new status or message as the ModChan account (ADR 21). */
export const SaveTextActivityPayload = z.object({ activityId: Id.optional(), text: ActivityText, asMod: z.boolean().optional() });
export const SaveMessageActivityPayload = z.object({
  activityId: Id.optional(), recipientId: Id.optional(), text: ActivityText, isPrivate: z.boolean().optional(), asMod: z.boolean().optional(),
});
export const ActivityTargetPayload = z.object(target);
export const ToggleActivitySubscriptionPayload = z.object({ ...target, subscribe: z.boolean() });
export const ToggleActivityPinPayload = z.object({ ...target, pin: z.boolean() });
export const LockActivityPayload = z.object({ ...target, locked: z.boolean() });
export const SaveActivityReplyPayload = z.object({ ...target, replyId: Id.optional(), text: ActivityText });
export const ReplyTargetPayload = z.object({ ...target, replyId: Id });

type Ids = { activityId: number };
type C<T extends string, P extends z.ZodType> = Command<T, z.infer<P>, Ids>;
export type ActivityCommand =
  | C<'SaveTextActivity', typeof SaveTextActivityPayload>
  | C<'SaveMessageActivity', typeof SaveMessageActivityPayload>
  | C<'DeleteActivity', typeof ActivityTargetPayload>
  | C<'ToggleActivityLike', typeof ActivityTargetPayload>
  | C<'ToggleActivitySubscription', typeof ToggleActivitySubscriptionPayload>
  | C<'ToggleActivityPin', typeof ToggleActivityPinPayload>
  | C<'LockActivity', typeof LockActivityPayload>
  | C<'SaveActivityReply', typeof SaveActivityReplyPayload>
  | C<'DeleteActivityReply', typeof ReplyTargetPayload>
  | C<'ToggleActivityReplyLike', typeof ReplyTargetPayload>;

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

function activityCommand<T extends ActivityCommand>(type: T['type'], schema: z.ZodType<T['payload']>, extra: object = {}) {
  return defineCommand<T, ActivityState, ActivityContext>({ type, schema, ...common, ...extra });
}

export const activityCommands = [
  activityCommand('SaveTextActivity', SaveTextActivityPayload, moderated),
  activityCommand('SaveMessageActivity', SaveMessageActivityPayload, moderated),
  activityCommand('DeleteActivity', ActivityTargetPayload, moderated),
  activityCommand('ToggleActivityLike', ActivityTargetPayload),
  activityCommand('ToggleActivitySubscription', ToggleActivitySubscriptionPayload),
  activityCommand('ToggleActivityPin', ToggleActivityPinPayload),
  activityCommand('LockActivity', LockActivityPayload, moderated),
  activityCommand('SaveActivityReply', SaveActivityReplyPayload, {
    ...moderated,
    pools: (payload: z.infer<typeof SaveActivityReplyPayload>) => (payload.replyId === undefined ? { activityReply: 1 } : {}),
  }),
  activityCommand('DeleteActivityReply', ReplyTargetPayload, moderated),
  activityCommand('ToggleActivityReplyLike', ReplyTargetPayload),
];
