// `npm run bench -- --only anilist`: an AniList import of issue 25 on a site of its own. A catalogue of synthetic
// anime is entered through the command path (half linking to an AniList page, a quarter with a MyAnimeList id, a
// quarter known by title alone), a member signs up, and an AniList JSON export of --anilist-entries (default 5,000)
// entries, custom lists and advanced scores included, is previewed, imported, and imported again (nothing changes):
// the time of each request as the member waits for it (the import's answer comes once the list read model has it).
import type { Actor } from '@tsuzuki/events';
import { ANILIST_IMPORT_PATH, ANILIST_IMPORT_PREVIEW_PATH, type ImportPreview, type ImportResult } from '@tsuzuki/events/listImport';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import type { Browser } from '@tsuzuki/query-service/testing/browser';
import { openBenchSite } from './benchSite.ts';
import { load, report } from './stats.ts';
import { signUp } from './siteGql.ts';

const FIRST_MEDIA = 800_001;
const STATUSES = ['CURRENT', 'COMPLETED', 'PLANNING', 'PAUSED', 'DROPPED', 'REPEATING'] as const;
const title = (i: number) => `AniList Bench Show ${i}`;
const anilistId = (i: number) => 500_000 + i;

/** How entry i is known to the catalogue: by its AniList link, its MyAnimeList id, or its title alone. */
const kind = (i: number) => (i % 4 < 2 ? 'anilist' : i % 4 === 2 ? 'mal' : 'title');

function anilistLink(i: number) {
  const id = anilistId(i);
  return { id, url: `https://anilist.co/anime/${id}`, site: 'AniList', type: 'INFO', language: null, color: null, icon: null, notes: null };
}

/** The export: one MediaListCollection answer with a list per status and two custom lists. */
function exportOf(entries: number): string {
  const entry = (i: number) => ({
    id: i + 1,
    status: STATUSES[i % STATUSES.length],
    score: (i * 7) % 101,
    progress: i % 24,
    repeat: i % 3,
    priority: i % 5,
    private: i % 11 === 0,
    notes: i % 5 === 0 ? `Notes of entry ${i}, with a line or two of text.` : null,
    hiddenFromStatusLists: false,
    customLists: { Favourites: i % 3 === 0, Rewatch: i % 7 === 0 },
    advancedScores: { Story: (i * 3) % 101, Art: (i * 5) % 101 },
    startedAt: { year: 2010 + (i % 15), month: (i % 12) + 1, day: (i % 28) + 1 },
    completedAt: { year: null, month: null, day: null },
    media: {
      id: kind(i) === 'title' ? 9_000_000 + i : anilistId(i),
      idMal: kind(i) === 'mal' ? 700_000 + i : null,
      type: 'ANIME',
      format: 'TV',
      episodes: 24,
      title: { romaji: title(i) },
    },
  });
  const all = Array.from({ length: entries }, (_, i) => entry(i));
  const lists = [
    ...STATUSES.map((status) => ({ name: status, isCustomList: false, entries: all.filter((e) => e.status === status) })),
    { name: 'Favourites', isCustomList: true, entries: all.filter((e) => e.customLists.Favourites) },
    { name: 'Rewatch', isCustomList: true, entries: all.filter((e) => e.customLists.Rewatch) },
  ];
  return JSON.stringify({
    data: { MediaListCollection: { user: { name: 'bench_al', mediaListOptions: { scoreFormat: 'POINT_100' } }, lists } },
  });
}

async function timed<T>(browser: Browser, url: string, body: Buffer): Promise<{ ms: number; body: T }> {
  const token = await browser.readCsrf();
  const t = performance.now();
  const res = await browser.fetch(url, {
    method: 'POST',
    headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
    body: body as Uint8Array<ArrayBuffer>,
  });
  const answer = (await res.json()) as T;
  const ms = Math.round(performance.now() - t);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(answer)}`);
  return { ms, body: answer };
}

export async function benchAniListImport(entries: number) {
  const site = await openBenchSite('bench_anilist', { eventStoreUrl: process.env.EVENTSTORE_URL || null });
  const { bus, pool } = site;
  try {
    const stack = await site.start({ RATE_LIMIT_IMPORTS_PER_TEN_MINUTES: '1000' });
    await ensureOwnTables(pool);
    const system: Actor = { kind: 'system' };
    await load(entries, 8, async (i) => {
      await bus.execute(
        'AddMedia',
        {
          ...mediaAdded(FIRST_MEDIA + i, { title: { romaji: title(i), english: null, native: null }, synonyms: [], episodes: 24 }),
          ...(kind(i) === 'anilist' ? { externalLinks: [anilistLink(i)] } : {}),
          ...(kind(i) === 'mal' ? { idMal: 700_000 + i } : {}),
        },
        { actor: system },
      );
    });
    // Titles are matched against the search read model: wait until it has the catalogue.
    for (let waited = 0; ; waited++) {
      const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_search.search_documents WHERE kind = 'MEDIA'`);
      if (rows[0]!.n >= entries) break;
      if (waited > 1200) throw new Error('the search read model did not catch up within two minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const { browser } = await signUp(stack.url, 'Bench_AniList');
    const file = Buffer.from(exportOf(entries));

    const preview = await timed<ImportPreview>(browser, ANILIST_IMPORT_PREVIEW_PATH, file);
    if (preview.body.counts.matched !== entries) throw new Error(`only ${preview.body.counts.matched} of ${entries} entries matched`);
    const imported = await timed<ImportResult>(browser, `${ANILIST_IMPORT_PATH}?hash=${preview.body.fileHash}`, file);
    if (imported.body.created !== entries) throw new Error(`the import created ${imported.body.created} of ${entries} entries`);
    const again = await timed<ImportResult>(browser, `${ANILIST_IMPORT_PATH}?hash=${preview.body.fileHash}`, file);
    if (again.body.unchanged !== entries) throw new Error(`the second import left ${again.body.unchanged} of ${entries} unchanged`);
    report('anilist.import', {
      entries,
      file_kb: Math.round(file.length / 1024),
      matched: preview.body.counts.matched,
      preview_ms: preview.ms,
      import_ms: imported.ms,
      reimport_unchanged_ms: again.ms,
    });
  } finally {
    await site.close();
  }
}
