import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_CHANNEL, mediaStream, studioStream } from '@tsuzuki/events';
import { comparePositions, formatPosition } from '@tsuzuki/event-store';
import { readCheckpoint } from '../framework/checkpoint.ts';
import { createProjectionSchema } from '../framework/migrate.ts';
import { inTransaction } from '../framework/sql.ts';
import { genres } from '../projections/genres/index.ts';
import { media } from '../projections/media/index.ts';
import { search } from '../projections/search/index.ts';
import { verify } from '../verify/verify.ts';
import { runScript } from '../testing/cli.ts';
import { dumpSchema } from '../testing/dump.ts';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { mediaAdded, mediaUpdated, statisticsImported, studioAdded } from '../testing/fixtures.ts';
import { rebuild, rebuildMany } from './rebuild.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rebuild');
  for (let id = 1; id <= 20; id++) {
    await env.append(mediaStream(id), [mediaAdded(id), statisticsImported(id), mediaUpdated(id, { episodes: id })]);
  }
});
afterAll(async () => env?.drop());

const schemaOid = async (name: string) =>
  (await env.rows<{ oid: number }>('SELECT oid::int FROM pg_namespace WHERE nspname = $1', [name]))[0]?.oid;
const leftovers = () => env.rows(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_%\\_\\_%'`);

describe('rebuild', () => {
  it('swaps in a schema with identical rows and checkpoint while the live one serves until the swap', async () => {
    await env.project(media);
    const before = await dumpSchema(env.pool, 'rm_media');
    const checkpoint = await readCheckpoint(env.pool, 'rm_media');
    const oid = await schemaOid('rm_media');
    const servedDuringBuild: Array<{ oid: number | undefined; rows: number }> = [];
    const result = await rebuild(media, {
      store: env.store,
      pool: env.pool,
      batchSize: 7,
      onProgress: async () => {
        const [count] = await env.rows<{ n: number }>('SELECT count(*)::int AS n FROM rm_media.media');
        servedDuringBuild.push({ oid: await schemaOid('rm_media'), rows: count!.n });
      },
    });
    expect(result).toMatchObject({ skipped: false, events: 60 });
    expect(servedDuringBuild.length).toBeGreaterThan(5);
    expect(new Set(servedDuringBuild.map((s) => `${s.oid}:${s.rows}`))).toEqual(new Set([`${oid}:20`]));
    expect(await schemaOid('rm_media')).not.toBe(oid);
    expect(await dumpSchema(env.pool, 'rm_media')).toEqual(before);
    // The rebuilt checkpoint is where its scan of the log ended: never behind the live one it replaced.
    expect(comparePositions(await readCheckpoint(env.pool, 'rm_media'), checkpoint)).toBeGreaterThanOrEqual(0);
    expect(await leftovers()).toEqual([]);
  });

  it('catches up past the live checkpoint and announces the new one', async () => {
    await env.append(mediaStream(21), [mediaAdded(21)]);
    await env.readable();
    const listener = new pg.Client({ connectionString: env.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    try {
      const result = await rebuild(media, { store: env.store, pool: env.pool });
      expect(result.events).toBe(61);
      expect(comparePositions(result.checkpoint!, env.appended)).toBeGreaterThanOrEqual(0);
      expect(formatPosition(await readCheckpoint(env.pool, 'rm_media'))).toBe(formatPosition(result.checkpoint!));
      expect(await env.rows('SELECT id FROM rm_media.media WHERE id = 21')).toEqual([{ id: 21 }]);
      await env.rows('SELECT 1'); // a round trip, so the notification has arrived
      expect(heard).toContain(`media ${formatPosition(result.checkpoint!)}`);
    } finally {
      await listener.end();
    }
  });

  it('rebuilds several read models reading the log once, each equal to a replay', async () => {
    const several = [genres, search, media];
    let read = 0;
    const results = await rebuildMany(several, {
      store: env.store,
      pool: env.pool,
      batchSize: 10,
      onProgress: (n) => {
        read = n;
      },
    });
    expect(results.map((r) => [r.projection, r.skipped, r.events])).toEqual([
      ['genres', false, 61],
      ['search', false, 61],
      ['media', false, 61],
    ]);
    expect(read).toBe(61);
    for (const p of several) expect(await verify(p, { store: env.store, pool: env.pool })).toMatchObject({ ok: true });
    expect(await env.rows('SELECT count(*)::int AS n FROM rm_genres.media_genres')).toEqual([{ n: 21 * 2 }]);
    expect(await leftovers()).toEqual([]);
  });

  it('builds the secondary indexes after loading, ending with exactly those a fresh schema has', async () => {
    const indexes = async (schema: string) =>
      (
        await env.rows<{ def: string }>(
          `SELECT replace(indexdef, $1 || '.', 'S.') AS def FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname`,
          [schema],
        )
      ).map((r) => r.def);
    await inTransaction(env.pool, (tx) => createProjectionSchema(tx, search, 'fresh_search'));
    try {
      await rebuild(search, { store: env.store, pool: env.pool, batchSize: 10 });
      const rebuilt = await indexes('rm_search');
      expect(rebuilt).toEqual(await indexes('fresh_search'));
      expect(rebuilt.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
    } finally {
      await env.pool.query('DROP SCHEMA fresh_search CASCADE');
    }
  });

  it('skips a current schema when asked to rebuild only changed ones', async () => {
    expect(await rebuild(media, { store: env.store, pool: env.pool, onlyIfChanged: true })).toMatchObject({ skipped: true });
  });

  it('runs from npm run rebuild (the CLI), creating a schema that did not exist', async () => {
    await env.append(studioStream(1), [studioAdded(1)]);
    await env.readable();
    const run = await runScript('rebuild/cli.ts', ['studios'], { DATABASE_URL: env.url });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/rebuild studios \[/); // the progress bar
    // The store hands the rebuild only the types the projection handles: one StudioAdded of 62 events.
    expect(run.stdout).toMatch(/rm_studios rebuilt: 1 events/);
    expect(run.stdout).toMatch(/1 events read once for 1 projection/);
    expect(await env.rows('SELECT id, name FROM rm_studios.studios')).toEqual([{ id: 1, name: 'Wit Studio 1' }]);
  });
});
