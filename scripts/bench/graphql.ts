import { Browser } from '@tsuzuki/query-service/testing/browser';
import { load, report, summarise } from './stats.ts';
import { mediaPageVariables } from '@tsuzuki/client/src/screens/MediaPage/mediaPageVariables.ts';
import { countAnswer, measured, persistedDocument, type CacheTally } from './siteGql.ts';
import { FEED } from './social.ts';

export const MEDIA_PAGE_QUERY = `query MediaPage($id: Int) {
  Media(id: $id) {
    id type title { userPreferred romaji english native } synonyms description
    coverImage { extraLarge large color } bannerImage format status(version: 2) episodes duration chapters volumes
    startDate { year month day } endDate { year month day } season seasonYear source(version: 3) hashtag
    countryOfOrigin genres averageScore meanScore popularity favourites isAdult isLocked
    nextAiringEpisode { episode airingAt timeUntilAiring }
    studios { edges { isMain node { id name } } }
    relations { edges { relationType(version: 2) node { id type title { userPreferred } format status(version: 2) coverImage { large } } } }
    characters(perPage: 6, sort: [ROLE, RELEVANCE, ID]) { edges { role node { id name { userPreferred } image { large } } voiceActors(language: JAPANESE) { id name { userPreferred } image { large } } } }
    staff(perPage: 8) { edges { role node { id name { userPreferred } image { large } } } }
    tags { id name rank isMediaSpoiler }
    externalLinks { id site url type }
  }
}`;

export const SEARCH_QUERY = `query Search($search: String, $page: Int) {
  Page(page: $page, perPage: 20) {
    pageInfo { total hasNextPage }
    media(search: $search, type: ANIME, sort: [SEARCH_MATCH]) {
      id title { userPreferred } coverImage { large color } format episodes averageScore genres
      studios(isMain: true) { nodes { id name } }
    }
  }
}`;

