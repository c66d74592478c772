import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODLOG_STREAM, ofType, type Actor } from '@tsuzuki/events';
import { PostgresEventStore, verifyModLog } from '@tsuzuki/event-store';
import { signUpUser } from '../accounts/user/index.ts';
import { CommandBus } from '../bus.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../testing/env.ts';

// The mod-action log through the real bus and store (ADR 19): which commands record an action, that the action is
// appended with the change it records, and that concurrent moderators still leave one unbroken chain.
let env: TestEnv;
const actor = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const aki = actor(51);
const ren = actor(52);
const haruto = actor(53, ['COMMUNITY']);
const boss = actor(54, ['ADMIN']);
const mods = [haruto, actor(55, ['LEAD_COMMUNITY']), actor(56, ['ADMIN'])];

beforeAll(async () => {
  env = await createTestEnv('command_modlog');
  for (const [userId, name] of [
    [51, 'Aki'],
    [52, 'Ren'],
    [53, 'Haruto'],
    [54, 'Boss'],
    [55, 'Lead'],
    [56, 'Root'],
  ] as const) {
    await env.bus.run(signUpUser, { userId, name }, { actor: SYSTEM });
  }
});
afterAll(async () => {
  await env?.close();
});

const log = async () => (await env.store.readStream(MODLOG_STREAM)).events.filter(ofType('ModActionRecorded'));
const entries = async () => (await log()).map((e) => e.data);
const status = async (by: Actor, text: string) => (await env.bus.execute('SaveTextActivity', { text }, { actor: by })).ids.activityId!;

