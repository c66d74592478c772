import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { projectionSchema, type EventType } from '@tsuzuki/events';
import { type RecordedEvent } from '@tsuzuki/event-store';

/**
 * A read model: the event types it consumes and the SQL that applies a batch of them. `apply` runs inside
 * the drain transaction with search_path set to the target schema (live, or a scratch schema during
 * rebuild/verify), so its SQL is unqualified, and it must give the same rows whatever the batch boundaries.
 */
export interface Projection {
  readonly name: string;
  /** rm_<name>: the live schema. */
  readonly schema: string;
  readonly migrationSql: string;
  /**
   * Bump when apply changes what it writes without the migration changing: it is part of the migration
   * hash, so a bump makes the next start rebuild the read model.
   */
  readonly version: number;
  readonly handles: readonly EventType[];
  /** Handed only events of the types in `handles` (the store filters the read by them). */
  apply(events: RecordedEvent[], tx: pg.PoolClient): Promise<void>;
  /**
   * Cross-stream aggregates recomputed from other read models rather than folded from events: a whole read model
   * (rankings, no `handles`) or some columns of one that folds events (media.trending, see Refresh.owns).
   */
  readonly refresh?: Refresh;
}

export interface Refresh {
  /** The worker's repeatable job runs `run` this often. */
  everyMs: number;
  /** Projections whose changes make a recompute due: the worker runs one shortly after they drained events. */
  after: readonly string[];
  /**
   * Recomputes into `schema`: the live one, or a rebuild's scratch schema before it is swapped in. Resolves to whether
   * any row changed: a recompute that changed nothing is not announced, so answers read from the read model stand.
   */
  run(pool: pg.Pool, schema: string): Promise<boolean>;
  /**
   * For a projection that also folds events: the columns of its tables (table → columns) that only `run`
   * writes. A replay leaves them at their defaults, so verify leaves them out of its comparison.
   */
  owns?: Readonly<Record<string, readonly string[]>>;
}

/**
 * T: the event types the read model handles (PROJECTION_INPUTS.<name>), so apply's events narrow to them and a
 * `case` of a type it does not handle fails to compile.
 */
export interface ProjectionDefinition<T extends EventType> {
  name: string;
  /** URL of the migration.sql file (usually `new URL('./migration.sql', import.meta.url)`), or its text. */
  migration: URL | string;
  version?: number;
  handles: readonly T[];
  apply(events: RecordedEvent<T>[], tx: pg.PoolClient): Promise<void>;
  refresh?: Refresh;
}

export function defineProjection<T extends EventType>(def: ProjectionDefinition<T>): Projection {
  const migrationSql = def.migration instanceof URL ? readFileSync(def.migration, 'utf8') : def.migration;
  // The store already reads only these types; checking them here makes apply's narrower type true for every
  // caller (a rebuild reading for several read models, a test handing in a mixed list), not just the drain.
  const handled: ReadonlySet<EventType> = new Set(def.handles);
  const isHandled = (event: RecordedEvent): event is RecordedEvent<T> => handled.has(event.type);
  return {
    name: def.name,
    schema: projectionSchema(def.name),
    migrationSql,
    version: def.version ?? 1,
    handles: def.handles,
    apply: (events, tx) => def.apply(events.filter(isHandled), tx),
    ...(def.refresh ? { refresh: def.refresh } : {}),
  };
}

/** Identifies the shape and meaning of a read model; a schema built with another hash must be rebuilt. */
export function migrationHash(projection: Projection): string {
  return createHash('sha256').update(`${projection.migrationSql}\n-- version ${projection.version}`).digest('hex');
}
