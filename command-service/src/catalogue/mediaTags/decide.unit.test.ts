import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES as M, newEvent, type Actor } from '@tsuzuki/events';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { metadata, withContext } from '../../framework/testing.ts';
import type { MediaTagState } from '../tag/tag.ts';
import { AddMediaTagPayload } from '@tsuzuki/events/commands';
import type { MediaTagsCommand } from './commands.ts';
import { mediaTagsDecider, type MediaTagsContext } from './decide.ts';
import { foldMediaTags, initialMediaTagsState } from './mediaTags.ts';

const member = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const aki = member(1);
const ren = member(2);
const sakura = member(9, ['ANIME_DATA']);

const tag = (tagId: number, extra: Partial<Extract<MediaTagState, { exists: true }>> = {}): MediaTagState => ({
  exists: true,
  status: 'APPROVED',
  tagId,
  name: `Tag ${tagId}`,
  isAdult: false,
  mediaTag: null,
  submission: null,
  ...extra,
});
/** Media 10: tag 1 imported (not a spoiler), tag 2 imported as a spoiler. */
const ctx = (named: MediaTagState | null = tag(1), isAdult = false): MediaTagsContext => ({
  media: {
    mediaId: 10,
    isAdult,
    imported: new Map([
      [1, false],
      [2, true],
    ]),
  },
  tag: named,
});

const command = (type: MediaTagsCommand['type'], payload: object, actor: Actor) =>
  ({
    type,
    payload: { mediaId: 10, ...payload },
    metadata: metadata({ mediaId: 10 }, actor, { mediaTagProposal: [70] }),
  }) as MediaTagsCommand;
const vote = (tagId: number, level: number, actor: Actor) => command('SaveMediaTagVote', { tagId, vote: level }, actor);
const add = (name: string, actor: Actor, isMediaSpoiler = false) =>
  command('AddMediaTag', AddMediaTagPayload.parse({ mediaId: 10, name, isMediaSpoiler }), actor);
const voted = (tagId: number, userId: number, level: number) => newEvent('MediaTagVoted', { mediaId: 10, tagId, userId, vote: level });
const added = (tagId: number, userId: number, isMediaSpoiler = false) =>
  newEvent('MediaTagAdded', { mediaId: 10, tagId, userId, isMediaSpoiler });
const removed = (tagId: number) => newEvent('MediaTagRemoved', { mediaId: 10, tagId, moderatorId: 9 });
const proposed = (tagId: number, userId: number, isMediaSpoiler = false, proposalId = 70) =>
  newEvent('MediaTagProposed', { mediaId: 10, tagId, proposalId, userId, isMediaSpoiler });
const proposalAccepted = (tagId: number, userId: number, moderatorId: number, isMediaSpoiler = false, proposalId = 70) =>
  newEvent('MediaTagProposalAccepted', { mediaId: 10, tagId, proposalId, userId, moderatorId, isMediaSpoiler });
const proposalDenied = (tagId: number, userId: number, reason = 'Not a theme here', proposalId = 70) =>
  newEvent('MediaTagProposalDenied', { mediaId: 10, tagId, proposalId, userId, moderatorId: 9, reason });
const review = (
  type: 'AcceptMediaTagProposal' | 'DenyMediaTagProposal',
  proposalId: number,
  actor: Actor = sakura,
  reason = 'Not a theme here',
) => command(type, type === 'DenyMediaTagProposal' ? { proposalId, reason } : { proposalId }, actor);

