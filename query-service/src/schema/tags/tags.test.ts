import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_MESSAGES as M } from '@tsuzuki/events';
import { MISSING_SCOPE_MESSAGE } from '@tsuzuki/events/oauth';
import { mediaAdded, tagCreated } from '@tsuzuki/command-service/catalogue/testData';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import { issueApiToken } from '../../testing/apiToken.ts';
import { until } from '../../testing/lists.ts';
import { gql, ok, type Member } from '../reviews/testStack.ts';

// Tags over the real command-service and tags read model: votes that move a tag's rank, a known tag added, a new one
// submitted and reviewed, and the data moderators' flags, removals and creator link (core §5-§8).
let stack: AccountsStack;
let aki: Member;
let ren: Member;
let sakura: Member;

beforeAll(async () => {
  stack = await startAccountsStack('query_tags', { projections: ['users', 'media', 'tags', 'modactions', 'mediapages'] });
  [aki, ren, sakura] = [await stack.signUp('Aki'), await stack.signUp('Ren'), await stack.signUp('Sakura')];
  await stack.env.bus.execute('SetModeratorRoles', { userId: sakura.user.id, moderatorRoles: ['ANIME_DATA'] }, { actor: SYSTEM });
  const bus = stack.env.bus;
  await bus.execute('CreateMediaTag', { ...tagCreated(1, 'Time Skip'), tagId: 1 }, { actor: SYSTEM });
  await bus.execute('CreateMediaTag', { ...tagCreated(2, 'Gore'), tagId: 2 }, { actor: SYSTEM });
  await bus.execute('CreateMediaTag', { ...tagCreated(3, 'Nudity'), isAdult: true, tagId: 3 }, { actor: SYSTEM });
  await bus.execute('AddMedia', mediaAdded(801, { tags: [{ tagId: 1, rank: 70, isMediaSpoiler: false }] }), { actor: SYSTEM });
  await until(async () => (await stack.pool.query('SELECT 1 FROM rm_tags.media_tags WHERE media_id = 801')).rowCount === 1);
}, 60_000);
afterAll(() => stack?.close());

const TAGS = '{ Media(id: 801) { tags { id name rank isMediaSpoiler userId user { name } userVote } } }';
const VOTE =
  'mutation ($t: Int, $v: Int) { SaveMediaTagVote(mediaId: 801, tagId: $t, vote: $v) { mediaId tagId vote rank tag { id rank userVote } } }';
const SUBMIT = `mutation ($name: String, $adult: Boolean) {
  CreateMediaTag(mediaId: 801, name: $name, description: "The same day repeats.", isMediaSpoiler: true, isAdult: $adult) { id name status isMediaSpoiler user { name } } }`;
const errorOf = async (member: Member, query: string, variables: Record<string, unknown> = {}) =>
  (await gql(member.browser, query, variables)).body.errors?.[0];

