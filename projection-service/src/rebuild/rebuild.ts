import type pg from 'pg';
import { comparePositions, formatPosition, LOG_START, type EventStore, type LogPosition } from '@tsuzuki/event-store';
import { readCheckpoint, writeCheckpoint } from '../framework/checkpoint.ts';
import { drainBatch, notifyCheckpoint } from '../framework/drain.ts';
import { vacuumSchema } from '../framework/maintenance.ts';
import { createProjectionSchema, dropSecondaryIndexes, readMigrationHash, schemaExists } from '../framework/migrate.ts';
import { migrationHash, type Projection } from '../framework/projection.ts';
import { inTransaction, lockSchema, quoteIdent, useSchema } from '../framework/sql.ts';

export const REBUILD_BATCH_SIZE = 5000;
// Session lock class: one rebuild per projection at a time (the drain lock is per schema and per batch).
const REBUILD_LOCK = 7_324_200;

export interface RebuildOptions {
  store: EventStore;
  pool: pg.Pool;
  batchSize?: number;
  /** Skip projections whose live schema already matches the code (another process rebuilt it meanwhile). */
  onlyIfChanged?: boolean;
  /** Log events read so far (each read once, however many projections are rebuilt). */
  onProgress?: (eventsRead: number) => void | Promise<void>;
}

export interface RebuildResult {
  projection: string;
  skipped: boolean;
  events: number;
  checkpoint: LogPosition | null;
}

const scratchPrefix = (projection: Projection) => `${projection.schema}__rebuild_`;

export async function rebuild(projection: Projection, options: RebuildOptions): Promise<RebuildResult> {
  return (await rebuildMany([projection], options))[0]!;
}

/**
 * Builds each read model from position zero into a fresh schema while the live ones keep serving, reading
 * the log once for all of them, then swaps each in one transaction that holds its live drain lock: the
 * final catch-up, the renames and the drop commit together, so readers see either the old tables or the
 * complete new ones.
 */
export async function rebuildMany(projections: readonly Projection[], options: RebuildOptions): Promise<RebuildResult[]> {
  const session = await options.pool.connect();
  // Sorted, so two processes rebuilding overlapping sets cannot deadlock on each other's locks.
  const locked = [...projections].sort((a, b) => a.name.localeCompare(b.name));
  try {
    for (const p of locked) await session.query('SELECT pg_advisory_lock($1, hashtext($2))', [REBUILD_LOCK, p.name]);
    const todo: Projection[] = [];
    for (const p of projections) if (!(options.onlyIfChanged && (await isCurrent(session, p)))) todo.push(p);
    const built = await buildAll(todo, options);
    return projections.map((p) => {
      const b = built.get(p.name);
      return b ? { projection: p.name, skipped: false, ...b } : { projection: p.name, skipped: true, events: 0, checkpoint: null };
    });
  } finally {
    await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    session.release();
  }
}

async function isCurrent(db: pg.ClientBase, p: Projection): Promise<boolean> {
  return (await schemaExists(db, p.schema)) && (await readMigrationHash(db, p.schema)) === migrationHash(p);
}

async function buildAll(projections: Projection[], options: RebuildOptions) {
  const { pool, store } = options;
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const stamp = Date.now().toString(36);
  const scratch = new Map(projections.map((p) => [p.name, `${scratchPrefix(p)}${stamp}`]));
  const results = new Map<string, { events: number; checkpoint: LogPosition }>();
  const deferred: string[] = [];
  try {
    await inTransaction(pool, async (tx) => {
      for (const p of projections) {
        // Leftovers of a rebuild that died; we hold its rebuild lock, so nobody is using them.
        const { rows } = await tx.query<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)', [
          scratchPrefix(p),
        ]);
        for (const { nspname } of rows) await tx.query(`DROP SCHEMA ${quoteIdent(nspname)} CASCADE`);
        await createProjectionSchema(tx, p, scratch.get(p.name)!);
        deferred.push(...(await dropSecondaryIndexes(tx, scratch.get(p.name)!)));
      }
    });
    // The log is read once for all of them, filtered to the types any of them handles.
    const types = [...new Set(projections.flatMap((p) => p.handles))];
    let events = 0;
    let after: LogPosition = LOG_START;
    for (let more = projections.length > 0; more;) {
      const page = await store.readAll(after, batchSize, { types });
      more = page.more;
      if (comparePositions(page.position, after) <= 0) break;
      await inTransaction(pool, async (tx) => {
        for (const p of projections) {
          await useSchema(tx, scratch.get(p.name)!);
          const handled = new Set<string>(p.handles);
          const relevant = page.events.filter((e) => handled.has(e.type));
          if (relevant.length > 0) await p.apply(relevant, tx);
          await writeCheckpoint(tx, page.position);
        }
      });
      after = page.position;
      events += page.events.length;
      await options.onProgress?.(events);
    }
    // Each secondary index built once over the loaded rows; then planner statistics, without which the first
    // queries after a swap plan as if the tables were empty (seconds, not ms).
    for (const definition of deferred) await pool.query(definition);
    for (const p of projections) await vacuumSchema(pool, scratch.get(p.name)!);
    // A recomputed read model (rankings) is complete before it is swapped in, never served empty.
    for (const p of projections) await p.refresh?.run(pool, scratch.get(p.name)!);
    for (const p of projections) {
      let read = events;
      const checkpoint = await inTransaction(pool, async (tx) => {
        await lockSchema(tx, p.schema);
        await useSchema(tx, scratch.get(p.name)!);
        for (;;) {
          const batch = await drainBatch(tx, p, { store, batchSize });
          read += batch.read;
          if (batch.done) break;
        }
        const checkpoint = await readCheckpoint(tx);
        await swapSchemas(tx, p, scratch.get(p.name)!, checkpoint);
        return checkpoint;
      });
      results.set(p.name, { events: read, checkpoint });
    }
    return results;
  } catch (err) {
    for (const [name, schema] of scratch) {
      if (!results.has(name)) await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`).catch(() => undefined);
    }
    throw err;
  }
}

async function swapSchemas(tx: pg.ClientBase, projection: Projection, scratch: string, built: LogPosition): Promise<void> {
  const live = projection.schema;
  if (await schemaExists(tx, live)) {
    // The live worker cannot move while we hold its lock, and we read the log after it did, so the new
    // schema is never behind: read-your-writes waiters never see a checkpoint go back.
    const current = await readCheckpoint(tx, live);
    if (comparePositions(built, current) < 0) {
      throw new Error(`Rebuilt ${projection.name} at ${formatPosition(built)} is behind live ${formatPosition(current)}`);
    }
    const retired = `${live}__old_${Date.now().toString(36)}`;
    await tx.query(`ALTER SCHEMA ${quoteIdent(live)} RENAME TO ${quoteIdent(retired)}`);
    await tx.query(`ALTER SCHEMA ${quoteIdent(scratch)} RENAME TO ${quoteIdent(live)}`);
    await tx.query(`DROP SCHEMA ${quoteIdent(retired)} CASCADE`);
  } else {
    await tx.query(`ALTER SCHEMA ${quoteIdent(scratch)} RENAME TO ${quoteIdent(live)}`);
  }
  await notifyCheckpoint(tx, projection.name, built);
}
