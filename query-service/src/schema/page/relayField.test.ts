import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../db/sql.ts';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { startTestApp } from '../../testing/http.ts';
import { insertUser } from '../../testing/users.ts';

// The site's own Relay connections (ADR 39) walk exactly the rows their AniList-shaped Page field pages through, in
// the same order, a cursor at a time; the Page fields answer as before.
let t: Awaited<ReturnType<typeof startTestApp>>;
const NOW = 1_750_000_000;
const ACTIVITY = 1;

beforeAll(async () => {
  t = await startTestApp('query_relay_lists');
  await seedCatalogue(t.pool);
  for (const [id, name] of [
    [1, 'Aki'],
    [2, 'Ren'],
    [3, 'Mika'],
  ] as const)
    await insertUser(t.pool, { id, name });
  // 40 activities of three kinds, some about media; a deleted one and a private message in between.
  await t.pool
    .query(`INSERT INTO ${T.activities} (id, type, user_id, messenger_id, media_id, text, is_private, created_at, is_pinned, deleted, reply_count)
    SELECT n, CASE n % 3 WHEN 0 THEN 'TEXT' WHEN 1 THEN 'ANIME_LIST' ELSE 'MESSAGE' END, 1 + n % 2,
      CASE n % 3 WHEN 2 THEN 3 END, CASE n % 3 WHEN 1 THEN ${ID.fillerBase} + n % 4 END, 'status ' || n, n = 14, ${NOW} + n / 3, n = 9, n = 20,
      CASE n WHEN ${ACTIVITY} THEN 30 ELSE 0 END
    FROM generate_series(1, 40) n`);
  await t.pool.query(`INSERT INTO ${T.activityReplies} (id, activity_id, user_id, text, created_at)
    SELECT n, ${ACTIVITY}, 1 + n % 3, 'reply ' || n, ${NOW} + n FROM generate_series(1, 30) n`);
  await t.pool.query(`INSERT INTO ${T.likes} (activity_id, reply_id, user_id, created_at)
    SELECT ${ACTIVITY}, 0, n, ${NOW} + n FROM generate_series(1, 3) n`);
  await t.pool.query(`INSERT INTO ${T.follows} (user_id, following_id, created_at)
    VALUES (1, 2, ${NOW}), (1, 3, ${NOW} + 1), (2, 1, ${NOW}), (3, 1, ${NOW} + 2)`);
  await t.pool
    .query(`INSERT INTO ${T.threads} (id, user_id, title, body, categories, media_categories, created_at, updated_at, replied_at, is_sticky)
    SELECT n, 1 + n % 2, 'Thread ' || n, 'body', ARRAY[1 + n % 2], ARRAY[${ID.aot}], ${NOW} + n, ${NOW} + n, ${NOW} + (n * 7) % 31, n = 5
    FROM generate_series(1, 33) n`);
  await t.pool
    .query(`INSERT INTO ${T.threadComments} (id, thread_id, root_comment_id, parent_comment_id, user_id, comment, created_at, updated_at)
    SELECT n, 1 + n % 3, n, NULL, 2, 'comment ' || n, ${NOW} + n, ${NOW} + n FROM generate_series(1, 27) n`);
  await t.pool
    .query(`INSERT INTO ${T.reviews} (id, user_id, media_id, media_type, summary, body, score, private, rating, created_at, updated_at)
    SELECT n, 1 + n % 3, ${ID.fillerBase} + n % 2, 'ANIME', 'Summary ' || n, 'Body ' || n, 50, n = 7, n % 5, ${NOW} + n, ${NOW} + n
    FROM generate_series(1, 26) n`);
  await t.pool.query(`INSERT INTO ${T.listEntries} (id, user_id, media_id, media_type, status, score, progress, progress_volumes, repeat,
      priority, private, notes, hidden_from_status_lists, custom_lists, advanced_scores, rewatches, revision, created_at, updated_at)
    SELECT n, n, ${ID.aot}, 'ANIME', 'CURRENT', 0, n, 0, 0, 0, n = 4, '', false, '{}', '{}', '[]', 1, ${NOW}, ${NOW} + (n * 5) % 9
    FROM generate_series(1, 3) n`);
  await t.pool.query(`INSERT INTO ${T.recommendations} (id, media_id, media_recommendation_id, user_id, rating, created_at)
    SELECT n, ${ID.fillerBase} + n, ${ID.fillerBase} + n + 1, 1, n % 4, ${NOW} + n FROM generate_series(1, 23) n`);
  // Aki's favourite anime: 30 fillers in a shuffled order, and an adult media guests do not see.
  await t.pool.query(`INSERT INTO ${T.favourites} (user_id, kind, item_id, position, created_at)
    SELECT 1, 'ANIME', ${ID.fillerBase} + n, (n * 7) % 30, ${NOW} FROM generate_series(0, 29) n
    UNION ALL SELECT 1, 'ANIME', ${ID.adult}, 30, ${NOW}`);
}, 60_000);
afterAll(() => t?.close());

