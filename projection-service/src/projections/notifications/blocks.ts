import type pg from 'pg';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';

// No notification passes a block, whichever member made it (ADR 26): the blocks stand in this schema, as the log made
// them, so that a replay in other batches drops exactly the notifications the live read model dropped.

/** The blocks a batch may meet: those of every member who acts in it ("blocker:blocked"), changed in log order. */
export interface KnownBlocks {
  /** Members whose blocks were loaded: a notify for anyone else is a bug, never a guess. */
  members: ReadonlySet<number>;
  pairs: Set<string>;
}

export type BlockChanges = Map<string, { user_id: number; blocked_id: number; on: boolean }>;

/** The members an event names as its actor (the fields `notify` takes its actor_id from). */
const ACTOR_FIELDS = ['userId', 'editorId', 'messengerId'] as const;

export function actorsOf(events: readonly RecordedEvent[]): number[] {
  const ids = new Set<number>();
  for (const event of events) {
    const data: Readonly<Record<string, unknown>> = event.data;
    for (const field of ACTOR_FIELDS) if (typeof data[field] === 'number') ids.add(data[field]);
  }
  return [...ids];
}

export async function loadBlocks(tx: pg.ClientBase, members: number[]): Promise<KnownBlocks> {
  const pairs = new Set<string>();
  if (members.length) {
    const { rows } = await tx.query<{ user_id: number; blocked_id: number }>(
      'SELECT user_id, blocked_id FROM blocks WHERE user_id = ANY($1::int[]) OR blocked_id = ANY($1::int[])',
      [members],
    );
    for (const r of rows) pairs.add(`${r.user_id}:${r.blocked_id}`);
  }
  return { members: new Set(members), pairs };
}

/** A block stands between the two members, whoever made it. */
export function blockBetween(known: KnownBlocks, a: number, b: number): boolean {
  if (!known.members.has(a) && !known.members.has(b)) throw new Error(`notifications: the blocks of ${a} and ${b} were not loaded`);
  return known.pairs.has(`${a}:${b}`) || known.pairs.has(`${b}:${a}`);
}

export function changeBlock(known: KnownBlocks, changes: BlockChanges, userId: number, blockedId: number, on: boolean): void {
  const key = `${userId}:${blockedId}`;
  if (on) known.pairs.add(key);
  else known.pairs.delete(key);
  changes.set(key, { user_id: userId, blocked_id: blockedId, on });
}

export async function writeBlocks(tx: pg.ClientBase, changes: BlockChanges): Promise<void> {
  const all = [...changes.values()];
  const rows = (on: boolean) => all.filter((c) => c.on === on).map(({ on: _on, ...row }) => row);
  await insertRows(tx, 'blocks', { user_id: 'integer', blocked_id: 'integer' }, rows(true));
  const lifted = rows(false);
  if (lifted.length) {
    await tx.query(
      `DELETE FROM blocks b USING ${recordsetSource({ user_id: 'integer', blocked_id: 'integer' })}
      WHERE b.user_id = x.user_id AND b.blocked_id = x.blocked_id`,
      [recordset(lifted)],
    );
  }
}
