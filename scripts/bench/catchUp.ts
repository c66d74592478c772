import type pg from 'pg';
import type { EventStore } from '@tsuzuki/event-store';
import { countEventsUpTo } from '@tsuzuki/projection-service/framework/count';
import { drain } from '@tsuzuki/projection-service/framework/drain';
import { createProjectionSchema } from '@tsuzuki/projection-service/framework/migrate';
import { inTransaction, quoteIdent } from '@tsuzuki/projection-service/framework/sql';
import { projections } from '@tsuzuki/projection-service/projections/index';
import { rebuild, REBUILD_BATCH_SIZE } from '@tsuzuki/projection-service/rebuild/rebuild';
import { report } from './stats.ts';

/**
 * Catch-up throughput of every read model, two ways. `catch_up`: a drain from position zero into a fresh schema
 * with all its indexes, as a live projection catches up after downtime; only the drain is timed. `rebuild`:
 * `npm run rebuild` end to end (load without secondary indexes, build them, VACUUM, swap). `events_per_s` counts
 * the events the read model applied; `log_events_per_s` the log it covered (the store skips other types).
 */
export async function benchCatchUp(store: EventStore, pool: pg.Pool) {
  const head = await store.headPosition();
  const logEvents = (await countEventsUpTo(store, head)) ?? 0;
  let applied = 0;
  let seconds = 0;
  for (const projection of projections) {
    if (projection.handles.length === 0) continue; // recomputed from other read models, not caught up
    const schema = `${projection.schema}__bench`;
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await inTransaction(pool, (tx) => createProjectionSchema(tx, projection, schema));
    try {
      const t = performance.now();
      const result = await drain(projection, { store, pool, schema, batchSize: REBUILD_BATCH_SIZE, upTo: head });
      const s = (performance.now() - t) / 1000;
      applied += result.events;
      seconds += s;
      report('catch_up.projection', {
        projection: projection.name,
        events: result.events,
        seconds: round(s),
        events_per_s: Math.round(result.events / s),
        log_events_per_s: Math.round(logEvents / s),
      });
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    }
    const t = performance.now();
    const rebuilt = await rebuild(projection, { store, pool });
    const s = (performance.now() - t) / 1000;
    report('rebuild.projection', {
      projection: projection.name,
      events: rebuilt.events,
      seconds: round(s),
      events_per_s: Math.round(rebuilt.events / s),
      log_events_per_s: Math.round(logEvents / s),
    });
  }
  report('catch_up.all', {
    log_events: logEvents,
    events_applied: applied,
    seconds: round(seconds),
    events_per_s: Math.round(applied / seconds),
  });
}

const round = (n: number) => Math.round(n * 100) / 100;