describe('SaveMediaTagVote', () => {
  it("records a member's vote on an imported tag, and a changed vote; the standing level again changes nothing", () => {
    withContext(mediaTagsDecider, ctx())
      .when(vote(1, 5, aki))
      .then([voted(1, 1, 5)]);
    withContext(mediaTagsDecider, ctx(), voted(1, 1, 5))
      .when(vote(1, 0, aki))
      .then([voted(1, 1, 0)]);
    withContext(mediaTagsDecider, ctx(), voted(1, 1, 5))
      .when(vote(1, 5, aki))
      .then([]);
    withContext(mediaTagsDecider, ctx(), voted(1, 1, 5))
      .when(vote(1, 5, ren))
      .then([voted(1, 2, 5)]);
  });

  it('takes votes only on tags the media has: imported, added, accepted for it; not removed ones', () => {
    withContext(mediaTagsDecider, ctx(tag(3)))
      .when(vote(3, 3, aki))
      .thenThrows(new NotFoundError(M.notOnMedia));
    withContext(mediaTagsDecider, ctx(tag(3)), added(3, 2))
      .when(vote(3, 3, aki))
      .then([voted(3, 1, 3)]);
    withContext(mediaTagsDecider, ctx(), removed(1))
      .when(vote(1, 3, aki))
      .thenThrows(new NotFoundError(M.notOnMedia));
    const accepted = tag(4, { submission: { mediaId: 10, userId: 2, isMediaSpoiler: false, description: null, reason: null } });
    withContext(mediaTagsDecider, ctx(accepted))
      .when(vote(4, 4, aki))
      .then([voted(4, 1, 4)]);
    const elsewhere = tag(4, { submission: { mediaId: 11, userId: 2, isMediaSpoiler: false, description: null, reason: null } });
    withContext(mediaTagsDecider, ctx(elsewhere))
      .when(vote(4, 4, aki))
      .thenThrows(new NotFoundError(M.notOnMedia));
    const waiting = tag(4, {
      status: 'PENDING',
      submission: { mediaId: 10, userId: 2, isMediaSpoiler: false, description: null, reason: null },
    });
    withContext(mediaTagsDecider, ctx(waiting))
      .when(vote(4, 4, aki))
      .thenThrows(new NotFoundError(M.notOnMedia));
  });

  it('refuses guests and a media that does not exist', () => {
    withContext(mediaTagsDecider, ctx())
      .when(vote(1, 5, { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
    withContext(mediaTagsDecider, { media: null, tag: tag(1) })
      .when(vote(1, 5, aki))
      .thenThrows(new NotFoundError(M.mediaNotFound));
  });
});

describe('AddMediaTag', () => {
  it("proposes a known tag for the media: a member's waits for review and is not on it (social §4, ADR 67)", () => {
    withContext(mediaTagsDecider, ctx(tag(3)))
      .when(add('Tag 3', aki, true))
      .then([proposed(3, 1, true)]);
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 1, true))
      .when(vote(3, 4, ren))
      .thenThrows(new NotFoundError(M.notOnMedia));
  });

  it("accepts a data moderator's own proposal in the same append", () => {
    withContext(mediaTagsDecider, ctx(tag(3)))
      .when(add('Tag 3', sakura, true))
      .then([proposed(3, 9, true), proposalAccepted(3, 9, 9, true)]);
  });

  it('refuses a tag waiting for review, and a denied one with the reason (data moderators may still add it)', () => {
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 2))
      .when(add('Tag 3', aki))
      .thenThrows(new ConflictError(M.proposalAwaitingReview));
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 2))
      .when(add('Tag 3', sakura))
      .thenThrows(new ConflictError(M.proposalAwaitingReview));
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 2), proposalDenied(3, 2))
      .when(add('Tag 3', aki))
      .thenThrows(new ConflictError(M.proposalDenied('Not a theme here')));
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 2), proposalDenied(3, 2))
      .when(add('Tag 3', sakura))
      .then([proposed(3, 9), proposalAccepted(3, 9, 9)]);
    // Removed after it was accepted: it may be proposed again.
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 2, false, 60), proposalAccepted(3, 2, 9, false, 60), removed(3))
      .when(add('Tag 3', aki))
      .then([proposed(3, 1)]);
  });

  it('refuses a tag already there, an unknown, waiting or denied name, and an adult tag on a non-adult media', () => {
    withContext(mediaTagsDecider, ctx(tag(1)))
      .when(add('Tag 1', aki))
      .thenThrows(new ConflictError(M.alreadyOnMedia));
    withContext(mediaTagsDecider, ctx(tag(3)), added(3, 2))
      .when(add('Tag 3', aki))
      .thenThrows(new ConflictError(M.alreadyOnMedia));
    withContext(mediaTagsDecider, ctx(null)).when(add('Nonsense', aki)).thenThrows(new NotFoundError(M.unknownTag));
    withContext(mediaTagsDecider, ctx(tag(5, { status: 'PENDING' })))
      .when(add('Tag 5', aki))
      .thenThrows(new NotFoundError(M.unknownTag));
    withContext(mediaTagsDecider, ctx(tag(5, { status: 'DENIED' })))
      .when(add('Tag 5', aki))
      .thenThrows(new NotFoundError(M.unknownTag));
    withContext(mediaTagsDecider, ctx(tag(6, { isAdult: true })))
      .when(add('Tag 6', aki))
      .thenThrows(new ValidationError({}, M.adultOnly));
    withContext(mediaTagsDecider, ctx(tag(6, { isAdult: true }), true))
      .when(add('Tag 6', aki))
      .then([proposed(6, 1)]);
  });

  it('proposes a removed tag again; accepted, it is back without the votes it had', () => {
    const history = [voted(1, 2, 5), removed(1)];
    withContext(mediaTagsDecider, ctx()).when(add('Tag 1', aki)).thenThrows(new ConflictError(M.alreadyOnMedia));
    withContext(mediaTagsDecider, ctx(), ...history)
      .when(add('Tag 1', aki))
      .then([proposed(1, 1)]);
    const state = foldMediaTags(initialMediaTagsState, [...history, proposed(1, 1), proposalAccepted(1, 1, 9)]);
    expect(state.votes.get(1)).toBeUndefined();
    expect(state.entries.get(1)).toEqual({ present: true, isMediaSpoiler: false, userId: 1 });
    expect(state.proposals.size).toBe(0);
  });

  it('still reads tags members added at once before ADR 67 (MediaTagAdded) as on the media', () => {
    withContext(mediaTagsDecider, ctx(tag(3)), added(3, 2, true))
      .when(vote(3, 1, aki))
      .then([voted(3, 1, 1)]);
  });
});

