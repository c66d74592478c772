// `npm run bench -- --only lists`: the list figures of issue 9 on a site of its own. A member signs up through the
// GraphQL endpoint, a catalogue of synthetic anime and a 2,000-entry list are entered through the command path,
// then: SaveMediaListEntry read-your-writes latency (the answer, read from the lists read model, must show the
// change) and the member's MediaListCollection under concurrent clients beside the `{ __typename }` floor, as a
// query text and as the list page's persisted document (the site's own request, ADR 0046), and the collection again
// while another member edits their list. Each figure counts how its answers came (answer_cache: hit, miss; ADR 52).
import { createHash } from 'node:crypto';
import { type Actor } from '@tsuzuki/events';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { AIRING_ON, openBenchSite } from './benchSite.ts';
import { load, report, summarise } from './stats.ts';
import { countAnswer, floorHeaders, gql as siteGql, measured, persistedDocument, signUp, type CacheTally } from './siteGql.ts';

const ENTRIES = 2_000;
const FIRST_MEDIA = 900_001;
const STATUSES = ['CURRENT', 'COMPLETED', 'PLANNING', 'PAUSED', 'DROPPED'] as const;
/** A synopsis of a catalogue's usual length (about 900 characters, as the demo catalogue's real works have). */
const SYNOPSIS = (i: number) =>
  Array.from({ length: 12 }, (_, n) => `Bench Show ${i}, part ${n + 1}: a made-up story for measuring, told at length.`).join(' ');

/** The list page's query (client: the list screen reads these fields of every entry). */
export const LIST_COLLECTION_QUERY = `query ListCollection($userId: Int, $type: MediaType) {
  MediaListCollection(userId: $userId, type: $type) {
    user { id name mediaListOptions { scoreFormat rowOrder animeList { sectionOrder customLists } } }
    lists { name isCustomList isSplitCompletedList status
      entries { id mediaId status score progress repeat private notes updatedAt startedAt { year month day }
        media { id title { userPreferred } coverImage { large color } format status episodes } } }
  }
}`;

const OTHER_SAVE = `mutation Save($mediaId: Int, $progress: Int) { SaveMediaListEntry(mediaId: $mediaId, progress: $progress) { id } }`;
const SAVE = `mutation Save($id: Int, $progress: Int) { SaveMediaListEntry(id: $id, progress: $progress) { id progress revision } }`;

