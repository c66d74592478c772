import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@tsuzuki/events';
import { SYSTEM, createTestEnv, postCommand, type TestEnv } from '../../testing/env.ts';
import { signUpUser } from './index.ts';

let env: TestEnv;
let base: string;
beforeAll(async () => {
  env = await createTestEnv('user_commands');
  base = await env.serve();
});
afterAll(async () => env?.close());

let nextId = 100;
async function user(name: string, moderatorRoles: string[] = []): Promise<Actor & { kind: 'user' }> {
  const id = nextId++;
  await env.bus.run(signUpUser, { userId: id, name }, { actor: SYSTEM });
  return { kind: 'user', id, moderatorRoles, donatorTier: 0 };
}
const eventsOf = async (id: number) => (await env.store.readStream(`user-${id}`)).events.map((e) => [e.type, e.data]);

describe('own-account commands', () => {
  it("change the actor's own account; guests get 401, another user's account 403", async () => {
    const yuki = await user('Yuki');
    const res = await postCommand(base, 'UpdateUser', { payload: { titleLanguage: 'NATIVE' } }, { actor: yuki });
    expect(res.body).toMatchObject({ stream: `user-${yuki.id}`, ids: { userId: yuki.id }, duplicate: false });
    expect(await eventsOf(yuki.id)).toContainEqual(['UserOptionsUpdated', { userId: yuki.id, changes: { titleLanguage: 'NATIVE' } }]);

    const guest = await postCommand(base, 'UpdateUser', { payload: { titleLanguage: 'NATIVE' } }, { actor: null });
    expect(guest).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized.' } });
    const other = await user('Other');
    const foreign = await postCommand(base, 'UpdateUserProfile', { payload: { userId: yuki.id, about: 'hi' } }, { actor: other });
    expect(foreign).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden.' } });
    const system = await postCommand(base, 'UpdateUser', { payload: { titleLanguage: 'NATIVE' } });
    expect(system.body).toMatchObject({ status: 400, code: 'VALIDATION', validation: { userId: ['Required'] } });
    const invalid = await postCommand(
      base,
      'UpdateUser',
      { payload: { titleLanguage: 'KLINGON', activityMergeTime: -1 } },
      { actor: yuki },
    );
    expect(Object.keys(invalid.body.validation as object).sort()).toEqual(['activityMergeTime', 'titleLanguage']);
    const unknown = await postCommand(
      base,
      'UpdateUser',
      { payload: { titleLanguage: 'ROMAJI', favouriteColour: 'red' } },
      { actor: yuki },
    );
    expect(unknown.body).toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('UpdateUser refused for one field writes no other field (one command, one append)', async () => {
    const rei = await user('Rei');
    const before = await eventsOf(rei.id);
    const refused = await postCommand(
      base,
      'UpdateUser',
      {
        payload: { titleLanguage: 'NATIVE', about: 'Hello', animeList: { customLists: ['Rewatch', 'rewatch'] } },
      },
      { actor: rei },
    );
    expect(refused.body).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Validation failed.',
      validation: { 'animeList.customLists': ['Custom list names must be unique.'] },
    });
    expect(await eventsOf(rei.id)).toEqual(before);
    const saved = await postCommand(
      base,
      'UpdateUser',
      {
        payload: { titleLanguage: 'NATIVE', about: 'Hello', animeList: { customLists: ['Rewatch'] } },
      },
      { actor: rei },
    );
    expect(saved.status).toBe(200);
    const { events } = await env.store.readStream(`user-${rei.id}`);
    expect(events.slice(1).map((e) => e.type)).toEqual(['UserOptionsUpdated', 'MediaListOptionsUpdated', 'UserProfileUpdated']);
    // One append: one command id and one transaction for all three.
    expect(new Set(events.slice(1).map((e) => `${e.metadata.commandId} ${e.logPosition.transactionId}`)).size).toBe(1);
  });

  it('DeleteCustomList removes an existing list and answers 404 for another', async () => {
    const mika = await user('Mika');
    await postCommand(base, 'UpdateUser', { payload: { animeList: { customLists: ['Favourites', 'Rewatch'] } } }, { actor: mika });
    expect(
      (await postCommand(base, 'DeleteCustomList', { payload: { customList: 'Rewatch', type: 'ANIME' } }, { actor: mika })).status,
    ).toBe(200);
    const missing = await postCommand(base, 'DeleteCustomList', { payload: { customList: 'Rewatch', type: 'ANIME' } }, { actor: mika });
    expect(missing.body).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Custom list not found.' });
  });
});

