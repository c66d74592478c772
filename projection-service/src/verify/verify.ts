import type pg from 'pg';
import { formatPosition, type EventStore } from '@tsuzuki/event-store';
import { readCheckpoint } from '../framework/checkpoint.ts';
import { drain, drainBatch } from '../framework/drain.ts';
import { createProjectionSchema, dropSecondaryIndexes, readMigrationHash, schemaExists } from '../framework/migrate.ts';
import { migrationHash, type Projection } from '../framework/projection.ts';
import { inTransaction, lockSchema, quoteIdent, useSchema } from '../framework/sql.ts';
import { REBUILD_BATCH_SIZE } from '../rebuild/rebuild.ts';
import { diffSchemas, type TableDiff } from './diff.ts';

export interface VerifyOptions {
  store: EventStore;
  pool: pg.Pool;
  batchSize?: number;
  onProgress?: (eventsRead: number) => void;
}

export interface VerifyResult {
  ok: boolean;
  /** Why the comparison could not run (missing or outdated live schema). */
  problem?: string;
  checkpoint?: string;
  diffs: TableDiff[];
}

/**
 * Replays the log into a scratch schema up to the live checkpoint exactly and diffs every table. The
 * bulk of the replay runs without locks; only the last stretch and the diff hold the live drain lock, so
 * the live checkpoint cannot move while the two are compared.
 */
export async function verify(projection: Projection, options: VerifyOptions): Promise<VerifyResult> {
  const { pool, store } = options;
  const live = projection.schema;
  if (!(await schemaExists(pool, live))) return { ok: false, problem: `${live} does not exist`, diffs: [] };
  if ((await readMigrationHash(pool, live)) !== migrationHash(projection)) {
    return { ok: false, problem: `${live} was built from another migration; run npm run rebuild -- ${projection.name}`, diffs: [] };
  }
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const scratch = `${live}__verify_${Date.now().toString(36)}`;
  // The replay is only compared row by row: it needs no secondary index.
  await inTransaction(pool, async (tx) => {
    await createProjectionSchema(tx, projection, scratch);
    await dropSecondaryIndexes(tx, scratch);
  });
  let events = 0;
  const progress = (read: number) => {
    events += read;
    options.onProgress?.(events);
  };
  try {
    await drain(projection, {
      store,
      pool,
      batchSize,
      schema: scratch,
      upTo: await readCheckpoint(pool, live),
      onBatch: (b) => progress(b.read),
    });
    return await inTransaction(pool, async (tx) => {
      await lockSchema(tx, live);
      const upTo = await readCheckpoint(tx, live);
      await useSchema(tx, scratch);
      for (;;) {
        const batch = await drainBatch(tx, projection, { store, batchSize, upTo });
        progress(batch.read);
        if (batch.done) break;
      }
      const replayed = await readCheckpoint(tx);
      if (formatPosition(replayed) !== formatPosition(upTo)) {
        throw new Error(`Replay stopped at ${formatPosition(replayed)}, live is at ${formatPosition(upTo)}`);
      }
      const diffs = await diffSchemas(tx, live, scratch, projection.refresh?.owns);
      return { ok: diffs.length === 0, checkpoint: formatPosition(upTo), diffs };
    });
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(scratch)} CASCADE`);
  }
}
