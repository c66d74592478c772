import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODLOG_STREAM } from '@tsuzuki/events';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import { until } from '../../testing/lists.ts';
import { gql, ok, type Member } from '../reviews/testStack.ts';

// The mod-action history over GraphQL: moderators (any role group, not RETIRED) read it with its filters and the
// chain's verdict; everyone else gets null, not an error.
let stack: AccountsStack;
let aki: Member;
let haruto: Member;
let dev: Member;
let retired: Member;
let boss: Member;
let deleted: number;
let locked: number;

const member = async (name: string, moderatorRoles: string[] = []) => {
  const m = await stack.signUp(name);
  if (moderatorRoles.length) await stack.env.bus.execute('SetModeratorRoles', { userId: m.user.id, moderatorRoles }, { actor: SYSTEM });
  return m;
};
const POST = 'mutation ($text: String) { SaveTextActivity(text: $text) { id } }';
const LIST = `query ($moderatorId: Int, $action: ModActionKind, $objectType: ModActionObjectType, $objectId: Int, $userId: Int, $from: Int, $to: Int,
  $page: Int, $perPage: Int) {
  Page(page: $page, perPage: $perPage) {
    pageInfo { total perPage hasNextPage }
    modActions(moderatorId: $moderatorId, action: $action, objectType: $objectType, objectId: $objectId, userId: $userId, from: $from, to: $to) {
      id type action objectType objectId data reason createdAt hash mod { name } moderator { name } user { name }
    }
  }
}`;
const CHAIN =
  '{ ModActionChain { valid checked total firstBrokenSeq reason firstBrokenAction firstBrokenModerator { name } headSeq headHash } }';

beforeAll(async () => {
  stack = await startAccountsStack('query_modactions', { projections: ['users', 'activities', 'notifications', 'modactions'] });
  aki = await member('Aki');
  haruto = await member('Haruto', ['COMMUNITY']);
  dev = await member('Dev', ['DEVELOPER']);
  retired = await member('Retired', ['COMMUNITY', 'RETIRED']);
  boss = await member('Boss', ['ADMIN']);
  deleted = (await ok(aki.browser, POST, { text: 'Buy cheap followers at example.com' })).SaveTextActivity.id;
  locked = (await ok(aki.browser, POST, { text: 'A heated debate' })).SaveTextActivity.id;
  await ok(haruto.browser, 'mutation ($id: Int) { DeleteActivity(id: $id) { deleted } }', { id: deleted });
  await ok(haruto.browser, 'mutation ($id: Int) { SaveTextActivity(id: $id, locked: true) { id } }', { id: locked });
  // An admin makes Aki a developer: a mod action too, through the internal schema's mutation.
  const granted = await ok(
    boss.browser,
    'mutation ($id: Int!) { SetModeratorRoles(userId: $id, moderatorRoles: [DEVELOPER]) { id moderatorRoles } }',
    { id: aki.user.id },
  );
  expect(granted.SetModeratorRoles).toEqual({ id: aki.user.id, moderatorRoles: ['DEVELOPER'] });
  await until(async () => (await stack.pool.query('SELECT 1 FROM rm_modactions.mod_actions')).rowCount === 3);
}, 120_000);
afterAll(() => stack?.close());

