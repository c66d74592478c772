import { announcementStream } from '@tsuzuki/events';
import { defineCommand, type RegisteredCommand } from '../framework/command.ts';
import { requireAdmin } from '../framework/permissions.ts';
import type { PublishAnnouncement, WithdrawAnnouncement } from './commands.ts';
import { announcementDecider } from './decide.ts';
import type { AnnouncementState } from './announcement.ts';

// The site's announcement (HOME-18): admins' tool, as roles and donator tiers are (the spec names no other role).
const common = { authorise: requireAdmin, stream: announcementStream, decider: announcementDecider };

export const announcementCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [
    defineCommand<PublishAnnouncement, AnnouncementState>({
      type: 'PublishAnnouncement',
      id: { field: 'announcementId', kind: 'announcement', allocate: true },
      ...common,
    }),
    defineCommand<WithdrawAnnouncement, AnnouncementState>({
      type: 'WithdrawAnnouncement',
      id: { field: 'announcementId', kind: 'announcement', allocate: false },
      ...common,
    }),
  ].map((c) => [c.type, c]),
);
