import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { drain } from '@tsuzuki/projection-service/framework/drain';
import { migrateProjection } from '@tsuzuki/projection-service/framework/migrate';
import { projections } from '@tsuzuki/projection-service/projections/index';
import { openTestEnv, type TestEnv } from '@tsuzuki/projection-service/testing/env';
import { commandWorld, type CommandWorld } from '@tsuzuki/test-worlds';
import { T } from '../../db/sql.ts';
import { GENERATED_PERSISTED_QUERIES } from '../../http/persistedQueries.ts';
import { startTestApp } from '../../testing/http.ts';

// ADR 64: Media.relations, characters, staff and studios answer from the media page's document (rm_mediapages) when it holds what
// is asked, and from the media, people and studios read models otherwise, with the same answer. A seeded random world of commands
// (media cast and recast, people and studios renamed, media merged and deleted) is drained into every read model; each media is
// then asked the site's own documents and public-API variants twice: with the documents, and with the documents'
// table emptied (every field answered by the loaders, as before the read model). The answers must be equal, byte
// for byte, and the site's media page must have read its people through the one document.

const SEED = Number(process.env.WORLD_SEED ?? 64);
const STEPS = Number(process.env.WORLD_STEPS ?? 250);

const persisted: Record<string, string> = JSON.parse(readFileSync(GENERATED_PERSISTED_QUERIES, 'utf8'));
const documentId = (operation: string) => {
  const found = Object.entries(persisted).find(([, text]) => text.startsWith(`query ${operation}(`));
  if (!found) throw new Error(`no persisted ${operation}`);
  return found[0];
};
/** The site's documents: the media page (header, tabs, overview), its characters tab and its staff tab. */
const SITE = ['MediaPageQuery', 'MediaCharactersQuery', 'MediaStaffQuery'];

const PERSON = 'id name { first middle last full native userPreferred } image { large medium } siteUrl';
const PAGE_INFO = 'pageInfo { total perPage currentPage lastPage hasNextPage }';
const TAG = 'id name description category rank isGeneralSpoiler isMediaSpoiler isAdult userId user { id } userVote';
const NEXT_EPISODE = 'nextAiringEpisode { id episode airingAt mediaId }';
/** Public-API selections of Media, held by the documents or not (a field, a sort or a filter they lack). */
const VARIANTS: Record<string, string> = {
  sortedPaged: `characters(sort: [ROLE_DESC, ID_DESC], page: 2, perPage: 2) { ${PAGE_INFO}
    edges { id role name node { ${PERSON} } voiceActors { ${PERSON} language languageV2 }
            voiceActorRoles(language: ENGLISH, sort: [ID_DESC]) { roleNotes dubGroup voiceActor { ${PERSON} } } }
    nodes { id name { full } } }`,
  byRole: `characters(role: SUPPORTING, sort: [ID]) { ${PAGE_INFO} edges { role node { id } } }`,
  noArguments: `characters { edges { role node { id } voiceActorRoles { voiceActor { id } } } }
    staff { ${PAGE_INFO} edges { role node { id languageV2 } } }`,
  pastTheEnd: `characters(page: 9, perPage: 25) { ${PAGE_INFO} edges { node { id } } }
    staff(page: 3, perPage: 1) { ${PAGE_INFO} nodes { id } }`,
  staffSorted: `staff(sort: [ID_DESC], perPage: 3, page: 1) { ${PAGE_INFO} edges { id role node { ${PERSON} language } } }`,
  relations: `relations { ${PAGE_INFO} edges { id relationType relationTypeV2: relationType(version: 2)
    node { id type format status statusV2: status(version: 2) title { romaji english native userPreferred }
           coverImage { extraLarge large medium color } isAdult siteUrl } } nodes { id } }`,
  studios: `main: studios(isMain: true, sort: [ID_DESC]) { ${PAGE_INFO} edges { id isMain node { id name isAnimationStudio siteUrl } } }
    other: studios(isMain: false) { nodes { id name } } all: studios { edges { isMain node { id } } }`,
  // Answered by the loaders: favourites, a staff role's text order, a character's description and media.
  favouritesSort: `characters(sort: [FAVOURITES_DESC]) { edges { role node { id } } }`,
  staffByRole: `staff(sort: [ROLE, ID]) { edges { role node { id } } }`,
  relationsWhole: `relations { edges { relationType node { id description popularity } } }`,
  studiosByName: `studios(sort: [NAME]) { edges { isMain node { id name favourites } } }`,
  outsideFields: `characters { edges { media { id } node { id description favourites } } } staff { nodes { id favourites } }`,
  voiceActorsByFavourites: `characters { edges { node { id } voiceActors(sort: [FAVOURITES_DESC, ID]) { id } } }`,
  // ADR 72: the page's tags and next episode from its document; a related media's from their loaders.
  tagsAndAiring: `tags { ${TAG} } ${NEXT_EPISODE}`,
  relatedTags: `relations { nodes { id tags { id name rank } ${NEXT_EPISODE} } }`,
};
const variantQuery = (selection: string) => `query ($id: Int) { Media(id: $id) { id ${selection} } }`;

