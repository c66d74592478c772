import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { Doorbell, formatPosition, PROJECTION_QUEUE, type Config, type DrainJob, type EventStore } from '@tsuzuki/events';
import { drain, DEFAULT_BATCH_SIZE } from './framework/drain.ts';
import { StatisticsKeeper } from './framework/maintenance.ts';
import { hasHeldBackEvents } from './framework/pending.ts';
import type { Projection } from './framework/projection.ts';
import type { Logger } from './logger.ts';

/** Id of the repeating job that rings every projection, in case a ring after an append was lost. */
export const SAFETY_NET_SCHEDULER = 'projections-safety-net';
/** Id prefix of the repeating recompute of a refreshed read model (rankings). */
export const REFRESH_SCHEDULER = 'projections-refresh:';
/** A recompute waits this long after the last drain that changed its inputs (debounced during catch-up). */
export const REFRESH_DEBOUNCE_MS = 15_000;
const HELD_BACK_ROUNDS = 20;
const BULK_DRAIN_EVENTS = 1000;
const HELD_BACK_WAIT_MS = 250;

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
}

export interface ProjectionWorker {
  readonly doorbell: Doorbell;
  close(): Promise<void>;
}

/**
 * Processes the doorbell's drain jobs. A job carries no events, only "drain projection X", so BullMQ's
 * retries, stalls and duplicates cost at most a wasted read: the checkpoint in the read-model
 * transaction decides what is applied.
 */
export async function startProjectionWorker(options: ProjectionWorkerOptions): Promise<ProjectionWorker> {
  const { config, store, pool, log } = options;
  const byName = new Map(options.projections.map((p) => [p.name, p]));
  const names = [...byName.keys()];
  const doorbell = new Doorbell(config.redisUrl, config.redisPrefix);
  const shutdown = new AbortController();
  const statistics = new StatisticsKeeper(pool);
  const refreshed = options.projections.filter((p) => p.refresh);
  const debounceMs = options.refreshDebounceMs ?? REFRESH_DEBOUNCE_MS;
  // Debounced: each drain that changed an input pushes the recompute back, so a catch-up or a seed ends
  // with one recompute over the final data instead of one per batch.
  const refreshSoon = (names: readonly string[]) => Promise.all(names.map((projection) =>
    doorbell.queue.add('refresh', { projection }, {
      delay: debounceMs,
      deduplication: { id: `refresh:${projection}`, ttl: debounceMs, extend: true, replace: true },
      removeOnComplete: true,
      removeOnFail: 100,
    })));
  const dependents = (name: string) => refreshed.filter((p) => p.refresh!.after.includes(name)).map((p) => p.name);

  const handle = async (job: Job<DrainJob>) => {
    if (job.name === 'ring') return doorbell.ring(names);
    const projection = byName.get(job.data.projection);
    if (!projection) {
      log.warn({ projection: job.data.projection }, 'drain job for an unknown projection');
      return;
    }
    if (job.name === 'refresh') {
      const started = Date.now();
      await projection.refresh?.run(pool);
      log.info({ projection: projection.name, ms: Date.now() - started }, 'refreshed');
      return;
    }
    const drainOptions = { store, pool, batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE, signal: shutdown.signal };
    let { events, checkpoint } = await drain(projection, drainOptions);
    // Appends held back by an older open transaction become readable within moments; wait for them
    // (the store wakes us when they are readable) rather than leave them to the safety net. Bounded, so a
    // transaction left open cannot pin the job.
    for (let i = 0; i < HELD_BACK_ROUNDS && checkpoint && !shutdown.signal.aborted; i++) {
      if (!(await hasHeldBackEvents(store, checkpoint))) break;
      await store.waitForEvents(checkpoint, HELD_BACK_WAIT_MS, shutdown.signal);
      const again = await drain(projection, drainOptions);
      events += again.events;
      checkpoint = again.checkpoint ?? checkpoint;
    }
    if (events > 0 && dependents(projection.name).length > 0) await refreshSoon(dependents(projection.name));
    // Every write rings every projection: single drains are debug noise, bulk catch-ups are worth an info line.
    if (events > 0) {
      const entry = { projection: projection.name, events, checkpoint: checkpoint && formatPosition(checkpoint) };
      if (events >= BULK_DRAIN_EVENTS) log.info(entry, 'drained');
      else log.debug(entry, 'drained');
    }
    if (events > 0 && (await statistics.applied(projection.schema, events))) log.info({ projection: projection.name }, 'statistics refreshed');
  };

  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<DrainJob>(PROJECTION_QUEUE, handle, {
    connection,
    prefix: config.redisPrefix,
    concurrency: options.concurrency ?? names.length,
  });
  worker.on('failed', (job, err) => log.error({ err, projection: job?.data.projection, job: job?.name }, 'drain failed'));
  worker.on('error', (err) => log.error({ err }, 'worker error'));
  await worker.waitUntilReady();

  await doorbell.queue.upsertJobScheduler(
    SAFETY_NET_SCHEDULER,
    { every: options.safetyNetMs ?? 5000 },
    { name: 'ring', data: { projection: '*' }, opts: { removeOnComplete: true, removeOnFail: 100 } },
  );
  for (const p of refreshed) {
    await doorbell.queue.upsertJobScheduler(
      `${REFRESH_SCHEDULER}${p.name}`,
      { every: p.refresh!.everyMs },
      { name: 'refresh', data: { projection: p.name }, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }
  // Whatever was appended while no worker ran; and one recompute once that catch-up has settled.
  await doorbell.ring(names);
  await refreshSoon(refreshed.map((p) => p.name));

  return {
    doorbell,
    async close() {
      shutdown.abort();
      await worker.close();
      connection.disconnect();
      await doorbell.close();
    },
  };
}
