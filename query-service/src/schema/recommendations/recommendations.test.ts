import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntries } from '../../testing/lists.ts';
import { gql, ok, startReviewStack, type Member } from '../reviews/testStack.ts';

// Recommendations over the real command-service and projections: one entry per pair of media, rated by the sum of the
// members' votes, seen from whichever media's page asks.
let stack: Awaited<ReturnType<typeof startReviewStack>>;
let aki: Member;
let ren: Member;
let sora: Member;
let mika: Member;

beforeAll(async () => {
  stack = await startReviewStack('query_recommendations');
  [aki, ren, sora, mika] = [
    await stack.signUp('Aki'),
    await stack.signUp('Ren'),
    await stack.signUp('Sora'),
    await stack.signUpModerator('Mika'),
  ];
  await stack.addMedia([
    { id: 701 },
    { id: 702 },
    { id: 703 },
    { id: 704, type: 'MANGA' },
    { id: 705, isRecommendationBlocked: true },
    { id: 706 },
    { id: 707 },
  ]);
}, 60_000);
afterAll(() => stack?.close());

const NODE = 'id rating userRating media { id } mediaRecommendation { id } user { name }';
const SAVE = `mutation ($m: Int, $r: Int, $rating: RecommendationRating, $id: Int) {
  SaveRecommendation(mediaId: $m, mediaRecommendationId: $r, rating: $rating, id: $id) { ${NODE} } }`;

