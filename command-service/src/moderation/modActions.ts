import { excerpt, type DomainEvent } from '@tsuzuki/events';
import type { ModActionFact } from '../framework/command.ts';
import type { MemberModerationCommand } from './member/commands.ts';
import type { UserReportsCommand } from './reports/commands.ts';
import type { UserReportsState } from './reports/userReports.ts';

// Reports handled, notes saved, bans given and lifted are mod actions (ADR 19, 21): the framework appends these facts
// to the hash-chained log in the same append as the events.

export function reportModActions(_command: UserReportsCommand, events: DomainEvent[], state: UserReportsState): ModActionFact[] {
  return events.flatMap((event): ModActionFact[] => {
    if (event.type !== 'UserReportResolved') return [];
    const report = state.reports.get(event.data.reportId);
    return [
      {
        action: event.data.dismissed ? 'REPORT_DISMISS' : 'REPORT_RESOLVE',
        objectType: 'REPORT',
        objectId: event.data.reportId,
        subjectUserId: event.data.userId,
        data: {
          reporterId: event.data.reporterId,
          reportedObjectType: report?.objectType ?? null,
          reportedObjectId: report?.objectId ?? null,
          reason: excerpt(report?.reason ?? null),
        },
        reason: event.data.note,
      },
    ];
  });
}

const aboutMember = (
  userId: number,
  action: ModActionFact['action'],
  data: Record<string, unknown>,
  reason: string | null = null,
): ModActionFact => ({ action, objectType: 'USER', objectId: userId, subjectUserId: userId, data, reason });

export function memberModActions(_command: MemberModerationCommand, events: DomainEvent[]): ModActionFact[] {
  return events.flatMap((event): ModActionFact[] => {
    switch (event.type) {
      case 'ModNoteSaved':
        return [aboutMember(event.data.userId, 'MOD_NOTE_SAVE', { noteId: event.data.noteId, note: excerpt(event.data.note) })];
      case 'UserBanned':
        return [
          aboutMember(event.data.userId, 'USER_BAN', { banId: event.data.banId, expiresAt: event.data.expiresAt }, event.data.reason),
        ];
      case 'UserUnbanned':
        return [aboutMember(event.data.userId, 'USER_UNBAN', { banId: event.data.banId }, event.data.reason)];
      default:
        return [];
    }
  });
}