describe('mod actions over GraphQL', () => {
  it('are null for guests, members and retired moderators, and a moderator-only field is not an error', async () => {
    const ren = await member('Ren');
    for (const viewer of [stack.browser(), ren.browser, retired.browser]) {
      const res = await gql(viewer, `{ Page { modActions { id } } ${CHAIN.slice(1, -1)} }`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({ Page: { modActions: null }, ModActionChain: null });
    }
  });

  it("list every action for any moderator, newest first, in AniList's shape and the site's own", async () => {
    for (const viewer of [haruto, dev]) {
      const { Page } = await ok(viewer.browser, LIST);
      expect(Page.pageInfo).toEqual({ total: 3, perPage: 20, hasNextPage: false });
      expect(Page.modActions.map((a: { id: number; action: string }) => [a.id, a.action])).toEqual([
        [3, 'ROLE_GRANT'],
        [2, 'ACTIVITY_LOCK'],
        [1, 'ACTIVITY_DELETE'],
      ]);
    }
    const [grant, lock, remove] = (await ok(haruto.browser, LIST)).Page.modActions;
    expect(remove).toMatchObject({
      id: 1,
      type: 'DELETE',
      action: 'ACTIVITY_DELETE',
      objectType: 'ACTIVITY',
      objectId: deleted,
      reason: null,
      mod: { name: 'Haruto' },
      moderator: { name: 'Haruto' },
      user: { name: 'Aki' },
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.parse(remove.data)).toEqual({ kind: 'TEXT', text: 'Buy cheap followers at example.com' });
    expect(Math.abs(remove.createdAt - Date.now() / 1000)).toBeLessThan(120);
    expect(lock).toMatchObject({ type: 'EDIT', action: 'ACTIVITY_LOCK', objectId: locked });
    expect(grant).toMatchObject({
      type: 'EDIT',
      action: 'ROLE_GRANT',
      objectType: 'USER',
      objectId: aki.user.id,
      mod: { name: 'Boss' },
      user: { name: 'Aki' },
    });
    expect(JSON.parse(grant.data)).toEqual({ role: 'DEVELOPER', roles: ['DEVELOPER'] });
  });

  it('filter by moderator, action, object, member and time, and page', async () => {
    const ids = async (variables: Record<string, unknown>) =>
      (await ok(haruto.browser, LIST, variables)).Page.modActions.map((a: { id: number }) => a.id);
    expect(await ids({ moderatorId: boss.user.id })).toEqual([3]);
    expect(await ids({ moderatorId: haruto.user.id })).toEqual([2, 1]);
    expect(await ids({ action: 'ACTIVITY_LOCK' })).toEqual([2]);
    expect(await ids({ objectType: 'ACTIVITY', objectId: deleted })).toEqual([1]);
    expect(await ids({ objectType: 'USER' })).toEqual([3]);
    expect(await ids({ userId: aki.user.id })).toEqual([3, 2, 1]);
    expect(await ids({ userId: haruto.user.id })).toEqual([]);
    const now = Math.floor(Date.now() / 1000);
    expect(await ids({ from: now - 600, to: now + 600 })).toEqual([3, 2, 1]);
    expect(await ids({ to: now - 600 })).toEqual([]);
    const page = await ok(haruto.browser, LIST, { page: 2, perPage: 2 });
    expect(page.Page.pageInfo).toEqual({ total: 3, perPage: 2, hasNextPage: false });
    expect(page.Page.modActions.map((a: { id: number }) => a.id)).toEqual([1]);
    expect((await gql(haruto.browser, LIST, { action: 'NOT_AN_ACTION' })).body.errors?.[0]).toBeDefined();
  });

  it("give the chain's verdict from the log, and name an action altered there", async () => {
    const valid = (await ok(dev.browser, CHAIN)).ModActionChain;
    expect(valid).toMatchObject({ valid: true, checked: 3, total: 3, firstBrokenSeq: null, reason: null, headSeq: 3 });
    const [newest] = (await ok(haruto.browser, LIST)).Page.modActions;
    expect(valid.headHash).toBe(newest.hash);

    await stack.pool.query(
      `UPDATE event_store.events SET data = jsonb_set(data, '{data,text}', '"nothing happened"')
      WHERE stream_id = $1 AND stream_position = 0`,
      [MODLOG_STREAM],
    );
    expect((await ok(haruto.browser, CHAIN)).ModActionChain).toMatchObject({
      valid: false,
      checked: 0,
      total: 3,
      firstBrokenSeq: 1,
      reason: 'ALTERED',
      firstBrokenAction: 'ACTIVITY_DELETE',
      firstBrokenModerator: { name: 'Haruto' },
    });
  });

  it('let only admins change roles', async () => {
    const res = await gql(haruto.browser, 'mutation ($id: Int!) { SetModeratorRoles(userId: $id, moderatorRoles: [COMMUNITY]) { id } }', {
      id: aki.user.id,
    });
    expect(res.body.errors?.[0]).toMatchObject({ status: 403 });
  });

  it('let only admins set a donator tier and badge, read back at once', async () => {
    const SET = `mutation ($id: Int!, $tier: Int!, $badge: String) {
      SetDonatorTier(userId: $id, donatorTier: $tier, donatorBadge: $badge) { id donatorTier donatorBadge }
    }`;
    const set = await ok(boss.browser, SET, { id: aki.user.id, tier: 4, badge: '  Patron of the arts ' });
    expect(set.SetDonatorTier).toEqual({ id: aki.user.id, donatorTier: 4, donatorBadge: 'Patron of the arts' });

    const refused = await gql(haruto.browser, SET, { id: aki.user.id, tier: 1, badge: null });
    expect(refused.body.errors?.[0]).toMatchObject({ status: 403 });
    const invalid = await gql(boss.browser, SET, { id: aki.user.id, tier: 11, badge: null });
    expect(invalid.body.errors?.[0]).toMatchObject({ status: 400 });
    const read = await ok(stack.browser(), 'query ($id: Int) { User(id: $id) { donatorTier donatorBadge } }', { id: aki.user.id });
    expect(read.User).toEqual({ donatorTier: 4, donatorBadge: 'Patron of the arts' });
  });
});
