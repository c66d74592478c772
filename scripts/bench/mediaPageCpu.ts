// `npx tsx scripts/bench/mediaPageCpu.ts [--scale 0.25] [--requests 1000] [--concurrency 16] [--cache on|off]`: the
// query-service's CPU per media page, cycling through every non-adult media of the site bench's data set, for the
// bench's media page text (graphql.ts, MEDIA_PAGE_QUERY) and the site's own persisted MediaPageQuery, beside the
// `{ __typename }` floor's. CPU per request (from /proc) holds still where requests per second move with what else
// the shared machine runs. CPU_PROFILE_DIR=dir writes the services' V8 profiles there when they stop (stack.ts).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { generateSeed } from '@tsuzuki/seed/dataset';
import { importSeed } from '@tsuzuki/seed/import';
import { loadRomanizer } from '@tsuzuki/seed/romaji';
import { mediaPageVariables } from '@tsuzuki/client/src/screens/MediaPage/mediaPageVariables.ts';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { processCpuMs } from '../lib/stack.ts';
import { SMALL_POOLS, untilCaughtUp } from '../lib/testStack.ts';
import { openBenchSite } from './benchSite.ts';
import { MEDIA_PAGE_QUERY } from './graphql.ts';
import { floorHeaders, measured, persistedDocument } from './siteGql.ts';
import { load, report, summarise } from './stats.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.25' },
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    cache: { type: 'string', default: 'off' },
  },
});
const [scale, requests, concurrency] = [Number(values.scale), Number(values.requests), Number(values.concurrency)];

const sitePage = persistedDocument('MediaPageQuery').id;

const site = await openBenchSite('mediapage_cpu');
const { pool } = site;
try {
  const data = generateSeed({ now: new Date(), scale, romanize: await loadRomanizer() });
  await ensureOwnTables(pool);
  await importSeed(site.bus, data, { concurrency: 8 });
  // BENCH_OUTPUT=prefixed shows the services' logs.
  const stack = await site.start({ ...SMALL_POOLS, ANSWER_CACHE: values.cache === 'on' ? 'on' : 'off' });
  await untilCaughtUp(`http://127.0.0.1:${stack.env.PROJECTION_PORT}/health`, stack.env.INTERNAL_TOKEN!, 900_000);
  const media = data.media.filter((m) => !m.isAdult);
  const guest = new Browser(stack.url);
  const kinds: Record<string, (i: number) => Promise<void>> = {
    floor: () => measured(guest, '{ __typename }', {}, { headers: floorHeaders(stack) }),
    media_page: (i) => measured(guest, MEDIA_PAGE_QUERY, { id: media[i % media.length]!.mediaId }),
    site_media_page: (i) => {
      const m = media[i % media.length]!;
      return measured(guest, { documentId: sitePage, variables: mediaPageVariables(m.mediaId, m.type) });
    },
  };
  // PostgreSQL's backends serving this database, by pid (the server runs on the same machine): their CPU from /proc,
  // read every 200 ms (a pool closes idle connections, and a backend's time goes with it).
  const backends = new Map<number, { first: number; last: number }>();
  const sampleBackends = async () => {
    const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      const seen = backends.get(pid);
      if (seen) seen.last = ms;
      else backends.set(pid, { first: ms, last: ms });
    }
  };
  const backendsCpuMs = async (during: Promise<unknown>) => {
    backends.clear();
    await sampleBackends();
    let done = false;
    void during.finally(() => (done = true));
    while (!done) await Promise.race([during, new Promise((r) => setTimeout(r, 200))]).then(sampleBackends);
    return [...backends.values()].reduce((sum, b) => sum + b.last - b.first, 0);
  };
  for (let i = 0; i < 300; i++) await Promise.all(Object.values(kinds).map((k) => k(i).catch(() => undefined)));
  // Two seconds of quiet between figures: a CPU profile (CPU_PROFILE_DIR) then shows each figure apart.
  let floorCpu = 0;
  for (const [name, run] of Object.entries(kinds)) {
    await new Promise((r) => setTimeout(r, 2000));
    const before = stack.cpuMs('query')!;
    const t = performance.now();
    // Other work on the shared PostgreSQL may take every connection (500s): counted and said, not fatal.
    let errors = 0;
    const running = load(requests, concurrency, (i) => run(i).catch(() => void errors++));
    const dbCpu = await backendsCpuMs(running);
    const latencies = await running;
    const seconds = (performance.now() - t) / 1000;
    const cpu = (stack.cpuMs('query')! - before) / requests;
    if (name === 'floor') floorCpu = cpu;
    report(`media_page_cpu.${name}`, {
      requests,
      errors,
      concurrency,
      requests_per_s: Math.round(requests / seconds),
      latency: summarise(latencies),
      query_cpu_ms_per_request: Math.round(cpu * 100) / 100,
      // The database's backends for this database (the query-service's pools; the projection-service idles).
      db_cpu_ms_per_request: Math.round((dbCpu / requests) * 100) / 100,
      ...(name === 'floor' ? {} : { query_cpu_ratio: Math.round((floorCpu / cpu) * 1000) / 1000 }),
      loadavg: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    });
  }
} finally {
  await site.close();
}
