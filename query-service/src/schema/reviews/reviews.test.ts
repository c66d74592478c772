import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@tsuzuki/events';
import { gql, ok, startReviewStack, type Member } from './testStack.ts';

// Reviews over the real command-service and projections: a mutation answers with what it changed, the other members'
// next queries already show it, and private reviews stay with their author and the community moderators.
let stack: Awaited<ReturnType<typeof startReviewStack>>;
let aki: Member;
let ren: Member;
let mika: Member;

beforeAll(async () => {
  stack = await startReviewStack('query_reviews');
  [aki, ren, mika] = [await stack.signUp('Aki'), await stack.signUp('Ren'), await stack.signUpModerator('Mika')];
  await stack.addMedia([
    { id: 601 },
    { id: 602, isReviewBlocked: true },
    { id: 603, status: 'NOT_YET_RELEASED' },
    { id: 604, type: 'MANGA' },
  ]);
}, 60_000);
afterAll(() => stack?.close());

const BODY = `The first arc takes its time, and **that patience pays off**. ${'Every episode adds a layer to the cast. '.repeat(60)}`;
const SUMMARY = 'A patient, rewarding watch';
const CARD = 'id userId mediaId mediaType summary score private rating ratingAmount userRating siteUrl user { name } media { id }';
const SAVE = `mutation ($id: Int, $mediaId: Int, $body: String, $summary: String, $score: Int, $private: Boolean) {
  SaveReview(id: $id, mediaId: $mediaId, body: $body, summary: $summary, score: $score, private: $private) { ${CARD} html: body(asHtml: true) } }`;
const RATE = `mutation ($id: Int, $rating: ReviewRating) { RateReview(reviewId: $id, rating: $rating) { rating ratingAmount userRating } }`;
const REVIEW = `query ($id: Int) { Review(id: $id) { ${CARD} } }`;

