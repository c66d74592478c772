import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openBrowser, type E2EBrowser, logInAs } from './browser.ts';

// Import and export on /settings/import, against a running stack with demo data (E2E_BASE_URL), as the demo admin,
// whose list no other browser test touches: a MyAnimeList XML file made from the catalogue is previewed, imported,
// imported again (nothing changes), exported as MyAnimeList XML and JSON, and the export imported back; then an
// AniList JSON answer (MediaListCollection) of other anime is previewed and imported, and the AniList JSON export
// imported back changes nothing.
const TIMEOUT = 120_000;
const EMAIL = process.env.E2E_IMPORT_EMAIL ?? 'admin@tsuzuki.test';
const PASSWORD = process.env.E2E_DEMO_PASSWORD ?? 'tsuzuki-demo';
const NOWHERE = 'Zzyzx Road Chronicles of Nowhere';

interface Media {
  id: number;
  romaji: string;
  episodes: number;
}

let browser: E2EBrowser;
let page: Page;
let media: Media[];
let aniListMedia: Media[];
let scratch: string;

beforeAll(async () => {
  [media, aniListMedia] = await popularAnime(5).then((all) => [all.slice(0, 3), all.slice(3)]);
  scratch = mkdtempSync(path.join(tmpdir(), 'tsuzuki-e2e-import-'));
  browser = await openBrowser('import-export', 30_000);
  ({ page } = browser);
  await logIn();
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('importing a MyAnimeList export and exporting it back', () => {
  it(
    'previews what matched and what did not, then imports; the same file again changes nothing',
    async () => {
      const file = path.join(scratch, 'animelist.xml');
      writeFileSync(
        file,
        malExport([
          { title: media[0]!.romaji, status: 'Completed', watched: media[0]!.episodes, score: 8 },
          { title: media[1]!.romaji, status: 'Watching', watched: 2, score: 0 },
          { title: media[2]!.romaji, status: 'Plan to Watch', watched: 0, score: 0 },
          { title: NOWHERE, status: 'Plan to Watch', watched: 0, score: 0 },
        ]),
      );
      await page.goto(`${BASE_URL}/settings/import`);
      await page.getByRole('heading', { name: 'Import Lists' }).waitFor();

      await page.getByLabel('MyAnimeList export file').setInputFiles(file);
      const matched = page.getByRole('table', { name: 'Matched entries', exact: true });
      await matched.waitFor();
      for (const m of media) await matched.getByRole('link', { name: m.romaji }).first().waitFor();
      const unmatched = page.getByRole('table', { name: 'Unmatched entries', exact: true });
      await unmatched.getByText(NOWHERE).waitFor();
      expect(await unmatched.getByText('No anime in the catalogue has this title.').count()).toBe(1);
      expect(await page.getByText("4 entries from e2e_importer's list: 3 matched, 1 not matched.", { exact: false }).count()).toBe(1);

      await page.getByRole('button', { name: 'Import 3 entries' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Import finished: \d+ added, \d+ updated, \d+ unchanged, 0 left out, 1 not matched\.$/ })
        .first()
        .waitFor();
      const entries = await listOf(media.map((m) => m.id));
      expect(entries.get(media[0]!.id)).toMatchObject({ status: 'COMPLETED', progress: media[0]!.episodes, score: 80 });
      expect(entries.get(media[1]!.id)).toMatchObject({ status: 'CURRENT', progress: 2 });
      expect(entries.get(media[2]!.id)).toMatchObject({ status: 'PLANNING' });

      await page.getByLabel('MyAnimeList export file').setInputFiles(file);
      await page.getByText(/0 new, 0 to update, 3 unchanged\./).waitFor();
      await page.getByRole('button', { name: 'Import 3 entries' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Import finished: 0 added, 0 updated, 3 unchanged, 0 left out, 1 not matched.' })
        .first()
        .waitFor();
    },
    TIMEOUT,
  );

  it(
    'exports the list as MyAnimeList XML and JSON; the XML imported back changes nothing',
    async () => {
      const [xmlDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'MyAnimeList XML (anime)' }).click(),
      ]);
      const xmlPath = path.join(scratch, xmlDownload.suggestedFilename());
      await xmlDownload.saveAs(xmlPath);
      expect(xmlDownload.suggestedFilename()).toMatch(/^Admin-animelist-myanimelist-\d{4}-\d{2}-\d{2}\.xml$/);
      const xml = readFileSync(xmlPath, 'utf8');
      for (const m of media) expect(xml).toContain(`<series_title><![CDATA[${m.romaji}]]></series_title>`);
      expect(xml).toContain('<my_status>Completed</my_status>');

      const [jsonDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'JSON', exact: true }).click(),
      ]);
      const jsonPath = path.join(scratch, 'export.json');
      await jsonDownload.saveAs(jsonPath);
      const json = JSON.parse(readFileSync(jsonPath, 'utf8')) as { format: string; anime: { media: { id: number } }[] };
      expect(json.format).toBe('tsuzuki-list-export');
      expect(json.anime.map((e) => e.media.id)).toEqual(expect.arrayContaining(media.map((m) => m.id)));

      await page.getByLabel('MyAnimeList export file').setInputFiles(xmlPath);
      await page.getByText(/ 0 new, 0 to update, \d+ unchanged\./).waitFor();
      await page.getByRole('button', { name: /^Import \d+ entr/ }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Import finished: 0 added, 0 updated, \d+ unchanged, 0 left out, 0 not matched\.$/ })
        .first()
        .waitFor();
    },
    TIMEOUT,
  );
});

