import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { Actor } from '@tsuzuki/events';
import { EXPORT_PATH, IMPORT_PATH, IMPORT_PREVIEW_PATH, type ImportPreview, type ImportResult } from '@tsuzuki/events/listImport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { CSRF_HEADER } from '../accounts/csrf.ts';
import { T } from '../db/sql.ts';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import type { Browser } from '../testing/browser.ts';
import { postFile, untilMediaSearchable } from '../testing/importFiles.ts';
import { CSV_COLUMNS } from './exportFormats.ts';
import { gzipBomb, malExportGzip } from '../testing/abuse.ts';
import { probeAbuse, stallAllowance } from '../testing/eventLoop.ts';
import { FILE_TOO_LARGE, IMPORT_UPLOAD_LIMIT, IMPORT_XML_LIMIT } from './importFile.ts';
import { TOO_MANY_IMPORTS } from './importRateLimit.ts';
import { FILE_CHANGED } from './importRoute.ts';
import { NOT_A_MAL_EXPORT, TOO_MANY_ENTRIES } from './malXml.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const SYSTEM: Actor = { kind: 'system' };
const malLink = (kind: 'anime' | 'manga', id: number) => ({
  id,
  url: `https://myanimelist.net/${kind}/${id}`,
  site: 'MyAnimeList',
  type: 'INFO' as const,
  language: null,
  color: null,
  icon: null,
  notes: null,
});

/** The import budget of this file's members: kaede's tests use about half of it. */
const IMPORT_BUDGET = 30;

let stack: AccountsStack;
let browser: Browser;
let userId: number;

/** The catalogue the fixtures are matched against: by MyAnimeList id, by exact title, by a close title. */
async function addCatalogue() {
  const add = (payload: unknown) => stack.env.bus.execute('AddMedia', payload, { actor: SYSTEM });
  await add({ ...mediaAdded(101), externalLinks: [malLink('anime', 16498)] });
  await add({ ...mediaAdded(102, { title: { romaji: 'Cowboy Bebop', english: null, native: null }, synonyms: [], episodes: 26 }) });
  // Two media named Hellsing: the file's OVA of 10 episodes is the second.
  await add({
    ...mediaAdded(103, { title: { romaji: 'Hellsing', english: null, native: null }, synonyms: [], episodes: 13, format: 'TV' }),
  });
  await add({
    ...mediaAdded(104, {
      title: { romaji: 'Hellsing', english: 'Hellsing Ultimate', native: null },
      synonyms: [],
      episodes: 10,
      format: 'OVA',
    }),
  });
  await add({ ...mediaAdded(105, { title: { romaji: 'Steins;Gate', english: null, native: null }, synonyms: [], episodes: 24 }) });
  await add({
    ...mediaAdded(106, {
      title: { romaji: 'Sousou no Frieren', english: "Frieren: Beyond Journey's End", native: null },
      synonyms: [],
      episodes: 28,
    }),
  });
  await add({
    ...mediaAdded(201, {
      title: { romaji: 'Berserk', english: null, native: null },
      synonyms: [],
      episodes: null,
      chapters: null,
      volumes: null,
      format: 'MANGA',
    }),
    type: 'MANGA',
    externalLinks: [malLink('manga', 2)],
  });
}

