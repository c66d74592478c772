// `npm run bench -- --only cluster`: issue 23's figures on the scaled topology (scripts/lib/cluster.ts): its own
// PostgreSQL primary and streaming replica, two processes of each service and HAProxy, over the demo catalogue at
// --scale entered through the command path, with the answer cache off (every answer executed). In one run: the media page (cycling through every media) and the guests'
// global feed through HAProxy with two query processes and then one, each beside its floor; one query process read
// directly, reading the replica and reading the primary; read-your-writes through the replica; and, from the
// processes' CPU time, what a media page costs each part of the topology, and so what a core added to a larger
// machine would be expected to serve.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import { Doorbell, openEventStore } from '@tsuzuki/event-store';
import { createTestRedisPrefix } from '@tsuzuki/event-store/testing';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { generateSeed } from '@tsuzuki/seed/dataset';
import { importSeed } from '@tsuzuki/seed/import';
import { loadRomanizer } from '@tsuzuki/seed/romaji';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { startCluster, type Cluster } from '../lib/cluster.ts';
import { freePort } from '../lib/ports.ts';
import { processCpuMs, processTreeCpuMs } from '../lib/stack.ts';
import { scratchSiteEnv } from '../lib/testStack.ts';
import { benchQueries, benchReadYourWrites, MEDIA_PAGE_QUERY } from './graphql.ts';
import { measured } from './siteGql.ts';
import { load, report } from './stats.ts';

/** Until every projection says it has caught up with the log (the projection-service's /health). */
async function caughtUp(cluster: Cluster): Promise<void> {
  const health = `http://127.0.0.1:${cluster.processes.get('projection-1')!.port}/health`;
  for (let waited = 0; waited < 1200; waited++) {
    // The checkpoints are told to holders of the internal token only.
    const res = await fetch(health, { headers: { [INTERNAL_TOKEN_HEADER]: cluster.env.INTERNAL_TOKEN! } });
    const body = (await res.json()) as { projections: Record<string, { caughtUp: boolean }> };
    if (Object.values(body.projections).every((p) => p.caughtUp)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the projections did not catch up within five minutes');
}

/** CPU time (ms) so far of each part of the topology: query processes, command processes, PostgreSQL's two servers, HAProxy. */
function cpuOf(cluster: Cluster) {
  const sum = (prefix: string) =>
    [...cluster.processes].filter(([name]) => name.startsWith(prefix)).reduce((n, [, p]) => n + (processCpuMs(p.child.pid) ?? 0), 0);
  const pids = cluster.pg.pids();
  return {
    query: sum('query-'),
    haproxy: sum('haproxy'),
    primary: processTreeCpuMs(pids.primary),
    replica: processTreeCpuMs(pids.replica),
    bench: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000,
  };
}

export async function benchCluster(options: { scale: number; requests: number; concurrency: number; mutations: number }) {
  const redis = createTestRedisPrefix('bench_cluster');
  const scratch = mkdtempSync(path.join(tmpdir(), 'tsuzuki-bench-cluster-'));
  const cluster = await startCluster({
    port: await freePort(),
    database: 'tsuzuki_bench_cluster',
    redisUrl: redis.redisUrl,
    redisPrefix: redis.prefix,
    output: process.env.BENCH_OUTPUT === 'prefixed' ? 'prefixed' : 'quiet',
    extraEnv: {
      ...scratchSiteEnv(scratch),
      // Each process keeps its own answer cache, warmed by whatever ran before: the figures compare executions.
      ANSWER_CACHE: 'off',
      CLIENT_DIST: path.join(scratch, 'dist'),
    },
  });
  const databaseUrl = cluster.env.DATABASE_URL!;
  const store = await openEventStore({ databaseUrl, eventStoreUrl: null });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  const doorbell = new Doorbell(redis.redisUrl, redis.prefix);
  try {
    const t = performance.now();
    const data = generateSeed({ now: new Date(), scale: options.scale, romanize: await loadRomanizer() });
    await ensureOwnTables(pool);
    const counts = await importSeed(new CommandBus({ store, pool, doorbell }), data, { concurrency: 8 });
    await caughtUp(cluster);
    report('cluster.setup', {
      scale: options.scale,
      commands: counts.commands,
      seconds: Math.round((performance.now() - t) / 100) / 10,
      processes: [...cluster.processes.keys()],
    });
    const mediaIds = data.media.filter((m) => !m.isAdult).map((m) => m.mediaId);
    const token = cluster.env.INTERNAL_TOKEN!;
    const { requests, concurrency } = options;

    // Through HAProxy: two query processes, then one (the other killed; HAProxy's checks take it out in two seconds).
    await benchQueries(cluster.url, mediaIds, [], requests, concurrency, {
      suffix: '_balanced_two',
      only: ['media_page', 'global_feed'],
      internalToken: token,
    });
    await cluster.kill('query-2');
    await new Promise((r) => setTimeout(r, 3000));
    await benchQueries(cluster.url, mediaIds, [], requests, concurrency, {
      suffix: '_balanced_one',
      only: ['media_page', 'global_feed'],
      internalToken: token,
    });

    // What a media page costs each part, one query process behind HAProxy reading the replica, every page executed.
    const guest = new Browser(cluster.url);
    const before = cpuOf(cluster);
    const started = performance.now();
    await load(requests, concurrency, async (i) => measured(guest, MEDIA_PAGE_QUERY, { id: mediaIds[(i * 7) % mediaIds.length] }));
    const seconds = (performance.now() - started) / 1000;
    const after = cpuOf(cluster);
    const per = (k: keyof typeof before) => Math.round(((after[k] - before[k]) / requests) * 100) / 100;
    const serving = per('query') + per('haproxy') + per('replica');
    report('cluster.cpu_per_media_page', {
      requests,
      concurrency,
      requests_per_s: Math.round(requests / seconds),
      cpu_ms: {
        query: per('query'),
        haproxy: per('haproxy'),
        replica: per('replica'),
        primary: per('primary'),
        bench_client: per('bench'),
      },
      // A core added to a larger machine, given to another query process and its share of a replica's reads, serves
      // about 1000 ms over what one page costs them (the primary takes no reads; the balancer is shared).
      expected_media_pages_per_s_per_added_core: Math.round(1000 / serving),
    });

    // One query process reached directly: reading the replica, and a new one reading the primary.
    await benchQueries(`http://127.0.0.1:${cluster.processes.get('query-1')!.port}`, mediaIds, [], requests, concurrency, {
      suffix: '_direct_replica',
      only: ['media_page'],
      internalToken: token,
    });
    const primaryReader = await cluster.addQueryProcess({ readPrimary: true });
    await benchQueries(`http://127.0.0.1:${primaryReader.port}`, mediaIds, [], requests, concurrency, {
      suffix: '_direct_primary',
      only: ['media_page'],
      internalToken: token,
    });

    // Read-your-writes through HAProxy and the replica: each answer must show the change.
    await benchReadYourWrites(cluster.url, token, mediaIds, options.mutations, 'cluster.read_your_writes_through_replica');
  } finally {
    await Promise.allSettled([store.close(), pool.end(), doorbell.close()]);
    await cluster.stop();
    await redis.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  }
}
