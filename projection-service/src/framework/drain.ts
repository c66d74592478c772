import type pg from 'pg';
import { CHECKPOINT_CHANNEL, CHECKPOINT_UNCHANGED } from '@tsuzuki/events';
import { comparePositions, formatPosition, type EventStore, type LogPosition } from '@tsuzuki/event-store';
import { readCheckpoint, writeCheckpoint } from './checkpoint.ts';
import type { Projection } from './projection.ts';
import { inTransaction, lockSchema, useSchema } from './sql.ts';

export const DEFAULT_BATCH_SIZE = 1000;

export interface BatchOptions {
  store: EventStore;
  batchSize: number;
  /** Replay no further than this position (verify compares against the live checkpoint exactly). */
  upTo?: LogPosition;
}

export interface BatchResult {
  /** Events read from the log and applied: the store skips the types the projection does not handle. */
  read: number;
  /** Where the checkpoint stands now: past the events skipped as well as those applied. */
  checkpoint: LogPosition;
  /** The checkpoint moved in this batch (events applied, or skipped ones scanned). */
  moved: boolean;
  /** Nothing more to read right now (a short page, or upTo reached). */
  done: boolean;
}

/**
 * One batch inside the caller's transaction, which already holds the schema lock and search_path. The log is
 * read with the projection's types as a filter, so other types are never decoded here; the checkpoint moves
 * to what the store scanned and commits with the writes: that is what makes the effect exactly-once
 * whatever BullMQ retries or a crash do.
 */
export async function drainBatch(tx: pg.ClientBase, projection: Projection, options: BatchOptions): Promise<BatchResult> {
  const after = await readCheckpoint(tx);
  const { upTo } = options;
  if (upTo && comparePositions(after, upTo) >= 0) return { read: 0, checkpoint: after, moved: false, done: true };
  const page = await options.store.readAll(after, options.batchSize, { types: projection.handles });
  let { events, position } = page;
  let done = !page.more;
  if (upTo && comparePositions(position, upTo) >= 0) {
    events = events.filter((e) => comparePositions(e.logPosition, upTo) <= 0);
    position = upTo;
    done = true;
  }
  const moved = comparePositions(position, after) > 0;
  if (events.length > 0) await projection.apply(events, tx as pg.PoolClient);
  if (moved) await writeCheckpoint(tx, position);
  return { read: events.length, checkpoint: position, moved, done };
}

/**
 * Announces a checkpoint with the commit that wrote it. `changed`: false when the batch applied no event (it only
 * moved past events of other types), so that listeners keeping answers read from the read model keep them.
 */
export async function notifyCheckpoint(tx: pg.ClientBase, name: string, position: LogPosition, changed = true): Promise<void> {
  const payload = `${name} ${formatPosition(position)}${changed ? '' : ` ${CHECKPOINT_UNCHANGED}`}`;
  await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, payload]);
}

export interface DrainOptions {
  store: EventStore;
  pool: pg.Pool;
  batchSize?: number;
  /** Target schema; the live one by default. Scratch schemas (rebuild, verify) never announce checkpoints. */
  schema?: string;
  upTo?: LogPosition;
  /** Checked between batches: a shutdown finishes the running batch and stops. */
  signal?: AbortSignal;
  /** Awaited between batches (outside the batch's transaction). */
  onBatch?: (batch: BatchResult) => void | Promise<void>;
}

export interface DrainResult {
  events: number;
  batches: number;
  checkpoint: LogPosition | null;
}

/** Applies every event after the checkpoint, one transaction per batch, until the log has no more. */
export async function drain(projection: Projection, options: DrainOptions): Promise<DrainResult> {
  const schema = options.schema ?? projection.schema;
  const live = schema === projection.schema;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const batchOptions: BatchOptions = {
    store: options.store,
    batchSize,
    ...(options.upTo ? { upTo: options.upTo } : {}),
  };
  const result: DrainResult = { events: 0, batches: 0, checkpoint: null };
  while (!options.signal?.aborted) {
    const batch = await inTransaction(options.pool, async (tx) => {
      await lockSchema(tx, schema);
      await useSchema(tx, schema);
      const batch = await drainBatch(tx, projection, batchOptions);
      if (live && batch.moved) await notifyCheckpoint(tx, projection.name, batch.checkpoint, batch.read > 0);
      return batch;
    });
    result.checkpoint = batch.checkpoint;
    if (batch.moved) {
      result.events += batch.read;
      result.batches += 1;
      await options.onBatch?.(batch);
    }
    if (batch.done) break;
  }
  return result;
}
