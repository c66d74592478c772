import { z } from 'zod';
import { comparePositions, Id, inboxStream, newEvent, parsePosition, type DomainEvent, type LogPosition } from '@tsuzuki/events';
import { requireOwnAccount } from '../../framework/permissions.ts';
import { defineCommand, type Command, type Decider } from '../../framework/command.ts';

/** `upTo`: the log position of the newest notification the member was shown ("<txid>:<pos>"). */
export const ResetNotificationCountPayload = z.object({ userId: Id.optional(), upTo: z.string().regex(/^\d+:\d+$/) });
export type ResetNotificationCount = Command<'ResetNotificationCount', z.infer<typeof ResetNotificationCountPayload>, { userId: number }>;

/** How far the member has read. */
export type InboxState = { readUpTo: LogPosition | null };

export const inboxDecider: Decider<ResetNotificationCount, InboxState> = {
  initialState: { readUpTo: null },
  evolve: (state, event: DomainEvent) => (event.type === 'NotificationsRead' ? { readUpTo: parsePosition(event.data.upTo) } : state),
  decide(command, state) {
    const upTo = parsePosition(command.payload.upTo);
    // Reading older notifications again does not make newer ones unread.
    if (state.readUpTo && comparePositions(upTo, state.readUpTo) <= 0) return [];
    return [newEvent('NotificationsRead', { userId: command.metadata.ids.userId, upTo: command.payload.upTo })];
  },
};

export const inboxCommands = [
  defineCommand<ResetNotificationCount, InboxState>({
    type: 'ResetNotificationCount', schema: ResetNotificationCountPayload, stream: inboxStream, decider: inboxDecider,
    id: { field: 'userId', kind: 'user', allocate: false, fromActor: true }, authorise: requireOwnAccount,
  }),
];
