import type pg from 'pg';
import {
  CHECKPOINT_CHANNEL, comparePositions, formatPosition, type EventStore, type LogPosition, type RecordedEvent,
} from '@tsuzuki/events';
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
  /** Events read from the log (handled or not). */
  read: number;
  /** Events passed to apply. */
  applied: number;
  checkpoint: LogPosition;
  /** Nothing more to read right now (a short read, or upTo reached). */
  done: boolean;
}

/**
 * One batch inside the caller's transaction, which already holds the schema lock and search_path. The
 * checkpoint advances past every event read, handled or not, and commits with the writes: that is what
 * makes the effect exactly-once whatever BullMQ retries or a crash do.
 */
export async function drainBatch(tx: pg.ClientBase, projection: Projection, options: BatchOptions): Promise<BatchResult> {
  const after = await readCheckpoint(tx);
  const { upTo } = options;
  if (upTo && comparePositions(after, upTo) >= 0) return { read: 0, applied: 0, checkpoint: after, done: true };
  let events: RecordedEvent[] = await options.store.readAll(after, options.batchSize);
  let done = events.length < options.batchSize;
  if (upTo) {
    const within = events.filter((e) => comparePositions(e.logPosition, upTo) <= 0);
    if (within.length < events.length) done = true;
    events = within;
  }
  if (events.length === 0) return { read: 0, applied: 0, checkpoint: after, done: true };
  const handled = new Set<string>(projection.handles);
  const relevant = events.filter((e) => handled.has(e.type));
  if (relevant.length > 0) await projection.apply(relevant, tx as pg.PoolClient);
  const checkpoint = events[events.length - 1]!.logPosition;
  await writeCheckpoint(tx, checkpoint);
  return { read: events.length, applied: relevant.length, checkpoint, done };
}

export async function notifyCheckpoint(tx: pg.ClientBase, name: string, position: LogPosition): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, `${name} ${formatPosition(position)}`]);
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
  const batchOptions: BatchOptions = {
    store: options.store,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    ...(options.upTo ? { upTo: options.upTo } : {}),
  };
  const result: DrainResult = { events: 0, batches: 0, checkpoint: null };
  while (!options.signal?.aborted) {
    const batch = await inTransaction(options.pool, async (tx) => {
      await lockSchema(tx, schema);
      await useSchema(tx, schema);
      const batch = await drainBatch(tx, projection, batchOptions);
      if (live && batch.read > 0) await notifyCheckpoint(tx, projection.name, batch.checkpoint);
      return batch;
    });
    result.checkpoint = batch.checkpoint;
    if (batch.read > 0) {
      result.events += batch.read;
      result.batches += 1;
      await options.onBatch?.(batch);
    }
    if (batch.done) break;
  }
  return result;
}
