import { IMPORT_PREVIEW_PATH } from '@tsuzuki/events/listImport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../accounts/csrf.ts';
import { IMPORT_XML_LIMIT } from '../importExport/importFile.ts';
import { T } from '../db/sql.ts';
import { deepVariablesBody, gzipBomb, largeJpeg, malExportGzip } from '../testing/abuse.ts';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import type { Browser } from '../testing/browser.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { insertEntries } from '../testing/lists.ts';
import { insertUser } from '../testing/users.ts';

// Issue 20, "no single request holds the site": while each abusive request of the red team's list runs, the site
// still answers `{ __typename }` within 100 ms of what it answers in the same run without abuse. The probe asks
// the app in this process, so a request that holds its event loop holds the probe too. Up to three runs each: a held
// loop is held every time, a busy machine's pauses fall on one run or another.
const RUNS = 3;
const ALLOWED_MS = 100;
const QUIET_MS = 3_000;
const LONG_LIST = 600;
const FIRST_MEDIA = 300_000;
const [RIN, SORA] = [8201, 8202];

let stack: AccountsStack;
let guest: Browser;
let member: Browser;
let banner: Buffer;
let export47k: Buffer;
let bomb: Buffer;

beforeAll(async () => {
  stack = await startAccountsStack('query_abuse', { projections: ['users', 'media', 'search', 'lists'] });
  await seedCatalogue(stack.pool);
  await stack.pool.query(
    `INSERT INTO ${T.media} (id, type, title_romaji, format, status, created_at, updated_at)
     SELECT g, 'ANIME', 'Long List Show ' || g, 'TV', 'FINISHED', 1600000000, 1600000000 FROM generate_series($1::int, $2::int) g`,
    [FIRST_MEDIA, FIRST_MEDIA + LONG_LIST - 1],
  );
  await insertUser(stack.pool, { id: RIN, name: 'Rin' });
  await insertUser(stack.pool, { id: SORA, name: 'Sora' });
  const shows = Array.from({ length: LONG_LIST }, (_, i) => FIRST_MEDIA + i);
  await insertEntries(
    stack.pool,
    [RIN, SORA].flatMap((user_id) => shows.map((media_id) => ({ user_id, media_id, status: 'COMPLETED' as const }))),
  );
  guest = stack.browser();
  member = (await stack.signUp('abuser')).browser;
  [banner, export47k, bomb] = [await largeJpeg(), malExportGzip(), gzipBomb(IMPORT_XML_LIMIT - 1024)];
}, 120_000);
afterAll(() => stack?.close());

const probe = () => guest.gql('{ __typename }');

/** The slowest `{ __typename }` answer while `work` runs, the probe asking again as soon as it has an answer. */
async function slowestProbeDuring(work: () => Promise<unknown>): Promise<number> {
  let done = false;
  let slowest = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await probe();
      slowest = Math.max(slowest, performance.now() - started);
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await probing;
  }
  return slowest;
}

/**
 * The probe's slowest answer during `abuse`, and during a quiet spell as long right after it, in up to RUNS runs: the
 * first run where the two are within ALLOWED_MS ends it, else the last run's figures. A request that holds the loop
 * holds it in every run; a busy machine's pause (another process's burst) falls on one run, not on all of them. The
 * quiet spell lasts at most QUIET_MS: a longer one would only give the machine more chances of a pause.
 */
async function probeAround(abuse: () => Promise<unknown>): Promise<{ abusedMs: number; quietMs: number }> {
  let figures = { abusedMs: Infinity, quietMs: 0 };
  for (let run = 0; run < RUNS && !(figures.abusedMs < figures.quietMs + ALLOWED_MS); run++) {
    const started = performance.now();
    const abusedMs = await slowestProbeDuring(abuse);
    const quietFor = Math.min(QUIET_MS, performance.now() - started);
    figures = { abusedMs, quietMs: await slowestProbeDuring(() => new Promise((resolve) => setTimeout(resolve, quietFor))) };
  }
  return figures;
}