describe('mod actions', () => {
  it("records a moderator deleting another member's status in the same transaction as the deletion", async () => {
    const activityId = await status(aki, 'A status the moderators will not like');
    const result = await env.bus.execute('DeleteActivity', { activityId }, { actor: haruto, commandId: 'mod-delete-1' });

    const [deleted] = (await env.store.readStream(`activity-${activityId}`)).events.slice(-1);
    const [entry] = await log();
    expect(deleted!.type).toBe('ActivityDeleted');
    expect(entry!.type).toBe('ModActionRecorded');
    expect(entry!.logPosition.transactionId).toBe(deleted!.logPosition.transactionId);
    expect(entry!.data).toMatchObject({
      seq: 1,
      moderatorId: 53,
      action: 'ACTIVITY_DELETE',
      objectType: 'ACTIVITY',
      objectId: activityId,
      subjectUserId: 51,
      data: { kind: 'TEXT', text: 'A status the moderators will not like' },
      reason: null,
      occurredAt: deleted!.metadata.occurredAt,
      prevHash: '0'.repeat(64),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The answer's position covers the log entry: waiting for it shows the mod-action read model the action too.
    expect(result.position).toBe(`${entry!.logPosition.transactionId}:${entry!.logPosition.position}`);

    // The same command id again appends nothing, to either stream.
    await expect(env.bus.execute('DeleteActivity', { activityId }, { actor: haruto, commandId: 'mod-delete-1' })).resolves.toMatchObject({
      duplicate: true,
    });
    expect(await log()).toHaveLength(1);
  });

  it('records nothing when members, or moderators, act on their own', async () => {
    const before = (await log()).length;
    await env.bus.execute('DeleteActivity', { activityId: await status(aki, 'mine') }, { actor: aki });
    await env.bus.execute('DeleteActivity', { activityId: await status(haruto, 'mine too') }, { actor: haruto });
    const own = await status(haruto, 'draft');
    await env.bus.execute('SaveTextActivity', { activityId: own, text: 'final' }, { actor: haruto });
    await env.bus.execute('ToggleActivityLike', { activityId: own }, { actor: haruto });
    expect(await log()).toHaveLength(before);
  });

  it('records edits with the text before and after, and every lock', async () => {
    const activityId = await status(ren, 'spoilers ahead');
    await env.bus.execute('SaveActivityReply', { activityId, text: 'rude reply' }, { actor: aki });
    const replyId = (await env.store.readStream(`activity-${activityId}`)).events.find(ofType('ActivityReplyPosted'))!.data.replyId;
    const before = (await log()).length;
    await env.bus.execute('SaveTextActivity', { activityId, text: '~!spoilers!~ ahead' }, { actor: haruto });
    await env.bus.execute('SaveActivityReply', { activityId, replyId, text: 'polite reply' }, { actor: haruto });
    await env.bus.execute('DeleteActivityReply', { activityId, replyId }, { actor: haruto });
    await env.bus.execute('LockActivity', { activityId, locked: true }, { actor: haruto });
    await env.bus.execute('LockActivity', { activityId, locked: false }, { actor: haruto });
    const recent = (await entries()).slice(before);
    expect(recent.map((e) => [e.action, e.objectType, e.subjectUserId])).toEqual([
      ['ACTIVITY_EDIT', 'ACTIVITY', 52],
      ['ACTIVITY_REPLY_EDIT', 'ACTIVITY_REPLY', 51],
      ['ACTIVITY_REPLY_DELETE', 'ACTIVITY_REPLY', 51],
      ['ACTIVITY_LOCK', 'ACTIVITY', 52],
      ['ACTIVITY_UNLOCK', 'ACTIVITY', 52],
    ]);
    expect(recent[0]!.data).toEqual({ kind: 'TEXT', before: 'spoilers ahead', after: '~!spoilers!~ ahead' });
    expect(recent[1]!.data).toEqual({ activityId, before: 'rude reply', after: 'polite reply' });
    expect(recent[2]!.data).toEqual({ activityId, text: 'polite reply' });
  });

  it('records an admin granting and revoking roles, one action per role; the importer records none', async () => {
    await env.bus.execute('SetModeratorRoles', { userId: 52, moderatorRoles: ['DEVELOPER'] }, { actor: SYSTEM });
    const before = (await log()).length;
    await env.bus.execute('SetModeratorRoles', { userId: 52, moderatorRoles: ['COMMUNITY', 'RETIRED'] }, { actor: boss });
    const recent = (await entries()).slice(before);
    expect(recent.map((e) => [e.action, e.objectType, e.objectId, e.subjectUserId, e.moderatorId, e.data.role])).toEqual([
      ['ROLE_GRANT', 'USER', 52, 52, 54, 'COMMUNITY'],
      ['ROLE_GRANT', 'USER', 52, 52, 54, 'RETIRED'],
      ['ROLE_REVOKE', 'USER', 52, 52, 54, 'DEVELOPER'],
    ]);
  });

  it("keeps one unbroken chain while moderators act at once, each entry in its change's transaction", async () => {
    const before = (await log()).length;
    const targets = await Promise.all(Array.from({ length: 16 }, (_, i) => status(i % 2 ? aki : ren, `status ${i}`)));
    const contested = await status(aki, 'everyone deletes this');
    const results = await Promise.allSettled([
      ...targets.map((activityId, i) =>
        env.bus.execute(i % 3 ? 'DeleteActivity' : 'LockActivity', i % 3 ? { activityId } : { activityId, locked: true }, {
          actor: mods[i % mods.length]!,
        }),
      ),
      ...mods.map((mod) => env.bus.execute('DeleteActivity', { activityId: contested }, { actor: mod })),
    ]);
    expect(results.slice(0, targets.length).every((r) => r.status === 'fulfilled')).toBe(true);
    // The activity is deleted once, and that deletion is recorded once.
    expect(results.slice(targets.length).filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const all = await log();
    expect(all.map((e) => e.data.seq)).toEqual(all.map((_, i) => i + 1));
    const added = all.slice(before);
    expect(added.map((e) => e.data.objectId).sort((a, b) => a - b)).toEqual([...targets, contested].sort((a, b) => a - b));
    for (const entry of added) {
      const change = (await env.store.readStream(`activity-${entry.data.objectId}`)).events.at(-1)!;
      expect(change.logPosition.transactionId).toBe(entry.logPosition.transactionId);
    }
    expect(await verifyModLog(env.store)).toMatchObject({ valid: true, checked: all.length, total: all.length });
  });

  it('keeps one unbroken chain when two command-service processes race for the log, each entry with its change', async () => {
    const url = (env.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const otherStore = await PostgresEventStore.connect({ connectionString: url });
    const other = new CommandBus({ store: otherStore, pool: env.pool, doorbell: null });
    try {
      const before = (await log()).length;
      const targets = await Promise.all(Array.from({ length: 20 }, (_, i) => status(i % 2 ? aki : ren, `raced ${i}`)));
      await Promise.all(
        targets.map((activityId, i) =>
          (i % 2 ? env.bus : other).execute('DeleteActivity', { activityId }, { actor: mods[i % mods.length]! }),
        ),
      );
      const all = await entries();
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
      expect(
        all
          .slice(before)
          .map((e) => e.objectId)
          .sort((a, b) => a - b),
      ).toEqual([...targets].sort((a, b) => a - b));
      // appendAll: the process that lost the race for the log wrote neither its change nor its entry, and decided again.
      for (const entry of (await log()).slice(before)) {
        const change = (await env.store.readStream(`activity-${entry.data.objectId}`)).events.at(-1)!;
        expect(change.logPosition.transactionId).toBe(entry.logPosition.transactionId);
      }
      expect(await verifyModLog(env.store)).toMatchObject({ valid: true, total: all.length });
    } finally {
      await otherStore.close();
    }
  });
});
