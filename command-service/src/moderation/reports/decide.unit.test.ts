import { describe, it } from 'vitest';
import { newEvent, type Actor } from '@tsuzuki/events';
import { MODERATION_MESSAGES as M } from '@tsuzuki/events/moderationRules';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { metadata, withContext } from '../../framework/testing.ts';
import type { ReportContext, UserReportsCommand } from './commands.ts';
import { userReportsDecider } from './decide.ts';

const user = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const aki = user(1);
const ren = user(2);
const mod = user(9, ['COMMUNITY']);
const dev = user(8, ['DEVELOPER']);
const retired = user(7, ['COMMUNITY', 'RETIRED']);

function cmd<T extends UserReportsCommand['type']>(type: T, payload: Extract<UserReportsCommand, { type: T }>['payload'], actor: Actor) {
  return { type, payload, metadata: metadata({ userId: payload.userId }, actor, { report: [40] }) } as Extract<
    UserReportsCommand,
    { type: T }
  >;
}

const akiExists: ReportContext = { reported: { exists: true, userId: 1 } as ReportContext['reported'] };
const nobody: ReportContext = { reported: { exists: false } };
const reportOf = (reporter: Actor, p: Partial<Extract<UserReportsCommand, { type: 'CreateUserReport' }>['payload']> = {}) =>
  cmd(
    'CreateUserReport',
    { userId: 1, reason: 'Spam\n\n/activity/5\n\n> buy followers', objectType: 'ACTIVITY', objectId: 5, ...p },
    reporter,
  );
const reported = newEvent('UserReported', {
  reportId: 40,
  userId: 1,
  reporterId: 2,
  objectType: 'ACTIVITY',
  objectId: 5,
  reason: 'Spam\n\n/activity/5\n\n> buy followers',
});

describe('CreateUserReport', () => {
  it('records the reason (with its link and text) about the member and the item', () => {
    withContext(userReportsDecider, akiExists).when(reportOf(ren)).then([reported]);
    // Developers and retired moderators are members here: only community moderators act instead of reporting.
    withContext(userReportsDecider, akiExists)
      .when(reportOf(dev))
      .then([newEvent('UserReported', { ...reported.data, reporterId: 8 })]);
    withContext(userReportsDecider, akiExists)
      .when(reportOf(retired))
      .then([newEvent('UserReported', { ...reported.data, reporterId: 7 })]);
  });

  it('reports a member themself without an item', () => {
    withContext(userReportsDecider, akiExists)
      .when(reportOf(ren, { objectType: undefined, objectId: 77, reason: 'Harasses people' }))
      .then([
        newEvent('UserReported', { reportId: 40, userId: 1, reporterId: 2, objectType: 'USER', objectId: null, reason: 'Harasses people' }),
      ]);
  });

  it("takes a reporter's second report of the same item only once the first was handled", () => {
    withContext(userReportsDecider, akiExists, reported).when(reportOf(ren)).then([]);
    withContext(userReportsDecider, akiExists, reported)
      .when(reportOf(ren, { objectId: 6 }))
      .then([newEvent('UserReported', { ...reported.data, objectId: 6 })]);
    const handled = newEvent('UserReportResolved', { reportId: 40, userId: 1, reporterId: 2, resolvedBy: 9, dismissed: true, note: null });
    withContext(userReportsDecider, akiExists, reported, handled).when(reportOf(ren)).then([reported]);
  });

  it('refuses guests, oneself, community moderators, an empty reason, an item without id and a member who does not exist', () => {
    withContext(userReportsDecider, akiExists)
      .when(reportOf({ kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
    withContext(userReportsDecider, akiExists).when(reportOf(aki)).thenThrows(new ForbiddenError(M.reportOwn));
    withContext(userReportsDecider, akiExists).when(reportOf(mod)).thenThrows(new ForbiddenError(M.reportAsMod));
    withContext(userReportsDecider, akiExists)
      .when(reportOf(ren, { reason: '   ' }))
      .thenThrows(new ValidationError({}, M.reason));
    withContext(userReportsDecider, akiExists)
      .when(reportOf(ren, { objectId: null }))
      .thenThrows(new ValidationError({}, 'Validation failed.'));
    withContext(userReportsDecider, nobody).when(reportOf(ren)).thenThrows(new NotFoundError(M.userNotFound));
  });
});

describe('ResolveReport', () => {
  const resolve = (actor: Actor, p: Partial<Extract<UserReportsCommand, { type: 'ResolveReport' }>['payload']> = {}) =>
    cmd('ResolveReport', { userId: 1, reportId: 40, ...p }, actor);

  it('resolves or dismisses an open report, with an optional note', () => {
    withContext(userReportsDecider, nobody, reported)
      .when(resolve(mod, { note: '  Deleted the activity ' }))
      .then([
        newEvent('UserReportResolved', {
          reportId: 40,
          userId: 1,
          reporterId: 2,
          resolvedBy: 9,
          dismissed: false,
          note: 'Deleted the activity',
        }),
      ]);
    withContext(userReportsDecider, nobody, reported)
      .when(resolve(mod, { dismiss: true, note: '' }))
      .then([newEvent('UserReportResolved', { reportId: 40, userId: 1, reporterId: 2, resolvedBy: 9, dismissed: true, note: null })]);
  });

  it('refuses a report that is not there or was handled already', () => {
    withContext(userReportsDecider, nobody).when(resolve(mod)).thenThrows(new NotFoundError(M.reportNotFound));
    const handled = newEvent('UserReportResolved', { reportId: 40, userId: 1, reporterId: 2, resolvedBy: 9, dismissed: false, note: null });
    withContext(userReportsDecider, nobody, reported, handled).when(resolve(mod)).thenThrows(new ConflictError(M.reportHandled));
  });
});
