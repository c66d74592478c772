import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH, MODLOG_STREAM, chainModAction, newEvent, type ModActionContent } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { rebuild } from '../../rebuild/rebuild.ts';
import { verify } from '../../verify/verify.ts';
import { modActions } from './index.ts';

// The mod-action history: one row per action of the log, as recorded; a replay gives the same rows.
let env: TestEnv;
const ACTIONS = ['ACTIVITY_DELETE', 'COMMENT_TREE_LOCK', 'ROLE_GRANT'] as const;
const TYPES = { ACTIVITY_DELETE: 'ACTIVITY', COMMENT_TREE_LOCK: 'THREAD_COMMENT', ROLE_GRANT: 'USER' } as const;

const content = (seq: number): ModActionContent => {
  const action = ACTIONS[seq % 3]!;
  return {
    seq,
    moderatorId: 10 + (seq % 2),
    action,
    objectType: TYPES[action],
    objectId: 500 + seq,
    subjectUserId: seq % 5 ? 20 + (seq % 4) : null,
    data: { text: `text ${seq}`, n: seq },
    reason: seq % 7 ? null : 'spam',
    occurredAt: new Date(Date.UTC(2024, 0, 1, 0, seq)).toISOString(),
  };
};

beforeAll(async () => {
  env = await openTestEnv('rm_modactions');
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= 60; seq += 3) {
    // Some appends hold several actions (a role change grants and revokes in one command).
    const records = [seq, seq + 1, seq + 2].map((s) => {
      const record = chainModAction(content(s), prev);
      prev = record.hash;
      return newEvent('ModActionRecorded', record);
    });
    await env.append(MODLOG_STREAM, records);
  }
  await env.project(modActions, 7);
}, 120_000);
afterAll(async () => env?.drop());

describe('the mod-actions read model', () => {
  it('keeps every action with its moderator, object, subject, data, reason, time and hash', async () => {
    const rows = await env.rows<Record<string, unknown>>('SELECT * FROM rm_modactions.mod_actions ORDER BY seq');
    expect(rows).toHaveLength(60);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const seven = rows[6]!;
    expect(seven).toEqual({
      seq: 7,
      moderator_id: 11,
      action: 'COMMENT_TREE_LOCK',
      object_type: 'THREAD_COMMENT',
      object_id: 507,
      subject_user_id: 23,
      data: { text: 'text 7', n: 7 },
      reason: 'spam',
      occurred_at: new Date(Date.UTC(2024, 0, 1, 0, 7)),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(rows[4]!.subject_user_id).toBeNull();
  });

  it('gives the same rows when the log is replayed in other batches (rebuild, verify)', async () => {
    const before = await env.rows('SELECT * FROM rm_modactions.mod_actions ORDER BY seq');
    for (const batchSize of [1000, 2]) {
      expect(await verify(modActions, { store: env.store, pool: env.pool, batchSize })).toMatchObject({ ok: true, diffs: [] });
    }
    await rebuild(modActions, { store: env.store, pool: env.pool, batchSize: 5 });
    expect(await env.rows('SELECT * FROM rm_modactions.mod_actions ORDER BY seq')).toEqual(before);
  });
});
