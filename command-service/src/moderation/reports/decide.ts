import { newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { MODERATION_MESSAGES as M } from '@tsuzuki/events/moderationRules';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import { mayModerateCommunity } from '../../framework/permissions.ts';
import type { CreateUserReport, ReportContext, ResolveReport, UserReportsCommand } from './commands.ts';
import { evolveUserReports, initialUserReportsState, openReportOf, type UserReportsState } from './userReports.ts';

type Member = Extract<Actor, { kind: 'user' }>;

function member(actor: Actor): Member {
  if (actor.kind !== 'user') throw new UnauthorizedError();
  return actor;
}

/**
 * A member reports another member or something of theirs (social §5, §6): never themself, never as a community
 * moderator (they act instead), always with a reason; one open report per reporter and item.
 */
function report(command: CreateUserReport, state: UserReportsState, context: ReportContext): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const { userId, reason } = command.payload;
  const objectType = command.payload.objectType ?? 'USER';
  const objectId = objectType === 'USER' ? null : (command.payload.objectId ?? null);
  if (userId === actor.id) throw new ForbiddenError(M.reportOwn);
  if (mayModerateCommunity(actor)) throw new ForbiddenError(M.reportAsMod);
  if (!reason.trim()) throw new ValidationError({ reason: [M.reason] }, M.reason);
  if (objectType !== 'USER' && objectId === null) throw new ValidationError({ objectId: ['Required'] });
  if (!context.reported.exists) throw new NotFoundError(M.userNotFound);
  if (openReportOf(state, actor.id, objectType, objectId) !== null) return [];
  const reportId = command.metadata.pools.report?.[0];
  if (reportId === undefined) throw new Error('CreateUserReport needs a report id');
  return [newEvent('UserReported', { reportId, userId, reporterId: actor.id, objectType, objectId, reason: reason.trim() })];
}

/** A community moderator resolves (or dismisses) an open report, with an optional note. */
function resolve(command: ResolveReport, state: UserReportsState): DomainEvent[] {
  const actor = member(command.metadata.actor);
  const { userId, reportId, note, dismiss } = command.payload;
  const entry = state.reports.get(reportId);
  if (!entry) throw new NotFoundError(M.reportNotFound);
  if (!entry.open) throw new ConflictError(M.reportHandled);
  const text = note?.trim() || null;
  return [
    newEvent('UserReportResolved', {
      reportId,
      userId,
      reporterId: entry.reporterId,
      resolvedBy: actor.id,
      dismissed: dismiss === true,
      note: text,
    }),
  ];
}

export const userReportsDecider: Decider<UserReportsCommand, UserReportsState, ReportContext> = {
  initialState: initialUserReportsState,
  evolve: evolveUserReports,
  decide(command, state, context) {
    switch (command.type) {
      case 'CreateUserReport':
        return report(command, state, context);
      case 'ResolveReport':
        return resolve(command, state);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as UserReportsCommand).type}`);
      }
    }
  },
};
