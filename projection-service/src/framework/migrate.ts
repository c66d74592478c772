import type pg from 'pg';
import { LOG_START, type LogPosition } from '@tsuzuki/event-store';
import { migrationHash, type Projection } from './projection.ts';
import { inTransaction, lockSchema, quoteIdent, useSchema } from './sql.ts';

// Serialises CREATE EXTENSION across services starting at once (IF NOT EXISTS alone can still race).
const EXTENSION_LOCK = 7_324_002;

/** Tables the framework adds to every read-model schema, beside the projection's own migration. */
const FRAMEWORK_SQL = `
CREATE TABLE checkpoint (
  partition integer PRIMARY KEY DEFAULT 0,
  transaction_id bigint NOT NULL,
  position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Hash of the migration (and projection version) this schema was built from; see migrationHash.
CREATE TABLE migration (
  hash text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);`;

export async function ensureExtensions(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [EXTENSION_LOCK]);
    await tx.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  });
}

/** Creates `schema` with the projection's tables and a checkpoint at `from`, inside the caller's transaction. */
export async function createProjectionSchema(
  tx: pg.ClientBase,
  projection: Projection,
  schema: string,
  from: LogPosition = LOG_START,
): Promise<void> {
  await tx.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await useSchema(tx, schema);
  await tx.query(projection.migrationSql);
  await tx.query(FRAMEWORK_SQL);
  await tx.query('INSERT INTO checkpoint (partition, transaction_id, position) VALUES (0, $1, $2)', [
    String(from.transactionId),
    String(from.position),
  ]);
  await tx.query('INSERT INTO migration (hash) VALUES ($1)', [migrationHash(projection)]);
}

export async function schemaExists(db: pg.ClientBase | pg.Pool, schema: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  return rowCount === 1;
}

export async function readMigrationHash(db: pg.ClientBase | pg.Pool, schema: string): Promise<string | null> {
  const { rows } = await db.query<{ hash: string }>(`SELECT hash FROM ${quoteIdent(schema)}.migration LIMIT 1`);
  return rows[0]?.hash ?? null;
}

export type MigrationState = 'created' | 'current' | 'changed';

/**
 * Creates the live schema when missing. An existing schema is never altered in place: when its hash
 * differs from the code's, the caller rebuilds it (main.ts does so at start-up), so a read model is
 * always exactly what a replay of the log with the current code produces.
 */
export async function migrateProjection(pool: pg.Pool, projection: Projection): Promise<MigrationState> {
  return inTransaction(pool, async (tx) => {
    await lockSchema(tx, projection.schema);
    if (!(await schemaExists(tx, projection.schema))) {
      await createProjectionSchema(tx, projection, projection.schema);
      return 'created';
    }
    const hash = await readMigrationHash(tx, projection.schema);
    return hash === migrationHash(projection) ? 'current' : 'changed';
  });
}

export async function migrateAll(pool: pg.Pool, projections: readonly Projection[]): Promise<Map<string, MigrationState>> {
  await ensureExtensions(pool);
  const states = new Map<string, MigrationState>();
  for (const projection of projections) states.set(projection.name, await migrateProjection(pool, projection));
  return states;
}

/**
 * Drops the secondary indexes (neither unique nor primary) of a scratch schema and returns the statements that
 * create them again. A bulk load then writes only its rows and the keys its upserts need, and each index is
 * built once over the loaded table, far cheaper than row-by-row (GIN above all: search's trigram index).
 */
export async function dropSecondaryIndexes(db: pg.ClientBase | pg.Pool, schema: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND NOT i.indisunique AND NOT i.indisprimary`,
    [schema],
  );
  for (const { name } of rows) await db.query(`DROP INDEX ${quoteIdent(schema)}.${quoteIdent(name)}`);
  return rows.map((r) => r.definition);
}
