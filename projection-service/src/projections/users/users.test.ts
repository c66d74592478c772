import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, userStream, type DomainEvent } from '@tsuzuki/events';
import { defaultMediaListOptions, defaultUserOptions } from '@tsuzuki/events/userDefaults';
import { openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { users } from './index.ts';
import type { UserRow } from './rows.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_users');
});
afterAll(async () => env?.drop());

const T1 = '2024-02-01T00:00:00.000Z';
const T2 = '2024-03-01T00:00:00.000Z';
const seconds = (iso: string) => Date.parse(iso) / 1000;
const signedUp = (userId: number, name: string): DomainEvent => ({ type: 'UserSignedUp', data: { userId, name } });
const renamed = (userId: number, name: string, previousName: string): DomainEvent => ({
  type: 'UserRenamed',
  data: { userId, name, previousName },
});

describe('users projection', () => {
  it('writes a signed-up user with every default applied', async () => {
    await env.append(userStream(1), [signedUp(1, 'Yuki')]);
    await env.project(users);
    expect(await env.rows('SELECT * FROM rm_users.users WHERE id = 1')).toEqual([
      {
        id: 1,
        name: 'Yuki',
        name_lower: 'yuki',
        about: null,
        avatar_large: '/img/avatar/1.svg',
        avatar_medium: '/img/avatar/1.svg',
        banner_image: null,
        options: defaultUserOptions(),
        media_list_options: defaultMediaListOptions(),
        moderator_roles: [],
        donator_tier: 0,
        donator_badge: null,
        previous_names: [],
        created_at: T0_SECONDS,
        updated_at: T0_SECONDS,
      },
    ]);
  });

  it('merges settings, profile, roles and tier changes', async () => {
    await env.append(userStream(2), [signedUp(2, 'Haruto')]);
    await env.append(
      userStream(2),
      [
        {
          type: 'UserOptionsUpdated',
          data: { userId: 2, changes: { titleLanguage: 'ENGLISH', notificationOptions: [{ type: 'AIRING', enabled: false }] } },
        },
        {
          type: 'MediaListOptionsUpdated',
          data: { userId: 2, changes: { scoreFormat: 'POINT_5', mangaList: { customLists: ['Owned'] } } },
        },
        {
          type: 'UserProfileUpdated',
          data: {
            userId: 2,
            changes: { about: 'Hi', avatar: { large: '/uploads/a.png', medium: '/uploads/a.png' }, bannerImage: '/uploads/b.png' },
          },
        },
        { type: 'UserRolesChanged', data: { userId: 2, moderatorRoles: ['COMMUNITY'] } },
        { type: 'UserDonatorTierChanged', data: { userId: 2, donatorTier: 2, donatorBadge: 'Patron' } },
      ],
      T1,
    );
    await env.append(userStream(2), [{ type: 'UserProfileUpdated', data: { userId: 2, changes: { avatar: null } } }], T2);
    await env.project(users);
    const [row] = await env.rows<UserRow>('SELECT * FROM rm_users.users WHERE id = 2');
    expect(row).toMatchObject({
      about: 'Hi',
      avatar_large: '/img/avatar/2.svg',
      banner_image: '/uploads/b.png',
      moderator_roles: ['COMMUNITY'],
      donator_tier: 2,
      donator_badge: 'Patron',
      created_at: T0_SECONDS,
      updated_at: seconds(T2),
    });
    expect(row!.options.titleLanguage).toBe('ENGLISH');
    expect(row!.options.notificationOptions).toHaveLength(NOTIFICATION_TYPES.length);
    expect(row!.options.notificationOptions.filter((o: { enabled: boolean }) => !o.enabled)).toEqual([{ type: 'AIRING', enabled: false }]);
    expect(row!.media_list_options).toMatchObject({
      scoreFormat: 'POINT_5',
      mangaList: { customLists: ['Owned'], advancedScoring: expect.any(Array) },
    });
    expect(row!.media_list_options.animeList).toEqual(defaultMediaListOptions().animeList);
  });

  it('keeps previous names, and a freed name may pass to another user within one batch', async () => {
    await env.append(userStream(3), [signedUp(3, 'Alpha')]);
    await env.append(userStream(4), [signedUp(4, 'Beta')]);
    await env.append(userStream(3), [renamed(3, 'Gamma', 'Alpha')], T1);
    await env.append(userStream(4), [renamed(4, 'alpha', 'Beta')], T1);
    await env.append(userStream(3), [renamed(3, 'Delta', 'Gamma')], T2);
    await env.project(users);
    expect(await env.rows('SELECT id, name, name_lower, previous_names FROM rm_users.users WHERE id IN (3, 4) ORDER BY id')).toEqual([
      {
        id: 3,
        name: 'Delta',
        name_lower: 'delta',
        previous_names: [
          { name: 'Alpha', createdAt: T0_SECONDS, updatedAt: seconds(T1) },
          { name: 'Gamma', createdAt: seconds(T1), updatedAt: seconds(T2) },
        ],
      },
      { id: 4, name: 'alpha', name_lower: 'alpha', previous_names: [{ name: 'Beta', createdAt: T0_SECONDS, updatedAt: seconds(T1) }] },
    ]);
  });
});
