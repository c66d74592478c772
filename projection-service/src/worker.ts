import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { CHECKPOINT_CHANNEL, MAINTENANCE_QUEUE, NewerEventVersionError, PROJECTION_QUEUE } from '@tsuzuki/events';
import { Doorbell, formatPosition, type Config, type DrainJob, type EventStore, type LogPosition } from '@tsuzuki/event-store';
import { drain, DEFAULT_BATCH_SIZE } from './framework/drain.ts';
import { StatisticsKeeper, maintainSchema } from './framework/maintenance.ts';
import type { Projection } from './framework/projection.ts';
import { ProjectionStatus } from './framework/status.ts';
import type { Logger } from './logger.ts';

/**
 * How soon another projection process takes the drain of one that died in the middle of it (issue 23: within 2 s).
 * A drain job is deduplicated per projection, so while a dead process's job stays active every ring is parked behind
 * it; BullMQ moves it back to the queue once its lock, renewed every half lockDuration while the process lives, has
 * lapsed and a stalled check (every stalledInterval, by any live worker) sees it. BullMQ's defaults (30 s each)
 * stopped a projection for up to a minute. A live process whose event loop stalls past the lock only makes its job
 * run twice: drains are idempotent and serialised by the schema lock.
 */
export const DRAIN_JOB_LOCK = { lockDuration: 1500, stalledInterval: 500 } as const;

/** Id of the repeating job that rings every projection, in case a ring after an append was lost. */
export const SAFETY_NET_SCHEDULER = 'projections-safety-net';
/** Id prefix of the repeating recompute of a refreshed read model (rankings). */
export const REFRESH_SCHEDULER = 'projections-refresh:';
/** A recompute waits this long after the last drain that changed its inputs (debounced during catch-up). */
export const REFRESH_DEBOUNCE_MS = 15_000;
const BULK_DRAIN_EVENTS = 1000;

export interface ProjectionWorkerOptions {
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>;
  store: EventStore;
  pool: pg.Pool;
  projections: readonly Projection[];
  log: Logger;
  batchSize?: number;
  /** Drain jobs run at once; different projections drain in parallel, one projection never does. */
  concurrency?: number;
  safetyNetMs?: number;
  refreshDebounceMs?: number;
  /** Shared with /health: the projections this worker has stopped, and why. */
  status?: ProjectionStatus;
  /** Events applied to a schema before its planner statistics are refreshed (see StatisticsKeeper). */
  analyzeEvery?: number;
}

export interface ProjectionWorker {
  readonly doorbell: Doorbell;
  readonly maintenance: Queue<MaintenanceJob>;
  readonly status: ProjectionStatus;
  close(): Promise<void>;
}

/** Work that must never run inside a drain or ahead of one: planner statistics and recomputes. */
export interface MaintenanceJob {
  projection: string;
}

const jobOptions = { removeOnComplete: true, removeOnFail: 100 } as const;

/**
 * Processes the doorbell's drain jobs. A job carries no events, only "drain projection X", so BullMQ's
 * retries, stalls and duplicates cost at most a wasted read: the checkpoint in the read-model
 * transaction decides what is applied. Maintenance has a queue and a worker of its own (concurrency 1), so a
 * VACUUM or a rankings recompute never holds a drain slot or delays a waiting drain.
 */
