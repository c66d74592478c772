import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberModerationStream, newEvent, userReportsStream, REPORT_OBJECT_TYPES, type DomainEvent } from '@tsuzuki/events';
import { rebuild } from '../../rebuild/rebuild.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { verify } from '../../verify/verify.ts';
import { moderation } from './index.ts';

// The report queue, notes and bans over a random world: the rows are recounted from the events by a plain fold here,
// and replaying the log in other batch sizes (verify, rebuild) gives the same rows.
let env: TestEnv;
const MEMBERS = 12;
const expected = {
  reports: new Map<number, Record<string, unknown>>(),
  notes: new Map<number, Record<string, unknown>>(),
  bans: new Map<number, Record<string, unknown>>(),
};

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

beforeAll(async () => {
  env = await openTestEnv('rm_moderation');
  const rnd = random(7);
  const pick = (n: number) => 1 + Math.floor(rnd() * n);
  let ids = 0;
  const open: { reportId: number; userId: number; reporterId: number }[] = [];
  const inForce = new Map<number, number>();
  for (let step = 0; step < 400; step++) {
    const at = new Date(Date.UTC(2024, 0, 1, 0, 0, step)).toISOString();
    const seconds = Date.parse(at) / 1000;
    const roll = rnd();
    const userId = pick(MEMBERS);
    let stream: string;
    let event: DomainEvent;
    if (roll < 0.45 || (roll < 0.7 && open.length === 0)) {
      const reportId = ++ids;
      const reporterId = (userId % MEMBERS) + 1;
      const objectType = REPORT_OBJECT_TYPES[Math.floor(rnd() * REPORT_OBJECT_TYPES.length)]!;
      const objectId = objectType === 'USER' ? null : pick(1000);
      event = newEvent('UserReported', { reportId, userId, reporterId, objectType, objectId, reason: `reason ${reportId}` });
      stream = userReportsStream(userId);
      open.push({ reportId, userId, reporterId });
      expected.reports.set(reportId, {
        id: reportId,
        user_id: userId,
        reporter_id: reporterId,
        object_type: objectType,
        object_id: objectId,
        reason: `reason ${reportId}`,
        created_at: seconds,
        resolved_at: null,
        resolved_by: null,
        dismissed: null,
        note: null,
      });
    } else if (roll < 0.7) {
      const [report] = open.splice(Math.floor(rnd() * open.length), 1);
      const note = rnd() < 0.5 ? null : `handled ${report!.reportId}`;
      const dismissed = rnd() < 0.3;
      event = newEvent('UserReportResolved', { ...report!, resolvedBy: 99, dismissed, note });
      stream = userReportsStream(report!.userId);
      Object.assign(expected.reports.get(report!.reportId)!, { resolved_at: seconds, resolved_by: 99, dismissed, note });
    } else if (roll < 0.85) {
      const noteId = ++ids;
      event = newEvent('ModNoteSaved', { noteId, userId, moderatorId: 98, note: `note ${noteId}` });
      stream = memberModerationStream(userId);
      expected.notes.set(noteId, { id: noteId, user_id: userId, moderator_id: 98, note: `note ${noteId}`, created_at: seconds });
    } else if (roll < 0.95 || !inForce.has(userId)) {
      const banId = ++ids;
      const expiresAt = rnd() < 0.5 ? null : new Date(Date.parse(at) + 86_400_000).toISOString();
      event = newEvent('UserBanned', { banId, userId, moderatorId: 97, reason: `ban ${banId}`, expiresAt });
      stream = memberModerationStream(userId);
      inForce.set(userId, banId);
      expected.bans.set(banId, {
        id: banId,
        user_id: userId,
        moderator_id: 97,
        reason: `ban ${banId}`,
        created_at: seconds,
        expires_at: expiresAt ? seconds + 86_400 : null,
        lifted_at: null,
        lifted_by: null,
        lift_reason: null,
      });
    } else {
      const banId = inForce.get(userId)!;
      inForce.delete(userId);
      event = newEvent('UserUnbanned', { banId, userId, moderatorId: 96, reason: null });
      stream = memberModerationStream(userId);
      Object.assign(expected.bans.get(banId)!, { lifted_at: seconds, lifted_by: 96 });
    }
    await env.append(stream, [event], at);
  }
  await env.project(moderation, 9);
}, 120_000);
afterAll(async () => env?.drop());

const sorted = (rows: Map<number, Record<string, unknown>>) => [...rows.values()].sort((a, b) => (a.id as number) - (b.id as number));

describe('the moderation read model', () => {
  it('holds every report with its handling, every note and every ban with its lifting, as recounted from the events', async () => {
    expect(await env.rows('SELECT * FROM rm_moderation.reports ORDER BY id')).toEqual(sorted(expected.reports));
    expect(await env.rows('SELECT * FROM rm_moderation.mod_notes ORDER BY id')).toEqual(sorted(expected.notes));
    expect(await env.rows('SELECT * FROM rm_moderation.bans ORDER BY id')).toEqual(sorted(expected.bans));
    const open = [...expected.reports.values()].filter((r) => r.resolved_at === null).length;
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(expected.reports.size);
  });

  it('gives the same rows when the log is replayed in other batches (verify, rebuild)', async () => {
    for (const batchSize of [1000, 1, 3]) {
      expect(await verify(moderation, { store: env.store, pool: env.pool, batchSize })).toMatchObject({ ok: true, diffs: [] });
    }
    const before = await env.rows('SELECT * FROM rm_moderation.reports ORDER BY id');
    await rebuild(moderation, { store: env.store, pool: env.pool, batchSize: 4 });
    expect(await env.rows('SELECT * FROM rm_moderation.reports ORDER BY id')).toEqual(before);
  });
});