describe('recommendations over GraphQL', () => {
  let id = 0;

  it('adds a pair rated up by its author', async () => {
    const saved = (await ok(aki.browser, SAVE, { m: 701, r: 702, rating: 'RATE_UP' })).SaveRecommendation;
    id = saved.id;
    expect(saved).toEqual({
      id,
      rating: 1,
      userRating: 'RATE_UP',
      media: { id: 701 },
      mediaRecommendation: { id: 702 },
      user: { name: 'Aki' },
    });
  });

  it("counts every member's rating on the one entry of the pair, named either way round", async () => {
    const down = (await ok(ren.browser, SAVE, { m: 702, r: 701, rating: 'RATE_DOWN' })).SaveRecommendation;
    expect(down).toEqual({
      id,
      rating: 0,
      userRating: 'RATE_DOWN',
      media: { id: 702 },
      mediaRecommendation: { id: 701 },
      user: { name: 'Aki' },
    });
    expect((await ok(sora.browser, SAVE, { m: 701, r: 702 })).SaveRecommendation).toMatchObject({ id, rating: 1, userRating: 'RATE_UP' });
    expect((await ok(ren.browser, SAVE, { id, rating: 'NO_RATING' })).SaveRecommendation).toMatchObject({
      id,
      rating: 2,
      userRating: 'NO_RATING',
    });
    const { rows } = await stack.pool.query('SELECT id FROM rm_recommendations.recommendations');
    expect(rows).toEqual([{ id }]);
  });

  it("shows the entry on both media's pages, each recommending the other", async () => {
    const pages = await ok(
      aki.browser,
      `{
      a: Media(id: 701) { recommendations(sort: [RATING_DESC]) { pageInfo { total } nodes { id rating userRating mediaRecommendation { id } } } }
      b: Media(id: 702) { recommendations { edges { node { id media { id } mediaRecommendation { id } } } } } }`,
    );
    expect(pages.a.recommendations).toEqual({
      pageInfo: { total: 1 },
      nodes: [{ id, rating: 2, userRating: 'RATE_UP', mediaRecommendation: { id: 702 } }],
    });
    expect(pages.b.recommendations.edges).toEqual([{ node: { id, media: { id: 702 }, mediaRecommendation: { id: 701 } } }]);
    const byMedia = await ok(
      stack.browser(),
      '{ Page { recommendations(mediaId: 702) { id userRating media { id } mediaRecommendation { id } } } }',
    );
    expect(byMedia.Page.recommendations).toEqual([{ id, userRating: 'NO_RATING', media: { id: 702 }, mediaRecommendation: { id: 701 } }]);
    expect((await ok(stack.browser(), `{ Recommendation(id: ${id}) { id media { id } } }`)).Recommendation).toEqual({
      id,
      media: { id: 701 },
    });
  });

  it('sorts the recommendations page by Recent, Highest and Lowest Rated, and filters My List', async () => {
    const second = (await ok(ren.browser, SAVE, { m: 701, r: 703 })).SaveRecommendation;
    await ok(aki.browser, SAVE, { id: second.id, rating: 'RATE_DOWN' });
    await ok(sora.browser, SAVE, { id: second.id, rating: 'RATE_DOWN' });
    const list = (sort: string) => ok(stack.browser(), `{ Page { recommendations(sort: [${sort}]) { id rating } } }`);
    expect((await list('ID_DESC')).Page.recommendations).toEqual([
      { id: second.id, rating: -1 },
      { id, rating: 2 },
    ]);
    expect((await list('RATING_DESC')).Page.recommendations).toEqual([
      { id, rating: 2 },
      { id: second.id, rating: -1 },
    ]);
    expect((await list('RATING')).Page.recommendations).toEqual([
      { id: second.id, rating: -1 },
      { id, rating: 2 },
    ]);
    // The list read model as a list save leaves it (the list commands' other read models are not running here).
    await insertEntries(stack.pool, [{ user_id: sora.user.id, media_id: 703, status: 'PLANNING' }]);
    const mine = await ok(sora.browser, '{ Page { recommendations(onList: true) { id } } }');
    expect(mine.Page.recommendations).toEqual([{ id: second.id }]);
    const others = await ok(sora.browser, '{ Page { recommendations(onList: false) { id } } }');
    expect(others.Page.recommendations).toEqual([{ id }]);
  });

  it('refuses a media recommended for itself, media of two types, a blocked media and guests', async () => {
    expect((await gql(aki.browser, SAVE, { m: 701, r: 701 })).body.errors?.[0]).toMatchObject({ status: 400 });
    expect((await gql(aki.browser, SAVE, { m: 701, r: 704 })).body.errors?.[0]).toMatchObject({ status: 400 });
    expect((await gql(aki.browser, SAVE, { m: 705, r: 701 })).body.errors?.[0]).toMatchObject({
      status: 403,
      message: 'Recommendations are disabled for this media.',
    });
    expect((await gql(stack.browser(), SAVE, { m: 701, r: 703 })).body.errors?.[0]).toMatchObject({ status: 401 });
  });

  it('lets community moderators and the author delete an entry, not other members', async () => {
    const DELETE = 'mutation ($id: Int) { DeleteRecommendation(id: $id) { deleted } }';
    expect((await gql(sora.browser, DELETE, { id })).body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await ok(mika.browser, DELETE, { id })).DeleteRecommendation).toEqual({ deleted: true });
    expect((await gql(aki.browser, `{ Recommendation(id: ${id}) { id } }`)).body.errors?.[0]).toMatchObject({ status: 404 });
    expect((await ok(aki.browser, '{ Media(id: 701) { recommendations { nodes { id } } } }')).Media.recommendations.nodes).toHaveLength(1);
    // Recommended afresh, the pair gets a new entry with only its new author's vote.
    const again = (await ok(sora.browser, SAVE, { m: 702, r: 701 })).SaveRecommendation;
    expect(again).toMatchObject({ rating: 1, media: { id: 702 }, user: { name: 'Sora' } });
    expect(again.id).not.toBe(id);
  });

  // REC-12: `new` is the site's add dialog (social §7); AniList's API has no such argument.
  it('adds with new: true (rated up, or an up vote on the entry already there), and never creates with new: false', async () => {
    const ADD = `mutation ($m: Int, $r: Int, $rating: RecommendationRating, $new: Boolean) {
      SaveRecommendation(mediaId: $m, mediaRecommendationId: $r, rating: $rating, new: $new) { ${NODE} } }`;
    const rateOnly = await gql(ren.browser, ADD, { m: 706, r: 707, rating: 'RATE_UP', new: false });
    expect(rateOnly.body.errors?.[0]).toMatchObject({ status: 404, message: 'Recommendation not found.' });
    const downNew = await gql(ren.browser, ADD, { m: 706, r: 707, rating: 'RATE_DOWN', new: true });
    expect(downNew.body.errors?.[0]).toMatchObject({ status: 400, message: 'A new recommendation starts rated up.' });
    const added = (await ok(aki.browser, ADD, { m: 706, r: 707, new: true })).SaveRecommendation;
    expect(added).toMatchObject({
      rating: 1,
      userRating: 'RATE_UP',
      media: { id: 706 },
      mediaRecommendation: { id: 707 },
      user: { name: 'Aki' },
    });
    // Added again the other way round: the pair's one entry, with Sora's up vote.
    const again = (await ok(sora.browser, ADD, { m: 707, r: 706, new: true })).SaveRecommendation;
    expect(again).toMatchObject({ id: added.id, rating: 2, userRating: 'RATE_UP', user: { name: 'Aki' } });
    const rated = (await ok(ren.browser, ADD, { m: 706, r: 707, rating: 'RATE_DOWN', new: false })).SaveRecommendation;
    expect(rated).toMatchObject({ id: added.id, rating: 1, userRating: 'RATE_DOWN' });
  });
});
