import { comparePositions, type LogPosition } from '@tsuzuki/event-store';
import type { Queryable } from '../db/queryable.ts';
import { lowestCheckpoint } from './checkpointHub.ts';

/** Changes read per refresh at most: a stream resumed after a long absence catches up over several (nothing skipped). */
export const WINDOW_LIMIT = 500;

/** A row of a read model that keeps the log position of its last change (`changed_txid/pos`, ADR 71). */
export interface ChangedRow<R> {
  row: R;
  changed: LogPosition;
}

export interface ChangeWindow<R> {
  /** The read model's lowest partition checkpoint; null: it has none yet. */
  checkpoint: LogPosition | null;
  /** Rows changed after `from` up to `upTo`, in log order. */
  rows: ChangedRow<R>[];
  /** What the streams have been told everything up to: the checkpoint, or the last row of a full window. */
  upTo: LogPosition | null;
  /** The window was full: the rest come with a refresh asked for at once. */
  full: boolean;
}

export const position = (txid: string | null, pos: string | null): LogPosition | null =>
  txid === null || pos === null ? null : { transactionId: BigInt(txid), position: BigInt(pos) };

/**
 * One query for every open stream of a hub: the rows of `table` (in `schema`) changed after `from` (null: none, only
 * the checkpoint) up to the lowest partition's checkpoint, with `columns` (SQL over alias `a`).
 */
export async function readChangedRows<R>(
  db: Queryable,
  schema: string,
  table: string,
  columns: string,
  from: LogPosition | null,
): Promise<ChangeWindow<R>> {
  const { rows } = await db.query<{
    cp_txid: string;
    cp_pos: string;
    changed_txid: string | null;
    changed_pos: string | null;
    row: R | null;
  }>(
    `WITH ${lowestCheckpoint(schema)}
     SELECT cp.txid AS cp_txid, cp.pos AS cp_pos, a.changed_txid, a.changed_pos, a.row
       FROM cp LEFT JOIN LATERAL (
         SELECT a.changed_txid, a.changed_pos, json_build_object(${columns}) AS row FROM ${schema}.${table} a
          WHERE $1::bigint IS NOT NULL AND (a.changed_txid, a.changed_pos) > ($1, $2)
            AND (a.changed_txid, a.changed_pos) <= (cp.txid, cp.pos)
          ORDER BY a.changed_txid, a.changed_pos LIMIT ${WINDOW_LIMIT}) a ON true`,
    [from ? String(from.transactionId) : null, from ? String(from.position) : null],
  );
  if (!rows[0]) return { checkpoint: null, rows: [], upTo: null, full: false };
  const checkpoint = position(rows[0].cp_txid, rows[0].cp_pos)!;
  const changed = rows.flatMap((r) => (r.row === null ? [] : [{ row: r.row, changed: position(r.changed_txid, r.changed_pos)! }]));
  const full = changed.length === WINDOW_LIMIT;
  return { checkpoint, rows: changed, upTo: full ? changed[changed.length - 1]!.changed : checkpoint, full };
}

/** The earliest cursor among streams (null: all are new and want nothing before now). */
export function earliestCursor(streams: readonly { cursor: LogPosition | null }[]): LogPosition | null {
  let from: LogPosition | null = null;
  for (const s of streams) if (s.cursor && (!from || comparePositions(s.cursor, from) < 0)) from = s.cursor;
  return from;
}
