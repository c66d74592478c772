import { describe, expect, it } from 'vitest';
import { newEvent, type Actor } from '@tsuzuki/events';
import { bannedMessage, MODERATION_MESSAGES as M, modNoteUserId } from '@tsuzuki/events/moderationRules';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { metadata, withContext } from '../../framework/testing.ts';
import type { MemberContext, MemberModerationCommand } from './commands.ts';
import { memberModerationDecider } from './decide.ts';
import { banInForce } from './memberModeration.ts';

const user = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const mod = user(9, ['COMMUNITY']);
const NOW = '2024-04-01T12:00:00.000Z';

function cmd<T extends MemberModerationCommand['type']>(
  type: T,
  payload: Extract<MemberModerationCommand, { type: T }>['payload'],
  actor = mod,
) {
  return { type, payload, metadata: metadata({ userId: payload.userId }, actor, { modNote: [3], ban: [5] }, NOW) } as Extract<
    MemberModerationCommand,
    { type: T }
  >;
}
const of = (moderatorRoles: string[] = []): MemberContext => ({
  member: { exists: true, userId: 1, moderatorRoles } as unknown as MemberContext['member'],
});
const nobody: MemberContext = { member: { exists: false } };

describe('SaveModNote', () => {
  it('keeps the note on the member, by the moderator', () => {
    withContext(memberModerationDecider, of())
      .when(cmd('SaveModNote', { userId: 1, note: ' Warned about spoilers ' }))
      .then([newEvent('ModNoteSaved', { noteId: 3, userId: 1, moderatorId: 9, note: 'Warned about spoilers' })]);
  });

  it('refuses an empty note and a member who does not exist', () => {
    withContext(memberModerationDecider, of())
      .when(cmd('SaveModNote', { userId: 1, note: '  ' }))
      .thenThrows(new ValidationError({}, 'Validation failed.'));
    withContext(memberModerationDecider, nobody)
      .when(cmd('SaveModNote', { userId: 1, note: 'x' }))
      .thenThrows(new NotFoundError(M.userNotFound));
  });

  it('reads the optional user id of a message\'s note as digits only, else "Incorrect ID" (social §5)', () => {
    expect(modNoteUserId('')).toEqual({ ok: true, id: null });
    expect(modNoteUserId(' 42 ')).toEqual({ ok: true, id: 42 });
    for (const wrong of ['12a', '-3', '4.5', '0', 'abc', '1 2'])
      expect(modNoteUserId(wrong)).toEqual({ ok: false, message: 'Incorrect ID' });
  });
});

describe('BanUser and UnbanUser', () => {
  const banned = newEvent('UserBanned', { banId: 5, userId: 1, moderatorId: 9, reason: 'Spam', expiresAt: '2024-04-08T12:00:00.000Z' });

  it('bans with a reason until a time ahead, or until lifted', () => {
    withContext(memberModerationDecider, of())
      .when(cmd('BanUser', { userId: 1, reason: ' Spam ', expiresAt: '2024-04-08T14:00:00+02:00' }))
      .then([banned]);
    withContext(memberModerationDecider, of())
      .when(cmd('BanUser', { userId: 1, reason: 'Spam', expiresAt: null }))
      .then([newEvent('UserBanned', { ...banned.data, expiresAt: null })]);
  });

  it('refuses oneself, moderators, no reason, an expiry past or beyond ten years, and nobody', () => {
    withContext(memberModerationDecider, of())
      .when(cmd('BanUser', { userId: 9, reason: 'x' }))
      .thenThrows(new ForbiddenError(M.banSelf));
    withContext(memberModerationDecider, of(['DEVELOPER']))
      .when(cmd('BanUser', { userId: 1, reason: 'x' }))
      .thenThrows(new ForbiddenError(M.banModerator));
    // A retired moderator is a member again.
    withContext(memberModerationDecider, of(['COMMUNITY', 'RETIRED']))
      .when(cmd('BanUser', { userId: 1, reason: 'x' }))
      .then([newEvent('UserBanned', { ...banned.data, reason: 'x', expiresAt: null })]);
    withContext(memberModerationDecider, of())
      .when(cmd('BanUser', { userId: 1, reason: ' ' }))
      .thenThrows(new ValidationError({}, M.banReason));
    withContext(memberModerationDecider, of())
      .when(cmd('BanUser', { userId: 1, reason: 'x', expiresAt: '2024-04-01T11:00:00Z' }))
      .thenThrows(new ValidationError({}, M.banExpiry));
    withContext(memberModerationDecider, of())
      .when(cmd('BanUser', { userId: 1, reason: 'x', expiresAt: '2040-01-01T00:00:00Z' }))
      .thenThrows(new ValidationError({}, M.banExpiry));
    withContext(memberModerationDecider, nobody)
      .when(cmd('BanUser', { userId: 1, reason: 'x' }))
      .thenThrows(new NotFoundError(M.userNotFound));
  });

  it('lifts the ban in force, and refuses when there is none (lifted or expired)', () => {
    withContext(memberModerationDecider, of(), banned)
      .when(cmd('UnbanUser', { userId: 1, reason: 'Appeal accepted' }))
      .then([newEvent('UserUnbanned', { banId: 5, userId: 1, moderatorId: 9, reason: 'Appeal accepted' })]);
    const lifted = newEvent('UserUnbanned', { banId: 5, userId: 1, moderatorId: 9, reason: null });
    withContext(memberModerationDecider, of(), banned, lifted)
      .when(cmd('UnbanUser', { userId: 1 }))
      .thenThrows(new ValidationError({}, M.notBanned));
    const expired = newEvent('UserBanned', { ...banned.data, expiresAt: '2024-03-01T00:00:00.000Z' });
    withContext(memberModerationDecider, of(), expired)
      .when(cmd('UnbanUser', { userId: 1 }))
      .thenThrows(new ValidationError({}, M.notBanned));
  });

  it('is in force until its expiry, and says so with its reason', () => {
    const ban = { banId: 5, reason: 'Spam', expiresAt: '2024-04-08T12:00:00.000Z' };
    expect(banInForce(ban, '2024-04-08T11:59:59.000Z')).toBe(ban);
    expect(banInForce(ban, '2024-04-08T12:00:00.000Z')).toBeNull();
    expect(banInForce({ ...ban, expiresAt: null }, '2099-01-01T00:00:00.000Z')).not.toBeNull();
    expect(bannedMessage(ban)).toBe('Your account is banned until 2024-04-08 12:00 UTC: Spam');
    expect(bannedMessage({ ...ban, expiresAt: null })).toBe('Your account is banned: Spam');
  });
});
