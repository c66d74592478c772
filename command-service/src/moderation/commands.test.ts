import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODLOG_STREAM, dataOf, type Actor } from '@tsuzuki/events';
import { verifyModLog } from '@tsuzuki/event-store';
import { bannedMessage, MODERATION_MESSAGES as M } from '@tsuzuki/events/moderationRules';
import { signUpUser } from '../accounts/user/index.ts';
import { CommandBus } from '../bus.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../testing/env.ts';

// Reports, mod notes, bans and ModChan through the real bus and store (ADR 21): each rule and message, the mod actions
// they record, and the ban that stops every command of a member, also one sent through another process's bus.
let env: TestEnv;
const actor = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const aki = actor(61);
const ren = actor(62);
const haruto = actor(63, ['COMMUNITY']);
const dev = actor(64, ['DEVELOPER']);
const MODCHAN = 65;

beforeAll(async () => {
  env = await createTestEnv('command_moderation');
  for (const [userId, name] of [
    [61, 'Aki'],
    [62, 'Ren'],
    [63, 'Haruto'],
    [64, 'Dev'],
    [MODCHAN, 'ModChan'],
  ] as const) {
    await env.bus.run(signUpUser, { userId, name }, { actor: SYSTEM });
  }
  await env.bus.execute('SetModeratorRoles', { userId: 63, moderatorRoles: ['COMMUNITY'] }, { actor: SYSTEM });
  await env.bus.execute('SetModeratorRoles', { userId: 64, moderatorRoles: ['DEVELOPER'] }, { actor: SYSTEM });
});
afterAll(async () => {
  await env?.close();
});

const entries = async () => (await env.store.readStream(MODLOG_STREAM)).events.map(dataOf('ModActionRecorded'));
const eventsOf = async (stream: string) => (await env.store.readStream(stream)).events;

describe('reports', () => {
  let activityId = 0;
  let reportId = 0;

  it("takes a member's report of another member's activity into the reported member's stream, once", async () => {
    activityId = (await env.bus.execute('SaveTextActivity', { text: 'Buy followers at example.com' }, { actor: aki })).ids.activityId!;
    const reason = `Spam\n\n/activity/${activityId}\n\n> Buy followers at example.com`;
    const first = await env.bus.execute(
      'CreateUserReport',
      { userId: 61, reason, objectType: 'ACTIVITY', objectId: activityId },
      { actor: ren },
    );
    await env.bus.execute('CreateUserReport', { userId: 61, reason, objectType: 'ACTIVITY', objectId: activityId }, { actor: ren });
    const events = await eventsOf('reports-61');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ userId: 61, reporterId: 62, objectType: 'ACTIVITY', objectId: activityId, reason }),
    ]);
    reportId = dataOf('UserReported')(events[0]!).reportId;
    expect(first.stream).toBe('reports-61');
  });

  it('refuses guests, oneself and community moderators with the messages', async () => {
    const report = { userId: 61, reason: 'x' };
    await expect(env.bus.execute('CreateUserReport', report, { actor: { kind: 'guest' } })).rejects.toMatchObject({ status: 401 });
    await expect(env.bus.execute('CreateUserReport', report, { actor: aki })).rejects.toMatchObject({ status: 403, message: M.reportOwn });
    await expect(env.bus.execute('CreateUserReport', report, { actor: haruto })).rejects.toMatchObject({
      status: 403,
      message: M.reportAsMod,
    });
    await expect(env.bus.execute('CreateUserReport', { userId: 999, reason: 'x' }, { actor: ren })).rejects.toMatchObject({
      status: 404,
      message: M.userNotFound,
    });
  });

  it('lets a community moderator resolve it with a note, a mod action; others are refused, and twice is refused', async () => {
    await expect(env.bus.execute('ResolveReport', { userId: 61, reportId }, { actor: dev })).rejects.toMatchObject({
      status: 403,
      message: M.moderatorsOnly,
    });
    await env.bus.execute('ResolveReport', { userId: 61, reportId, note: 'Deleted it' }, { actor: haruto });
    await expect(env.bus.execute('ResolveReport', { userId: 61, reportId }, { actor: haruto })).rejects.toMatchObject({
      status: 409,
      message: M.reportHandled,
    });
    expect((await entries()).at(-1)).toMatchObject({
      moderatorId: 63,
      action: 'REPORT_RESOLVE',
      objectType: 'REPORT',
      objectId: reportId,
      subjectUserId: 61,
      reason: 'Deleted it',
      data: { reporterId: 62, reportedObjectType: 'ACTIVITY', reportedObjectId: activityId },
    });
  });
});

describe('mod notes', () => {
  it('saves a note on a member as a mod action, for community moderators only', async () => {
    await env.bus.execute('SaveModNote', { userId: 61, note: 'Spam account? Watch.' }, { actor: haruto });
    expect((await eventsOf('moderation-61')).at(-1)!.data).toMatchObject({ userId: 61, moderatorId: 63, note: 'Spam account? Watch.' });
    expect((await entries()).at(-1)).toMatchObject({
      action: 'MOD_NOTE_SAVE',
      objectType: 'USER',
      objectId: 61,
      data: { note: 'Spam account? Watch.' },
    });
    await expect(env.bus.execute('SaveModNote', { userId: 61, note: 'x' }, { actor: ren })).rejects.toMatchObject({ status: 403 });
    await expect(env.bus.execute('SaveModNote', { userId: 999, note: 'x' }, { actor: haruto })).rejects.toMatchObject({ status: 404 });
  });
});

