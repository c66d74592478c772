import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type Actor } from '@tsuzuki/events';
import { signUpUser } from '../accounts/user/index.ts';
import { mediaAdded } from '../catalogue/testData.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../testing/env.ts';
import { REVIEW_ERRORS } from './messages.ts';

// Reviews and recommendations through the bus: the streams they live in, what they read of the media, and the
// reservation that keeps one review per member and media across review streams.
let env: TestEnv;
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });
const aki = member(51);
const ren = member(52);
const review = { body: 'Slow burn, sharp writing, a finale that lands. '.repeat(50), summary: 'Sharp writing and a finale that lands' };

beforeAll(async () => {
  env = await createTestEnv('command_reviews');
  await env.bus.run(signUpUser, { userId: 51, name: 'Aki' }, { actor: SYSTEM });
  await env.bus.run(signUpUser, { userId: 52, name: 'Ren' }, { actor: SYSTEM });
  for (const [id, type] of [
    [801, 'ANIME'],
    [802, 'ANIME'],
    [803, 'MANGA'],
  ] as const) {
    await env.bus.execute('AddMedia', { ...mediaAdded(id), type, status: 'FINISHED' }, { actor: SYSTEM });
  }
});
afterAll(async () => {
  await env?.close();
});

const typesOf = async (stream: string) => (await env.store.readStream(stream)).events.map((e) => e.type);

describe('reviews through the bus', () => {
  it('keeps one review per member and media: a second new review is refused until the first is deleted', async () => {
    const first = await env.bus.execute('SaveReview', { mediaId: 801, ...review }, { actor: aki });
    await expect(env.bus.execute('SaveReview', { mediaId: 801, ...review }, { actor: aki })).rejects.toMatchObject({
      status: 409,
      message: REVIEW_ERRORS.alreadyReviewed,
    });
    // Another member, or another media, is another pair.
    await env.bus.execute('SaveReview', { mediaId: 801, ...review }, { actor: ren });
    await env.bus.execute('SaveReview', { mediaId: 802, ...review }, { actor: aki });
    await env.bus.execute('RateReview', { reviewId: first.ids.reviewId, rating: 'UP_VOTE' }, { actor: ren });
    await env.bus.execute('DeleteReview', { reviewId: first.ids.reviewId }, { actor: aki });
    expect(await typesOf(`review-${first.ids.reviewId}`)).toEqual(['ReviewWritten', 'ReviewRated', 'ReviewDeleted']);
    const again = await env.bus.execute('SaveReview', { mediaId: 801, ...review }, { actor: aki });
    expect(again.ids.reviewId).not.toBe(first.ids.reviewId);
  });

  it("gives a refused new review's pair back (a review-blocked media), and reads the media as it is now", async () => {
    await env.bus.execute('UpdateMedia', { mediaId: 803, changes: { isReviewBlocked: true } }, { actor: SYSTEM });
    await expect(env.bus.execute('SaveReview', { mediaId: 803, ...review }, { actor: ren })).rejects.toMatchObject({ status: 403 });
    await env.bus.execute('UpdateMedia', { mediaId: 803, changes: { isReviewBlocked: false } }, { actor: SYSTEM });
    const saved = await env.bus.execute('SaveReview', { mediaId: 803, ...review }, { actor: ren });
    const [written] = (await env.store.readStream(`review-${saved.ids.reviewId}`)).events;
    expect(written!.data).toMatchObject({ mediaType: 'MANGA', score: 50, private: false });
  });

  it('appends a retried command once', async () => {
    const commandId = 'retried-review-save';
    const first = await env.bus.execute('SaveReview', { mediaId: 802, ...review }, { actor: ren, commandId });
    const second = await env.bus.execute('SaveReview', { mediaId: 802, ...review }, { actor: ren, commandId });
    expect(second).toMatchObject({ duplicate: true, ids: first.ids });
  });
});

describe('recommendations through the bus', () => {
  it('keeps a pair in one stream whichever way it is named, and a deleted pair can start again', async () => {
    await env.bus.execute('SaveRecommendation', { mediaId: 802, mediaRecommendationId: 801 }, { actor: aki });
    await env.bus.execute('SaveRecommendation', { mediaId: 801, mediaRecommendationId: 802, rating: 'RATE_DOWN' }, { actor: ren });
    const [added] = (await env.store.readStream('recommendation-801_802')).events;
    const recommendationId = dataOf('RecommendationAdded')(added!).recommendationId;
    await env.bus.execute('DeleteRecommendation', { recommendationId, mediaId: 801, mediaRecommendationId: 802 }, { actor: aki });
    await env.bus.execute('SaveRecommendation', { mediaId: 801, mediaRecommendationId: 802 }, { actor: ren });
    expect(await typesOf('recommendation-801_802')).toEqual([
      'RecommendationAdded',
      'RecommendationRated',
      'RecommendationRated',
      'RecommendationDeleted',
      'RecommendationAdded',
      'RecommendationRated',
    ]);
  });

  it('refuses a pair across anime and manga, and a media that does not exist', async () => {
    await expect(env.bus.execute('SaveRecommendation', { mediaId: 801, mediaRecommendationId: 803 }, { actor: aki })).rejects.toMatchObject(
      { status: 400 },
    );
    await expect(env.bus.execute('SaveRecommendation', { mediaId: 801, mediaRecommendationId: 899 }, { actor: aki })).rejects.toMatchObject(
      { status: 404 },
    );
    expect(await typesOf('recommendation-801_803')).toEqual([]);
  });
});
