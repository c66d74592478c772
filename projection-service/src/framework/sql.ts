import type pg from 'pg';
import { quoteIdent } from '@tsuzuki/event-store';

export { inTransaction, quoteIdent } from '@tsuzuki/event-store';

// Advisory lock class for projection schemas; the second key is hashtext(schema name).
const LOCK_CLASS = 7_324_100;

/**
 * One writer per read-model schema: every drain transaction and the rebuild swap take this lock first,
 * so two workers (or a worker whose BullMQ job stalled and was picked up again) serialise instead of
 * applying the same batch twice.
 */
export async function lockSchema(tx: pg.ClientBase, schema: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, schema]);
}

/** Points unqualified names at `schema` for the rest of the transaction; public keeps pg_trgm reachable. */
export async function useSchema(tx: pg.ClientBase, schema: string): Promise<void> {
  await tx.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
}

/**
 * Rows for `json_to_recordset($n::json)`: the whole batch travels as one parameter, so a batch costs
 * one statement per table instead of one per event.
 */
export const recordset = (rows: readonly object[]) => JSON.stringify(rows);
