import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES as M } from '@tsuzuki/events/moderationRules';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import { until } from '../../testing/lists.ts';
import { gql, ok, type Member } from '../reviews/testStack.ts';

// Reports, mod notes and bans over GraphQL (ADR 21): who may send them, that moderators read them and everyone else
// gets null (not an error), and that a resolution, a note and a ban are mod actions in the history.
let stack: AccountsStack;
let aki: Member;
let ren: Member;
let haruto: Member;
let dev: Member;
let activityId: number;

const member = async (name: string, moderatorRoles: string[] = []) => {
  const m = await stack.signUp(name);
  if (moderatorRoles.length) await stack.env.bus.execute('SetModeratorRoles', { userId: m.user.id, moderatorRoles }, { actor: SYSTEM });
  return m;
};
const REPORT =
  'mutation ($userId: Int, $reason: String, $type: ReportObjectType, $id: Int) { CreateUserReport(userId: $userId, reason: $reason, objectType: $type, objectId: $id) }';
const QUEUE = `query ($cleared: Boolean, $reportedId: Int) { Page { pageInfo { total } reports(cleared: $cleared, reportedId: $reportedId) {
  id reason createdAt cleared objectType objectId itemPath dismissed note reporter { name } reported { name } resolvedBy { name } } } }`;
const MOD_DATA = `query ($id: Int) { User(id: $id) { name bans modNotes modData { banned privacy email ip counts
  bans notes { note moderator { name } } reports { id } alts { name } } } }`;

beforeAll(async () => {
  stack = await startAccountsStack('query_reports', {
    projections: ['users', 'activities', 'social', 'reviews', 'forum', 'moderation', 'modactions'],
  });
  aki = await member('Aki');
  ren = await member('Ren');
  haruto = await member('Haruto', ['COMMUNITY']);
  dev = await member('Dev', ['DEVELOPER']);
  activityId = (await ok(aki.browser, 'mutation { SaveTextActivity(text: "Buy followers at example.com") { id } }')).SaveTextActivity.id;
}, 120_000);
afterAll(() => stack?.close());

describe('reports over GraphQL', () => {
  let reportId = 0;

  it("take a member's report of an activity, naming its author whatever userId says", async () => {
    const reason = `Spam\n\n/activity/${activityId}\n\n> Buy followers at example.com`;
    expect((await ok(ren.browser, REPORT, { userId: ren.user.id + 100, reason, type: 'ACTIVITY', id: activityId })).CreateUserReport).toBe(
      true,
    );
    // The reporter reads nothing of it, so the answer does not wait for the queue.
    await until(async () => (await stack.pool.query('SELECT 1 FROM rm_moderation.reports')).rowCount === 1);
    const { Page } = await ok(haruto.browser, QUEUE, { cleared: false });
    expect(Page.reports).toEqual([
      {
        id: expect.any(Number),
        reason,
        createdAt: expect.any(Number),
        cleared: false,
        objectType: 'ACTIVITY',
        objectId: activityId,
        itemPath: `/activity/${activityId}`,
        dismissed: null,
        note: null,
        reporter: { name: 'Ren' },
        reported: { name: 'Aki' },
        resolvedBy: null,
      },
    ]);
    reportId = Page.reports[0].id;
  });

  it("refuse guests, one's own item and community moderators, with the messages", async () => {
    const args = { reason: 'x', type: 'ACTIVITY', id: activityId };
    expect((await gql(stack.browser(), REPORT, args)).body.errors?.[0]).toMatchObject({ status: 401 });
    expect((await gql(aki.browser, REPORT, args)).body.errors?.[0]).toMatchObject({ status: 403, message: M.reportOwn });
    expect((await gql(haruto.browser, REPORT, args)).body.errors?.[0]).toMatchObject({ status: 403, message: M.reportAsMod });
    expect((await gql(ren.browser, REPORT, { reason: 'x', type: 'ACTIVITY', id: 99999 })).body.errors?.[0]).toMatchObject({ status: 404 });
  });

  it('are null for members and guests, a list for any moderator', async () => {
    for (const viewer of [ren.browser, stack.browser()]) {
      const res = await gql(viewer, QUEUE);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data?.Page.reports).toBeNull();
    }
    expect((await ok(dev.browser, QUEUE)).Page.reports).toHaveLength(1);
  });

  it('are resolved by community moderators with a note, a mod action', async () => {
    const RESOLVE =
      'mutation ($id: Int, $note: String) { ResolveReport(id: $id, note: $note) { id cleared note dismissed resolvedBy { name } } }';
    expect((await gql(dev.browser, RESOLVE, { id: reportId })).body.errors?.[0]).toMatchObject({ status: 403, message: M.moderatorsOnly });
    expect((await ok(haruto.browser, RESOLVE, { id: reportId, note: 'Deleted the spam' })).ResolveReport).toEqual({
      id: reportId,
      cleared: true,
      note: 'Deleted the spam',
      dismissed: false,
      resolvedBy: { name: 'Haruto' },
    });
    expect((await ok(haruto.browser, QUEUE, { cleared: false })).Page.reports).toEqual([]);
    await until(
      async () => (await stack.pool.query("SELECT 1 FROM rm_modactions.mod_actions WHERE action = 'REPORT_RESOLVE'")).rowCount === 1,
    );
    const actions = await ok(
      haruto.browser,
      '{ Page { modActions(action: REPORT_RESOLVE) { objectType objectId reason user { name } } } }',
    );
    expect(actions.Page.modActions).toEqual([
      { objectType: 'REPORT', objectId: reportId, reason: 'Deleted the spam', user: { name: 'Aki' } },
    ]);
  });

  it("fold reviews' and comments' reports into the same queue, with the item's link and text", async () => {
    const thread = (await ok(aki.browser, 'mutation { SaveThread(title: "Openings", body: "Share yours", categories: [7]) { id } }'))
      .SaveThread.id;
    const comment = (
      await ok(aki.browser, 'mutation ($t: Int) { SaveThreadComment(threadId: $t, comment: "Spoiler: everyone dies") { id } }', {
        t: thread,
      })
    ).SaveThreadComment.id;
    expect(
      (await ok(ren.browser, 'mutation ($id: Int) { ReportThreadComment(id: $id, reason: "Untagged spoiler") }', { id: comment }))
        .ReportThreadComment,
    ).toBe(true);
    const own = await gql(aki.browser, 'mutation ($id: Int) { ReportThreadComment(id: $id, reason: "x") }', { id: comment });
    expect(own.body.errors?.[0]).toMatchObject({ status: 403, message: M.reportOwn });
    await until(async () => (await stack.pool.query('SELECT 1 FROM rm_moderation.reports')).rowCount === 2);
    const [report] = (await ok(haruto.browser, QUEUE, { cleared: false })).Page.reports;
    expect(report).toMatchObject({
      objectType: 'THREAD_COMMENT',
      objectId: comment,
      itemPath: `/forum/thread/${thread}/comment/${comment}`,
      reported: { name: 'Aki' },
      reason: `Untagged spoiler\n\n/forum/thread/${thread}/comment/${comment}\n\n> Spoiler: everyone dies`,
    });
  });
});