type Page = { pageInfo: { hasNextPage: boolean }; [list: string]: unknown };
type Connection = {
  edges: { cursor: string; node: { id: number } | null; favouriteOrder?: number }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function data<D>(document: string, variables: Record<string, unknown>): Promise<D> {
  const res = await t.gql<D>(document, { variables });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
}

/** Every id of a Page list, 50 a page. */
async function pageIds(field: string, args: string, select = 'id'): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { Page } = await data<{ Page: Page }>(
      `query ($page: Int) { Page(page: $page, perPage: 50) { pageInfo { hasNextPage } ${field}${args} { ${select} } } }`,
      { page },
    );
    ids.push(...(Page[field] as { id: number }[]).map((item) => item.id));
    if (!Page.pageInfo.hasNextPage) return ids;
  }
}

/** Every edge of a connection, `first` at a time, each page asked after the last one's end cursor. */
async function connectionEdges(field: string, args: string, first: number, select = 'id'): Promise<Connection['edges']> {
  const edges: Connection['edges'] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const result: Record<string, Connection> = await data(
      `query ($first: Int, $after: String) { ${field}(first: $first, after: $after${args ? `, ${args.slice(1, -1)}` : ''}) {
        edges { cursor node { ${select} } } pageInfo { hasNextPage endCursor } } }`,
      { first, after },
    );
    const connection = result[field]!;
    expect(connection.edges.length).toBeLessThanOrEqual(first);
    edges.push(...connection.edges);
    if (!connection.pageInfo.hasNextPage) return edges;
    after = connection.pageInfo.endCursor;
  }
  throw new Error(`${field} never ended`);
}

const ids = (edges: Connection['edges']) => edges.map((edge) => edge.node?.id);
const ACTIVITY_NODE = '... on TextActivity { id } ... on ListActivity { id } ... on MessageActivity { id }';