describe('AcceptMediaTagProposal and DenyMediaTagProposal (data moderators)', () => {
  it('accepts a waiting proposal: the tag goes on the media for its proposer, with their spoiler flag', () => {
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 1, true))
      .when(review('AcceptMediaTagProposal', 70))
      .then([proposalAccepted(3, 1, 9, true)]);
    const state = foldMediaTags(initialMediaTagsState, [proposed(3, 1, true), proposalAccepted(3, 1, 9, true)]);
    expect(state.entries.get(3)).toEqual({ present: true, isMediaSpoiler: true, userId: 1 });
  });

  it('denies a waiting proposal with the reason', () => {
    withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 1))
      .when(review('DenyMediaTagProposal', 70))
      .then([proposalDenied(3, 1)]);
  });

  it('reviews a proposal once, refuses an unknown one, and one whose tag is on the media already', () => {
    for (const type of ['AcceptMediaTagProposal', 'DenyMediaTagProposal'] as const) {
      withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 1), proposalAccepted(3, 1, 9))
        .when(review(type, 70))
        .thenThrows(new ConflictError(M.reviewed));
      withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 1), proposalDenied(3, 1))
        .when(review(type, 70))
        .thenThrows(new ConflictError(M.reviewed));
      withContext(mediaTagsDecider, ctx(tag(3)), proposed(3, 1))
        .when(review(type, 71))
        .thenThrows(new NotFoundError(M.proposalNotFound));
    }
    // Tag 1 came with the import after it was proposed: deny it instead.
    withContext(mediaTagsDecider, ctx(tag(1)), proposed(1, 2))
      .when(review('AcceptMediaTagProposal', 70))
      .thenThrows(new ConflictError(M.alreadyOnMedia));
  });
});

describe('UpdateMediaTag and DeleteMediaTag (data moderators)', () => {
  it('set the spoiler flag of a tag on the media, nothing when it already is so', () => {
    withContext(mediaTagsDecider, ctx())
      .when(command('UpdateMediaTag', { tagId: 1, isMediaSpoiler: true }, sakura))
      .then([newEvent('MediaTagSpoilerSet', { mediaId: 10, tagId: 1, isMediaSpoiler: true, moderatorId: 9 })]);
    withContext(mediaTagsDecider, ctx())
      .when(command('UpdateMediaTag', { tagId: 2, isMediaSpoiler: true }, sakura))
      .then([]);
    withContext(mediaTagsDecider, ctx())
      .when(command('UpdateMediaTag', { tagId: 7, isMediaSpoiler: true }, sakura))
      .thenThrows(new NotFoundError(M.notOnMedia));
  });

  it('remove a tag on the media, with its votes', () => {
    withContext(mediaTagsDecider, ctx(), voted(1, 1, 4))
      .when(command('DeleteMediaTag', { tagId: 1 }, sakura))
      .then([removed(1)]);
    withContext(mediaTagsDecider, ctx(), removed(1))
      .when(command('DeleteMediaTag', { tagId: 1 }, sakura))
      .thenThrows(new NotFoundError(M.notOnMedia));
  });
});

describe('the media tags state', () => {
  it('folds a batch as evolving one by one does, leaving the state it started from unchanged', () => {
    const events = [
      voted(1, 1, 5),
      voted(1, 2, 3),
      added(3, 2, true),
      proposed(4, 2, true, 80),
      voted(3, 1, 1),
      proposalDenied(4, 2, 'No', 80),
      proposed(5, 1, false, 81),
      voted(1, 1, 2),
      removed(3),
      voted(2, 1, 0),
    ];
    const stepwise = events.reduce((s, e) => mediaTagsDecider.evolve(s, e), initialMediaTagsState);
    const before = foldMediaTags(initialMediaTagsState, events.slice(0, 2));
    const snapshot = JSON.stringify([...before.votes].map(([k, v]) => [k, [...v]]));
    const folded = foldMediaTags(before, events.slice(2));
    expect(JSON.stringify([...before.votes].map(([k, v]) => [k, [...v]]))).toBe(snapshot);
    const plain = (s: typeof folded) => ({
      entries: [...s.entries],
      votes: [...s.votes].map(([k, v]) => [k, [...v]]),
      proposals: [...s.proposals],
    });
    expect(plain(folded)).toEqual(plain(stepwise));
    expect(plain(folded)).toEqual({
      entries: [[3, { present: false, isMediaSpoiler: false, userId: null }]],
      votes: [
        [
          1,
          [
            [1, 2],
            [2, 3],
          ],
        ],
        [2, [[1, 0]]],
      ],
      proposals: [
        [4, { proposalId: 80, tagId: 4, userId: 2, isMediaSpoiler: true, status: 'DENIED', reason: 'No' }],
        [5, { proposalId: 81, tagId: 5, userId: 1, isMediaSpoiler: false, status: 'PENDING', reason: null }],
      ],
    });
  });
});
