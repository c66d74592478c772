import { describe, expect, it } from 'vitest';
import type { Actor, DomainEvent } from '@tsuzuki/events';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { given, metadata } from '../../framework/testing.ts';
import { requireAdmin, requireOwnAccount } from '../../framework/permissions.ts';
import type { UserCommand } from './commands.ts';
import { userDecider } from './decide.ts';

const USER = 5;
const signedUp: DomainEvent = { type: 'UserSignedUp', data: { userId: USER, name: 'Yuki' } };
const member: Actor = { kind: 'user', id: USER, moderatorRoles: [], donatorTier: 0 };

function command<T extends UserCommand['type']>(type: T, payload: Extract<UserCommand, { type: T }>['payload']): UserCommand {
  return { type, payload, metadata: metadata({ userId: USER }, member) } as UserCommand;
}

describe('user decide', () => {
  it('SignUpUser records the name under the id from the metadata, once', () => {
    given(userDecider)
      .when(command('SignUpUser', { userId: USER, name: 'Yuki' }))
      .then([signedUp]);
    given(userDecider, signedUp)
      .when(command('SignUpUser', { userId: USER, name: 'Yuki' }))
      .thenThrows(new ConflictError('User already exists.'));
  });

  it('commands on a user that does not exist are refused', () => {
    given(userDecider)
      .when(command('UpdateUser', { titleLanguage: 'ENGLISH' }))
      .thenThrows(new NotFoundError('User not found.'));
    given(userDecider)
      .when(command('ChangeUserName', { name: 'Other' }))
      .thenThrows(new NotFoundError('User not found.'));
  });

  it('UpdateUser records only the settings that change', () => {
    given(userDecider, signedUp)
      .when(command('UpdateUser', { titleLanguage: 'ENGLISH', profileColor: 'blue', activityMergeTime: 60 }))
      .then([{ type: 'UserOptionsUpdated', data: { userId: USER, changes: { titleLanguage: 'ENGLISH', activityMergeTime: 60 } } }]);
    given(userDecider, signedUp)
      .when(command('UpdateUser', { titleLanguage: 'ROMAJI', airingNotifications: true }))
      .then([]);
  });

  it('UpdateUser compares notification options per type against the merged settings', () => {
    const off = { type: 'ACTIVITY_LIKE' as const, enabled: false };
    const turnedOff: DomainEvent = { type: 'UserOptionsUpdated', data: { userId: USER, changes: { notificationOptions: [off] } } };
    given(userDecider, signedUp)
      .when(command('UpdateUser', { notificationOptions: [off] }))
      .then([turnedOff]);
    given(userDecider, signedUp, turnedOff)
      .when(command('UpdateUser', { notificationOptions: [off] }))
      .then([]);
  });

  it('UpdateUser records changed list settings per list type and refuses duplicate list names', () => {
    given(userDecider, signedUp)
      .when(
        command('UpdateUser', {
          scoreFormat: 'POINT_100',
          rowOrder: 'title',
          animeList: { customLists: ['Rewatch'], splitCompletedSectionByFormat: false },
        }),
      )
      .then([
        {
          type: 'MediaListOptionsUpdated',
          data: { userId: USER, changes: { scoreFormat: 'POINT_100', animeList: { customLists: ['Rewatch'] } } },
        },
      ]);
    given(userDecider, signedUp)
      .when(command('UpdateUser', { mangaList: { customLists: ['Owned', 'owned'] } }))
      .thenThrows(new ValidationError({ 'mangaList.customLists': ['Custom list names must be unique.'] }));
  });

  it('UpdateUser records each changed group as its own event, and nothing at all when any group is refused', () => {
    given(userDecider, signedUp)
      .when(command('UpdateUser', { titleLanguage: 'NATIVE', scoreFormat: 'POINT_5', about: 'Hi' }))
      .then([
        { type: 'UserOptionsUpdated', data: { userId: USER, changes: { titleLanguage: 'NATIVE' } } },
        { type: 'MediaListOptionsUpdated', data: { userId: USER, changes: { scoreFormat: 'POINT_5' } } },
        { type: 'UserProfileUpdated', data: { userId: USER, changes: { about: 'Hi' } } },
      ]);
    given(userDecider, signedUp)
      .when(
        command('UpdateUser', {
          titleLanguage: 'NATIVE',
          animeList: { customLists: ['A', 'a'] },
          mangaList: { advancedScoring: ['Art', 'art'] },
        }),
      )
      .thenThrows(
        new ValidationError({
          'animeList.customLists': ['Custom list names must be unique.'],
          'mangaList.advancedScoring': ['Advanced scoring names must be unique.'],
        }),
      );
  });

  it('UpdateUserProfile records changed profile fields', () => {
    const avatar = { large: '/uploads/avatar/a.png', medium: '/uploads/avatar/a.png' };
    given(userDecider, signedUp)
      .when(command('UpdateUserProfile', { about: 'Hello', avatar, bannerImage: null }))
      .then([{ type: 'UserProfileUpdated', data: { userId: USER, changes: { about: 'Hello', avatar } } }]);
  });

  it('ChangeUserName keeps the previous name in the event; the same name changes nothing', () => {
    given(userDecider, signedUp)
      .when(command('ChangeUserName', { name: 'yuki_2' }))
      .then([{ type: 'UserRenamed', data: { userId: USER, name: 'yuki_2', previousName: 'Yuki' } }]);
    given(userDecider, signedUp)
      .when(command('ChangeUserName', { name: 'Yuki' }))
      .then([]);
  });

  it('DeleteCustomList removes one list of the given type', () => {
    const lists: DomainEvent = {
      type: 'MediaListOptionsUpdated',
      data: { userId: USER, changes: { animeList: { customLists: ['A', 'B'] } } },
    };
    given(userDecider, signedUp, lists)
      .when(command('DeleteCustomList', { customList: 'A', type: 'ANIME' }))
      .then([{ type: 'MediaListOptionsUpdated', data: { userId: USER, changes: { animeList: { customLists: ['B'] } } } }]);
    given(userDecider, signedUp, lists)
      .when(command('DeleteCustomList', { customList: 'A', type: 'MANGA' }))
      .thenThrows(new NotFoundError('Custom list not found.'));
  });

  it('SetModeratorRoles keeps roles as a set in the spec order; SetDonatorTier records a change', () => {
    given(userDecider, signedUp)
      .when(command('SetModeratorRoles', { userId: USER, moderatorRoles: ['COMMUNITY', 'ADMIN', 'COMMUNITY'] }))
      .then([{ type: 'UserRolesChanged', data: { userId: USER, moderatorRoles: ['ADMIN', 'COMMUNITY'] } }]);
    const roles: DomainEvent = { type: 'UserRolesChanged', data: { userId: USER, moderatorRoles: ['ADMIN', 'COMMUNITY'] } };
    given(userDecider, signedUp, roles)
      .when(command('SetModeratorRoles', { userId: USER, moderatorRoles: ['COMMUNITY', 'ADMIN'] }))
      .then([]);
    given(userDecider, signedUp)
      .when(command('SetDonatorTier', { userId: USER, donatorTier: 2, donatorBadge: 'Supporter' }))
      .then([{ type: 'UserDonatorTierChanged', data: { userId: USER, donatorTier: 2, donatorBadge: 'Supporter' } }]);
    given(userDecider, signedUp)
      .when(command('SetDonatorTier', { userId: USER, donatorTier: 0, donatorBadge: null }))
      .then([]);
  });
});

