import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODLOG_STREAM, TAG_MESSAGES as M, dataOf, mediaTagsStream, tagStream, type Actor } from '@tsuzuki/events';
import { mediaAdded, tagCreated } from '../testData.ts';
import { SYSTEM, createTestEnv, type TestEnv } from '../../testing/env.ts';

// Tags through the bus: the streams they live in, what they read of the media and the tag, the name reservation
// that keeps submissions unique, and who may do what (core §6: members vote and propose tags; data moderators review
// proposals, flag and remove).
let env: TestEnv;
const member = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });
const aki = member(61);
const ren = member(62);
const sakura = member(69, ['ANIME_DATA']);
const haruto = member(68, ['COMMUNITY']);
const retired = member(67, ['ANIME_DATA', 'RETIRED']);

beforeAll(async () => {
  env = await createTestEnv('command_tags');
  await env.bus.execute('CreateMediaTag', { ...tagCreated(1, 'Time Skip'), tagId: 1 }, { actor: SYSTEM });
  await env.bus.execute('CreateMediaTag', { ...tagCreated(2, 'Gore'), tagId: 2 }, { actor: SYSTEM });
  await env.bus.execute('CreateMediaTag', { ...tagCreated(3, 'Nudity'), isAdult: true, tagId: 3 }, { actor: SYSTEM });
  await env.bus.execute('AddMedia', mediaAdded(901, { tags: [{ tagId: 1, rank: 80, isMediaSpoiler: false }] }), { actor: SYSTEM });
  await env.bus.execute('AddMedia', mediaAdded(902, { isAdult: true }), { actor: SYSTEM });
});
afterAll(async () => {
  await env?.close();
});

const typesOf = async (stream: string) => (await env.store.readStream(stream)).events.map((e) => e.type);