beforeAll(async () => {
  stack = await startAccountsStack('import_export', {
    projections: ['users', 'media', 'search', 'lists', 'favourites', 'activities'],
    rateLimits: { perMinute: 100_000, sitePerMinute: 100_000, importsPerTenMinutes: IMPORT_BUDGET },
  });
  await addCatalogue();
  const member = await stack.signUp('kaede');
  browser = member.browser;
  userId = member.user.id;
  // The catalogue is matched against the search and media read models: wait until they show it.
  await untilMediaSearchable(stack.pool, 7);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const post = <T>(path: string, body: Uint8Array, as: Browser = browser) => postFile<T>(as, path, body);

const listEvents = async () => (await stack.env.store.readStream(`medialist-${userId}`)).events;
const entries = async () =>
  (
    await stack.pool.query(
      `SELECT media_id, status, score, progress, progress_volumes, repeat, priority, notes, started_at, completed_at FROM ${T.listEntries} WHERE user_id = $1 ORDER BY media_id`,
      [userId],
    )
  ).rows;

/** Waits until the list read model has `revision` for the entry of `mediaId` (after a command sent on the bus). */
async function untilRevision(mediaId: number, revision: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await stack.pool.query(`SELECT revision FROM ${T.listEntries} WHERE user_id = $1 AND media_id = $2`, [
      userId,
      mediaId,
    ]);
    if ((rows[0]?.revision ?? 0) >= revision) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`entry of media ${mediaId} never reached revision ${revision}`);
}

describe('importing a MyAnimeList export', () => {
  const file = gzipSync(fixture('animelist.xml'));

  it('previews what matched (by MyAnimeList id, title, similar title) and what did not, writing nothing', async () => {
    const { status, body } = await post<ImportPreview>(IMPORT_PREVIEW_PATH, file);
    expect(status).toBe(200);
    expect(body.userName).toBe('kaede_reads');
    expect(body.counts).toEqual({ entries: 8, matched: 5, unmatched: 3, create: 5, update: 0, unchanged: 0 });
    expect(body.matched.map((m) => [m.title, m.media.id, m.match, m.action])).toEqual([
      ['Shingeki no Kyojin', 101, 'MAL_ID', 'CREATE'],
      ['Cowboy Bebop', 102, 'TITLE', 'CREATE'],
      ['Hellsing', 104, 'TITLE', 'CREATE'],
      ['Steins Gate', 105, 'TITLE', 'CREATE'],
      ['Sosou no Frieren', 106, 'SIMILAR_TITLE', 'CREATE'],
    ]);
    expect(body.unmatched.map((u) => [u.title, u.reason])).toEqual([
      ['Attack on Titan', 'Matched the same title as entry 1 ("Shingeki no Kyojin"), which is imported instead.'],
      ['Zzyzx Road Chronicles', 'No anime in the catalogue has this title.'],
      ['Fullmetal Alchemist: Brotherhood', 'Unknown status "Finished Twice".'],
    ]);
    expect(body.matched[0]!.changes).toContainEqual({ field: 'score', from: null, to: 90 });
    expect(await listEvents()).toHaveLength(0);
  });

  it('imports the matched entries less those left out; the same file again changes nothing', async () => {
    const preview = (await post<ImportPreview>(IMPORT_PREVIEW_PATH, file)).body;
    const steins = preview.matched.find((m) => m.media.id === 105)!;
    const first = await post<ImportResult>(`${IMPORT_PATH}?hash=${preview.fileHash}&skip=${steins.index}`, file);
    expect(first).toMatchObject({ status: 200, body: { created: 4, updated: 0, unchanged: 0, skipped: 1, unmatched: 3 } });
    expect((await entries()).map((e) => [e.media_id, e.status, e.score, e.progress, e.repeat, e.priority])).toEqual([
      [101, 'COMPLETED', 90, 25, 1, 2],
      [102, 'CURRENT', 0, 12, 0, 0],
      [104, 'REPEATING', 80, 4, 2, 1],
      [106, 'CURRENT', 0, 28, 0, 0],
    ]);
    const written = (await listEvents()).length;
    expect(written).toBe(5);

    const again = await post<ImportResult>(`${IMPORT_PATH}?hash=${preview.fileHash}&skip=${steins.index}`, file);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 4, skipped: 1 });
    expect(await listEvents()).toHaveLength(written);
    // Unpacked, the same export is the same file.
    await post<ImportResult>(`${IMPORT_PATH}?skip=${steins.index}`, fixture('animelist.xml'));
    expect(await listEvents()).toHaveLength(written);
  });

  it('refuses another file than the one previewed, what is not an export, a file past the limit, and guests', async () => {
    const changed = await post(`${IMPORT_PATH}?hash=${'0'.repeat(64)}`, file);
    expect(changed).toMatchObject({ status: 400, body: { errors: [{ message: FILE_CHANGED }] } });
    const rss = await post(IMPORT_PREVIEW_PATH, Buffer.from('<rss><channel/></rss>'));
    expect(rss).toMatchObject({ status: 400, body: { errors: [{ message: NOT_A_MAL_EXPORT }] } });
    const huge = await post(IMPORT_PREVIEW_PATH, Buffer.alloc(IMPORT_UPLOAD_LIMIT + 1, 0x20));
    expect(huge).toMatchObject({ status: 413, body: { errors: [{ message: FILE_TOO_LARGE }] } });
    const guest = await post(IMPORT_PREVIEW_PATH, file, stack.browser());
    expect(guest.status).toBe(401);
  });
});

