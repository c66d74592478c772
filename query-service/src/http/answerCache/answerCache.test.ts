import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHECKPOINT_CHANNEL, PROJECTIONS } from '@tsuzuki/events';
import { parsePosition } from '@tsuzuki/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp, TEST_INTERNAL_TOKEN } from '../../testing/http.ts';
import { until } from '../../testing/lists.ts';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import { ANSWER_CACHE_HEADER } from './lookup.ts';

// The answer cache over a read-model database written by hand: the tests play the projection framework's part
// (write rows, then announce the checkpoint on its channel) and look at what the guest is answered.
let clock = 1_000_000;
const CLOCK_TTL_MS = 1000;
let t: Awaited<ReturnType<typeof startTestApp>>;
const dir = mkdtempSync(path.join(tmpdir(), 'tsuzuki-answer-cache-'));
const persisted = path.join(dir, 'persisted.json');

beforeAll(async () => {
  writeFileSync(persisted, JSON.stringify({ studio1: STUDIO }));
  t = await startTestApp('query_answer_cache', {
    persistedQueryFiles: [persisted],
    answerCache: { maxBytes: 1024 * 1024, entryBytes: 64 * 1024, clockTtlMs: CLOCK_TTL_MS, now: () => clock },
  });
  await seedCatalogue(t.pool);
  await t.answers!.generations.ready;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const STUDIO = 'query Studio($id: Int, $page: Int) { Studio(id: $id) { name media(page: $page) { pageInfo { total } } } }';
const STUDIO_NAME = 'query StudioName($id: Int) { Studio(id: $id) { name } }';

async function ask(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, cache: res.headers.get(ANSWER_CACHE_HEADER), type: res.headers.get('content-type'), body: await res.text() };
}

/** The answer cache's figures on GET /health. */
async function health() {
  const body = (await (await fetch(`${t.url}/health`)).json()) as { answerCache: ReturnType<NonNullable<typeof t.answers>['figures']> };
  return body.answerCache;
}

/** Announces a checkpoint of `projection` as a drain does, and waits until the cache has heard it. */
async function announce(projection: (typeof PROJECTIONS)[number], payload = `${projection} 1:1`) {
  const index = PROJECTIONS.indexOf(projection);
  const before = t.answers!.generations.now()!.counts[index]!;
  await t.pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, payload]);
  await until(async () => (t.answers!.generations.now()?.counts[index] ?? before) > before);
}

