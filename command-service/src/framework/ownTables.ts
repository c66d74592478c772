import { readFileSync } from 'node:fs';
import type pg from 'pg';

const SCHEMA_SQL = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');
// Serialises schema creation when several command-service processes start at once.
const SCHEMA_LOCK = 7_324_101;

/** Creates the command_service schema and tables when missing (idempotent). */
export async function ensureOwnTables(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(SCHEMA_SQL);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