describe('a Relay connection walks what its Page field lists', () => {
  it('activityFeed: every feed filter, pinned first on a profile', async () => {
    const filters = [
      '(userId: 1, sort: [PINNED, ID_DESC])',
      '(mediaId: 5001, sort: [ID_DESC])',
      '(type_in: [TEXT], sort: [ID_DESC])',
      '(hasRepliesOrTypeText: true)',
    ];
    for (const args of filters) {
      const expected = await pageIds('activities', args, ACTIVITY_NODE);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await connectionEdges('activityFeed', args, 4, ACTIVITY_NODE))).toEqual(expected);
    }
    const all = await connectionEdges('activityFeed', '(sort: [ID_DESC])', 25, ACTIVITY_NODE);
    expect(ids(all)).toEqual(await pageIds('activities', '(sort: [ID_DESC])', ACTIVITY_NODE));
    // Neither the deleted activity nor the private message reach a guest.
    expect(ids(all)).not.toContain(20);
    expect(ids(all)).not.toContain(14);
  });

  it("activityReplyFeed: an activity's replies oldest first, 25 and then the rest", async () => {
    const edges = await connectionEdges('activityReplyFeed', `(activityId: ${ACTIVITY})`, 25);
    expect(ids(edges)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(ids(edges)).toEqual(await pageIds('activityReplies', `(activityId: ${ACTIVITY})`));
  });

  it('likeFeed: who liked an activity, latest first', async () => {
    const edges = await connectionEdges('likeFeed', `(likeableId: ${ACTIVITY}, type: ACTIVITY)`, 2);
    expect(ids(edges)).toEqual([3, 2, 1]);
  });

  it('followFeed: whom a member follows and who follows them, latest first', async () => {
    expect(ids(await connectionEdges('followFeed', '(userId: 1)', 1))).toEqual([3, 2]);
    expect(ids(await connectionEdges('followFeed', '(userId: 1, followers: true)', 1))).toEqual(await pageIds('followers', '(userId: 1)'));
    expect(ids(await connectionEdges('followFeed', '(userId: 1, followers: true)', 1))).toEqual([3, 2]);
  });

  it("threadFeed and threadCommentFeed: the forum's feeds and a member's comments", async () => {
    for (const args of [
      '(sort: [IS_STICKY, REPLIED_AT_DESC])',
      '(categoryId: 2, sort: [REPLIED_AT_DESC])',
      `(mediaCategoryId: ${ID.aot})`,
      '(userId: 1, sort: [ID_DESC])',
    ]) {
      expect(ids(await connectionEdges('threadFeed', args, 7))).toEqual(await pageIds('threads', args));
    }
    const comments = await connectionEdges('threadCommentFeed', '(userId: 2, sort: [ID_DESC])', 15);
    expect(ids(comments)).toEqual(Array.from({ length: 27 }, (_, i) => 27 - i));
  });

  it("reviewFeed: recent, a member's and a media's (best rated first), without the private one", async () => {
    for (const args of [
      '(sort: [ID_DESC])',
      '(userId: 2, sort: [ID_DESC])',
      `(mediaId: ${ID.fillerBase + 1}, sort: [RATING_DESC, ID_DESC])`,
    ]) {
      const expected = await pageIds('reviews', args);
      expect(ids(await connectionEdges('reviewFeed', args, 4))).toEqual(expected);
      expect(expected).not.toContain(7);
    }
  });

  it("favouriteFeed: a member's favourites in their order, with each one's place, adult media only for those who show them", async () => {
    const edges = await connectionEdges('favouriteFeed', '(userId: 1, type: ANIME)', 25, '... on Media { id }');
    const { User } = await data<{ User: { favourites: { anime: { edges: { favouriteOrder: number; node: { id: number } }[] } } } }>(
      'query { User(id: 1) { favourites { anime(perPage: 25) { edges { favouriteOrder node { id } } } } } }',
      {},
    );
    expect(ids(edges).slice(0, 25)).toEqual(User.favourites.anime.edges.map((edge) => edge.node.id));
    expect(edges).toHaveLength(30);
    expect(ids(edges)).not.toContain(ID.adult);
    const ordered = await data<{ favouriteFeed: Connection }>(
      'query { favouriteFeed(first: 3, userId: 1, type: ANIME) { edges { cursor favouriteOrder node { ... on Media { id } } } pageInfo { hasNextPage endCursor } } }',
      {},
    );
    expect(ordered.favouriteFeed.edges.map((edge) => edge.favouriteOrder)).toEqual([1, 2, 3]);
    expect(ordered.favouriteFeed.edges.map((edge) => edge.node?.id)).toEqual([ID.fillerBase, ID.fillerBase + 13, ID.fillerBase + 26]);
    // A profile's route knows the member by name.
    expect(ids(await connectionEdges('favouriteFeed', '(userName: "aki", type: ANIME)', 25, '... on Media { id }'))).toEqual(ids(edges));
    expect((await t.gql('{ favouriteFeed(type: ANIME) { edges { cursor } } }')).body.errors?.[0]).toMatchObject({ status: 400 });
  });

  it("mediaListFeed and recommendationFeed: a media's entries, and the pairs in each sort", async () => {
    const args = `(mediaId: ${ID.aot}, sort: [UPDATED_TIME_DESC])`;
    expect(ids(await connectionEdges('mediaListFeed', args, 2))).toEqual(await pageIds('mediaList', args));
    for (const sort of ['ID_DESC', 'RATING_DESC', 'RATING']) {
      const expected = await pageIds('recommendations', `(sort: [${sort}])`);
      expect(expected).toHaveLength(23);
      expect(ids(await connectionEdges('recommendationFeed', `(sort: [${sort}])`, 20))).toEqual(expected);
    }
  });

  it('refuses a cursor it did not hand out', async () => {
    const res = await t.gql('{ reviewFeed(first: 2, after: "bm9wZQ") { edges { cursor } } }');
    expect(res.body.errors?.[0]).toMatchObject({ status: 400, message: 'Invalid cursor.' });
  });
});