describe("guests' answers", () => {
  it('answers the second identical query from the cache, byte for byte, whatever the order of its variables', async () => {
    const first = await ask({ query: STUDIO, variables: { id: ID.wit, page: 1 } });
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(JSON.parse(first.body).data.Studio.name).toBe('Wit Studio');
    const second = await ask({ query: STUDIO, variables: { page: 1, id: ID.wit } });
    expect(second).toEqual({ ...first, cache: 'hit' });
    const otherPage = await ask({ query: STUDIO, variables: { id: ID.wit, page: 2 } });
    expect(otherPage.cache).toBe('miss');
  });

  it('keeps an answer while only other read models move, and drops it when one it read announces a checkpoint', async () => {
    const variables = { id: ID.madhouse, page: 1 };
    expect((await ask({ query: STUDIO, variables })).cache).toBe('miss');
    await t.pool.query(`UPDATE rm_studios.studios SET name = 'Madhouse Inc.' WHERE id = $1`, [ID.madhouse]);
    // Not announced yet: as far as the log says, nothing changed (a drain commits rows and checkpoint together).
    await announce('forum');
    const unannounced = await ask({ query: STUDIO, variables });
    expect(unannounced.cache).toBe('hit');
    expect(JSON.parse(unannounced.body).data.Studio.name).toBe('Madhouse');
    await announce('studios');
    const fresh = await ask({ query: STUDIO, variables });
    expect(fresh.cache).toBe('miss');
    expect(JSON.parse(fresh.body).data.Studio.name).toBe('Madhouse Inc.');
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
  });

  it('keeps answers when a read model announces a checkpoint that only moved past events of other types', async () => {
    const variables = { id: ID.sunrise, page: 5 };
    expect((await ask({ query: STUDIO, variables })).cache).toBe('miss');
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
    await t.pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, 'studios 10:1 unchanged']);
    // Heard in order: once the next announcement is, the unchanged one was too.
    await announce('forum');
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
  });

  it('serves nothing read from a read model whose table a wait read past its last announcement, unless executed after that read', async () => {
    const variables = { id: ID.sunrise, page: 6 };
    await ask({ query: STUDIO_NAME, variables: { id: ID.wit } });
    await ask({ query: STUDIO, variables });
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
    // A read-your-writes wait read the checkpoint table before the announcement reached this process: nothing kept
    // before that read is served, whatever read the read model.
    t.answers!.generations.checkpointRead('studios', parsePosition('20:1'));
    expect((await ask({ query: STUDIO, variables })).cache).toBe('miss');
    expect((await ask({ query: STUDIO_NAME, variables: { id: ID.wit } })).cache).toBe('miss');
    // An answer executed after the read holds what the wait saw committed: it is served.
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
    expect((await ask({ query: STUDIO_NAME, variables: { id: ID.wit } })).cache).toBe('hit');
    // Until a wait reads further still.
    t.answers!.generations.checkpointRead('studios', parsePosition('25:1'));
    expect((await ask({ query: STUDIO, variables })).cache).toBe('miss');
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
    // Announced unchanged: the answer executed meanwhile stands.
    await t.pool.query('SELECT pg_notify($1, $2)', [CHECKPOINT_CHANNEL, 'studios 25:1 unchanged']);
    await announce('forum');
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
    // Read past again, then announced changed: dropped.
    t.answers!.generations.checkpointRead('studios', parsePosition('30:1'));
    await announce('studios', 'studios 30:1');
    expect((await ask({ query: STUDIO, variables })).cache).toBe('miss');
    expect((await ask({ query: STUDIO, variables })).cache).toBe('hit');
  });

  it('drops answers read from a recomputed read model when the recompute is announced (no position)', async () => {
    const query = `{ Media(id: ${ID.aot}) { rankings { rank type } } }`;
    expect((await ask({ query })).cache).toBe('miss');
    expect((await ask({ query })).cache).toBe('hit');
    await announce('rankings', 'rankings');
    expect((await ask({ query })).cache).toBe('miss');
  });

  it('answers a persisted documentId and its text from one entry', async () => {
    const variables = { id: ID.wit, page: 4 };
    const byId = await ask({ documentId: 'studio1', variables });
    expect(byId.cache).toBe('miss');
    expect(await ask({ query: STUDIO, variables })).toEqual({ ...byId, cache: 'hit' });
  });

  it('keeps no error answers: a missing media is executed each time', async () => {
    const query = '{ Media(id: 424242) { id } }';
    const first = await ask({ query });
    expect(first).toMatchObject({ status: 404, cache: 'miss' });
    expect(await ask({ query })).toEqual(first);
  });

  it('executes concurrent requests for the same answer once: the others wait and are served what it kept', async () => {
    const query = { query: STUDIO, variables: { id: ID.madhouse, page: 7 } };
    const before = await health();
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(query)));
    expect(answers.filter((a) => a.cache === 'miss')).toHaveLength(1);
    expect(answers.filter((a) => a.cache === 'hit')).toHaveLength(7);
    // GET /health counts them: one executed and kept, seven served, those that came meanwhile after waiting for it.
    const after = await health();
    expect(after.executed - before.executed).toBe(1);
    expect(after.kept - before.kept).toBe(1);
    expect(after.served - before.served).toBe(7);
    expect(after.servedAfterWaiting - before.servedAfterWaiting).toBeGreaterThan(0);
    expect(after.entries - before.entries).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(t.answers!.inFlight.size).toBe(0);
  });

  it('executes each waiting request itself when the answer it waited for was not kept', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => ask({ query: '{ Media(id: 424243) { id } }' })));
    expect(answers.map((a) => [a.status, a.cache])).toEqual(Array.from({ length: 4 }, () => [404, 'miss']));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(t.answers!.inFlight.size).toBe(0);
  });

  it('serves an answer that read the clock only for the clock lifetime', async () => {
    const query = `{ Media(id: ${ID.frieren}) { nextAiringEpisode { episode timeUntilAiring } } }`;
    const clean = { query: STUDIO, variables: { id: ID.sunrise, page: 1 } };
    expect((await ask({ query })).cache).toBe('miss');
    expect((await ask(clean)).cache).toBe('miss');
    expect((await ask({ query })).cache).toBe('hit');
    clock += CLOCK_TTL_MS;
    expect((await ask({ query })).cache).toBe('miss');
    // An answer that read no clock does not age.
    expect((await ask(clean)).cache).toBe('hit');
  });

  it('keeps an answer that read which episode airs next until that episode airs, past the clock lifetime', async () => {
    const query = `{ Media(id: ${ID.frieren}) { nextAiringEpisode { episode airingAt } } }`;
    const first = await ask({ query });
    expect(first.cache).toBe('miss');
    const { episode, airingAt } = JSON.parse(first.body).data.Media.nextAiringEpisode as { episode: number; airingAt: number };
    expect(episode).toBe(3);
    clock += 10 * CLOCK_TTL_MS;
    expect((await ask({ query })).cache).toBe('hit');
    // The moment the episode airs (the cache's clock moved as far as the real one has to go), the answer is old.
    clock += airingAt * 1000 - Date.now();
    expect((await ask({ query })).cache).toBe('miss');
  });

  it("bypasses the cache for the services' own requests and for mutations", async () => {
    const system = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };
    const query = { query: STUDIO, variables: { id: ID.wit, page: 1 } };
    expect((await ask(query, system)).cache).toBe('bypass');
    expect((await ask(query, system)).cache).toBe('bypass');
    const mutation = await ask({ query: 'mutation { UpdateUser(about: "x") { id } }' }, { schema: 'internal' });
    expect(mutation.cache).toBe('bypass');
  });

  it('serves nothing while the LISTEN connection is down, and nothing kept before it dropped', async () => {
    const query = { query: STUDIO, variables: { id: ID.wit, page: 3 } };
    await ask(query);
    expect((await ask(query)).cache).toBe('hit');
    const before = t.answers!.generations.now()!.connection;
    await t.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await until(async () => t.answers!.generations.now()?.connection !== before);
    // Back (or still down: then bypassed), never served from before the drop.
    expect((await ask(query)).cache).not.toBe('hit');
    await until(async () => t.answers!.generations.now() !== null);
    expect((await ask(query)).cache).toBe('miss');
    expect((await ask(query)).cache).toBe('hit');
  });
});
