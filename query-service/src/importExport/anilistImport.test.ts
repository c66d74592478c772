import { readFileSync } from 'node:fs';
import type { Actor } from '@tsuzuki/events';
import {
  ANILIST_IMPORT_PATH,
  ANILIST_IMPORT_PREVIEW_PATH,
  EXPORT_PATH,
  type ImportPreview,
  type ImportResult,
} from '@tsuzuki/events/listImport';
import { withMediaListOptionDefaults } from '@tsuzuki/events/userDefaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { T } from '../db/sql.ts';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import type { Browser } from '../testing/browser.ts';
import { postFile, untilMediaSearchable } from '../testing/importFiles.ts';
import { NOT_AN_ANILIST_EXPORT } from './anilistJson.ts';
import { NO_ANILIST_FILE } from './importFile.ts';

const fixture = readFileSync(new URL('./fixtures/anilist.json', import.meta.url));
const SYSTEM: Actor = { kind: 'system' };
const link = (site: 'MyAnimeList' | 'AniList', kind: 'anime' | 'manga', id: number) => ({
  id: id + (site === 'AniList' ? 1_000_000 : 0),
  url: site === 'AniList' ? `https://anilist.co/${kind}/${id}` : `https://myanimelist.net/${kind}/${id}`,
  site,
  type: 'INFO' as const,
  language: null,
  color: null,
  icon: null,
  notes: null,
});
const title = (romaji: string) => ({ title: { romaji, english: null, native: null }, synonyms: [] });

let stack: AccountsStack;

/**
 * The fixture's entries meet: an AniList link (Fullmetal Alchemist), a MyAnimeList link that @kawaiioverflow/arm
 * reaches from AniList's id (Frieren: 154587 is MyAnimeList's 52991), a MyAnimeList id kept without a link
 * (Steins;Gate), a title alone (Mushishi), a manga by its MyAnimeList link (Berserk). One entry matches nothing.
 */
async function addCatalogue() {
  const add = (payload: unknown) => stack.env.bus.execute('AddMedia', payload, { actor: SYSTEM });
  await add({
    ...mediaAdded(301, { ...title('Hagane no Renkinjutsushi: FULLMETAL ALCHEMIST'), episodes: 64 }),
    externalLinks: [link('AniList', 'anime', 5114)],
  });
  await add({ ...mediaAdded(302, { ...title('Sousou no Frieren'), episodes: 28 }), externalLinks: [link('MyAnimeList', 'anime', 52991)] });
  await add({ ...mediaAdded(303, { ...title('Steins;Gate'), episodes: 24 }), idMal: 9253 });
  await add({ ...mediaAdded(304, { ...title('Mushishi'), episodes: 26 }) });
  await add({ ...mediaAdded(305, { ...title('Cowboy Bebop'), episodes: 26 }) });
  await add({
    ...mediaAdded(401, { ...title('Berserk'), episodes: null, chapters: null, volumes: null, format: 'MANGA' }),
    type: 'MANGA',
    externalLinks: [link('MyAnimeList', 'manga', 2)],
  });
}