describe('tags over GraphQL', () => {
  it("answers a vote with the tag's new rank: the imported rank and the votes averaged", async () => {
    expect((await ok(aki.browser, VOTE, { t: 1, v: 5 })).SaveMediaTagVote).toEqual({
      mediaId: 801,
      tagId: 1,
      vote: 5,
      rank: 85,
      tag: { id: 1, rank: 85, userVote: 5 },
    });
    // (70 + 100 + 20) / 3 = 63.3; Aki changes to 3: (70 + 60 + 20) / 3 = 50.
    expect((await ok(ren.browser, VOTE, { t: 1, v: 1 })).SaveMediaTagVote).toMatchObject({ rank: 63 });
    expect((await ok(aki.browser, VOTE, { t: 1, v: 3 })).SaveMediaTagVote).toMatchObject({ rank: 50, tag: { userVote: 3 } });
    expect((await ok(ren.browser, TAGS)).Media.tags).toEqual([
      { id: 1, name: 'Time Skip', rank: 50, isMediaSpoiler: false, userId: null, user: null, userVote: 1 },
    ]);
    expect((await ok(stack.browser(), TAGS)).Media.tags[0]).toMatchObject({ rank: 50, userVote: null });
    expect((await gql(stack.browser(), VOTE, { t: 1, v: 5 })).body.errors?.[0]).toMatchObject({ status: 401 });
    expect(await errorOf(aki, VOTE, { t: 2, v: 5 })).toMatchObject({ status: 404, message: M.notOnMedia });
  });

  it('takes a known tag as a proposal that is not on the media until a data moderator accepts it (ADR 67)', async () => {
    const ADD = 'mutation ($name: String) { AddMediaTag(mediaId: 801, name: $name) { id status mediaId tag { id name } user { name } } }';
    const proposal = (await ok(ren.browser, ADD, { name: 'gore' })).AddMediaTag;
    expect(proposal).toEqual({
      id: expect.any(Number),
      status: 'PENDING',
      mediaId: 801,
      tag: { id: 2, name: 'Gore' },
      user: { name: 'Ren' },
    });
    expect((await ok(ren.browser, TAGS)).Media.tags.map((t: { name: string }) => t.name)).toEqual(['Time Skip']);
    expect(await errorOf(aki, ADD, { name: 'Gore' })).toMatchObject({ status: 409, message: M.proposalAwaitingReview });
    expect(await errorOf(aki, ADD, { name: 'Nudity' })).toMatchObject({ status: 400, message: M.adultOnly });
    // The queue: data moderators see every proposal, a member their own, a guest none.
    const queue = '{ MediaTagProposals(status: PENDING) { id tag { name } } }';
    expect((await ok(sakura.browser, queue)).MediaTagProposals).toEqual([{ id: proposal.id, tag: { name: 'Gore' } }]);
    expect((await ok(ren.browser, queue)).MediaTagProposals).toEqual([{ id: proposal.id, tag: { name: 'Gore' } }]);
    expect((await ok(aki.browser, queue)).MediaTagProposals).toEqual([]);
    expect((await ok(stack.browser(), queue)).MediaTagProposals).toEqual([]);
    const accept = `mutation { AcceptMediaTagProposal(id: ${proposal.id}) { id status } }`;
    expect(await errorOf(aki, accept)).toMatchObject({ status: 403 });
    expect(await errorOf(sakura, 'mutation { AcceptMediaTagProposal(id: 999999) { id } }')).toMatchObject({
      status: 404,
      message: M.proposalNotFound,
    });
    expect((await ok(sakura.browser, accept)).AcceptMediaTagProposal).toEqual({ id: proposal.id, status: 'ACCEPTED' });
    expect(await errorOf(sakura, accept)).toMatchObject({ status: 409, message: M.reviewed });
    const seen = (await ok(sakura.browser, TAGS)).Media.tags.find((t: { id: number }) => t.id === 2);
    expect(seen).toMatchObject({ rank: 60, userId: ren.user.id, user: { name: 'Ren' } });
    expect(await errorOf(aki, ADD, { name: 'Gore' })).toMatchObject({ status: 409, message: M.alreadyOnMedia });
  });

  it("denies a proposal with a reason its proposer is told again; a data moderator's own goes on at once", async () => {
    await stack.env.bus.execute('AddMedia', mediaAdded(802), { actor: SYSTEM });
    await until(async () => (await stack.pool.query('SELECT 1 FROM rm_media.media WHERE id = 802')).rowCount === 1);
    const ADD = 'mutation ($name: String, $m: Int) { AddMediaTag(mediaId: $m, name: $name) { id status } }';
    const { id } = (await ok(aki.browser, ADD, { name: 'Gore', m: 802 })).AddMediaTag;
    expect(await errorOf(sakura, `mutation { DenyMediaTagProposal(id: ${id}, reason: " ") { id } }`)).toMatchObject({ status: 400 });
    const denied = await ok(
      sakura.browser,
      `mutation { DenyMediaTagProposal(id: ${id}, reason: "Not shown on screen") { status reason } }`,
    );
    expect(denied.DenyMediaTagProposal).toEqual({ status: 'DENIED', reason: 'Not shown on screen' });
    expect(await errorOf(ren, ADD, { name: 'gore', m: 802 })).toMatchObject({
      status: 409,
      message: M.proposalDenied('Not shown on screen'),
    });
    expect((await ok(sakura.browser, ADD, { name: 'Time Skip', m: 802 })).AddMediaTag).toMatchObject({ status: 'ACCEPTED' });
    expect((await ok(aki.browser, '{ Media(id: 802) { tags { name rank } } }')).Media.tags).toEqual([{ name: 'Time Skip', rank: 60 }]);
  });

  it("takes a known tag from an app with the social scope, as a member's proposal; the moderation scope is not needed", async () => {
    await stack.env.bus.execute('AddMedia', mediaAdded(803), { actor: SYSTEM });
    await until(async () => (await stack.pool.query('SELECT 1 FROM rm_media.media WHERE id = 803')).rowCount === 1);
    const ADD = 'mutation ($name: String) { AddMediaTag(mediaId: 803, name: $name) { status user { name } } }';
    const asApp = async (member: Member, scope: string, name: string) => {
      const { headers } = await issueApiToken(member.browser, scope);
      const res = await fetch(`${stack.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: ADD, variables: { name } }),
      });
      return (await res.json()) as { data?: { AddMediaTag: unknown } | null; errors?: { message: string; status: number }[] };
    };
    expect((await asApp(aki, 'read', 'Gore')).errors).toEqual([
      expect.objectContaining({ status: 403, message: MISSING_SCOPE_MESSAGE('social') }),
    ]);
    expect((await asApp(aki, 'read social', 'Gore')).data).toEqual({ AddMediaTag: { status: 'PENDING', user: { name: 'Aki' } } });
    // Without the moderation scope a data moderator's app acts without their roles: the tag waits for review too.
    expect((await asApp(sakura, 'social', 'Time Skip')).data).toEqual({ AddMediaTag: { status: 'PENDING', user: { name: 'Sakura' } } });
    expect((await ok(aki.browser, '{ Media(id: 803) { tags { name } } }')).Media.tags).toEqual([]);
  });

  it('takes a new tag for review, refusing a name that is known, waiting or denied with the reason', async () => {
    const submitted = (await ok(aki.browser, SUBMIT, { name: 'Time Loop', adult: false })).CreateMediaTag;
    expect(submitted).toMatchObject({ name: 'Time Loop', status: 'PENDING', isMediaSpoiler: true, user: { name: 'Aki' } });
    expect(await errorOf(ren, SUBMIT, { name: 'time loop', adult: false })).toMatchObject({ status: 409, message: M.awaitingReview });
    expect(await errorOf(ren, SUBMIT, { name: 'Gore', adult: false })).toMatchObject({ status: 409, message: M.exists });
    expect(await errorOf(ren, SUBMIT, { name: 'Tentacles', adult: true })).toMatchObject({ status: 400, message: M.adultOnly });
    // Waiting: not on the media; its submitter and data moderators see it, others do not.
    expect((await ok(aki.browser, TAGS)).Media.tags.map((t: { name: string }) => t.name)).not.toContain('Time Loop');
    const list = '{ MediaTagSubmissions(mediaId: 801, status: PENDING) { id name } }';
    expect((await ok(aki.browser, list)).MediaTagSubmissions).toEqual([{ id: submitted.id, name: 'Time Loop' }]);
    expect((await ok(ren.browser, list)).MediaTagSubmissions).toEqual([]);
    expect((await ok(sakura.browser, list)).MediaTagSubmissions).toEqual([{ id: submitted.id, name: 'Time Loop' }]);
    expect(await errorOf(ren, `mutation { AcceptMediaTagSubmission(id: ${submitted.id}) { id } }`)).toMatchObject({ status: 403 });
    const accepted = await ok(
      sakura.browser,
      `mutation { AcceptMediaTagSubmission(id: ${submitted.id}, category: "Theme-Other") { status } }`,
    );
    expect(accepted.AcceptMediaTagSubmission).toEqual({ status: 'ACCEPTED' });
    expect((await ok(aki.browser, TAGS)).Media.tags.find((t: { name: string }) => t.name === 'Time Loop')).toMatchObject({
      rank: 60,
      isMediaSpoiler: true,
    });
    expect((await ok(stack.browser(), '{ MediaTagCollection { name category } }')).MediaTagCollection).toContainEqual({
      name: 'Time Loop',
      category: 'Theme-Other',
    });

    const vague = (await ok(ren.browser, SUBMIT, { name: 'Vague', adult: false })).CreateMediaTag;
    const denied = await ok(sakura.browser, `mutation { DenyMediaTagSubmission(id: ${vague.id}, reason: "Too vague") { status reason } }`);
    expect(denied.DenyMediaTagSubmission).toEqual({ status: 'DENIED', reason: 'Too vague' });
    expect(await errorOf(aki, SUBMIT, { name: 'Vague', adult: false })).toMatchObject({ status: 409, message: M.denied('Too vague') });
  });

  it("lets data moderators set a tag's spoiler flag and take it off, and nobody else", async () => {
    const spoiler = 'mutation ($s: Boolean) { UpdateMediaTag(mediaId: 801, tagId: 2, isMediaSpoiler: $s) { id isMediaSpoiler } }';
    expect(await errorOf(aki, spoiler, { s: true })).toMatchObject({ status: 403 });
    expect((await ok(sakura.browser, spoiler, { s: true })).UpdateMediaTag).toEqual({ id: 2, isMediaSpoiler: true });
    expect(await errorOf(aki, 'mutation { DeleteMediaTag(mediaId: 801, tagId: 2) { deleted } }')).toMatchObject({ status: 403 });
    expect((await ok(sakura.browser, 'mutation { DeleteMediaTag(mediaId: 801, tagId: 2) { deleted } }')).DeleteMediaTag).toEqual({
      deleted: true,
    });
    expect((await ok(aki.browser, TAGS)).Media.tags.map((t: { id: number }) => t.id)).not.toContain(2);
  });

  // ADR 19: a tag action is about the member who put the tag on the media (or submitted it), and names the tag.
  it("keeps the data moderators' tag actions in the history, about the tag's adder, naming the tag and the value set", async () => {
    const history = `query ($u: Int) { Page { modActions(userId: $u) { action objectType objectId data user { name } moderator { name } } } }`;
    await until(async () => (await stack.pool.query('SELECT 1 FROM rm_modactions.mod_actions')).rowCount! >= 6);
    const about = async (member: Member) => (await ok(sakura.browser, history, { u: member.user.id })).Page.modActions;
    const onGore = { objectType: 'MEDIA', objectId: 801, user: { name: 'Ren' }, moderator: { name: 'Sakura' } };
    const renActions = await about(ren);
    expect(renActions.map((a: { action: string }) => a.action)).toEqual([
      'MEDIA_TAG_REMOVE',
      'MEDIA_TAG_SPOILER',
      'TAG_REJECT',
      'MEDIA_TAG_ACCEPT',
    ]);
    expect(renActions[3]).toMatchObject(onGore);
    expect(JSON.parse(renActions[3].data)).toEqual({ tagId: 2, tag: 'Gore', proposalId: expect.any(Number) });
    expect(renActions[0]).toMatchObject(onGore);
    expect(JSON.parse(renActions[0].data)).toEqual({ tagId: 2, tag: 'Gore', votes: 0 });
    expect(renActions[1]).toMatchObject(onGore);
    expect(JSON.parse(renActions[1].data)).toEqual({ tagId: 2, tag: 'Gore', isMediaSpoiler: true });
    expect(JSON.parse(renActions[2].data)).toMatchObject({ name: 'Vague', mediaId: 801 });
    const akiActions = await about(aki);
    expect(akiActions.map((a: { action: string }) => a.action)).toEqual(['TAG_ACCEPT', 'MEDIA_TAG_REJECT']);
    expect(akiActions[1]).toMatchObject({ objectType: 'MEDIA', objectId: 802, user: { name: 'Aki' }, moderator: { name: 'Sakura' } });
    expect(JSON.parse(akiActions[1].data)).toEqual({ tagId: 2, tag: 'Gore', proposalId: expect.any(Number) });
    expect(akiActions[0]).toEqual({
      action: 'TAG_ACCEPT',
      objectType: 'TAG',
      objectId: expect.any(Number),
      data: expect.any(String),
      user: { name: 'Aki' },
      moderator: { name: 'Sakura' },
    });
    expect(JSON.parse(akiActions[0].data)).toEqual({ name: 'Time Loop', mediaId: 801 });
    expect((await ok(aki.browser, history, { u: ren.user.id })).Page.modActions).toBeNull();
  });
});