describe('mod notes and bans over GraphQL', () => {
  it('are saved by community moderators and read by moderators only', async () => {
    const NOTE = 'mutation ($id: Int, $note: String) { SaveModNote(userId: $id, note: $note) { note moderator { name } } }';
    expect((await ok(haruto.browser, NOTE, { id: aki.user.id, note: 'Warned about spam' })).SaveModNote).toEqual({
      note: 'Warned about spam',
      moderator: { name: 'Haruto' },
    });
    expect((await gql(ren.browser, NOTE, { id: aki.user.id, note: 'x' })).body.errors?.[0]).toMatchObject({ status: 403 });
    for (const viewer of [ren.browser, stack.browser(), aki.browser]) {
      const res = await gql(viewer, MOD_DATA, { id: aki.user.id });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data?.User).toEqual({ name: 'Aki', bans: null, modNotes: null, modData: null });
    }
    const { User } = await ok(dev.browser, MOD_DATA, { id: aki.user.id });
    expect(User.modNotes).toMatch(/^\d{4}-\d\d-\d\d: Warned about spam$/);
    expect(User.modData).toMatchObject({
      banned: false,
      privacy: 0,
      email: 'aki@example.com',
      bans: [],
      notes: [{ note: 'Warned about spam', moderator: { name: 'Haruto' } }],
      reports: [{ id: expect.any(Number) }, { id: expect.any(Number) }],
      alts: expect.any(Array),
      counts: expect.objectContaining({ activities: 1, threads: 1, threadComments: 1, reportsReceived: 2, reportsOpen: 1, modNotes: 1 }),
    });
  });

  it('ban a member, whose every mutation is refused with the reason, until lifted', async () => {
    const BAN = 'mutation ($id: Int, $reason: String, $until: Int) { BanUser(userId: $id, reason: $reason, expiresAt: $until) { id } }';
    const until7 = Math.floor(Date.now() / 1000) + 7 * 86400;
    await ok(haruto.browser, BAN, { id: ren.user.id, reason: 'Harassment', until: until7 });
    const refused = await gql(ren.browser, 'mutation { SaveTextActivity(text: "hi") { id } }');
    expect(refused.body.errors?.[0]).toMatchObject({
      status: 403,
      message: expect.stringMatching(/^Your account is banned until .+ UTC: Harassment$/),
    });
    const { User } = await ok(haruto.browser, MOD_DATA, { id: ren.user.id });
    expect(User.modData.banned).toBe(true);
    expect(User.bans).toEqual([expect.objectContaining({ reason: 'Harassment', expiresAt: until7, inForce: true, liftedAt: null })]);
    await ok(haruto.browser, 'mutation ($id: Int) { UnbanUser(userId: $id, reason: "Appeal") { id } }', { id: ren.user.id });
    await ok(ren.browser, 'mutation { SaveTextActivity(text: "hi again") { id } }');
    expect((await gql(haruto.browser, BAN, { id: dev.user.id, reason: 'x' })).body.errors?.[0]).toMatchObject({
      status: 403,
      message: M.banModerator,
    });
  });

  it('post as ModChan for community moderators', async () => {
    const modchan = await member('ModChan');
    const posted = await ok(haruto.browser, 'mutation { SaveTextActivity(text: "Rules updated", asMod: true) { id user { name } } }');
    expect(posted.SaveTextActivity.user).toEqual({ name: 'ModChan' });
    const message = await ok(
      haruto.browser,
      'mutation ($to: Int) { SaveMessageActivity(recipientId: $to, message: "Please stop", private: true, asMod: true) { messenger { name } isPrivate } }',
      { to: aki.user.id },
    );
    expect(message.SaveMessageActivity).toEqual({ messenger: { name: 'ModChan' }, isPrivate: true });
    expect(modchan.user.name).toBe('ModChan');
    expect((await gql(ren.browser, 'mutation { SaveTextActivity(text: "x", asMod: true) { id } }')).body.errors?.[0]).toMatchObject({
      status: 403,
    });
  });
});
