import type pg from 'pg';
import type { EventStore } from '@tsuzuki/events';
import { projections } from '../../projection-service/src/projections/index.ts';
import { rebuild, REBUILD_BATCH_SIZE } from '../../projection-service/src/rebuild/rebuild.ts';
import { report } from './stats.ts';

/** Catch-up throughput: every read model rebuilt from position zero with large batches, one after another. */
export async function benchCatchUp(store: EventStore, pool: pg.Pool) {
  let total = 0;
  let seconds = 0;
  for (const projection of projections) {
    const t = performance.now();
    const result = await rebuild(projection, { store, pool, batchSize: REBUILD_BATCH_SIZE });
    const s = (performance.now() - t) / 1000;
    total += result.events;
    seconds += s;
    report('catch_up.projection', { projection: projection.name, events: result.events, seconds: round(s), events_per_s: Math.round(result.events / s) });
  }
  report('catch_up.all', { projections: projections.length, events_read: total, seconds: round(seconds), events_per_s: Math.round(total / seconds) });
}

const round = (n: number) => Math.round(n * 100) / 100;
