// One analysts' task in a process of its own, so that its peak memory is its own (scripts/bench/analysts.ts):
//   rebuild [projection]    the sitestats (or the named) read model from the log (npm run rebuild -- sitestats)
//   asof <instant>          the statistics as of an instant (npm run stats -- --as-of)
//   asof-media <instant> <ids>  media's figures as of an instant (npm run stats -- --as-of --media <ids>)
//   export <file>           the whole log to Parquet (npm run export -- --format parquet)
// against DATABASE_URL; prints one JSON line.
import { resourceUsage } from 'node:process';
import { exportLog } from '@tsuzuki/projection-service/analysts/exportLog';
import { mediaStatisticsAsOf, parseAsOf, statisticsAsOf } from '@tsuzuki/projection-service/analysts/asOf';
import { projectionByName } from '@tsuzuki/projection-service/projections/index';
import { rebuildMany } from '@tsuzuki/projection-service/rebuild/rebuild';
import { openRuntime } from '@tsuzuki/projection-service/runtime';

const [mode, arg, ids] = process.argv.slice(2);
const runtime = await openRuntime(4);
try {
  const t = performance.now();
  let result: Record<string, unknown>;
  if (mode === 'rebuild') {
    const projection = projectionByName(arg ?? 'sitestats');
    if (!projection) throw new Error(`unknown projection ${arg}`);
    const [r] = await rebuildMany([projection], { store: runtime.store, pool: runtime.pool });
    result = { events: r!.events };
  } else if (mode === 'asof') {
    const r = await statisticsAsOf({ store: runtime.store, pool: runtime.pool, asOf: parseAsOf(arg!) });
    result = { events: r.scanned, applied: r.applied, users: r.statistics.trends.users.at(-1)?.count ?? 0, checksum: r.checksum };
  } else if (mode === 'asof-media') {
    const r = await mediaStatisticsAsOf({
      store: runtime.store,
      pool: runtime.pool,
      asOf: parseAsOf(arg!),
      mediaIds: ids!.split(',').map(Number),
    });
    result = { events: r.scanned, applied: r.applied, popularity: r.media[0]?.popularity ?? 0, checksum: r.checksum };
  } else if (mode === 'export') {
    const r = await exportLog({ store: runtime.store, filter: {}, format: 'parquet', out: arg! });
    result = { events: r.written };
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
  const seconds = (performance.now() - t) / 1000;
  console.log(JSON.stringify({ ...result, seconds, peak_rss_mb: Math.round(resourceUsage().maxRSS / 1024) }));
} finally {
  await runtime.close();
}