describe('Imports never block the event loop', () => {
  let abuser: Browser;
  beforeAll(async () => {
    abuser = (await stack.signUp('ren')).browser;
  });
  /** The preview of `file`, the event loop probed, and the same probe around ordinary requests for as long. */
  const probedPreview = (file: Uint8Array) =>
    probeAbuse(
      () => post(IMPORT_PREVIEW_PATH, file, abuser),
      () => abuser.gql('{ __typename }'),
    );

  it('a 47,000-entry export is read as a stream and refused at the entry limit, other requests answered meanwhile', async () => {
    const probe = await probedPreview(malExportGzip());
    expect(probe.result).toMatchObject({ status: 400, body: { errors: [{ message: TOO_MANY_ENTRIES }] } });
    expect(probe.stallMs, `baseline ${probe.baselineMs} ms`).toBeLessThan(stallAllowance(probe.baselineMs));
  });

  it('a gzip bomb is unpacked as a stream: refused as too large past the limit, read without holding the loop within it', async () => {
    const probe = await probedPreview(gzipBomb(IMPORT_XML_LIMIT - 1024));
    expect(probe.result).toMatchObject({ status: 400, body: { errors: [{ message: NOT_A_MAL_EXPORT }] } });
    expect(probe.stallMs, `baseline ${probe.baselineMs} ms`).toBeLessThan(stallAllowance(probe.baselineMs));

    const past = await post(IMPORT_PREVIEW_PATH, gzipBomb(2 * IMPORT_XML_LIMIT), abuser);
    expect(past).toMatchObject({ status: 400, body: { errors: [{ message: FILE_TOO_LARGE }] } });
  });

  it('previews and imports share a small budget of their own per member, refused with 429 and Retry-After', async () => {
    const { browser: rin } = await stack.signUp('rin');
    // Refused bodies count too: the budget is spent before the body is read.
    for (let i = 0; i < IMPORT_BUDGET; i++) expect((await post(IMPORT_PREVIEW_PATH, new Uint8Array(), rin)).status).toBe(400);
    for (const path of [IMPORT_PREVIEW_PATH, IMPORT_PATH]) {
      const token = await rin.readCsrf();
      const res = await rin.fetch(path, { method: 'POST', headers: { [CSRF_HEADER]: token }, body: gzipSync(fixture('animelist.xml')) });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ errors: [{ message: TOO_MANY_IMPORTS, status: 429, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    }
    // Another member's budget is their own; the API's is untouched.
    expect((await post(IMPORT_PREVIEW_PATH, new Uint8Array(), abuser)).status).toBe(400);
    expect((await rin.gql('{ __typename }')).status).toBe(200);
  });
});

describe('exporting', () => {
  beforeAll(async () => {
    const actor: Actor = { kind: 'user', id: userId, moderatorRoles: [], donatorTier: 0 };
    // Finer than MyAnimeList can say: a score of 85, priority 4, notes with spaces around, and a formula in them.
    await stack.env.bus.execute('UpdateUser', { scoreFormat: 'POINT_100' }, { actor });
    await stack.env.bus.execute('SaveMediaListEntry', { mediaId: 101, scoreRaw: 85, priority: 4, notes: '=SUM(1) ' }, { actor });
    await stack.env.bus.execute(
      'ImportMediaList',
      {
        source: 'MYANIMELIST',
        fileHash: 'b'.repeat(64),
        entries: [
          {
            mediaId: 201,
            status: 'CURRENT',
            scoreRaw: 100,
            progress: 380,
            progressVolumes: 41,
            repeat: 0,
            priority: 0,
            notes: '',
            startedAt: { year: 2015, month: 6, day: null },
            completedAt: { year: null, month: null, day: null },
          },
        ],
      },
      { actor },
    );
    await stack.env.bus.execute('ToggleFavourite', { animeId: 104 }, { actor });
    await stack.env.bus.execute('ToggleFavourite', { animeId: 101 }, { actor });
    await untilRevision(101, 2);
    await untilRevision(201, 1);
    for (let i = 0; i < 200; i++) {
      const { rows } = await stack.pool.query(`SELECT count(*)::int AS n FROM ${T.favourites} WHERE user_id = $1`, [userId]);
      if (rows[0].n === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('downloads everything as JSON: lists, favourites in order, history', async () => {
    const res = await browser.fetch(`${EXPORT_PATH}/json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kaede-lists-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = await res.json();
    expect(body).toMatchObject({ format: 'tsuzuki-list-export', version: 1, user: { id: userId, name: 'kaede' } });
    expect(body.anime.map((e: { media: { id: number } }) => e.media.id).sort()).toEqual([101, 102, 104, 106]);
    expect(body.anime.find((e: { media: { id: number } }) => e.media.id === 101)).toMatchObject({
      score: 85,
      priority: 4,
      media: { malId: 16498 },
    });
    expect(body.manga).toMatchObject([{ media: { id: 201, malId: 2 }, progress: 380, progressVolumes: 41 }]);
    expect(body.favourites.anime).toEqual([
      { id: 104, name: 'Hellsing', position: 0 },
      { id: 101, name: 'Shingeki no Kyojin', position: 1 },
    ]);
    expect(Array.isArray(body.history)).toBe(true);
  });

  it("downloads CSV, one row per entry, scores in the member's format, formulas defused", async () => {
    const res = await browser.fetch(`${EXPORT_PATH}/csv`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(await res.text(), { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(5);
    const aot = rows.find((r) => r.media_id === '101')!;
    expect(aot).toMatchObject({
      type: 'ANIME',
      mal_id: '16498',
      status: 'COMPLETED',
      score: '85',
      score_raw: '85',
      started_at: '2013-04-07',
      notes: "'=SUM(1) ",
    });
  });

  it('round trip: the MyAnimeList XML export imported back changes nothing', async () => {
    for (const type of ['ANIME', 'MANGA'] as const) {
      const res = await browser.fetch(`${EXPORT_PATH}/mal?type=${type}`);
      expect(res.status).toBe(200);
      const xml = Buffer.from(await res.arrayBuffer());
      expect(xml.toString()).toContain(
        type === 'ANIME' ? '<series_animedb_id>16498</series_animedb_id>' : '<manga_mangadb_id>2</manga_mangadb_id>',
      );
      const before = await listEvents();
      const { body: preview } = await post<ImportPreview>(IMPORT_PREVIEW_PATH, xml);
      expect(preview.counts).toMatchObject({ entries: type === 'ANIME' ? 4 : 1, unmatched: 0, create: 0, update: 0 });
      const imported = await post<ImportResult>(`${IMPORT_PATH}?hash=${preview.fileHash}`, xml);
      expect(imported.body).toMatchObject({ created: 0, updated: 0, unchanged: type === 'ANIME' ? 4 : 1 });
      // Only the import's own record, once: no entry changed.
      const after = await listEvents();
      expect(after.slice(before.length).map((e) => e.type)).toEqual(['MediaListImported']);
    }
    expect((await entries()).find((e) => e.media_id === 101)).toMatchObject({ score: 85, priority: 4, notes: '=SUM(1) ' });
  });

  it("exports only the signed-in member's own lists", async () => {
    const guest = await stack.browser().fetch(`${EXPORT_PATH}/json`);
    expect(guest.status).toBe(401);
    const other = await stack.signUp('mika');
    const res = await other.browser.fetch(`${EXPORT_PATH}/mal?type=ANIME`);
    expect(await res.text()).toContain('<user_total_anime>0</user_total_anime>');
  });
});
