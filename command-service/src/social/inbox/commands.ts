import { inboxStream, newEvent, type DomainEvent } from '@tsuzuki/events';
import { comparePositions, parsePosition, type LogPosition } from '@tsuzuki/event-store';
import { requireOwnAccount } from '../../framework/permissions.ts';
import { defineCommand, type ContractCommand, type Decider } from '../../framework/command.ts';

export type ResetNotificationCount = ContractCommand<'ResetNotificationCount', { userId: number }>;

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
    type: 'ResetNotificationCount',
    stream: inboxStream,
    decider: inboxDecider,
    id: { field: 'userId', kind: 'user', allocate: false, fromActor: true },
    authorise: requireOwnAccount,
  }),
];