/**
 * Airing schedules (the world's media have only 2013's): every third media gets episodes in the past and to come,
 * listed out of order, two of them at the same time (the next is the lower episode), and every sixth has only aired
 * ones. Times are from now: the next episode is the same in both rounds of requests.
 */
async function scheduleAirings(world: CommandWorld) {
  const now = Math.floor(Date.now() / 1000);
  const [day, hour] = [86_400, 3_600];
  for (const [i, mediaId] of world.media.entries()) {
    if (i % 3 !== 0) continue;
    const airingSchedule =
      i % 2 === 0
        ? [
            { episode: 3, airingAt: now + 7 * day },
            { episode: 1, airingAt: now - day },
            { episode: 4 + (i % 4), airingAt: now + hour + i },
            { episode: 2, airingAt: now + hour + i },
          ]
        : [{ episode: 1, airingAt: now - 2 * day }];
    await world.send('schedule', 'UpdateMedia', { mediaId, changes: { airingSchedule }, reason: null }, world.actor(3));
  }
}

/**
 * Tags on most media (the world's imported ones name tags created after them, so none stay): a data moderator puts
 * the world's tags on (accepted at once, ADR 67; the same rank, so ordered by name), one as a spoiler, and members'
 * votes move some ranks.
 */
async function tagMedia(world: CommandWorld) {
  const names = ['Time Skip', 'Found Family', 'Iyashikei']; // the world's tags 1 to 3
  for (const [i, mediaId] of world.media.entries()) {
    if (i % 4 === 3) continue;
    for (const [k, name] of names.entries())
      if ((i + k) % 3 !== 0) await world.send('tag', 'AddMediaTag', { mediaId, name, isMediaSpoiler: k === 1 }, world.actor(3));
    if (i % 2 === 0) await world.send('vote', 'SaveMediaTagVote', { mediaId, tagId: 1 + (i % 3), vote: 5 }, world.actor(4));
  }
}

let env: TestEnv;
let app: Awaited<ReturnType<typeof startTestApp>>;
let mediaIds: number[] = [];

beforeAll(async () => {
  env = await openTestEnv('query_media_pages');
  await ensureOwnTables(env.pool);
  for (const p of projections) await migrateProjection(env.pool, p);
  const bus = new CommandBus({ store: env.store, pool: env.pool, doorbell: null });
  const world = commandWorld(bus, env.store, env.pool, SEED);
  await world.setup();
  for (let step = 0; step < STEPS; step++) await world.step();
  await scheduleAirings(world);
  await tagMedia(world);
  // Batches of seven: a batch boundary falls between a media's cast and its people's renames.
  for (const p of projections.filter((x) => x.handles.length > 0)) await drain(p, { store: env.store, pool: env.pool, batchSize: 7 });
  const read = new pg.Pool({ connectionString: env.url, max: 4, pipeline: true });
  app = await startTestApp(
    'query_media_pages',
    { persistedQueryFiles: [GENERATED_PERSISTED_QUERIES] },
    {},
    { database: { url: env.url, pool: read } },
  );
  // Every media up to the last one added (some deleted or merged since) and one never added.
  mediaIds = Array.from({ length: Math.max(...world.media) + 1 }, (_, i) => i + 1);
}, 300_000);
afterAll(async () => {
  await app?.close();
  await app?.pool.end();
  await env?.drop();
});

interface Answer {
  body: string;
  statements: string[];
}

async function ask(body: Record<string, unknown>): Promise<Answer> {
  app.db.reset();
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // The status too: an unknown media is a 404 (the site's /404 page).
  return { body: `${res.status} ${await res.text()}`, statements: [...app.db.texts] };
}

/** Every request of the test, for every media: the site's documents by id, the variants as texts. */
async function askAll(): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const id of mediaIds) {
    for (const operation of SITE) {
      const variables =
        operation === 'MediaPageQuery' ? { id, type: 'ANIME', threadFirst: 2, threadSort: ['REPLIED_AT_DESC'] } : { id, page: 1 };
      answers.set(`${operation} ${id}`, await ask({ documentId: documentId(operation), variables }));
    }
    for (const [name, selection] of Object.entries(VARIANTS))
      answers.set(`${name} ${id}`, await ask({ query: variantQuery(selection), variables: { id } }));
  }
  return answers;
}

const reads = (a: Answer, table: string) => a.statements.some((s) => s.includes(table));

