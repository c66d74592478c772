import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/ports.ts';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../../scripts/lib/pgReplica.ts';
import { ANSWER_CACHE_HEADER } from './http/answerCache/lookup.ts';
import type { Browser } from './testing/browser.ts';
import { startListStack, until, type ListStack } from './testing/lists.ts';

// The query-service reading its read models from a real PostgreSQL streaming replica (issue 23, ADR 56) while the
// command path, the log and the projections write to the primary. The replica applies each commit APPLY_DELAY_MS
// after the primary made it, so the window in which the primary has announced a checkpoint that the replica does
// not show yet is wide and certain, not a race the test might miss.
const APPLY_DELAY_MS = 300;
let cluster: ReplicatedPostgres;
let stack: ListStack;
let aki: Awaited<ReturnType<ListStack['signUp']>>;
let guest: Browser;
const savedUrl = process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  cluster = await startReplicatedPostgres({ primaryPort: await freePort(), replicaPort: await freePort(), applyDelayMs: APPLY_DELAY_MS });
  // The stack's database is made on the private primary; the query process reads the same database on the replica.
  process.env.TEST_DATABASE_URL = cluster.primaryUrl('postgres');
  const replicaOf = (url: string) => cluster.replicaUrl(new URL(url).pathname.slice(1));
  stack = await startListStack('query_replica', {
    readFrom: replicaOf,
    answerCache: { maxBytes: 1024 * 1024, entryBytes: 64 * 1024, clockTtlMs: 1000 },
  });
  aki = await stack.signUp('Aki');
  await stack.addMedia(Array.from({ length: 12 }, (_, i) => ({ id: 601 + i })));
  guest = stack.browser();
  await stack.answers!.generations.ready;
}, 120_000);
afterAll(async () => {
  if (savedUrl === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = savedUrl;
  await stack?.close();
  await cluster?.stop();
});

const LIST = 'query ($name: String) { MediaListCollection(userName: $name, type: ANIME) { lists { entries { mediaId progress } } } }';

async function akisList(browser: Browser) {
  const res = await browser.gql<{ MediaListCollection: { lists: { entries: { mediaId: number; progress: number }[] }[] } }>(LIST, {
    variables: { name: 'Aki' },
  });
  expect(res.body.errors).toBeUndefined();
  const entries = res.body.data!.MediaListCollection.lists.flatMap((l) => l.entries);
  return { cache: res.headers.get(ANSWER_CACHE_HEADER), progress: new Map(entries.map((e) => [e.mediaId, e.progress])) };
}

describe('reading from a streaming replica', () => {
  it("answers a member's mutation, and their next query, with their write, though the replica applies it later", async () => {
    for (let progress = 1; progress <= 6; progress++) {
      const saved = await aki.browser.gql<{ SaveMediaListEntry: { progress: number } }>(
        `mutation { SaveMediaListEntry(mediaId: 601, status: CURRENT, progress: ${progress}) { progress } }`,
      );
      expect(saved.body.data?.SaveMediaListEntry.progress).toBe(progress);
      expect((await akisList(aki.browser)).progress.get(601)).toBe(progress);
    }
  });

  it('never keeps a guest answer read from the replica before it applied a change the primary announced', async () => {
    await akisList(guest);
    expect((await akisList(guest)).cache).toBe('hit');
    // A guest asks again and again while Aki's change is committed on the primary, announced, and applied by the
    // replica APPLY_DELAY_MS later. An answer executed in between reads the old rows: kept under the announcement's
    // counters, it would be served from then on, and the guest would never see the change.
    let asking = true;
    const seen: (number | undefined)[] = [];
    const asker = (async () => {
      while (asking) {
        seen.push((await akisList(guest)).progress.get(602));
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    try {
      await aki.browser.gql('mutation { SaveMediaListEntry(mediaId: 602, status: CURRENT, progress: 7) { id } }');
      await until(async () => (await akisList(guest)).progress.get(602) === 7, 10_000);
    } finally {
      asking = false;
      await asker;
    }
    // The guest asked throughout the window, and once the change showed it stayed.
    expect(seen.length).toBeGreaterThan(APPLY_DELAY_MS / 50);
    const first = seen.indexOf(7);
    expect(seen.slice(first === -1 ? seen.length : first).every((p) => p === 7)).toBe(true);
    expect((await akisList(guest)).progress.get(602)).toBe(7);
  });

  it('says on /health how far the replica is behind', async () => {
    const health = (await (await fetch(`${stack.base}/health`)).json()) as { replica?: { bytes: number; seconds: number } };
    expect(health.replica).toEqual({ bytes: expect.any(Number), seconds: expect.any(Number) });
  });
});
