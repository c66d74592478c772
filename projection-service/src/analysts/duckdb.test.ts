import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain } from '../framework/drain.ts';
import { migrateProjection } from '../framework/migrate.ts';
import { lists } from '../projections/lists/index.ts';
import { sitestats } from '../projections/sitestats/index.ts';
import { dayStart, readSiteStatistics, type SiteStatisticsSnapshot } from '../projections/sitestats/read.ts';
import { copyLog } from '../testing/copyLog.ts';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { SiteWorld } from '../testing/siteWorld.ts';
import { exportLog } from './exportLog.ts';

// docs/analysts.md's worked examples, run as written by DuckDB over a Parquet export of a generated log, give the
// figures the site shows: the statistics read model's, and the lists read model's for the media page.

let env: TestEnv;
let dir: string;
let duck: DuckDBConnection;
let examples: string[];
let site: SiteStatisticsSnapshot;

beforeAll(async () => {
  env = await openTestEnv('analysts_duckdb');
  dir = await mkdtemp(join(tmpdir(), 'tsuzuki-duckdb-'));
  // The doc's examples stand at 2026-06-01: the log's last day.
  const world = new SiteWorld({ seed: 2, start: '2026-05-03', days: 30, members: 80, media: 200, listEvents: 6000, reviews: 100 });
  await copyLog(env.pool, world.events(), 1000);
  for (const p of [sitestats, lists]) {
    await migrateProjection(env.pool, p);
    await drain(p, { store: env.store, pool: env.pool });
  }
  const file = join(dir, 'tsuzuki-log.parquet');
  await exportLog({ store: env.store, filter: {}, format: 'parquet', out: file });
  const doc = await readFile(new URL('../../../docs/analysts.md', import.meta.url), 'utf8');
  examples = [...doc.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]!.replaceAll("'tsuzuki-log.parquet'", `'${file}'`));
  duck = await (await DuckDBInstance.create(':memory:')).connect();
  site = await readSiteStatistics(env.pool, 'rm_sitestats', '2026-06-01');
}, 120_000);
afterAll(async () => {
  duck?.closeSync();
  await env?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const run = async (sql: string) => (await duck.runAndReadAll(sql)).getRowObjectsJson() as Record<string, string | number>[];
const unix = (day: string) => dayStart(day) / 1000;
const last24 = <T>(series: readonly T[]) => [...series].reverse().slice(0, 24);

describe('docs/analysts.md, run by DuckDB over an export', () => {
  it('has three examples', () => {
    expect(examples).toHaveLength(3);
  });

  it('1. members day by day equal SiteStatistics.users', async () => {
    const rows = await run(examples[0]!);
    expect(rows.map((r) => ({ date: unix(String(r.day)), count: Number(r.count), change: Number(r.change) }))).toEqual(
      last24(site.trends.users).map((p) => ({ date: unix(p.date), count: p.count, change: p.change })),
    );
    expect(site.trends.users.some((p) => p.change === 0)).toBe(true);
  });

  it("2. a title's status distribution equals its entries in the lists read model", async () => {
    const rows = await run(examples[1]!);
    const { rows: entries } = await env.pool.query<{ status: string; amount: number }>(
      'SELECT status, count(*)::int AS amount FROM rm_lists.entries WHERE media_id = 1 GROUP BY status ORDER BY amount DESC, status',
    );
    expect(entries.length).toBeGreaterThan(3);
    expect(rows.map((r) => ({ status: r.status, amount: Number(r.amount) }))).toEqual(entries);
  });

  it('3. members active on the anime list equal SiteStatistics.listActivity(type: ANIME)', async () => {
    const rows = await run(examples[2]!);
    const days = last24(site.listActivity.ANIME).filter((d) => d.changes > 0);
    expect(rows.map((r) => ({ date: String(r.day), activeMembers: Number(r.activeMembers), changes: Number(r.changes) }))).toEqual(
      days.map((d) => ({ date: d.date, activeMembers: d.activeMembers, changes: d.changes })),
    );
    expect(days).toHaveLength(24);
  });
});