describe('the media page read model', () => {
  it('holds a document for every media in the catalogue', async () => {
    const { rows } = await env.pool.query<{ media: number; pages: number }>(
      `SELECT (SELECT count(*)::int FROM ${T.media}) AS media, (SELECT count(*)::int FROM ${T.mediaPages}) AS pages`,
    );
    expect(rows[0]!.pages).toBe(rows[0]!.media);
    const { rows: cast } = await env.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${T.mediaPages}
       WHERE jsonb_array_length(relations) > 0 AND jsonb_array_length(characters) > 1 AND jsonb_array_length(staff) > 1
         AND jsonb_array_length(studios) > 1`,
    );
    expect(cast[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('answers exactly what the loaders answer, for the site and the public API, with fewer statements', async () => {
    const held = await askAll();
    // The live table as it is from before ADR 72 until the rebuild that adds tags and airing swaps in: the documents
    // answer what they hold, the loaders the rest.
    await env.pool.query(`ALTER TABLE ${T.mediaPages} DROP COLUMN tags, DROP COLUMN airing`);
    const beforeRebuild = await askAll();
    await env.pool.query(`TRUNCATE ${T.mediaPages}`);
    const loaded = await askAll();
    for (const [key, answer] of held) {
      expect(answer.body, key).toBe(loaded.get(key)!.body);
      expect(beforeRebuild.get(key)!.body, key).toBe(answer.body);
    }
    const page = [...beforeRebuild].find(([key, a]) => key.startsWith('MediaPageQuery') && a.body.startsWith('200'))![1];
    expect([T.mediaPages, T.mediaRelations, T.mediaTags].map((table) => reads(page, table))).toEqual([true, false, true]);

    const existing = new Set((await env.pool.query<{ id: number }>(`SELECT id FROM ${T.media}`)).rows.map((r) => r.id));
    // Not vacuous: every request about a media in the catalogue is answered without an error.
    for (const [key, answer] of held) {
      if (!existing.has(Number(key.split(' ')[1]))) continue;
      expect(answer.body, key).toMatch(/^200 \{"data":\{/);
      expect(answer.body, key).toContain('"Media":{"id"');
      expect(answer.body, key).not.toContain('"errors"');
    }
    const pages = mediaIds.filter((id) => existing.has(id)).map((id) => held.get(`MediaPageQuery ${id}`)!);
    expect(pages.length).toBeGreaterThan(3);
    // ADR 72: the page's tags and airing schedule too.
    const lists = [T.mediaRelations, T.mediaCharacters, T.voiceActors, T.mediaStaff, T.mediaStudios, T.mediaTags, T.airing];
    for (const page of pages) {
      expect(reads(page, T.mediaPages)).toBe(true);
      for (const table of lists) expect(reads(page, table)).toBe(false);
    }
    // The characters and staff tabs: the media row and its document.
    for (const id of existing)
      for (const tab of ['MediaCharactersQuery', 'MediaStaffQuery']) {
        const answer = held.get(`${tab} ${id}`)!;
        expect(answer.statements, tab).toHaveLength(2);
        for (const table of lists) expect(reads(answer, table)).toBe(false);
      }
    const counts = (answers: Map<string, Answer>) =>
      [...existing].map((id) => answers.get(`MediaPageQuery ${id}`)!.statements.length).sort((a, b) => a - b);
    const [before, after] = [counts(loaded), counts(held)];
    console.log(`media page statements per request: ${before.join(',')} with the loaders; ${after.join(',')} with the documents`);
    for (const [i, n] of after.entries()) expect(n).toBeLessThan(before[i]! - 10);
    // ADR 72: the media row and the document in one pipeline, then rankings, reviews (count and preview in one),
    // recommendations, the threads and their authors.
    expect(Math.max(...after)).toBeLessThanOrEqual(8);
    // What the statements read, per page (the first table each names), to say where a page's statements still go.
    const byTable = (answers: Map<string, Answer>) => {
      const tables = new Map<string, number>();
      for (const id of existing)
        for (const text of answers.get(`MediaPageQuery ${id}`)!.statements) {
          const table = /rm_\w+\.\w+/.exec(text)?.[0] ?? 'none';
          tables.set(table, (tables.get(table) ?? 0) + 1 / existing.size);
        }
      return Object.fromEntries([...tables].map(([t, n]) => [t, Math.round(n * 10) / 10]));
    };
    console.log('statements per page by table, loaders:', byTable(loaded), 'documents:', byTable(held));
    // Not vacuous: pages with tags, a next episode to come, and none (every episode aired, or no schedule).
    const bodies = pages.map((p) => p.body);
    expect(bodies.filter((b) => /"tags":\[\{"id"/.test(b)).length).toBeGreaterThan(3);
    expect(bodies.filter((b) => b.includes('"nextAiringEpisode":{"episode"')).length).toBeGreaterThan(1);
    expect(bodies.filter((b) => b.includes('"nextAiringEpisode":null')).length).toBeGreaterThan(1);
    // Held selections the variants ask read the document; the others read the people's read models.
    const some = [...existing][0]!;
    expect(reads(held.get(`sortedPaged ${some}`)!, T.voiceActors)).toBe(false);
    expect(reads(held.get(`favouritesSort ${some}`)!, T.mediaCharacters)).toBe(true);
    expect(reads(held.get(`voiceActorsByFavourites ${some}`)!, T.voiceActors)).toBe(true);
  });
});