describe('account authorisation', () => {
  const user = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
  const refusal = (fn: () => void) => {
    try {
      fn();
      return null;
    } catch (err) {
      return err;
    }
  };

  it('lets members change only their own account', () => {
    expect(refusal(() => requireOwnAccount({ kind: 'guest' }, {}))).toEqual(new UnauthorizedError());
    expect(refusal(() => requireOwnAccount(user(5), {}))).toBeNull();
    expect(refusal(() => requireOwnAccount(user(5), { userId: 5 }))).toBeNull();
    expect(refusal(() => requireOwnAccount(user(5), { userId: 6 }))).toBeInstanceOf(ForbiddenError);
    expect(refusal(() => requireOwnAccount({ kind: 'system' }, { userId: 6 }))).toBeNull();
  });

  it('lets only admins and the system grant roles', () => {
    expect(refusal(() => requireAdmin({ kind: 'guest' }))).toBeInstanceOf(UnauthorizedError);
    expect(refusal(() => requireAdmin(user(1, ['COMMUNITY'])))).toBeInstanceOf(ForbiddenError);
    expect(refusal(() => requireAdmin(user(1, ['ADMIN', 'RETIRED'])))).toBeInstanceOf(ForbiddenError);
    expect(refusal(() => requireAdmin(user(1, ['ADMIN'])))).toBeNull();
    expect(refusal(() => requireAdmin({ kind: 'system' }))).toBeNull();
  });
});
