import type { Server } from 'node:http';
import { formatPosition } from '@tsuzuki/event-store';
import { migrateAll } from './framework/migrate.ts';
import { ProjectionStatus } from './framework/status.ts';
import { createHealthApp } from './health.ts';
import { createLogger } from './logger.ts';
import { projections } from './projections/index.ts';
import { rebuildMany } from './rebuild/rebuild.ts';
import { openRuntime } from './runtime.ts';
import { startProjectionWorker, type ProjectionWorker } from './worker.ts';
import { exitWithParent } from '@tsuzuki/event-store/lifecycle';

const log = createLogger();
const port = Number(process.env.PROJECTION_PORT || 3002);
const concurrency = Number(process.env.PROJECTION_CONCURRENCY || projections.length);
const runtime = await openRuntime(concurrency + 4);
const { store, pool, config } = runtime;

// Health first, so a long start-up rebuild shows as checkpoints that move rather than a dead port.
const status = new ProjectionStatus();
// Internal: reachable from this machine only, unless PROJECTION_HOST says otherwise (docker-compose: 0.0.0.0).
const host = process.env.PROJECTION_HOST || '127.0.0.1';
const server: Server = createHealthApp(store, pool, projections, status, process.env.INTERNAL_TOKEN || null).listen(port, host, () =>
  log.info({ port, host }, 'health listening'),
);

const states = await migrateAll(pool, projections);
// The live tables of a changed projection were built by another migration or projection version: not what
// this code writes. Rebuild them (reading the log once for all) before draining.
const changed = projections.filter((p) => states.get(p.name) === 'changed');
if (changed.length > 0) {
  const names = changed.map((p) => p.name);
  if (process.env.PROJECTION_AUTO_REBUILD === '0') {
    log.error({ projections: names }, `migration changed: run npm run rebuild -- ${names.join(' ')}`);
    process.exit(1);
  }
  log.warn({ projections: names }, 'migration changed: rebuilding before draining');
  for (const r of await rebuildMany(changed, { store, pool, onlyIfChanged: true })) {
    log.info(
      { projection: r.projection, skipped: r.skipped, events: r.events, checkpoint: r.checkpoint && formatPosition(r.checkpoint) },
      'rebuilt',
    );
  }
}

let worker: ProjectionWorker | null = await startProjectionWorker({ config, store, pool, projections, log, concurrency, status });
log.info({ projections: projections.map((p) => p.name), concurrency }, 'projection worker started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  server.close();
  // Running batches finish and commit; each drain loop stops before its next batch.
  await worker?.close();
  worker = null;
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
exitWithParent((reason) => void shutdown(reason));