const aliases = (n: number, field: (i: number) => string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;
const collection = (i: number) =>
  `MediaListCollection(userId: ${i % 2 ? RIN : SORA}, type: ANIME) { lists { entries { id status media { id title { romaji } } } } }`;
const deepType = (levels: number): string => (levels === 0 ? 'name' : `name ofType { ${deepType(levels - 1)} }`);
const deepIntrospection = aliases(
  20,
  () => `__schema { types { name fields { name args { name type { ${deepType(10)} } } type { ${deepType(10)} } } } }`,
);
// What a media page asks of a media, its people and relations included, a hundred times over.
const MEDIA_PAGE = `id title { romaji english native userPreferred } description genres synonyms tags { id name rank }
  relations { edges { relationType node { id title { romaji } } } } characters { edges { role node { id name { full } } } }
  staff { edges { role node { id name { full } } } } studios { nodes { id name } } stats { scoreDistribution { score amount } }`;
const CATALOGUE = [ID.aot, ID.aot2, ID.bebop, ID.frieren, ID.soloLeveling, ID.movie];
const letters = 'abcdefgh';
const asMember = async (path: string, body: Uint8Array, type: string) => {
  const token = await member.readCsrf();
  return member.fetch(path, {
    method: 'POST',
    headers: { [CSRF_HEADER]: token, 'content-type': type },
    body: body as Uint8Array<ArrayBuffer>,
  });
};

const ABUSES: [string, () => Promise<unknown>][] = [
  ['20 aliases of a 600-entry MediaListCollection', () => guest.gql(aliases(20, collection))],
  ['100 aliases of a 600-entry MediaListCollection', () => guest.gql(aliases(100, collection))],
  [
    '100 aliases of Media',
    () =>
      guest.gql(
        `${aliases(100, (i) => `Media(id: ${CATALOGUE[i % CATALOGUE.length]}) { ...page }`)} fragment page on Media { ${MEDIA_PAGE} }`,
      ),
  ],
  ['deep introspection', () => guest.gql(deepIntrospection)],
  ['Page(page: 2147483647)', () => guest.gql('{ Page(page: 2147483647, perPage: 50) { pageInfo { total } media { id } } }')],
  ['eight one-letter searches in one request', () => guest.gql(aliases(8, (i) => `Page { media(search: "${letters[i]}") { id } }`))],
  ['media(isAdult: true)', () => guest.gql('{ Page { media(isAdult: true, sort: POPULARITY_DESC) { id } } }')],
  [
    'media(type: ANIME, status: CANCELLED)',
    () => guest.gql('{ Page { media(type: ANIME, status: CANCELLED, sort: POPULARITY_DESC) { id } } }'),
  ],
  ['media(status: HIATUS)', () => guest.gql('{ Page { media(status: HIATUS, sort: POPULARITY_DESC) { id } } }')],
  [
    '20,000 nested brackets in variables',
    () => guest.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepVariablesBody() }),
  ],
  ['the preview of a 285 KB gzip of a 47,000-entry MAL export', () => asMember(IMPORT_PREVIEW_PATH, export47k, 'application/gzip')],
  ['the preview of a gzip bomb', () => asMember(IMPORT_PREVIEW_PATH, bomb, 'application/gzip')],
  ['a 25-megapixel banner', () => member.upload('banner', banner, { type: 'image/jpeg' })],
];

describe('no single request holds the site', () => {
  it.each(ABUSES)(
    '{ __typename } answers within 100 ms of its quiet figure while %s runs',
    async (_name, abuse) => {
      const { abusedMs, quietMs } = await probeAround(abuse);
      expect(abusedMs, `slowest probe ${abusedMs.toFixed(0)} ms during the abuse, ${quietMs.toFixed(0)} ms without`).toBeLessThan(
        quietMs + ALLOWED_MS,
      );
    },
    120_000,
  );
});