describe('ChangeUserName', () => {
  it('keeps names unique whatever the case and frees the old name after a rename', async () => {
    const alpha = await user('Alpha');
    const beta = await user('Beta');
    const taken = await postCommand(base, 'ChangeUserName', { payload: { name: 'ALPHA' } }, { actor: beta });
    expect(taken.body).toEqual({ status: 409, code: 'CONFLICT', message: 'Username is already taken.' });

    expect((await postCommand(base, 'ChangeUserName', { payload: { name: 'Gamma' } }, { actor: alpha })).status).toBe(200);
    expect(await eventsOf(alpha.id)).toContainEqual(['UserRenamed', { userId: alpha.id, name: 'Gamma', previousName: 'Alpha' }]);
    expect((await postCommand(base, 'ChangeUserName', { payload: { name: 'alpha' } }, { actor: beta })).status).toBe(200);

    // Only the case changes: the name stays held by its owner.
    expect((await postCommand(base, 'ChangeUserName', { payload: { name: 'gamma' } }, { actor: alpha })).status).toBe(200);
    const again = await postCommand(base, 'ChangeUserName', { payload: { name: 'GAMMA' } }, { actor: beta });
    expect(again.body).toMatchObject({ status: 409, message: 'Username is already taken.' });
    const { rows } = await env.pool.query(`SELECT key, stream FROM command_service.reservations WHERE scope = 'user-name' ORDER BY key`);
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: 'alpha', stream: `user-${beta.id}` },
        { key: 'gamma', stream: `user-${alpha.id}` },
      ]),
    );
    expect(rows.find((r: { key: string }) => r.key === 'beta')).toBeUndefined();
  });
});

describe('roles and donator tiers', () => {
  it('are granted by an admin or the system only', async () => {
    const target = await user('Target');
    const payload = { userId: target.id, moderatorRoles: ['ANIME_DATA'] };
    for (const roles of [[], ['COMMUNITY'], ['ADMIN', 'RETIRED']]) {
      const refused = await postCommand(base, 'SetModeratorRoles', { payload }, { actor: await user(`Mod${nextId}`, roles) });
      expect(refused.status).toBe(403);
    }
    expect((await postCommand(base, 'SetModeratorRoles', { payload }, { actor: await user('Boss', ['ADMIN']) })).status).toBe(200);
    const tier = await postCommand(base, 'SetDonatorTier', { payload: { userId: target.id, donatorTier: 3, donatorBadge: 'Patron' } });
    expect(tier.status).toBe(200);
    expect(await eventsOf(target.id)).toEqual([
      ['UserSignedUp', { userId: target.id, name: 'Target' }],
      ['UserRolesChanged', { userId: target.id, moderatorRoles: ['ANIME_DATA'] }],
      ['UserDonatorTierChanged', { userId: target.id, donatorTier: 3, donatorBadge: 'Patron' }],
    ]);
    const unknownRole = await postCommand(base, 'SetModeratorRoles', { payload: { userId: target.id, moderatorRoles: ['OWNER'] } });
    expect(unknownRole.body).toMatchObject({ status: 400, code: 'VALIDATION' });
    const missing = await postCommand(base, 'SetDonatorTier', { payload: { userId: 999_999, donatorTier: 1, donatorBadge: null } });
    expect(missing.body).toEqual({ status: 404, code: 'NOT_FOUND', message: 'User not found.' });
  });
});
