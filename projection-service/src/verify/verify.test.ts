import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStream } from '@tsuzuki/events';
import { media } from '../projections/media/index.ts';
import { runScript } from '../testing/cli.ts';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { mediaAdded, mediaUpdated, statisticsImported } from '../testing/fixtures.ts';
import { verify } from './verify.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('verify');
  for (let id = 1; id <= 10; id++) {
    await env.append(mediaStream(id), [mediaAdded(id), statisticsImported(id), mediaUpdated(id, { genres: ['Comedy'] })]);
  }
  await env.project(media);
});
afterAll(async () => env?.drop());

const scratchSchemas = () => env.rows(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_media\\_\\_%'`);

describe('verify', () => {
  it('passes on a clean read model, comparing at the live checkpoint even when the log moved on', async () => {
    await env.append(mediaStream(11), [mediaAdded(11)]);
    const result = await verify(media, { store: env.store, pool: env.pool, batchSize: 4 });
    expect(result).toMatchObject({ ok: true, diffs: [] });
    expect(await scratchSchemas()).toEqual([]);
  });

  it('finds a row corrupted by hand and a row deleted by hand', async () => {
    await env.pool.query(`UPDATE rm_media.media SET title_romaji = 'corrupted' WHERE id = 3`);
    await env.pool.query(`DELETE FROM rm_media.media_studios WHERE media_id = 5 AND studio_id = 11`);
    const result = await verify(media, { store: env.store, pool: env.pool });
    expect(result.ok).toBe(false);
    const byTable = Object.fromEntries(result.diffs.map((d) => [d.table, d]));
    expect(Object.keys(byTable).sort()).toEqual(['media', 'media_studios']);
    expect(byTable.media).toMatchObject({ liveOnlyCount: 1, replayOnlyCount: 1 });
    expect(byTable.media!.liveOnly[0]).toMatchObject({ id: 3, title_romaji: 'corrupted' });
    expect(byTable.media!.replayOnly[0]).toMatchObject({ id: 3, title_romaji: 'Shingeki no Kyojin 3' });
    expect(byTable.media_studios).toMatchObject({ liveOnlyCount: 0, replayOnlyCount: 1, replayOnly: [{ media_id: 5, studio_id: 11 }] });
    expect(await scratchSchemas()).toEqual([]);
  });

  it('prints the differing rows and exits 1 from npm run verify, 0 once repaired', async () => {
    const failing = await runScript('verify/cli.ts', ['media'], { DATABASE_URL: env.url });
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/media: DIFFERS/);
    expect(failing.stdout).toMatch(/- live +\{.*"title_romaji":"corrupted"/);
    await env.pool.query(`UPDATE rm_media.media SET title_romaji = 'Shingeki no Kyojin 3' WHERE id = 3`);
    await env.pool.query(`INSERT INTO rm_media.media_studios VALUES (5, 11, false, 1)`);
    const passing = await runScript('verify/cli.ts', ['media'], { DATABASE_URL: env.url });
    expect(passing.stdout).toMatch(/media: OK/);
    expect(passing.code).toBe(0);
  });
});