export async function startProjectionWorker(options: ProjectionWorkerOptions): Promise<ProjectionWorker> {
  const { config, store, pool, log } = options;
  const byName = new Map(options.projections.map((p) => [p.name, p]));
  const names = [...byName.keys()];
  const status = options.status ?? new ProjectionStatus();
  const doorbell = new Doorbell(config.redisUrl, config.redisPrefix);
  const shutdown = new AbortController();
  const maintenanceConnection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const maintenance = new Queue<MaintenanceJob>(MAINTENANCE_QUEUE, { connection: maintenanceConnection, prefix: config.redisPrefix });
  const statistics = new StatisticsKeeper(options.analyzeEvery);
  const refreshed = options.projections.filter((p) => p.refresh);
  const debounceMs = options.refreshDebounceMs ?? REFRESH_DEBOUNCE_MS;
  // Debounced: each drain that changed an input pushes the recompute back, so a catch-up or a seed ends
  // with one recompute over the final data instead of one per batch.
  const refreshSoon = (projections: readonly string[]) =>
    Promise.all(
      projections.map((projection) =>
        maintenance.add(
          'refresh',
          { projection },
          {
            delay: debounceMs,
            deduplication: { id: `refresh:${projection}`, ttl: debounceMs, extend: true, replace: true },
            ...jobOptions,
          },
        ),
      ),
    );
  const analyzeSoon = (projection: string) =>
    maintenance.add('analyze', { projection }, { deduplication: { id: `analyze:${projection}` }, ...jobOptions });
  const dependents = (name: string) => refreshed.filter((p) => p.refresh!.after.includes(name)).map((p) => p.name);

  // Events committed behind an append still in flight: watch until they are readable, then ring. The
  // store's append notifications end the wait the moment that append commits (and a short re-check covers
  // an append whose client died), with no limit on how long the hold lasts and without blocking the job.
  const watching = new Set<string>();
  const watchHeldBack = (projection: Projection, checkpoint: LogPosition) => {
    if (watching.has(projection.name)) return;
    watching.add(projection.name);
    void store
      .waitForEvents(checkpoint, Infinity, shutdown.signal, { types: projection.handles })
      .then(() => (shutdown.signal.aborted ? undefined : doorbell.ring([projection.name])))
      .catch((err: unknown) => log.warn({ err, projection: projection.name }, 'held-back watch failed; the safety net rings instead'))
      .finally(() => watching.delete(projection.name));
  };

  const drainProjection = async (projection: Projection) => {
    if (status.reason(projection.name)) return;
    let result;
    try {
      result = await drain(projection, { store, pool, batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE, signal: shutdown.signal });
    } catch (err) {
      if (!(err instanceof NewerEventVersionError)) throw err;
      status.stop(projection.name, err.message);
      log.error(
        { projection: projection.name, type: err.type, version: err.version, known: err.known },
        `projection stopped: ${err.message}`,
      );
      return;
    }
    const { events, checkpoint } = result;
    if (checkpoint && !shutdown.signal.aborted && (await store.heldBack(checkpoint, { types: projection.handles }))) {
      watchHeldBack(projection, checkpoint);
    }
    if (events === 0) return;
    if (dependents(projection.name).length > 0) await refreshSoon(dependents(projection.name));
    if (statistics.applied(projection.schema, events)) await analyzeSoon(projection.name);
    // Single drains are debug noise, bulk catch-ups are worth an info line.
    const entry = { projection: projection.name, events, checkpoint: checkpoint && formatPosition(checkpoint) };
    if (events >= BULK_DRAIN_EVENTS) log.info(entry, 'drained');
    else log.debug(entry, 'drained');
  };

  const handleDrain = async (job: Job<DrainJob>) => {
    if (job.name === 'ring') return doorbell.ring(names);
    const projection = byName.get(job.data.projection);
    if (!projection) return log.warn({ projection: job.data.projection }, 'drain job for an unknown projection');
    await drainProjection(projection);
  };

  const handleMaintenance = async (job: Job<MaintenanceJob>) => {
    const projection = byName.get(job.data.projection);
    if (!projection) return;
    const started = Date.now();
    const tables = job.name === 'analyze' ? await maintainSchema(pool, projection.schema) : undefined;
    if (job.name === 'refresh' && projection.refresh) {
      // A recompute changes answers (ranks, trending) without moving the checkpoint: announced all the same, so the
      // query-service's answer cache (ADR 45) drops what it kept of the read model. The payload has no position. One
      // that changed no row (trending where no media's figure moved) drops nothing (ADR 52).
      if (await projection.refresh.run(pool, projection.schema)) {
        await pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, projection.name]);
      }
    }
    log.info({ projection: projection.name, job: job.name, ms: Date.now() - started, ...tables }, 'maintenance done');
  };

  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<DrainJob>(PROJECTION_QUEUE, handleDrain, {
    connection,
    prefix: config.redisPrefix,
    concurrency: options.concurrency ?? names.length,
    ...DRAIN_JOB_LOCK,
  });
  worker.on('failed', (job, err) => log.error({ err, projection: job?.data.projection, job: job?.name }, 'drain failed'));
  worker.on('error', (err) => log.error({ err }, 'worker error'));
  const maintenanceWorkerConnection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const maintenanceWorker = new Worker<MaintenanceJob>(MAINTENANCE_QUEUE, handleMaintenance, {
    connection: maintenanceWorkerConnection,
    prefix: config.redisPrefix,
    concurrency: 1,
  });
  maintenanceWorker.on('failed', (job, err) => log.error({ err, projection: job?.data.projection, job: job?.name }, 'maintenance failed'));
  maintenanceWorker.on('error', (err) => log.error({ err }, 'maintenance worker error'));
  await Promise.all([worker.waitUntilReady(), maintenanceWorker.waitUntilReady()]);

  await doorbell.queue.upsertJobScheduler(
    SAFETY_NET_SCHEDULER,
    { every: options.safetyNetMs ?? 5000 },
    { name: 'ring', data: { projection: '*' }, opts: jobOptions },
  );
  for (const p of refreshed) {
    await maintenance.upsertJobScheduler(
      `${REFRESH_SCHEDULER}${p.name}`,
      { every: p.refresh!.everyMs },
      { name: 'refresh', data: { projection: p.name }, opts: jobOptions },
    );
  }
  // A worker that died mid-drain left its job active with the deduplication key held until BullMQ's stalled
  // check (30 to 60 s), and every ring until then was parked behind it. Drains are idempotent and serialised
  // by the schema lock, so a fresh start clears the keys and rings at once; the dead job, when BullMQ
  // requeues it, costs one wasted read.
  await doorbell.reset(names);
  await doorbell.ring(names);
  await refreshSoon(refreshed.map((p) => p.name));

  return {
    doorbell,
    maintenance,
    status,
    async close() {
      shutdown.abort();
      await Promise.all([worker.close(), maintenanceWorker.close()]);
      connection.disconnect();
      maintenanceWorkerConnection.disconnect();
      await maintenance.close();
      maintenanceConnection.disconnect();
      await doorbell.close();
    },
  };
}
