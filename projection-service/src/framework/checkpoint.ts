import type pg from 'pg';
import type { LogPosition } from '@tsuzuki/event-store';
import { quoteIdent } from './sql.ts';

/** Reads the checkpoint of the schema on the search_path, or of `schema` when given. */
export async function readCheckpoint(db: pg.ClientBase | pg.Pool, schema?: string): Promise<LogPosition> {
  const table = schema ? `${quoteIdent(schema)}.checkpoint` : 'checkpoint';
  const { rows } = await db.query<{ transaction_id: string; position: string }>(
    `SELECT transaction_id, position FROM ${table} WHERE partition = 0`,
  );
  const row = rows[0];
  if (!row) throw new Error(`No checkpoint row in ${schema ?? 'the current schema'}`);
  return { transactionId: BigInt(row.transaction_id), position: BigInt(row.position) };
}

export async function writeCheckpoint(tx: pg.ClientBase, position: LogPosition): Promise<void> {
  await tx.query('UPDATE checkpoint SET transaction_id = $1, position = $2, updated_at = now() WHERE partition = 0', [
    String(position.transactionId),
    String(position.position),
  ]);
}