describe('tags through the bus', () => {
  it('keeps one vote per member per media tag, changeable; guests are refused', async () => {
    await env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 1, vote: 5 }, { actor: aki });
    await env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 1, vote: 5 }, { actor: aki });
    await env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 1, vote: 2 }, { actor: aki });
    await env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 1, vote: 0 }, { actor: ren });
    const votes = (await env.store.readStream(mediaTagsStream(901))).events.map((e) => e.data);
    expect(votes).toEqual([
      { mediaId: 901, tagId: 1, userId: 61, vote: 5 },
      { mediaId: 901, tagId: 1, userId: 61, vote: 2 },
      { mediaId: 901, tagId: 1, userId: 62, vote: 0 },
    ]);
    await expect(
      env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 1, vote: 3 }, { actor: { kind: 'guest' } }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 1, vote: 6 }, { actor: aki })).rejects.toMatchObject({
      status: 400,
    });
    await expect(env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 2, vote: 3 }, { actor: aki })).rejects.toMatchObject({
      status: 404,
      message: M.notOnMedia,
    });
  });

  it('takes a known tag by name (any case) as a proposal that waits for a data moderator; adult tags only on adult media', async () => {
    await env.bus.execute('AddMediaTag', { mediaId: 901, name: 'gore' }, { actor: ren });
    const [proposed] = (await env.store.readStream(mediaTagsStream(901))).events.slice(-1).map(dataOf('MediaTagProposed'));
    expect(proposed).toMatchObject({ mediaId: 901, tagId: 2, userId: 62, isMediaSpoiler: false });
    // Not on the media while it waits (social §4): no votes, and nobody proposes it again.
    await expect(env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 2, vote: 4 }, { actor: aki })).rejects.toMatchObject({
      status: 404,
      message: M.notOnMedia,
    });
    await expect(env.bus.execute('AddMediaTag', { mediaId: 901, name: 'Gore' }, { actor: aki })).rejects.toMatchObject({
      status: 409,
      message: M.proposalAwaitingReview,
    });
    await expect(env.bus.execute('AddMediaTag', { mediaId: 901, name: 'Nudity' }, { actor: aki })).rejects.toMatchObject({
      status: 400,
      message: M.adultOnly,
    });
    await expect(env.bus.execute('AddMediaTag', { mediaId: 901, name: 'No Such Tag' }, { actor: aki })).rejects.toMatchObject({
      status: 404,
      message: M.unknownTag,
    });
    for (const actor of [aki, haruto, retired]) {
      await expect(
        env.bus.execute('AcceptMediaTagProposal', { mediaId: 901, proposalId: proposed!.proposalId }, { actor }),
      ).rejects.toMatchObject({ status: 403 });
    }
    await env.bus.execute('AcceptMediaTagProposal', { mediaId: 901, proposalId: proposed!.proposalId }, { actor: sakura });
    await expect(env.bus.execute('AddMediaTag', { mediaId: 901, name: 'Gore' }, { actor: aki })).rejects.toMatchObject({
      status: 409,
      message: M.alreadyOnMedia,
    });
    await env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 2, vote: 4 }, { actor: aki });

    await env.bus.execute('AddMediaTag', { mediaId: 902, name: 'Nudity', isMediaSpoiler: true }, { actor: aki });
    const [denied] = (await env.store.readStream(mediaTagsStream(902))).events.map(dataOf('MediaTagProposed'));
    await expect(
      env.bus.execute('DenyMediaTagProposal', { mediaId: 902, proposalId: denied!.proposalId, reason: ' ' }, { actor: sakura }),
    ).rejects.toMatchObject({ status: 400 });
    await env.bus.execute('DenyMediaTagProposal', { mediaId: 902, proposalId: denied!.proposalId, reason: 'Not shown' }, { actor: sakura });
    await expect(env.bus.execute('AddMediaTag', { mediaId: 902, name: 'nudity' }, { actor: ren })).rejects.toMatchObject({
      status: 409,
      message: M.proposalDenied('Not shown'),
    });
    expect(await typesOf(mediaTagsStream(902))).toEqual(['MediaTagProposed', 'MediaTagProposalDenied']);
    // A data moderator's own goes on at once, past the denial.
    await env.bus.execute('AddMediaTag', { mediaId: 902, name: 'Nudity' }, { actor: sakura });
    expect((await typesOf(mediaTagsStream(902))).slice(-2)).toEqual(['MediaTagProposed', 'MediaTagProposalAccepted']);
    await env.bus.execute('SaveMediaTagVote', { mediaId: 902, tagId: 3, vote: 1 }, { actor: aki });
  });

  it('lets data moderators (not members, community moderators or retired ones) flag and remove tags', async () => {
    for (const actor of [aki, haruto, retired]) {
      await expect(env.bus.execute('UpdateMediaTag', { mediaId: 901, tagId: 1, isMediaSpoiler: true }, { actor })).rejects.toMatchObject({
        status: 403,
      });
      await expect(env.bus.execute('DeleteMediaTag', { mediaId: 901, tagId: 1 }, { actor })).rejects.toMatchObject({ status: 403 });
    }
    await env.bus.execute('UpdateMediaTag', { mediaId: 901, tagId: 1, isMediaSpoiler: true }, { actor: sakura });
    await env.bus.execute('DeleteMediaTag', { mediaId: 901, tagId: 2 }, { actor: sakura });
    await expect(env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId: 2, vote: 3 }, { actor: aki })).rejects.toMatchObject({
      status: 404,
    });
    // Proposed again once it is off.
    await env.bus.execute('AddMediaTag', { mediaId: 901, name: 'Gore' }, { actor: aki });
    expect((await typesOf(mediaTagsStream(901))).slice(-3)).toEqual(['MediaTagSpoilerSet', 'MediaTagRemoved', 'MediaTagProposed']);
  });

  it('takes a new tag for review once: its name stays taken while it waits and after a denial', async () => {
    const first = await env.bus.execute(
      'SubmitMediaTag',
      { name: 'Time Loop', description: 'The same day repeats.', mediaId: 901 },
      { actor: aki },
    );
    const tagId = first.ids.tagId!;
    expect(await typesOf(tagStream(tagId))).toEqual(['MediaTagSubmitted']);
    await expect(env.bus.execute('SubmitMediaTag', { name: 'time loop', mediaId: 902 }, { actor: ren })).rejects.toMatchObject({
      status: 409,
      message: M.nameTaken,
    });
    await expect(env.bus.execute('SubmitMediaTag', { name: 'Gore', mediaId: 902 }, { actor: ren })).rejects.toMatchObject({
      status: 409,
      message: M.nameTaken,
    });
    await expect(
      env.bus.execute('SubmitMediaTag', { name: 'Tentacles', mediaId: 901, isAdult: true }, { actor: ren }),
    ).rejects.toMatchObject({
      status: 400,
      message: M.adultOnly,
    });
    // The refused one's name was given back.
    await env.bus.execute('SubmitMediaTag', { name: 'Tentacles', mediaId: 902, isAdult: true }, { actor: ren });
    // Not on the media, nor addable elsewhere, until accepted.
    await expect(env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId, vote: 3 }, { actor: ren })).rejects.toMatchObject({
      status: 404,
    });
    await expect(env.bus.execute('AddMediaTag', { mediaId: 902, name: 'Time Loop' }, { actor: ren })).rejects.toMatchObject({
      status: 404,
    });
    await expect(env.bus.execute('AcceptMediaTagSubmission', { tagId }, { actor: aki })).rejects.toMatchObject({ status: 403 });
    await env.bus.execute('AcceptMediaTagSubmission', { tagId, category: 'Theme-Other' }, { actor: sakura });
    expect(await typesOf(tagStream(tagId))).toEqual(['MediaTagSubmitted', 'MediaTagCreated', 'MediaTagSubmissionAccepted']);
    await env.bus.execute('SaveMediaTagVote', { mediaId: 901, tagId, vote: 3 }, { actor: ren });
    await env.bus.execute('AddMediaTag', { mediaId: 902, name: 'Time Loop' }, { actor: ren });
    await expect(env.bus.execute('AcceptMediaTagSubmission', { tagId }, { actor: sakura })).rejects.toMatchObject({
      status: 409,
      message: M.reviewed,
    });
  });

  it('keeps a denied name taken, and needs a reason to deny', async () => {
    const { ids } = await env.bus.execute('SubmitMediaTag', { name: 'Vague Feelings', mediaId: 901 }, { actor: ren });
    await expect(env.bus.execute('DenyMediaTagSubmission', { tagId: ids.tagId, reason: ' ' }, { actor: sakura })).rejects.toMatchObject({
      status: 400,
    });
    await env.bus.execute('DenyMediaTagSubmission', { tagId: ids.tagId, reason: 'Too vague' }, { actor: sakura });
    await expect(env.bus.execute('SubmitMediaTag', { name: 'Vague feelings', mediaId: 901 }, { actor: aki })).rejects.toMatchObject({
      status: 409,
    });
  });

  it("records the data moderators' tag actions in the mod-action log, and nothing of the members'", async () => {
    const actions = (await env.store.readStream(MODLOG_STREAM)).events.map(dataOf('ModActionRecorded'));
    expect(actions.map(({ action, objectType, objectId, moderatorId }) => ({ action, objectType, objectId, moderatorId }))).toEqual([
      { action: 'MEDIA_TAG_ACCEPT', objectType: 'MEDIA', objectId: 901, moderatorId: 69 },
      { action: 'MEDIA_TAG_REJECT', objectType: 'MEDIA', objectId: 902, moderatorId: 69 },
      { action: 'MEDIA_TAG_SPOILER', objectType: 'MEDIA', objectId: 901, moderatorId: 69 },
      { action: 'MEDIA_TAG_REMOVE', objectType: 'MEDIA', objectId: 901, moderatorId: 69 },
      { action: 'TAG_ACCEPT', objectType: 'TAG', objectId: expect.any(Number), moderatorId: 69 },
      { action: 'TAG_REJECT', objectType: 'TAG', objectId: expect.any(Number), moderatorId: 69 },
    ]);
    // A proposal's review is about its proposer and names the tag; a data moderator's own add records none.
    expect(actions[0]).toMatchObject({ subjectUserId: 62, data: { tagId: 2, tag: 'Gore' } });
    expect(actions[1]).toMatchObject({ subjectUserId: 61, reason: 'Not shown', data: { tagId: 3, tag: 'Nudity' } });
  });
});
