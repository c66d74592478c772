import pg from 'pg';
import { databaseName, withDatabase } from './config.ts';

// PostgreSQL helpers every service needs; one copy here so that transactions and schema set-up behave alike.

export const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Runs `fn` in a transaction on a pooled client: COMMIT on success, ROLLBACK on any error. */
export async function inTransaction<T>(pool: pg.Pool, fn: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const result = await fn(tx);
    await tx.query('COMMIT');
    return result;
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    tx.release();
  }
}

/**
 * Runs idempotent DDL under a transaction-level advisory lock, so several processes starting at once do not
 * race on CREATE ... IF NOT EXISTS (which is not safe under concurrency in PostgreSQL).
 */
export async function applySchema(pool: pg.Pool, lockKey: number, sql: string): Promise<void> {
  await inTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
    await tx.query(sql);
  });
}

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseName(url);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (err) {
      // Another process created it between the check and the create.
      if ((err as { code?: string }).code !== '42P04') throw err;
      return false;
    }
    return true;
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Drops the database. pg's Pool.end() resolves before its sockets have closed, and DROP ... WITH (FORCE) in that
 * window kills them mid-goodbye (an unhandled 57P01 in the closing process), so wait a moment for them first.
 */
export async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [databaseName(url)],
      );
      if (rows[0]!.n === 0) break;
      await sleep(20);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName(url))} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