describe('reviews over GraphQL', () => {
  let reviewId = 0;

  it('writes a review with the defaults and answers it as the reader will see it', async () => {
    const saved = (await ok(aki.browser, SAVE, { mediaId: 601, body: BODY, summary: SUMMARY })).SaveReview;
    reviewId = saved.id;
    expect(saved).toMatchObject({
      userId: aki.user.id,
      mediaId: 601,
      mediaType: 'ANIME',
      summary: SUMMARY,
      score: 50,
      private: false,
      rating: 0,
      ratingAmount: 0,
      userRating: 'NO_VOTE',
      user: { name: 'Aki' },
      media: { id: 601 },
      siteUrl: expect.stringMatching(new RegExp(`/review/${reviewId}$`)),
    });
    expect(saved.html).toContain('<strong>that patience pays off</strong>');
    expect((await ok(ren.browser, REVIEW, { id: reviewId })).Review).toMatchObject({
      id: reviewId,
      summary: SUMMARY,
      userRating: 'NO_VOTE',
    });
  });

  it("refuses what the rules refuse, with the spec's messages", async () => {
    const short = await gql(ren.browser, SAVE, { mediaId: 601, body: 'Too short.', summary: 'tiny' });
    expect(short.body.errors?.[0]).toMatchObject({
      status: 400,
      message: REVIEW_MESSAGES.body,
      validation: { body: [REVIEW_MESSAGES.body], summary: [REVIEW_MESSAGES.summary] },
    });
    expect((await gql(ren.browser, SAVE, { mediaId: 601, body: BODY, summary: SUMMARY, score: 101 })).body.errors?.[0]).toMatchObject({
      status: 400,
    });
    expect((await gql(ren.browser, SAVE, { mediaId: 602, body: BODY, summary: SUMMARY })).body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await gql(ren.browser, SAVE, { mediaId: 603, body: BODY, summary: SUMMARY })).body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await gql(stack.browser(), SAVE, { mediaId: 601, body: BODY, summary: SUMMARY })).body.errors?.[0]).toMatchObject({
      status: 401,
    });
  });

  it("edits the member's review when they save one for the same media again", async () => {
    const again = (await ok(aki.browser, SAVE, { mediaId: 601, body: BODY, summary: SUMMARY, score: 85 })).SaveReview;
    expect(again).toMatchObject({ id: reviewId, score: 85 });
    const { rows } = await stack.pool.query('SELECT id FROM rm_reviews.reviews WHERE user_id = $1', [aki.user.id]);
    expect(rows).toEqual([{ id: reviewId }]);
  });

  it('records votes as given: rating counts the up votes, ratingAmount all of them', async () => {
    expect((await ok(ren.browser, RATE, { id: reviewId, rating: 'UP_VOTE' })).RateReview).toEqual({
      rating: 1,
      ratingAmount: 1,
      userRating: 'UP_VOTE',
    });
    expect((await ok(mika.browser, RATE, { id: reviewId, rating: 'UP_VOTE' })).RateReview).toEqual({
      rating: 2,
      ratingAmount: 2,
      userRating: 'UP_VOTE',
    });
    expect((await ok(ren.browser, RATE, { id: reviewId, rating: 'DOWN_VOTE' })).RateReview).toEqual({
      rating: 1,
      ratingAmount: 2,
      userRating: 'DOWN_VOTE',
    });
    expect((await ok(ren.browser, RATE, { id: reviewId, rating: 'NO_VOTE' })).RateReview).toEqual({
      rating: 1,
      ratingAmount: 1,
      userRating: 'NO_VOTE',
    });
    expect((await ok(aki.browser, REVIEW, { id: reviewId })).Review).toMatchObject({ rating: 1, ratingAmount: 1, userRating: 'NO_VOTE' });
    const own = await gql(aki.browser, RATE, { id: reviewId, rating: 'UP_VOTE' });
    expect(own.body.errors?.[0]).toMatchObject({ status: 403, message: 'You cannot rate your own review.' });
  });

  it('lists reviews newest first on /reviews, by media and by member, and on the media', async () => {
    const other = (await ok(ren.browser, SAVE, { mediaId: 604, body: BODY, summary: 'Reads even better than it looks', score: 70 }))
      .SaveReview;
    const page = await ok(stack.browser(), '{ Page(perPage: 30) { pageInfo { total } reviews(sort: [ID_DESC]) { id mediaType } } }');
    expect(page.Page).toEqual({
      pageInfo: { total: 2 },
      reviews: [
        { id: other.id, mediaType: 'MANGA' },
        { id: reviewId, mediaType: 'ANIME' },
      ],
    });
    const byMember = await ok(stack.browser(), 'query ($u: Int) { Page { reviews(userId: $u) { id } } }', { u: ren.user.id });
    expect(byMember.Page.reviews).toEqual([{ id: other.id }]);
    const anime = await ok(stack.browser(), '{ Page { reviews(mediaType: ANIME, sort: [RATING_DESC]) { id rating } } }');
    expect(anime.Page.reviews).toEqual([{ id: reviewId, rating: 1 }]);
    const media = await ok(
      stack.browser(),
      '{ Media(id: 601) { reviews(limit: 2, sort: [RATING_DESC]) { pageInfo { total } nodes { id user { name } } } } }',
    );
    expect(media.Media.reviews).toEqual({ pageInfo: { total: 1 }, nodes: [{ id: reviewId, user: { name: 'Aki' } }] });
    // Lists leave bodies out unless asked; asked, every shape of the question gets them.
    const bodies = await ok(
      stack.browser(),
      `{ Page { reviews(mediaId: 601) { body } }
      Media(id: 601) { reviews { nodes { html: body(asHtml: true) } edges { node { body } } } } }`,
    );
    expect(bodies.Page.reviews).toEqual([{ body: BODY }]);
    expect(bodies.Media.reviews.nodes[0].html).toContain('<strong>that patience pays off</strong>');
    expect(bodies.Media.reviews.edges).toEqual([{ node: { body: BODY } }]);
  });

  it('shows a private review to its author and community moderators only', async () => {
    expect((await ok(aki.browser, SAVE, { id: reviewId, private: true })).SaveReview).toMatchObject({
      id: reviewId,
      private: true,
      score: 85,
    });
    expect((await gql(ren.browser, REVIEW, { id: reviewId })).body.errors?.[0]).toMatchObject({ status: 404 });
    expect((await gql(stack.browser(), REVIEW, { id: reviewId })).body.errors?.[0]).toMatchObject({ status: 404 });
    expect((await ok(mika.browser, REVIEW, { id: reviewId })).Review).toMatchObject({ private: true });
    const list = '{ Page { reviews(mediaId: 601) { id } } Media(id: 601) { reviews { nodes { id } } } }';
    expect(await ok(ren.browser, list)).toEqual({ Page: { reviews: [] }, Media: { reviews: { nodes: [] } } });
    expect(await ok(aki.browser, list)).toEqual({
      Page: { reviews: [{ id: reviewId }] },
      Media: { reviews: { nodes: [{ id: reviewId }] } },
    });
    expect((await gql(ren.browser, RATE, { id: reviewId, rating: 'UP_VOTE' })).body.errors?.[0]).toMatchObject({ status: 404 });
  });

  it("lets a community moderator edit another member's review; others are refused", async () => {
    const edited = await ok(mika.browser, SAVE, { id: reviewId, summary: 'A patient, rewarding watch (edited)' });
    expect(edited.SaveReview).toMatchObject({ id: reviewId, userId: aki.user.id, summary: 'A patient, rewarding watch (edited)' });
    const refused = await gql(ren.browser, SAVE, { id: reviewId, summary: 'Not mine to change at all' });
    expect(refused.body.errors?.[0]).toMatchObject({ status: 404 });
  });

  it('records a report with its reason, except from the author and from moderators', async () => {
    const REPORT = 'mutation ($id: Int, $reason: String) { ReportReview(reviewId: $id, reason: $reason) { id } }';
    await ok(aki.browser, SAVE, { id: reviewId, private: false });
    expect((await ok(ren.browser, REPORT, { id: reviewId, reason: 'Spoils the ending without a tag' })).ReportReview).toEqual({
      id: reviewId,
    });
    // One report model (ADR 21): a report of the review's author, with the review's link and summary.
    const { events } = await stack.env.store.readStream(`reports-${aki.user.id}`);
    expect(events.at(-1)).toMatchObject({
      type: 'UserReported',
      data: {
        reporterId: ren.user.id,
        objectType: 'REVIEW',
        objectId: reviewId,
        reason: expect.stringMatching(/^Spoils the ending without a tag\n\n\/review\/\d+\n\n> /),
      },
    });
    expect((await gql(aki.browser, REPORT, { id: reviewId, reason: 'x' })).body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await gql(mika.browser, REPORT, { id: reviewId, reason: 'x' })).body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await gql(stack.browser(), REPORT, { id: reviewId, reason: 'x' })).body.errors?.[0]).toMatchObject({ status: 401 });
  });

  it('deletes a review (its author or a moderator), after which the member may write a new one', async () => {
    const DELETE = 'mutation ($id: Int) { DeleteReview(id: $id) { deleted } }';
    expect((await gql(ren.browser, DELETE, { id: reviewId })).body.errors?.[0]).toMatchObject({ status: 403 });
    expect((await ok(aki.browser, DELETE, { id: reviewId })).DeleteReview).toEqual({ deleted: true });
    expect((await gql(aki.browser, REVIEW, { id: reviewId })).body.errors?.[0]).toMatchObject({ status: 404 });
    const fresh = (await ok(aki.browser, SAVE, { mediaId: 601, body: BODY, summary: SUMMARY })).SaveReview;
    expect(fresh.id).not.toBe(reviewId);
    expect(fresh).toMatchObject({ rating: 0, ratingAmount: 0, score: 50 });
    expect((await ok(mika.browser, DELETE, { id: fresh.id })).DeleteReview).toEqual({ deleted: true });
  });
});