describe('importing an AniList export', () => {
  it(
    'previews the AniList JSON, imports it with its custom list and private flag; the AniList JSON export imported back changes nothing',
    async () => {
      const file = path.join(scratch, 'anilist.json');
      const [first, second] = aniListMedia as [Media, Media];
      const entry = (m: Media, fields: Record<string, unknown>) => ({
        status: 'CURRENT',
        score: 0,
        progress: 0,
        private: false,
        hiddenFromStatusLists: false,
        customLists: { 'E2E Picks': false },
        startedAt: { year: null, month: null, day: null },
        completedAt: { year: null, month: null, day: null },
        media: { id: 9_000_000 + m.id, idMal: null, title: { romaji: m.romaji } },
        ...fields,
      });
      const picked = entry(first, {
        status: 'COMPLETED',
        score: 8.5,
        progress: first.episodes,
        private: true,
        customLists: { 'E2E Picks': true },
      });
      const collection = {
        user: { name: 'e2e_anilist', mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' } },
        lists: [
          { name: 'Completed', isCustomList: false, entries: [picked] },
          {
            name: 'Watching',
            isCustomList: false,
            entries: [entry(second, { progress: 1 }), entry({ id: -1, romaji: NOWHERE, episodes: 1 }, {})],
          },
          { name: 'E2E Picks', isCustomList: true, entries: [picked] },
        ],
      };
      writeFileSync(file, JSON.stringify({ data: { MediaListCollection: collection } }));

      await page.goto(`${BASE_URL}/settings/import`);
      await page.getByLabel('AniList JSON file').setInputFiles(file);
      await page.getByText("3 entries from e2e_anilist's list: 2 matched, 1 not matched.", { exact: false }).waitFor();
      await page.getByText('Importing adds the custom list E2E Picks to your list settings.').waitFor();
      const matched = page.getByRole('table', { name: 'Matched entries', exact: true });
      for (const m of aniListMedia) await matched.getByRole('link', { name: m.romaji }).first().waitFor();

      await page.getByRole('button', { name: 'Import 2 entries' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Import finished: \d+ added, \d+ updated, \d+ unchanged, 0 left out, 1 not matched\.$/ })
        .first()
        .waitFor();
      const entries = await listOf(aniListMedia.map((m) => m.id));
      expect(entries.get(first.id)).toMatchObject({ status: 'COMPLETED', progress: first.episodes, score: 85 });
      expect(entries.get(second.id)).toMatchObject({ status: 'CURRENT', progress: 1 });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'AniList JSON' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^Admin-lists-anilist-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = path.join(scratch, 'export-anilist.json');
      await download.saveAs(exported);
      const json = readFileSync(exported, 'utf8');
      expect(json).toContain('"E2E Picks": true');
      await page.getByLabel('AniList JSON file').setInputFiles(exported);
      await page.getByText(/ 0 new, 0 to update, \d+ unchanged\./).waitFor();
    },
    TIMEOUT,
  );
});

interface MalLine {
  title: string;
  status: string;
  watched: number;
  score: number;
}

/** A MyAnimeList anime export as its site writes it (no ids: matched by title). */
function malExport(lines: MalLine[]): string {
  const entry = (l: MalLine) => `
  <anime>
    <series_animedb_id>0</series_animedb_id>
    <series_title><![CDATA[${l.title}]]></series_title>
    <series_type>TV</series_type>
    <my_watched_episodes>${l.watched}</my_watched_episodes>
    <my_start_date>0000-00-00</my_start_date>
    <my_finish_date>0000-00-00</my_finish_date>
    <my_score>${l.score}</my_score>
    <my_status>${l.status}</my_status>
    <my_comments><![CDATA[]]></my_comments>
    <my_times_watched>0</my_times_watched>
    <my_priority>LOW</my_priority>
    <my_rewatching>0</my_rewatching>
  </anime>`;
  return `<?xml version="1.0" encoding="UTF-8" ?>
<myanimelist>
  <myinfo><user_name>e2e_importer</user_name><user_export_type>1</user_export_type></myinfo>${lines.map(entry).join('')}
</myanimelist>
`;
}

async function logIn(): Promise<void> {
  await logInAs(page, EMAIL, PASSWORD);
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** Finished, unlocked TV anime with distinct titles, most popular first. */
async function popularAnime(count: number): Promise<Media[]> {
  const data = await graphql<{
    Page: { media: { id: number; episodes: number | null; isLocked: boolean | null; title: { romaji: string } }[] };
  }>(
    `{ Page(perPage: 50) { media(type: ANIME, status: FINISHED, format: TV, isAdult: false, sort: POPULARITY_DESC) { id episodes isLocked title { romaji } } } }`,
  );
  const titles = data.Page.media.map((m) => m.title.romaji);
  const found = data.Page.media
    .filter((m) => !m.isLocked && (m.episodes ?? 0) >= 3 && titles.filter((t) => t === m.title.romaji).length === 1)
    .slice(0, count)
    .map((m) => ({ id: m.id, romaji: m.title.romaji, episodes: m.episodes! }));
  if (found.length < count) throw new Error(`the demo data has fewer than ${count} finished TV anime`);
  return found;
}

/** The admin's entries of these media, read through the API as the signed-in page would. */
async function listOf(ids: number[]): Promise<Map<number, { status: string; progress: number; score: number }>> {
  const entries = await page.evaluate(async (mediaIds) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query ($ids: [Int]) { Page { mediaList(userName: "Admin", mediaId_in: $ids) { mediaId status progress score(format: POINT_100) } } }',
        variables: { ids: mediaIds },
      }),
    });
    return (
      (await response.json()) as { data: { Page: { mediaList: { mediaId: number; status: string; progress: number; score: number }[] } } }
    ).data.Page.mediaList;
  }, ids);
  return new Map(entries.map((e) => [e.mediaId, e]));
}