/** The list page's document by its id (the compiled path) or, as a third-party client would, as its text. */
async function listPage(browser: Browser, document: { id: string; text: string }, how: 'id' | 'text', variables: Record<string, unknown>) {
  const res = await browser.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(how === 'id' ? { documentId: document.id } : { query: document.text }),
      variables,
      operationName: 'MediaListPageQuery',
    }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (res.status !== 200 || body.errors?.length) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors)}`);
  countAnswer(tally, res.headers);
  return body.data!;
}

/** How the answers of the figure being measured came (X-Answer-Cache: hit, miss, bypass), counted. */
let tally: CacheTally = {};

/** A query counted in the figure's tally; mutations (the other member's edits) are not. */
const gql = (browser: Browser, query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  siteGql(browser, query, variables, { ...(headers ? { headers } : {}), ...(/^\s*mutation/.test(query) ? {} : { tally }) });

/** Runs `count` commands with `concurrency` in flight. */
async function each(count: number, concurrency: number, run: (i: number) => Promise<unknown>) {
  await load(count, concurrency, async (i) => {
    await run(i);
  });
}

export async function benchLists(options: { requests: number; concurrency: number; mutations: number }) {
  const site = await openBenchSite('bench_lists', { eventStoreUrl: process.env.EVENTSTORE_URL || null });
  const { bus, pool } = site;
  try {
    const stack = await site.start(AIRING_ON);
    await ensureOwnTables(pool);
    const system: Actor = { kind: 'system' };
    const t = performance.now();
    await each(ENTRIES, 8, (i) =>
      bus.execute(
        'AddMedia',
        {
          ...mediaAdded(FIRST_MEDIA + i, {
            title: { romaji: `Bench Show ${i}`, english: null, native: null },
            episodes: 24,
            description: SYNOPSIS(i),
          }),
        },
        { actor: system },
      ),
    );

    const { browser, userId } = await signUp(stack.url, 'Bench_Lister');

    // The list in one import (the command path of a MyAnimeList import), mixed statuses and scores.
    const entries = Array.from({ length: ENTRIES }, (_, i) => ({
      mediaId: FIRST_MEDIA + i,
      status: STATUSES[i % STATUSES.length]!,
      scoreRaw: (i * 7) % 101,
      progress: i % 24,
      progressVolumes: 0,
      repeat: 0,
      priority: 0,
      notes: '',
      startedAt: { year: null, month: null, day: null },
      completedAt: { year: null, month: null, day: null },
    }));
    const fileHash = createHash('sha256').update(JSON.stringify(entries)).digest('hex');
    await bus.execute(
      'ImportMediaList',
      { source: 'MYANIMELIST', fileHash, entries },
      {
        actor: { kind: 'user', id: userId, moderatorRoles: [], donatorTier: 0 },
      },
    );
    const variables = { userId, type: 'ANIME' };
    const count = (data: Record<string, unknown>) =>
      (data.MediaListCollection as { lists: { isCustomList: boolean; entries: unknown[] }[] }).lists
        .filter((l) => !l.isCustomList)
        .reduce((n, l) => n + l.entries.length, 0);
    for (let waited = 0; count(await gql(browser, LIST_COLLECTION_QUERY, variables)) < ENTRIES; waited++) {
      if (waited > 600) throw new Error('the list did not reach the read model within a minute');
      await new Promise((r) => setTimeout(r, 100));
    }
    report('lists.setup', { entries: ENTRIES, seconds: Math.round((performance.now() - t) / 10) / 100 });

    // Read-your-writes: each answer must carry the progress just saved.
    const ids = (
      (await gql(browser, `{ Page(perPage: 50) { mediaList(userId: ${userId}, status: CURRENT) { id } } }`)).Page as {
        mediaList: { id: number }[];
      }
    ).mediaList.map((e) => e.id);
    const saves = await load(options.mutations, 1, async (i) => {
      const progress = (i % 23) + 1;
      const saved = (await gql(browser, SAVE, { id: ids[i % ids.length], progress })).SaveMediaListEntry as { progress: number };
      if (saved.progress !== progress) throw new Error(`read-your-writes broken: got ${saved.progress}, expected ${progress}`);
    });
    report('lists.save_read_your_writes', { mutations: options.mutations, latency: summarise(saves) });

    // The collection of 2,000 entries beside the floor, alone and under concurrent clients.
    // The list page's own persisted document, sent by its id as the site's client sends it: the answer the site itself
    // asks for, on the path of the persisted documents (ADR 0046).
    const pageDocument = persistedDocument('MediaListPageQuery');
    const pageVariables = { userId, type: 'ANIME', withViewer: true };
    const internal = floorHeaders(stack);
    /** The list page's document as a measured request (siteGql.measured: checked, counted, not parsed). */
    const pageRequest = (how: 'id' | 'text') => ({
      ...(how === 'id' ? { documentId: pageDocument.id } : { query: pageDocument.text }),
      variables: pageVariables,
      operationName: 'MediaListPageQuery',
    });
    const queries = {
      floor: () => measured(browser, '{ __typename }', {}, { headers: internal, tally }),
      list_collection: () => measured(browser, LIST_COLLECTION_QUERY, variables, { tally }),
      // The same document both ways, as a text (compiled from its second sighting, ADR 46) and by its persisted id.
      list_page_text: () => measured(browser, pageRequest('text'), {}, { tally }),
      list_page_persisted: () => measured(browser, pageRequest('id'), {}, { tally }),
    };
    // Warm-up, with every answer parsed and checked whole once.
    if (count(await gql(browser, LIST_COLLECTION_QUERY, variables)) !== ENTRIES) throw new Error('the collection lost entries');
    for (const how of ['text', 'id'] as const) await listPage(browser, pageDocument, how, pageVariables);
    for (let i = 0; i < 20; i++) await Promise.all([queries.floor(), queries.list_collection()]);
    let floor = 0;
    let floorCpu: number | null = null;
    /** One figure: `total` requests from `clients` at once, beside the floor when loaded. */
    const figure = async (
      name: string,
      clients: number,
      run: () => Promise<unknown>,
      extra: () => Record<string, unknown> = () => ({}),
    ) => {
      const total = name === 'floor' ? options.requests : Math.min(options.requests, clients === 1 ? 50 : 400);
      tally = {};
      const started = performance.now();
      const cpuBefore = stack.cpuMs('query');
      const latencies = await load(total, clients, async () => {
        await run();
      });
      const perSecond = Math.round((total / ((performance.now() - started) / 1000)) * 10) / 10;
      const cpuAfter = stack.cpuMs('query');
      // The query-service's own CPU per request: steady where requests per second move with the machine's load.
      const cpuMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / total;
      const cpu = cpuMs === null ? {} : { query_cpu_ms_per_request: Math.round(cpuMs * 10) / 10 };
      if (name === 'floor' && clients === options.concurrency) [floor, floorCpu] = [perSecond, cpuMs];
      const loaded = name !== 'floor' && clients === options.concurrency;
      // The same ratio on the query-service's side: its CPU for the floor over its CPU for this answer. Where something
      // else on the same two cores (PostgreSQL, the bench's own client) limits requests per second, this is what the
      // service itself could answer.
      const cpuRatio = loaded && floorCpu !== null && cpuMs ? { query_cpu_ratio: Math.round((floorCpu / cpuMs) * 1000) / 1000 } : {};
      report(`lists.${name}`, {
        requests: total,
        concurrency: clients,
        requests_per_s: perSecond,
        latency: summarise(latencies),
        ...cpu,
        answer_cache: tally,
        ...extra(),
        ...(loaded ? { entries: ENTRIES, floor_requests_per_s: floor, ratio: Math.round((perSecond / floor) * 1000) / 1000 } : {}),
        ...cpuRatio,
      });
    };
    for (const [name, run] of Object.entries(queries)) for (const clients of [1, options.concurrency]) await figure(name, clients, run);

    // The collection again while another member edits their own list ten times a second. Every list edit anywhere
    // moves the lists and media read models, and with them every kept answer that read either (ADR 52).
    const other = await signUp(stack.url, 'Bench_Other');
    let edits = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        await gql(other.browser, OTHER_SAVE, { mediaId: FIRST_MEDIA + (edits % 50), progress: (edits % 23) + 1 });
        edits++;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      await figure('list_collection_other_member_editing', options.concurrency, queries.list_collection, () => ({
        other_member_edits: edits,
      }));
    } finally {
      stop = true;
      await writer;
    }
  } finally {
    await site.close();
  }
}