beforeAll(async () => {
  stack = await startAccountsStack('anilist_import', {
    projections: ['users', 'media', 'search', 'lists'],
    rateLimits: { perMinute: 100_000, sitePerMinute: 100_000, importsPerTenMinutes: 1000 },
  });
  await addCatalogue();
  await untilMediaSearchable(stack.pool, 6);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const post = postFile;

const listEvents = async (userId: number) => (await stack.env.store.readStream(`medialist-${userId}`)).events;

/** A member's list as the read model holds it, every field but the entry's own id, owner, revision and times. */
async function listOf(userId: number) {
  const { rows } = await stack.pool.query(`SELECT * FROM ${T.listEntries} WHERE user_id = $1 ORDER BY media_id`, [userId]);
  return rows.map(({ id: _id, user_id: _user, revision: _revision, created_at: _created, updated_at: _updated, ...fields }) => fields);
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the read model never caught up');
}

describe('importing an AniList export', () => {
  let browser: Browser;
  let userId: number;
  beforeAll(async () => {
    ({
      browser,
      user: { id: userId },
    } = await stack.signUp('kaede'));
  });

  it('previews the matches (own id, AniList id, MyAnimeList id given or through arm, title) and writes nothing', async () => {
    const { status, body } = await post<ImportPreview>(browser, ANILIST_IMPORT_PREVIEW_PATH, fixture);
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: 'ANILIST', userName: 'kaede_al' });
    expect(body.counts).toEqual({ entries: 6, matched: 5, unmatched: 1, create: 5, update: 0, unchanged: 0 });
    expect(body.matched.map((m) => [m.media.id, m.match])).toEqual([
      [301, 'ANILIST_ID'],
      [302, 'MAL_ID'],
      [303, 'MAL_ID'],
      [304, 'TITLE'],
      [401, 'MAL_ID'],
    ]);
    expect(body.unmatched).toMatchObject([{ title: 'Kuuhaku no Kimi e', reason: 'No anime in the catalogue has this title.' }]);
    expect(body.newListOptions).toEqual([
      // AniList's default scoring names (Story... Enjoyment) are every member's: only Art is new.
      { type: 'ANIME', customLists: ['Comfort', 'Rewatch later'], advancedScoring: ['Art'] },
      { type: 'MANGA', customLists: ['Dark'], advancedScoring: [] },
    ]);
    expect(body.matched[0]!.changes).toContainEqual({ field: 'advancedScores', from: null, to: { Story: 90, Art: 85 } });
    expect(await listEvents(userId)).toHaveLength(0);
  });

  it('imports every field, adds the lists and scoring names the member lacks; the same file again changes nothing', async () => {
    const { body: preview } = await post<ImportPreview>(browser, ANILIST_IMPORT_PREVIEW_PATH, fixture);
    const first = await post<ImportResult>(browser, `${ANILIST_IMPORT_PATH}?hash=${preview.fileHash}`, fixture);
    expect(first).toMatchObject({ status: 200, body: { created: 5, updated: 0, unchanged: 0, skipped: 0, unmatched: 1 } });
    const list = await listOf(userId);
    expect(
      list.map((e) => [e.media_id, e.status, e.score, e.private, e.hidden_from_status_lists, e.custom_lists, e.advanced_scores]),
    ).toEqual([
      [301, 'CURRENT', 95, true, false, ['Comfort'], { Story: 90, Art: 85 }],
      [302, 'COMPLETED', 100, false, false, ['Rewatch later'], { Story: 100, Art: 100 }],
      [303, 'COMPLETED', 80, false, false, [], { Story: 0, Art: 0 }],
      [304, 'COMPLETED', 75, false, true, ['Comfort'], { Story: 0, Art: 0 }],
      [401, 'CURRENT', 100, false, false, ['Dark'], {}],
    ]);
    expect(list[0]).toMatchObject({ notes: 'Brotherhood, not the 2003 one.', priority: 2, progress: 20, started_at: 20210304 });
    expect(list[4]).toMatchObject({ progress: 380, progress_volumes: 41, started_at: 20150600 });
    const { rows } = await stack.pool.query(`SELECT media_list_options FROM ${T.users} WHERE id = $1`, [userId]);
    const options = withMediaListOptionDefaults(rows[0].media_list_options);
    expect(options.animeList).toMatchObject({
      customLists: ['Comfort', 'Rewatch later'],
      advancedScoring: ['Story', 'Characters', 'Visuals', 'Audio', 'Enjoyment', 'Art'],
      advancedScoringEnabled: true,
    });
    expect(options.mangaList.customLists).toEqual(['Dark']);

    const written = (await listEvents(userId)).length;
    const again = await post<ImportResult>(browser, `${ANILIST_IMPORT_PATH}?hash=${preview.fileHash}`, fixture);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
    expect(await listEvents(userId)).toHaveLength(written);
    expect(await listOf(userId)).toEqual(list);
  });

  it('refuses what is not an AniList export with a clear message, changing nothing', async () => {
    const before = (await listEvents(userId)).length;
    const refusals: [Uint8Array, string | RegExp][] = [
      [new Uint8Array(), NO_ANILIST_FILE],
      [Buffer.from('<myanimelist></myanimelist>'), NOT_AN_ANILIST_EXPORT],
      [Buffer.from('{"data": {"Page": {"media": []}}}'), NOT_AN_ANILIST_EXPORT],
      [
        Buffer.from(
          JSON.stringify({ data: { MediaListCollection: { lists: [{ entries: [{ status: 'WATCHING', media: { id: 1 } }] }] } } }),
        ),
        /^This AniList export has an entry it cannot read \(at collection 1\.lists\.0\.entries\.0\.status: /,
      ],
    ];
    for (const [file, message] of refusals) {
      for (const path of [ANILIST_IMPORT_PREVIEW_PATH, ANILIST_IMPORT_PATH]) {
        const res = await post(browser, path, file);
        expect(res.status).toBe(400);
        expect(res.body.errors![0]!.message).toMatch(message);
      }
    }
    expect(await listEvents(userId)).toHaveLength(before);
  });
});

describe('round trip: a list exported as AniList JSON and imported into a fresh member', () => {
  it('is the same list, field by field', async () => {
    const { browser, user } = await stack.signUp('mio');
    const actor: Actor = { kind: 'user', id: user.id, moderatorRoles: [], donatorTier: 0 };
    const run = (command: string, payload: unknown) => stack.env.bus.execute(command, payload, { actor });
    await run('UpdateUser', {
      scoreFormat: 'POINT_5',
      animeList: { customLists: ['Cozy', 'Loud'], advancedScoring: ['Music', 'Cast'], advancedScoringEnabled: true },
      mangaList: { customLists: ['Shelf'] },
    });
    // Finer than the owner's 5 stars shows: every score is kept raw.
    await run('SaveMediaListEntry', {
      mediaId: 301,
      status: 'COMPLETED',
      scoreRaw: 87,
      progress: 64,
      priority: 3,
      private: true,
      notes: '  spaces kept  \nand a second line',
      customLists: ['Loud', 'Cozy'],
      startedAt: { year: 2020, month: 1, day: null },
      completedAt: { year: 2020, month: 5, day: 17 },
    });
    // Two rewatches, one finished with its own dates and score, one under way.
    await run('SaveMediaListEntry', { mediaId: 301, status: 'REPEATING', startedAt: { year: 2022, month: 2, day: 3 } });
    await run('SaveMediaListEntry', { mediaId: 301, status: 'COMPLETED', scoreRaw: 91, completedAt: { year: 2022, month: 3, day: 4 } });
    await run('SaveMediaListEntry', { mediaId: 301, status: 'REPEATING', progress: 5, startedAt: { year: 2025, month: 7, day: 1 } });
    await run('SaveMediaListEntry', { mediaId: 302, status: 'PAUSED', progress: 9, hiddenFromStatusLists: true, customLists: ['Cozy'] });
    await run('UpdateUser', { scoreFormat: 'POINT_100' });
    await run('SaveMediaListEntry', { mediaId: 303, status: 'DROPPED', advancedScores: [70, 0], progress: 3 });
    await run('UpdateUser', { scoreFormat: 'POINT_5' });
    await run('SaveMediaListEntry', { mediaId: 305, status: 'PLANNING', priority: 1 });
    await run('SaveMediaListEntry', { mediaId: 401, status: 'CURRENT', progress: 120, progressVolumes: 12, customLists: ['Shelf'] });
    await until(async () => (await listOf(user.id)).length === 5 && (await listOf(user.id))[0]!.rewatch_started_at !== null);
    const original = await listOf(user.id);
    expect(original[0]).toMatchObject({ status: 'REPEATING', rewatches: [{ number: 1, score: 91 }], repeat: 1 });

    const res = await browser.fetch(`${EXPORT_PATH}/anilist`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mio-lists-anilist-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = Buffer.from(await res.arrayBuffer());
    const json = JSON.parse(file.toString());
    // AniList's answer shape: an entry hidden from status lists is only in its custom lists; one on lists is in each.
    expect(json.data.anime.lists.map((l: { name: string }) => l.name)).toEqual(['Rewatching', 'Dropped', 'Planning', 'Cozy', 'Loud']);
    expect(json.data.manga.lists.map((l: { name: string }) => l.name)).toEqual(['Reading', 'Shelf']);

    const fresh = await stack.signUp('ren');
    const { body: preview } = await post<ImportPreview>(fresh.browser, ANILIST_IMPORT_PREVIEW_PATH, file);
    expect(preview.counts).toMatchObject({ entries: 5, matched: 5, unmatched: 0, create: 5 });
    expect(new Set(preview.matched.map((m) => m.match))).toEqual(new Set(['MEDIA_ID']));
    const imported = await post<ImportResult>(fresh.browser, `${ANILIST_IMPORT_PATH}?hash=${preview.fileHash}`, file);
    expect(imported.body).toMatchObject({ created: 5 });
    await until(async () => (await listOf(fresh.user.id)).length === 5);
    expect(await listOf(fresh.user.id)).toEqual(original);
  });
});
