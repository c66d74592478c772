import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultListTypeOptions } from '@tsuzuki/events/userDefaults';
import { T } from '../db/sql.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';
import { insertEntries } from '../testing/lists.ts';
import { insertUser } from '../testing/users.ts';
import { compiledFigures } from './compiledExecutor.ts';
import { LIMITS } from './limits.ts';

// ADR 0046: a request naming a persisted document runs graphql-jit's compiled query; a query text (the public API)
// runs graphql-js until the same text comes again. Each check sends the same document both ways and expects the same
// answer, byte for byte; the text made unique by a comment, so that graphql-js answers it.
const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-compiled-'));
const FIRST_MEDIA = 300_000;
const SHOWS = 600;
const NAGI = 8201;
const DOCUMENTS = {
  studio: 'query StudioName($id: Int) { Studio(id: $id) { id name } }',
  media: 'query MediaTitle($id: Int) { Media(id: $id) { id title { romaji } } }',
  // A whole list of 3,000 entries (600 shows in five groups), refused by the cost counted as it runs.
  whole: `query Whole($userId: Int) { MediaListCollection(userId: $userId, type: ANIME) { lists { name entries { id userId
    mediaId status score progress progressVolumes repeat priority private notes hiddenFromStatusLists customLists
    advancedScores startedAt { year month day } completedAt { year month day } updatedAt createdAt media { id idMal type
    format status description season seasonYear episodes duration chapters volumes countryOfOrigin isLicensed source
    hashtag bannerImage genres synonyms averageScore meanScore popularity favourites trending isAdult isLocked siteUrl
    title { romaji english native userPreferred } coverImage { extraLarge large medium color } startDate { year month day }
    endDate { year month day } } } } } }`,
  touch: 'mutation Touch { UpdateUser(about: "x") { id } }',
};
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  const file = path.join(dir, 'persisted-queries.json');
  writeFileSync(file, JSON.stringify(DOCUMENTS));
  t = await startTestApp('query_compiled', { persistedQueryFiles: [file] });
  await seedCatalogue(t.pool);
  await t.pool.query(
    `INSERT INTO ${T.media} (id, type, title_romaji, format, status, start_year, created_at, updated_at)
     SELECT g, 'ANIME', 'Whole List Show ' || g, 'TV', 'FINISHED', 2000, 1600000000, 1600000000
     FROM generate_series($1::int, $2::int) g`,
    [FIRST_MEDIA, FIRST_MEDIA + SHOWS - 1],
  );
  const custom = ['A', 'B', 'C', 'D'];
  await insertUser(t.pool, {
    id: NAGI,
    name: 'Nagi',
    mediaListOptions: { animeList: { ...defaultListTypeOptions('ANIME'), customLists: custom } },
  });
  await insertEntries(
    t.pool,
    Array.from({ length: SHOWS }, (_, i) => ({ user_id: NAGI, media_id: FIRST_MEDIA + i, custom_lists: custom })),
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request as raw text and status: the text's and the persisted document's answers are compared as sent. */
async function send(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

let sent = 0;
/** The text once only: a comment of its own keeps it off the compiled path (it runs compiled when it comes again). */
const once = (text: string) => `${text}\n# ${++sent}`;

/** The document's answer as a query text and by its id, and which of them the compiled path gave. */
async function bothWays(name: keyof typeof DOCUMENTS, variables: Record<string, unknown>) {
  const before = { ...compiledFigures };
  const asText = await send({ query: once(DOCUMENTS[name]), variables });
  const afterText = { ...compiledFigures };
  const byId = await send({ documentId: name, variables });
  const compiled = compiledFigures.answers - afterText.answers;
  return {
    asText,
    byId,
    textCompiled: afterText.answers - before.answers,
    compiled,
    askedAgain: compiledFigures.askedAgain - afterText.askedAgain,
  };
}

describe('persisted documents run compiled, query texts seen once on graphql-js', () => {
  it('answers a persisted query compiled, with the answer of its text', async () => {
    const run = await bothWays('studio', { id: ID.wit });
    expect(run.textCompiled).toBe(0);
    expect(run.compiled).toBe(1);
    expect(run.askedAgain).toBe(0);
    expect(run.byId).toEqual(run.asText);
    expect(JSON.parse(run.byId.body)).toEqual({ data: { Studio: { id: ID.wit, name: 'Wit Studio' } } });
  });

  it('coerces loose variables ("858" for an Int) on both paths', async () => {
    const run = await bothWays('studio', { id: String(ID.wit) });
    expect(run.compiled).toBe(1);
    expect(run.byId).toEqual(run.asText);
    expect(JSON.parse(run.byId.body)).toEqual({ data: { Studio: { id: ID.wit, name: 'Wit Studio' } } });
  });

  it("answers a bad variable with graphql-js's own words on both paths (jit words it otherwise)", async () => {
    const run = await bothWays('studio', { id: 'abc' });
    expect(run.textCompiled).toBe(0);
    expect(run.askedAgain).toBe(1);
    expect(run.asText.status).toBe(400);
    expect(JSON.parse(run.asText.body).errors[0].message).toBe(
      'Variable "$id" got invalid value "abc"; Int cannot represent non-integer value: "abc"',
    );
    expect(run.byId).toEqual(run.asText);
  });

  it('answers a resolver refusal (404 Not Found.) the same way, the first error setting the status', async () => {
    const run = await bothWays('media', { id: 123_456_789 });
    expect(run.askedAgain).toBe(1);
    expect(run.asText.status).toBe(404);
    expect(run.byId).toEqual(run.asText);
  });

  it('refuses an answer past the cost limit, counted as it runs, on both paths', async () => {
    const run = await bothWays('whole', { userId: NAGI });
    expect(run.compiled).toBe(1);
    expect(run.asText.status).toBe(400);
    const errors = JSON.parse(run.byId.body).errors as { message: string }[];
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(new RegExp(`^Query is too complex: cost \\d+, the limit is ${LIMITS.maxCost}\\.`));
    expect(run.byId).toEqual(run.asText);
  });

  it('leaves a persisted mutation to graphql-js, behind the same CSRF check', async () => {
    const before = compiledFigures.answers;
    const asText = await send({ query: DOCUMENTS.touch }, { schema: 'internal' });
    const byId = await send({ documentId: 'touch' }, { schema: 'internal' });
    expect(compiledFigures.answers).toBe(before);
    expect(byId.status).toBe(401);
    expect(byId).toEqual(asText);
  });
});

describe('a query text that comes again runs compiled', () => {
  it('answers the same text on graphql-js the first time and compiled from the second, with the same answer', async () => {
    const text = `${DOCUMENTS.media}\n# hot`;
    const answers = [];
    const compiled = [];
    for (let i = 0; i < 3; i++) {
      const before = compiledFigures.answers;
      answers.push(await send({ query: text, variables: { id: ID.aot } }));
      compiled.push(compiledFigures.answers - before);
    }
    expect(compiled).toEqual([0, 1, 1]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.body).data.Media.id).toBe(ID.aot);
  });

  it("answers a hot text's errors with graphql-js's words, and never compiles a mutation text", async () => {
    const text = `${DOCUMENTS.studio}\n# hot errors`;
    const first = await send({ query: text, variables: { id: 'abc' } });
    const before = { ...compiledFigures };
    const again = await send({ query: text, variables: { id: 'abc' } });
    expect(compiledFigures.answers - before.answers).toBe(1);
    expect(compiledFigures.askedAgain - before.askedAgain).toBe(1);
    expect(again).toEqual(first);
    const mutation = `${DOCUMENTS.touch}\n# hot`;
    const beforeMutations = compiledFigures.answers;
    for (let i = 0; i < 3; i++) expect((await send({ query: mutation }, { schema: 'internal' })).status).toBe(401);
    expect(compiledFigures.answers).toBe(beforeMutations);
  });
});