describe('bans', () => {
  it('stop every command of the member until lifted, with the reason; other members go on', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await env.bus.execute('BanUser', { userId: 62, reason: 'Harassment', expiresAt }, { actor: haruto });
    const message = bannedMessage({ reason: 'Harassment', expiresAt });
    for (const [command, payload] of [
      ['SaveTextActivity', { text: 'hello' }],
      ['UpdateUser', { about: 'x' }],
      ['CreateUserReport', { userId: 61, reason: 'x' }],
      ['ToggleFollow', { otherId: 61 }],
    ] as const) {
      await expect(env.bus.execute(command, payload, { actor: ren }), command).rejects.toMatchObject({ status: 403, message });
    }
    await expect(env.bus.execute('SaveTextActivity', { text: 'still here' }, { actor: aki })).resolves.toBeDefined();
    // A second process knows at once: it reads the member's moderation stream on from where it left it.
    const other = new CommandBus({ store: env.store, pool: env.pool, doorbell: null });
    await other.execute('SaveTextActivity', { text: 'before' }, { actor: aki });
    await env.bus.execute('BanUser', { userId: 61, reason: 'Spam', expiresAt: null }, { actor: haruto });
    await expect(other.execute('SaveTextActivity', { text: 'after' }, { actor: aki })).rejects.toMatchObject({
      status: 403,
      message: 'Your account is banned: Spam',
    });
    await env.bus.execute('UnbanUser', { userId: 61, reason: 'Appeal' }, { actor: haruto });
    await expect(other.execute('SaveTextActivity', { text: 'back' }, { actor: aki })).resolves.toBeDefined();
    expect((await entries()).slice(-3).map((e) => [e.action, e.subjectUserId, e.reason])).toEqual([
      ['USER_BAN', 62, 'Harassment'],
      ['USER_BAN', 61, 'Spam'],
      ['USER_UNBAN', 61, 'Appeal'],
    ]);
    await expect(env.bus.execute('UnbanUser', { userId: 61 }, { actor: haruto })).rejects.toMatchObject({
      status: 400,
      message: M.notBanned,
    });
    await expect(env.bus.execute('BanUser', { userId: 64, reason: 'x' }, { actor: haruto })).rejects.toMatchObject({
      status: 403,
      message: M.banModerator,
    });
  });

  it('end at their expiry', async () => {
    let now = new Date();
    const clocked = new CommandBus({ store: env.store, pool: env.pool, doorbell: null, clock: () => now });
    await clocked.execute('UnbanUser', { userId: 62 }, { actor: haruto });
    await clocked.execute(
      'BanUser',
      { userId: 62, reason: 'Cool off', expiresAt: new Date(now.getTime() + 3_600_000).toISOString() },
      { actor: haruto },
    );
    await expect(clocked.execute('SaveTextActivity', { text: 'x' }, { actor: ren })).rejects.toMatchObject({ status: 403 });
    now = new Date(now.getTime() + 3_600_001);
    await expect(clocked.execute('SaveTextActivity', { text: 'x' }, { actor: ren })).resolves.toBeDefined();
  });
});

describe('ModChan', () => {
  it("posts a community moderator's status and private message as ModChan, and the log keeps the moderator", async () => {
    const status = (await env.bus.execute('SaveTextActivity', { text: 'Maintenance tonight', asMod: true }, { actor: haruto })).ids
      .activityId!;
    expect((await eventsOf(`activity-${status}`))[0]!.data).toMatchObject({ userId: MODCHAN, text: 'Maintenance tonight' });
    const message = (
      await env.bus.execute(
        'SaveMessageActivity',
        { recipientId: 61, text: 'Please stop', isPrivate: true, asMod: true },
        { actor: haruto },
      )
    ).ids.activityId!;
    expect((await eventsOf(`activity-${message}`))[0]!.data).toMatchObject({ messengerId: MODCHAN, recipientId: 61, isPrivate: true });
    expect((await entries()).slice(-2)).toMatchObject([
      { moderatorId: 63, action: 'MODCHAN_POST', objectType: 'ACTIVITY', objectId: status, subjectUserId: null, data: { kind: 'TEXT' } },
      {
        moderatorId: 63,
        action: 'MODCHAN_POST',
        objectType: 'ACTIVITY',
        objectId: message,
        subjectUserId: 61,
        data: { kind: 'MESSAGE', private: true },
      },
    ]);
    await expect(env.bus.execute('SaveTextActivity', { text: 'x', asMod: true }, { actor: dev })).rejects.toMatchObject({ status: 403 });
    expect((await verifyModLog(env.store)).valid).toBe(true);
  });
});
