import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '@tsuzuki/events';
import { EditWorld, type EditAppend } from '../../testing/editWorld.ts';
import { openTestEnv, T0, type TestEnv } from '../../testing/env.ts';
import { verify } from '../../verify/verify.ts';
import { edits } from './index.ts';

// The submission queue and the revision history after thousands of random submissions, decisions, direct edits and
// deletions (ADR 22), against a recount from the world that wrote them, and the same again after a replay in other
// batch sizes (rebuild, verify).
let env: TestEnv;
const world = new EditWorld(12, 6, 22);
let at = 0;

async function write(append: EditAppend): Promise<void> {
  await env.store.append(append.stream, append.events, {
    expectedVersion: 'any',
    metadata: { commandId: randomUUID(), actorId: append.actorId, occurredAt: new Date(Date.parse(T0) + at++ * 60_000).toISOString() },
  });
}

beforeAll(async () => {
  env = await openTestEnv('rm_edits');
  for (const append of world.catalogue()) await write(append);
  let events = 0;
  while (events < 2500) {
    const next = world.next();
    if (!next) continue;
    await write(next);
    events += next.events.length;
  }
  // An event the read model skips, through env.append, so that env.project knows where the log ends.
  await env.append('studio-99', [newEvent('StudioAdded', { studioId: 99, name: 'Last', isAnimationStudio: true, favourites: 0 })]);
  await env.project(edits, 83);
}, 240_000);
afterAll(async () => env?.drop());

describe('edits read model after thousands of random events', () => {
  it('holds every submission with the status, fields and moderator of its decision', async () => {
    const rows = await env.rows<{
      id: number;
      object_type: string;
      object_id: number;
      user_id: number;
      status: string;
      accepted_fields: string[] | null;
      moderator_id: number | null;
    }>('SELECT id, object_type, object_id, user_id, status, accepted_fields, moderator_id FROM rm_edits.submissions ORDER BY id');
    expect(rows.length).toBeGreaterThan(300);
    expect(rows).toEqual([...world.submissions.values()].sort((a, b) => a.id - b.id));
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['ACCEPTED', 'PARTIALLY_ACCEPTED', 'PENDING', 'REJECTED']);
  });

  it('holds one revision per applied change, in log order, attributed to the submitter and the moderator who applied it', async () => {
    const rows = await env.rows<{
      id: number;
      object_type: string;
      object_id: number;
      action: string;
      user_id: number | null;
      moderator_id: number | null;
      submission_id: number | null;
      changes: { field: string; before: unknown; after: unknown }[];
    }>('SELECT * FROM rm_edits.revisions ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1));
    expect(
      rows.map(({ object_type, object_id, action, user_id, moderator_id, submission_id, changes }) => ({
        object_type,
        object_id,
        action,
        user_id,
        moderator_id,
        submission_id,
        fields: action === 'EDIT' ? changes.map((c) => c.field) : [],
      })),
    ).toEqual(world.revisions);
    // The diff: every change says what the field held before and what it holds after, and they differ.
    const edits = rows.filter((r) => r.action === 'EDIT');
    expect(edits.length).toBeGreaterThan(200);
    for (const r of edits) for (const c of r.changes) expect(c.before).not.toEqual(c.after);
    expect(rows.some((r) => r.action === 'CREATE') && rows.some((r) => r.action === 'DELETE')).toBe(true);
    const { rows: counter } = await env.pool.query<{ value: number }>("SELECT value FROM rm_edits.counters WHERE name = 'revision'");
    expect(counter[0]!.value).toBe(rows.length);
  });

  it('gives the same tables, ids and all, when the log is replayed in other batches (rebuild, verify)', async () => {
    for (const batchSize of [1000, 7]) {
      const result = await verify(edits, { store: env.store, pool: env.pool, batchSize });
      expect({ batchSize, ...result }).toMatchObject({ batchSize, ok: true, diffs: [] });
    }
  });
});