export async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
  tally?: CacheTally,
) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!res.ok || body.errors?.length) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors)}`);
  countAnswer(tally, res.headers);
  return body.data as Record<string, unknown>;
}

/** How many media the "hot" media page cycles through: the few pages everyone opens at once (a new season's). */
const HOT_MEDIA = 20;

export interface QueryBenchOptions {
  /** Figures named graphql.<query><suffix> ('_cache_off' for a run of the service with ANSWER_CACHE=off). */
  suffix?: string;
  /** The queries to run besides the floor (default: all). */
  only?: string[];
  /** The internal token: the floor goes with it, so the answer cache (guests only) never serves it. */
  internalToken: string;
  /**
   * The query-service's CPU time so far (ms), when it is one process of this machine: each loaded figure then says its
   * CPU per request and the floor's over it (`query_cpu_ratio`), which hold still where requests per second move with
   * what else the shared machine runs (as the lists bench, ADR 52).
   */
  cpuMs?: () => number | null;
}

/**
 * A media page query and a search query: alone (one client: the service time) and under `concurrency` clients,
 * beside the floor, `{ __typename }` through the same endpoint in the same run (the cost of HTTP, the GraphQL
 * layer and the process itself), printed as ratios to it. The floor is executed every time: it is sent as the
 * system (internal token), which the guests' answer cache (ADR 45) never serves, so a ratio above 1 means the
 * cache answered. `media_page` cycles through every media (mostly misses: each page is asked once in a while and
 * its answer reads the clock, so it is kept for ANSWER_CACHE_CLOCK_TTL_MS only); `media_page_hot` through 20.
 * Each figure says how its answers came (`answer_cache`: hit, miss, bypass, or none with the cache off).
 */
export async function benchQueries(
  url: string,
  mediaIds: number[],
  searches: string[],
  requests: number,
  concurrency: number,
  options: QueryBenchOptions,
) {
  const { suffix = '', internalToken } = options;
  const sitePage = { documentId: persistedDocument('MediaPageQuery').id };
  // Each request as [query or request body, variables, headers] (siteGql.measured).
  const all: Record<string, (i: number) => [string | Record<string, unknown>, Record<string, unknown>, Record<string, string>]> = {
    floor: () => ['{ __typename }', {}, { 'x-internal-token': internalToken }],
    media_page: (i) => [MEDIA_PAGE_QUERY, { id: mediaIds[i % mediaIds.length] }, {}],
    // The site's own media page (header, tabs, overview, its threads), by its persisted document's id as the client
    // sends it (ADR 46). Without the media's type (the site sends the one in its address): the same answer.
    media_page_site: (i) => {
      const variables = { ...mediaPageVariables(mediaIds[i % mediaIds.length]!, 'ANIME'), type: null };
      return [{ ...sitePage, variables }, variables, {}];
    },
    media_page_hot: (i) => [MEDIA_PAGE_QUERY, { id: mediaIds[i % Math.min(HOT_MEDIA, mediaIds.length)] }, {}],
    search: (i) => [SEARCH_QUERY, { search: searches[i % searches.length], page: 1 }, {}],
    // Only when asked for (`only`): the site bench's catalogue has no activities.
    global_feed: () => [FEED, { following: false }, {}],
  };
  const guest = new Browser(url);
  const queries = Object.entries(all)
    .filter(([name]) => name === 'floor' || (options.only ? options.only.includes(name) : name !== 'global_feed'))
    .map(([name, request]) => {
      const run = (i: number, tally: CacheTally) => {
        const [query, variables, headers] = request(i);
        return measured(guest, query, variables, { headers, tally });
      };
      return [name, run, request] as const;
    });
  // The targets (issue 22): half the floor with p99 under 50 ms at 16 clients.
  const targets: Record<string, { ratio: number; p99_ms: number }> = {
    media_page: { ratio: 0.5, p99_ms: 50 },
    media_page_site: { ratio: 0.5, p99_ms: 50 },
    search: { ratio: 0.5, p99_ms: 50 },
  };
  for (let i = 0; i < 200; i++) await Promise.all(queries.map(([, run]) => run(i, {}))); // warm-up
  const loaded: Record<string, number> = {};
  let floorCpu: number | null = null;
  for (const [name, run] of queries) {
    for (const clients of [1, concurrency]) {
      const count = clients === 1 ? Math.min(requests, 500) : requests;
      const tally: CacheTally = {};
      const cpuBefore = options.cpuMs?.() ?? null;
      const t = performance.now();
      const latencies = await load(count, clients, async (i) => {
        await run(i, tally);
      });
      const perSecond = Math.round(count / ((performance.now() - t) / 1000));
      const cpuAfter = options.cpuMs?.() ?? null;
      const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / count;
      if (name === 'floor' && clients === concurrency) floorCpu = cpu;
      const cpuFigures =
        cpu === null || clients !== concurrency
          ? {}
          : {
              query_cpu_ms_per_request: Math.round(cpu * 100) / 100,
              ...(name !== 'floor' && floorCpu ? { query_cpu_ratio: Math.round((floorCpu / cpu) * 1000) / 1000 } : {}),
            };
      const latency = summarise(latencies);
      if (clients === concurrency) loaded[name] = perSecond;
      const target = clients === concurrency ? targets[name] : undefined;
      const ratio =
        clients === concurrency && name !== 'floor' && loaded.floor ? Math.round((perSecond / loaded.floor) * 100) / 100 : undefined;
      report(`graphql.${name}${suffix}`, {
        requests: count,
        concurrency: clients,
        requests_per_s: perSecond,
        latency,
        answer_cache: tally,
        ...(ratio !== undefined ? { floor_requests_per_s: loaded.floor, ratio } : {}),
        ...cpuFigures,
        ...(target ? { target, met: ratio! >= target.ratio && latency.p99_ms < target.p99_ms } : {}),
      });
    }
  }
}

/** Read-your-writes: a mutation that returns only once the media read model shows the change. */
export async function benchReadYourWrites(
  url: string,
  internalToken: string,
  mediaIds: number[],
  count: number,
  figure = 'mutation.read_your_writes',
) {
  const headers = { schema: 'internal', 'x-internal-token': internalToken };
  const mutation = `mutation Touch($id: Int!, $hashtag: String) { UpdateMedia(id: $id, hashtag: $hashtag) { id hashtag } }`;
  const latencies = await load(count, 1, async (i) => {
    const hashtag = `#bench${i}`;
    const data = await gql(url, mutation, { id: mediaIds[i % mediaIds.length], hashtag }, headers);
    const media = data.UpdateMedia as { hashtag: string };
    if (media.hashtag !== hashtag) throw new Error(`read-your-writes broken: got ${media.hashtag}, expected ${hashtag}`);
  });
  report(figure, { mutations: count, latency: summarise(latencies) });
}
