import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCatalogue, type EventType } from '@tsuzuki/events';
import { LOG_START, type RecordedEvent } from '@tsuzuki/event-store';
import { drain } from '../framework/drain.ts';
import { migrateProjection } from '../framework/migrate.ts';
import { mediastats } from '../projections/mediastats/index.ts';
import { readMediaStatistics } from '../projections/mediastats/read.ts';
import { sitestats } from '../projections/sitestats/index.ts';
import { endOfDay, readSiteStatistics } from '../projections/sitestats/read.ts';
import { runScript } from '../testing/cli.ts';
import { copyLog } from '../testing/copyLog.ts';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { SiteWorld, type WorldEvent } from '../testing/siteWorld.ts';
import { mediaStatisticsAsOf, parseAsOf, statisticsAsOf } from './asOf.ts';
import { schemaChecksum } from './checksum.ts';
import { PublicView } from './publicView.ts';
import { exportLog, parseBound, type ExportFilter } from './exportLog.ts';

let env: TestEnv;
let world: SiteWorld;
let log: WorldEvent[];
let dir: string;

beforeAll(async () => {
  env = await openTestEnv('analysts');
  dir = await mkdtemp(join(tmpdir(), 'tsuzuki-analysts-'));
  world = new SiteWorld({ seed: 5, start: '2026-05-20', days: 15, members: 50, media: 100, listEvents: 3000, reviews: 120, truth: true });
  log = [...world.events()];
  await copyLog(env.pool, log, 500);
  for (const projection of [sitestats, mediastats]) {
    await migrateProjection(env.pool, projection);
    await drain(projection, { store: env.store, pool: env.pool });
  }
});
afterAll(async () => {
  await env?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function readLog(): Promise<RecordedEvent[]> {
  const page = await env.store.readAll(LOG_START, 1_000_000);
  return page.events;
}

describe('statistics as of a date', () => {
  it('reads a date as the end of that UTC day and a timestamp as itself', () => {
    expect(parseAsOf('2026-06-01').toISOString()).toBe('2026-06-01T23:59:59.999Z');
    expect(parseAsOf('2026-06-01T08:30:00+02:00').toISOString()).toBe('2026-06-01T06:30:00.000Z');
    expect(() => parseAsOf('June')).toThrow('Not a date');
  });

  it('replays to the end of a day what the live read model holds up to that day, and what happened by then', async () => {
    for (const day of ['2026-05-20', '2026-05-27', '2026-06-03']) {
      const replayed = await statisticsAsOf({ store: env.store, pool: env.pool, asOf: parseAsOf(day), batchSize: 400 });
      expect(replayed.statistics).toEqual(await readSiteStatistics(env.pool, 'rm_sitestats', day));
      const counts = world.countsAt(day);
      for (const subject of ['users', 'anime', 'reviews'] as const)
        expect(replayed.statistics.trends[subject].at(-1)!.count).toBe(counts[subject]);
      expect(replayed.statistics.listActivity.ANIME.at(-1)!.entries).toEqual(world.truth.get(day)!.entries.ANIME);
      if (day !== '2026-06-03') expect(replayed.applied).toBeLessThan(replayed.scanned);
    }
    // No scratch schema is left behind.
    expect(await env.rows(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_sitestats\\_\\_%'`)).toEqual([]);
  });

  it("replays media's figures to the end of a day as the live mediastats read model holds them up to that day", async () => {
    const ids = [1, 2, 4, 99];
    for (const day of ['2026-05-20', '2026-06-03']) {
      const replayed = await mediaStatisticsAsOf({ store: env.store, pool: env.pool, asOf: parseAsOf(day), batchSize: 400, mediaIds: ids });
      expect(replayed.day).toBe(day);
      expect(replayed.media).toEqual(await readMediaStatistics(env.pool, 'rm_mediastats', ids, day));
      expect(replayed.media[0]!.popularity).toBeGreaterThan(0);
      if (day === '2026-06-03') expect(replayed.checksum).toBe((await schemaChecksum(env.pool, 'rm_mediastats')).checksum);
    }
    expect(await env.rows(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_mediastats\\_\\_%'`)).toEqual([]);
  });

  it('as of the last day, including the late appends dated earlier, is byte-identical to the live read model', async () => {
    const result = await statisticsAsOf({ store: env.store, pool: env.pool, asOf: parseAsOf('2026-06-03') });
    expect(result.applied).toBe(result.scanned);
    expect(result.checksum).toBe((await schemaChecksum(env.pool, 'rm_sitestats')).checksum);
  });

  it('keeps the events up to an instant inside a day, in log order', async () => {
    const instant = new Date('2026-05-24T13:00:00.000Z');
    const { statistics } = await statisticsAsOf({ store: env.store, pool: env.pool, asOf: instant });
    const signedUp = log.filter((e) => e.event.type === 'UserSignedUp' && Date.parse(e.occurredAt) <= instant.getTime()).length;
    expect(statistics.asOf).toBe(instant.toISOString());
    expect(statistics.day).toBe('2026-05-24');
    expect(statistics.trends.users.at(-1)!.count).toBe(signedUp);
    const whole = await readSiteStatistics(env.pool, 'rm_sitestats', '2026-05-24');
    expect(statistics.trends.users.at(-1)!.count).toBeLessThan(whole.trends.users.at(-1)!.count);
    expect(statistics.trends.users.slice(0, -1)).toEqual(whole.trends.users.slice(0, -1));
  });

  it('npm run stats -- --as-of prints or writes the same JSON', async () => {
    const out = join(dir, 'stats.json');
    const run = await runScript('analysts/statsCli.ts', ['--as-of', '2026-05-27', '--out', out], { DATABASE_URL: env.url });
    expect(run.stderr).toContain(`written to ${out}`);
    expect(run.code).toBe(0);
    const written = JSON.parse(await readFile(out, 'utf8'));
    expect(written).toMatchObject(await readSiteStatistics(env.pool, 'rm_sitestats', '2026-05-27'));
    expect(written.checksum).toMatch(/^[0-9a-f]{64}$/);
    const printed = await runScript('analysts/statsCli.ts', ['--as-of', '2026-05-27'], { DATABASE_URL: env.url });
    expect(JSON.parse(printed.stdout)).toEqual(written);
    expect(endOfDay('2026-05-27')).toBe(written.asOf);
    const bad = await runScript('analysts/statsCli.ts', ['--as-of', 'soon'], { DATABASE_URL: env.url });
    expect(bad.code).toBe(2);
    // --media: those media's figures as of the date instead of the site's.
    const media = await runScript('analysts/statsCli.ts', ['--as-of', '2026-05-27', '--media', '1,4', '--media', '2'], {
      DATABASE_URL: env.url,
    });
    expect(media.code).toBe(0);
    expect(JSON.parse(media.stdout)).toEqual({
      asOf: endOfDay('2026-05-27'),
      day: '2026-05-27',
      media: await readMediaStatistics(env.pool, 'rm_mediastats', [1, 4, 2], '2026-05-27'),
      events: { scanned: expect.any(Number), applied: expect.any(Number) },
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await runScript('analysts/statsCli.ts', ['--media', 'one'], { DATABASE_URL: env.url })).code).toBe(2);
  });
});

describe('the log exported for analysis', () => {
  const filter: ExportFilter = {
    from: parseBound('2026-05-25', false),
    to: parseBound('2026-05-30', true),
    types: ['MediaListEntrySaved', 'MediaListEntryDeleted', 'ReviewWritten', 'UserSignedUp'],
    streams: ['medialist-', 'review-'],
  };
  // The public view of the log (publicView.ts), followed over the whole log in order, then the slice.
  const expected = async () => {
    const view = new PublicView();
    return (await readLog()).map((e) => ({ ...e, data: view.show(e.type, e.data) }));
  };
  const sliced = async () =>
    (await expected())
      .filter((e) => e.data !== null)
      .filter((e) => filter.types!.includes(e.type) && filter.streams!.some((p) => e.stream.startsWith(p)))
      .filter(
        (e) => Date.parse(e.metadata.occurredAt) >= filter.from!.getTime() && Date.parse(e.metadata.occurredAt) <= filter.to!.getTime(),
      )
      .map((e) => ({
        position: e.logPosition.position,
        stream: e.stream,
        type: e.type,
        version: eventCatalogue[e.type as EventType].version,
        occurredAt: new Date(e.metadata.occurredAt),
        data: e.data,
      }));

  it('round-trips a slice through Parquet: read back with hyparquet, it is the log', async () => {
    const out = join(dir, 'slice.parquet');
    const result = await exportLog({ store: env.store, filter, format: 'parquet', out, batchSize: 300 });
    const rows = await parquetReadObjects({ file: await asyncBufferFromFile(out) });
    const want = await sliced();
    expect(want.length).toBeGreaterThan(500);
    expect(want.some((r) => r.type === 'ReviewWritten')).toBe(true);
    // The slice has private entries, whose notes the public view leaves out.
    const changesOf = (r: { data: unknown }) => (r.data as { changes?: Record<string, unknown> }).changes ?? {};
    expect(want.some((r) => r.type === 'MediaListEntrySaved' && changesOf(r).private === true && !('notes' in changesOf(r)))).toBe(true);
    expect(result.written).toBe(want.length);
    expect(rows).toEqual(want);
  });

  it('writes the same slice as NDJSON and CSV', async () => {
    const want = await sliced();
    await exportLog({ store: env.store, filter, format: 'ndjson', out: join(dir, 'slice.ndjson') });
    const lines = (await readFile(join(dir, 'slice.ndjson'), 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual(want.map((r) => ({ ...r, position: Number(r.position), occurredAt: r.occurredAt.toISOString() })));

    await exportLog({ store: env.store, filter, format: 'csv', out: join(dir, 'slice.csv') });
    const csv = await readFile(join(dir, 'slice.csv'), 'utf8');
    const { parse } = await import('csv-parse/sync');
    const records = parse(csv, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => ({ ...r, data: JSON.parse(r.data!) }))).toEqual(
      want.map((r) => ({
        position: String(r.position),
        stream: r.stream,
        type: r.type,
        version: String(r.version),
        occurredAt: r.occurredAt.toISOString(),
        data: r.data,
      })),
    );
  });

  it('npm run export writes the whole log by default and refuses unknown types', async () => {
    const out = join(dir, 'all.parquet');
    const run = await runScript('analysts/exportCli.ts', ['--out', out], { DATABASE_URL: env.url });
    expect(run.code).toBe(0);
    const rows = await parquetReadObjects({ file: await asyncBufferFromFile(out), columns: ['position', 'type'] });
    expect(rows.map((r) => r.position)).toEqual((await readLog()).map((e) => e.logPosition.position));
    const bad = await runScript('analysts/exportCli.ts', ['--out', join(dir, 'x.csv'), '--types', 'MediaListEntrySavd'], {
      DATABASE_URL: env.url,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown event type(s): MediaListEntrySavd');
  });
});
