import { createHash } from 'node:crypto';
import type pg from 'pg';
import { quoteIdent } from '../framework/sql.ts';

/** Framework bookkeeping (where and when a schema was built), not statistics. */
const BOOKKEEPING = new Set(['checkpoint', 'migration']);

/**
 * A digest of every row of every table of a read-model schema: each table's rows as text, sorted byte-wise (COLLATE
 * "C", so no locale decides the order), hashed; then the tables' hashes in name order. Two schemas with the same
 * checksum hold the same bytes, whatever machine or batch sizes built them.
 */
export async function schemaChecksum(
  db: pg.Pool | pg.ClientBase,
  schema: string,
): Promise<{ checksum: string; tables: Record<string, { rows: number; md5: string }> }> {
  const { rows: tables } = await db.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename COLLATE "C"',
    [schema],
  );
  const out: Record<string, { rows: number; md5: string }> = {};
  const all = createHash('sha256');
  for (const { tablename } of tables) {
    if (BOOKKEEPING.has(tablename)) continue;
    const { rows } = await db.query<{ n: string; md5: string }>(
      `SELECT count(*) AS n, md5(coalesce(string_agg(r, E'\\n' ORDER BY r COLLATE "C"), '')) AS md5
       FROM (SELECT t::text AS r FROM ${quoteIdent(schema)}.${quoteIdent(tablename)} t) x`,
    );
    out[tablename] = { rows: Number(rows[0]!.n), md5: rows[0]!.md5 };
    all.update(`${tablename}\t${rows[0]!.n}\t${rows[0]!.md5}\n`);
  }
  return { checksum: all.digest('hex'), tables: out };
}
