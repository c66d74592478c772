import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStream, mediaTagsStream, newEvent, tagStream } from '@tsuzuki/events';
import { mediaAdded, mediaUpdated, tagCreated } from '../../testing/fixtures.ts';
import { openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { tags } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_tags');
});
afterAll(async () => env?.drop());

const mediaTags = (mediaId: number) =>
  env.rows(
    'SELECT tag_id, rank, is_media_spoiler, base_rank, user_id, touched FROM rm_tags.media_tags WHERE media_id = $1 ORDER BY tag_id',
    [mediaId],
  );
/** A media_tag_proposals row of media 3, before its review columns. */
const row = (id: number, tagId: number, userId: number, isMediaSpoiler: boolean, createdAt = T0_SECONDS) => ({
  id,
  media_id: 3,
  tag_id: tagId,
  user_id: userId,
  is_media_spoiler: isMediaSpoiler,
  created_at: createdAt,
});
const voted = (mediaId: number, tagId: number, userId: number, vote: number) => newEvent('MediaTagVoted', { mediaId, tagId, userId, vote });

describe('tags projection', () => {
  it('maps every field of MediaTagCreated', async () => {
    await env.append(tagStream(1), [tagCreated(1, 'Time Skip')]);
    await env.append(tagStream(2), [tagCreated(2, 'Gore')]);
    await env.project(tags);
    expect(await env.rows('SELECT * FROM rm_tags.tags ORDER BY id')).toEqual([
      {
        id: 1,
        name: 'Time Skip',
        description: 'about',
        category: 'Theme',
        is_general_spoiler: false,
        is_adult: false,
        created_at: T0_SECONDS,
      },
      { id: 2, name: 'Gore', description: 'about', category: 'Theme', is_general_spoiler: false, is_adult: false, created_at: T0_SECONDS },
    ]);
  });

  it("keeps a media's imported tags (the first of a tag listed twice), ranked as imported until voted on", async () => {
    await env.append(mediaStream(1), [mediaAdded(1)]);
    await env.append(mediaStream(3), [
      mediaAdded(3, {
        tags: [
          { tagId: 7, rank: 90, isMediaSpoiler: false },
          { tagId: 7, rank: 10, isMediaSpoiler: true },
        ],
      }),
    ]);
    await env.project(tags);
    expect(await mediaTags(1)).toEqual([
      { tag_id: 1, rank: 95, is_media_spoiler: false, base_rank: 95, user_id: null, touched: false },
      { tag_id: 2, rank: 80, is_media_spoiler: true, base_rank: 80, user_id: null, touched: false },
    ]);
    expect(await mediaTags(3)).toEqual([{ tag_id: 7, rank: 90, is_media_spoiler: false, base_rank: 90, user_id: null, touched: false }]);
  });

  it("ranks a tag as the mean of its imported rank (one vote's weight) and the votes at 20 points a level", async () => {
    // 95 with a 5 (100) → 98 (97.5 rounds up); then another member's 0 and the first one's change to 2: (95 + 40 + 0) / 3 = 45.
    await env.append(mediaTagsStream(1), [voted(1, 1, 10, 5)]);
    await env.project(tags);
    expect((await mediaTags(1))[0]).toMatchObject({ tag_id: 1, rank: 98 });
    await env.append(mediaTagsStream(1), [voted(1, 1, 11, 0), voted(1, 1, 10, 2)]);
    await env.project(tags);
    expect((await mediaTags(1))[0]).toMatchObject({ tag_id: 1, rank: 45, base_rank: 95, touched: false });
    expect(await env.rows('SELECT user_id, vote FROM rm_tags.media_tag_votes WHERE media_id = 1 ORDER BY user_id')).toEqual([
      { user_id: 10, vote: 2 },
      { user_id: 11, vote: 0 },
    ]);
  });

  it("puts a member's tag on at 60, flags, removes it with its votes, and keeps a removed or touched pair from a re-import", async () => {
    await env.append(mediaTagsStream(1), [
      newEvent('MediaTagAdded', { mediaId: 1, tagId: 5, userId: 12, isMediaSpoiler: false }),
      voted(1, 5, 12, 5),
      newEvent('MediaTagSpoilerSet', { mediaId: 1, tagId: 2, isMediaSpoiler: false, moderatorId: 99 }),
      newEvent('MediaTagRemoved', { mediaId: 1, tagId: 1, moderatorId: 99 }),
    ]);
    await env.project(tags);
    expect(await mediaTags(1)).toEqual([
      { tag_id: 2, rank: 80, is_media_spoiler: false, base_rank: 80, user_id: null, touched: true },
      { tag_id: 5, rank: 80, is_media_spoiler: false, base_rank: 60, user_id: 12, touched: true },
    ]);
    expect(await env.rows('SELECT count(*)::int AS n FROM rm_tags.media_tag_votes WHERE media_id = 1 AND tag_id = 1')).toEqual([{ n: 0 }]);
    // The import brings neither the removed tag 1 back nor changes the flagged tag 2; untouched pairs follow it.
    await env.append(mediaStream(1), [
      mediaUpdated(1, {
        tags: [
          { tagId: 1, rank: 40, isMediaSpoiler: false },
          { tagId: 2, rank: 10, isMediaSpoiler: true },
          { tagId: 3, rank: 33, isMediaSpoiler: true },
        ],
      }),
    ]);
    await env.project(tags);
    expect(await mediaTags(1)).toEqual([
      { tag_id: 2, rank: 80, is_media_spoiler: false, base_rank: 80, user_id: null, touched: true },
      { tag_id: 3, rank: 33, is_media_spoiler: true, base_rank: 33, user_id: null, touched: false },
      { tag_id: 5, rank: 80, is_media_spoiler: false, base_rank: 60, user_id: 12, touched: true },
    ]);
    // Put back by a member: at 60 again, without the votes it had.
    await env.append(mediaTagsStream(1), [newEvent('MediaTagAdded', { mediaId: 1, tagId: 1, userId: 13, isMediaSpoiler: true })]);
    await env.project(tags);
    expect((await mediaTags(1))[0]).toEqual({ tag_id: 1, rank: 60, is_media_spoiler: true, base_rank: 60, user_id: 13, touched: true });
    expect(await env.rows('SELECT * FROM rm_tags.media_tag_removals')).toEqual([]);
  });

  it('keeps submissions waiting, then accepted (the tag joins the list and the media) or denied with the reason', async () => {
    const submitted = (tagId: number, name: string) =>
      newEvent('MediaTagSubmitted', {
        tagId,
        name,
        description: 'new',
        isAdult: false,
        mediaId: 3,
        isMediaSpoiler: true,
        userId: 14,
      });
    await env.append(tagStream(50), [submitted(50, 'Time Loop')]);
    await env.append(tagStream(51), [submitted(51, 'Vague')]);
    await env.project(tags);
    expect(await env.rows('SELECT id, status FROM rm_tags.tag_submissions ORDER BY id')).toEqual([
      { id: 50, status: 'PENDING' },
      { id: 51, status: 'PENDING' },
    ]);
    await env.append(
      tagStream(50),
      [
        newEvent('MediaTagCreated', {
          tagId: 50,
          name: 'Time Loop',
          description: 'new',
          category: null,
          isGeneralSpoiler: false,
          isAdult: false,
        }),
        newEvent('MediaTagSubmissionAccepted', { tagId: 50, mediaId: 3, userId: 14, moderatorId: 99, isMediaSpoiler: true }),
      ],
      '2024-02-01T00:00:00.000Z',
    );
    await env.append(tagStream(51), [
      newEvent('MediaTagSubmissionDenied', { tagId: 51, mediaId: 3, userId: 14, moderatorId: 99, reason: 'Too vague' }),
    ]);
    await env.project(tags);
    expect(await env.rows('SELECT id, status, reason, moderator_id, reviewed_at FROM rm_tags.tag_submissions ORDER BY id')).toEqual([
      { id: 50, status: 'ACCEPTED', reason: null, moderator_id: 99, reviewed_at: Date.parse('2024-02-01T00:00:00.000Z') / 1000 },
      { id: 51, status: 'DENIED', reason: 'Too vague', moderator_id: 99, reviewed_at: T0_SECONDS },
    ]);
    expect(await env.rows('SELECT id FROM rm_tags.tags WHERE id = 50')).toEqual([{ id: 50 }]);
    expect(await mediaTags(3)).toEqual([
      { tag_id: 7, rank: 90, is_media_spoiler: false, base_rank: 90, user_id: null, touched: false },
      { tag_id: 50, rank: 60, is_media_spoiler: true, base_rank: 60, user_id: 14, touched: true },
    ]);
  });

  it("keeps a member's proposal of a known tag off the media until accepted; accepted, it is on for them at 60 (ADR 67)", async () => {
    const pair = (tagId: number, proposalId: number, userId: number) => ({ mediaId: 3, tagId, proposalId, userId });
    await env.append(mediaTagsStream(3), [
      newEvent('MediaTagProposed', { ...pair(1, 1, 15), isMediaSpoiler: true }),
      newEvent('MediaTagProposed', { ...pair(2, 2, 16), isMediaSpoiler: false }),
    ]);
    await env.project(tags);
    expect((await mediaTags(3)).map((t) => t.tag_id)).toEqual([7, 50]);
    expect(await env.rows('SELECT * FROM rm_tags.media_tag_proposals ORDER BY id')).toEqual([
      { ...row(1, 1, 15, true), status: 'PENDING', reason: null, moderator_id: null, reviewed_at: null },
      { ...row(2, 2, 16, false), status: 'PENDING', reason: null, moderator_id: null, reviewed_at: null },
    ]);
    await env.append(
      mediaTagsStream(3),
      [
        newEvent('MediaTagProposalAccepted', { ...pair(1, 1, 15), moderatorId: 99, isMediaSpoiler: true }),
        newEvent('MediaTagProposalDenied', { ...pair(2, 2, 16), moderatorId: 99, reason: 'Not a theme here' }),
        // A data moderator's own, accepted in the same append.
        newEvent('MediaTagProposed', { ...pair(5, 3, 99), isMediaSpoiler: false }),
        newEvent('MediaTagProposalAccepted', { ...pair(5, 3, 99), moderatorId: 99, isMediaSpoiler: false }),
      ],
      '2024-02-01T00:00:00.000Z',
    );
    await env.project(tags);
    const reviewedAt = Date.parse('2024-02-01T00:00:00.000Z') / 1000;
    expect(await env.rows('SELECT * FROM rm_tags.media_tag_proposals ORDER BY id')).toEqual([
      { ...row(1, 1, 15, true), status: 'ACCEPTED', reason: null, moderator_id: 99, reviewed_at: reviewedAt },
      { ...row(2, 2, 16, false), status: 'DENIED', reason: 'Not a theme here', moderator_id: 99, reviewed_at: reviewedAt },
      { ...row(3, 5, 99, false, reviewedAt), status: 'ACCEPTED', reason: null, moderator_id: 99, reviewed_at: reviewedAt },
    ]);
    expect(await mediaTags(3)).toEqual([
      { tag_id: 1, rank: 60, is_media_spoiler: true, base_rank: 60, user_id: 15, touched: true },
      { tag_id: 5, rank: 60, is_media_spoiler: false, base_rank: 60, user_id: 99, touched: true },
      { tag_id: 7, rank: 90, is_media_spoiler: false, base_rank: 90, user_id: null, touched: false },
      { tag_id: 50, rank: 60, is_media_spoiler: true, base_rank: 60, user_id: 14, touched: true },
    ]);
  });
});
