import type pg from 'pg';
import { PROJECTION_INPUTS, type InputOf } from '@tsuzuki/events';
import { type RecordedEvent } from '@tsuzuki/event-store';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';

type Pair = { user_id: number; other_id: number; on: boolean; created_at: number };

/** The last word per pair in the batch: a follow and an unfollow of the same pair cancel out. */
function lastWord(events: readonly RecordedEvent<InputOf<'social'>>[]) {
  const follows = new Map<string, Pair>();
  const blocks = new Map<string, Pair>();
  for (const event of events) {
    const { userId, otherId } = event.data;
    const row = {
      user_id: userId,
      other_id: otherId,
      on: event.type === 'UserFollowed' || event.type === 'UserBlocked',
      created_at: Math.floor(Date.parse(event.metadata.occurredAt) / 1000),
    };
    (event.type === 'UserFollowed' || event.type === 'UserUnfollowed' ? follows : blocks).set(`${userId}:${otherId}`, row);
  }
  return { follows: [...follows.values()], blocks: [...blocks.values()] };
}

async function write(tx: pg.ClientBase, table: string, other: string, pairs: Pair[]): Promise<void> {
  const rows = (on: boolean) =>
    pairs.filter((p) => p.on === on).map((p) => ({ user_id: p.user_id, [other]: p.other_id, created_at: p.created_at }));
  // A follow (block) is only ever appended when there is none, so a stored row meeting one was ended earlier in the
  // batch: the new one's time wins, as one event at a time would leave it.
  await insertRows(
    tx,
    table,
    { user_id: 'integer', [other]: 'integer', created_at: 'integer' },
    rows(true),
    `ON CONFLICT (user_id, ${other}) DO UPDATE SET created_at = EXCLUDED.created_at`,
  );
  const gone = rows(false);
  if (gone.length) {
    await tx.query(
      `DELETE FROM ${table} t USING ${recordsetSource({ user_id: 'integer', [other]: 'integer' })}
      WHERE t.user_id = x.user_id AND t.${other} = x.${other}`,
      [recordset(gone)],
    );
  }
}

export const social = defineProjection({
  name: 'social',
  migration: new URL('./migration.sql', import.meta.url),
  // 2: a follow or block that ends and begins again within a batch keeps the new time (ADR 32).
  version: 2,
  handles: PROJECTION_INPUTS.social,
  async apply(events, tx) {
    const { follows, blocks } = lastWord(events);
    await write(tx, 'follows', 'following_id', follows);
    await write(tx, 'blocks', 'blocked_id', blocks);
  },
});
