import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PostgresEventStore } from '@tsuzuki/event-store';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { ensureExtensions } from '@tsuzuki/projection-service/framework/migrate';
import { readSiteStatistics } from '@tsuzuki/projection-service/projections/sitestats/read';
import { SITE_SUBJECTS } from '@tsuzuki/projection-service/projections/sitestats/subjects';
import { copyLog } from '@tsuzuki/projection-service/testing/copyLog';
import { SiteWorld } from '@tsuzuki/projection-service/testing/siteWorld';
import { report } from './stats.ts';

// `npm run bench -- --only analysts [--analyst-events 5000000] [--export-events 1000000]` (issue 13): a site's log of
// that many events over a year (testing/siteWorld.ts: catalogue, sign-ups, list activity, reviews, removals, late
// appends dated earlier) written with COPY; then, each in a process of its own so that its peak memory is its own,
// the full rebuild of the statistics read model (npm run rebuild -- sitestats) and the statistics as of the middle
// of the year (npm run stats -- --as-of), then the same two for media's figures (npm run rebuild -- mediastats; npm
// run stats -- --as-of --media); and the export of a log of --export-events events to Parquet.

const DAYS = 365;
const START = '2025-06-01';
const round = (n: number) => Math.round(n * 100) / 100;

function world(events: number, seed: number) {
  // About 96% of the log is list activity, as on a tracking site; one member per 100 list events.
  const listEvents = Math.round(events * 0.96);
  return new SiteWorld({
    seed,
    start: START,
    days: DAYS,
    members: Math.max(10, Math.round(listEvents / 100)),
    media: Math.max(100, Math.min(20_000, Math.round(events / 250))),
    listEvents,
    reviews: Math.round(listEvents / 100),
  });
}

function child(args: string[], databaseUrl: string): Promise<Record<string, number | string>> {
  const script = fileURLToPath(new URL('./analystsChild.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('error', reject);
    p.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`${args[0]} exited with ${code}`)),
    );
  });
}

async function writeLog(label: string, events: number, seed: number) {
  const db = await createTestDatabase(label);
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  try {
    // Connecting creates the event store's schema.
    await (await PostgresEventStore.connect({ connectionString: db.url, maxConnections: 1 })).close();
    await ensureExtensions(pool);
    const w = world(events, seed);
    const t = performance.now();
    const written = await copyLog(pool, w.events(), 100_000);
    await pool.query('VACUUM ANALYZE event_store.events');
    return { db, pool, world: w, written, seconds: round((performance.now() - t) / 1000) };
  } catch (err) {
    await pool.end();
    await db.drop();
    throw err;
  }
}

export async function benchAnalysts(options: { events: number; exportEvents: number }) {
  const log = await writeLog('bench_analysts', options.events, 13);
  try {
    report('analysts.log', {
      log_events: log.written,
      members: log.world.options.members,
      media: log.world.options.media,
      days: DAYS,
      seconds: log.seconds,
    });

    const rebuilt = await child(['rebuild'], log.db.url);
    report('analysts.rebuild', {
      projection: 'sitestats',
      events: rebuilt.events,
      seconds: round(Number(rebuilt.seconds)),
      events_per_s: Math.round(Number(rebuilt.events) / Number(rebuilt.seconds)),
      peak_rss_mb: rebuilt.peak_rss_mb,
      ten_million_minutes_at_this_rate: round(10_000_000 / (Number(rebuilt.events) / Number(rebuilt.seconds)) / 60),
    });
    // The figures equal what the generator did, by the events' dates.
    const last = new Date(Date.parse(`${START}T00:00:00Z`) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const live = await readSiteStatistics(log.pool, 'rm_sitestats', last);
    const want = log.world.countsAt(last);
    const differ = SITE_SUBJECTS.filter((s) => (live.trends[s].at(-1)?.count ?? 0) !== (want[s] ?? 0));
    report('analysts.check', { ok: differ.length === 0, differ, users: want.users, reviews: want.reviews });

    const middle = new Date(Date.parse(`${START}T00:00:00Z`) + (DAYS / 2) * 86_400_000).toISOString().slice(0, 10);
    const asOf = await child(['asof', middle], log.db.url);
    report('analysts.stats_as_of', {
      as_of: middle,
      events_scanned: asOf.events,
      events_applied: asOf.applied,
      seconds: round(Number(asOf.seconds)),
      events_per_s: Math.round(Number(asOf.events) / Number(asOf.seconds)),
      peak_rss_mb: asOf.peak_rss_mb,
    });

    // Media's figures per day (rm_mediastats: a row per media and day with a status or score move).
    const media = await child(['rebuild', 'mediastats'], log.db.url);
    const { rows } = await log.pool.query<{ n: string }>('SELECT count(*) AS n FROM rm_mediastats.media_days');
    report('analysts.rebuild_mediastats', {
      projection: 'mediastats',
      events: media.events,
      media_day_rows: Number(rows[0]!.n),
      seconds: round(Number(media.seconds)),
      events_per_s: Math.round(Number(media.events) / Number(media.seconds)),
      peak_rss_mb: media.peak_rss_mb,
    });
    const mediaAsOf = await child(['asof-media', middle, '1,2,3'], log.db.url);
    report('analysts.media_stats_as_of', {
      as_of: middle,
      media: 3,
      events_scanned: mediaAsOf.events,
      events_applied: mediaAsOf.applied,
      seconds: round(Number(mediaAsOf.seconds)),
      events_per_s: Math.round(Number(mediaAsOf.events) / Number(mediaAsOf.seconds)),
      peak_rss_mb: mediaAsOf.peak_rss_mb,
    });
  } finally {
    await log.pool.end();
    await log.db.drop();
  }

  const small = await writeLog('bench_analysts_export', options.exportEvents, 17);
  const dir = await mkdtemp(join(tmpdir(), 'tsuzuki-bench-export-'));
  try {
    const out = join(dir, 'log.parquet');
    const exported = await child(['export', out], small.db.url);
    report('analysts.export', {
      format: 'parquet',
      events: exported.events,
      seconds: round(Number(exported.seconds)),
      events_per_s: Math.round(Number(exported.events) / Number(exported.seconds)),
      peak_rss_mb: exported.peak_rss_mb,
      file_mb: round((await stat(out)).size / 1_048_576),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
    await small.pool.end();
    await small.db.drop();
  }
}
