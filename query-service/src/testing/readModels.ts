import { PROJECTIONS, projectionSchema } from '@tsuzuki/events';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { projectionByName } from '@tsuzuki/projection-service/projections/index';
import pg from 'pg';

/** A read model's migration as the projection-service runs it (its projection reads the file). */
const migration = (name: string): string => {
  const projection = projectionByName(name);
  if (!projection) throw new Error(`No projection named ${name}`);
  return projection.migrationSql;
};

// The checkpoint table the projection framework adds to every read-model schema (helpers brief).
const CHECKPOINT_SQL = `CREATE TABLE checkpoint (partition integer PRIMARY KEY DEFAULT 0, transaction_id bigint NOT NULL,
  position bigint NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`;

/**
 * A test database with every read-model schema, built from the projection-service's migration files.
 * Query tests insert rows directly (testing/catalogue.ts): the read models are the query-service's input.
 */
export async function createReadModelDatabase(label: string): Promise<{ url: string; pool: pg.Pool; drop: () => Promise<void> }> {
  const { url, drop } = await createTestDatabase(label);
  // Pipeline mode, as the service runs (main.ts): a request's statements share one round trip.
  const pool = new pg.Pool({ connectionString: url, max: 4, pipeline: true });
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  for (const name of PROJECTIONS) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`CREATE SCHEMA ${projectionSchema(name)}`);
      await client.query(`SET LOCAL search_path = ${projectionSchema(name)}, public`);
      await client.query(migration(name));
      await client.query(CHECKPOINT_SQL);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await drop();
    },
  };
}
