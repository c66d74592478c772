import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import { until } from '../../testing/lists.ts';
import { gql, ok, type Member } from '../reviews/testStack.ts';

// Submissions and the revision history over GraphQL (ADR 22), on the real command-service and read models: who sees
// which submissions (a member their own, any moderator every one, a guest none), who may decide them, and the diff
// the history shows after an accept.
let stack: AccountsStack;
let aki: Member;
let ren: Member;
let sakura: Member;
let haruto: Member;

beforeAll(async () => {
  stack = await startAccountsStack('query_edits', {
    projections: ['users', 'media', 'search', 'genres', 'edits', 'notifications', 'mediapages'],
  });
  [aki, ren, sakura, haruto] = [
    await stack.signUp('Aki'),
    await stack.signUp('Ren'),
    await stack.signUp('Sakura'),
    await stack.signUp('Haruto'),
  ];
  await stack.env.bus.execute('SetModeratorRoles', { userId: sakura.user.id, moderatorRoles: ['ANIME_DATA'] }, { actor: SYSTEM });
  await stack.env.bus.execute('SetModeratorRoles', { userId: haruto.user.id, moderatorRoles: ['COMMUNITY'] }, { actor: SYSTEM });
  await stack.env.bus.execute('AddMedia', mediaAdded(811), { actor: SYSTEM });
  await until(async () => (await stack.pool.query('SELECT 1 FROM rm_media.media WHERE id = 811')).rowCount === 1);
}, 60_000);
afterAll(() => stack?.close());

const SUBMIT = `mutation ($episodes: Int, $synonyms: [String]) {
  SubmitMediaEdit(mediaId: 811, notes: "Official site", episodes: $episodes, synonyms: $synonyms) {
    id status source changes mediaId type isNew title submitter { name } fieldChanges { field before after } } }`;
const LIST = '{ Page { mediaSubmissions(mediaId: 811) { id status submitter { name } notes } } }';
const errorOf = async (member: Member, query: string, variables: Record<string, unknown> = {}) =>
  (await gql(member.browser, query, variables)).body.errors?.[0];

describe('submissions over GraphQL', () => {
  let akis: number;
  let rens: number;

  it("takes a member's proposal with the diff against the media as it is", async () => {
    const submitted = (await ok(aki.browser, SUBMIT, { episodes: 26, synonyms: ['AoT'] })).SubmitMediaEdit;
    expect(submitted).toMatchObject({
      status: 'PENDING',
      source: 'Official site',
      changes: ['episodes'],
      mediaId: 811,
      type: 'ANIME',
      isNew: false,
      title: 'Shingeki no Kyojin',
      submitter: { name: 'Aki' },
      fieldChanges: [{ field: 'episodes', before: 25, after: 26 }],
    });
    akis = submitted.id;
    rens = (await ok(ren.browser, SUBMIT, { episodes: 24 })).SubmitMediaEdit.id;
    expect(await errorOf(aki, SUBMIT, { episodes: 25 })).toMatchObject({ status: 400 });
    expect((await gql(stack.browser(), SUBMIT, { episodes: 3 })).body.errors?.[0]).toMatchObject({ status: 401 });
  });

  it('shows a member their own submissions, any moderator every one, a guest none', async () => {
    expect((await ok(aki.browser, LIST)).Page.mediaSubmissions.map((s: { id: number }) => s.id)).toEqual([akis]);
    expect((await ok(aki.browser, `{ Page { mediaSubmissions(userId: ${ren.user.id}) { id } } }`)).Page.mediaSubmissions).toEqual([]);
    expect((await ok(sakura.browser, LIST)).Page.mediaSubmissions.map((s: { id: number }) => s.id)).toEqual([rens, akis]);
    expect(
      (await ok(haruto.browser, `{ Page { mediaSubmissions(userId: ${aki.user.id}, sort: [ID]) { id } } }`)).Page.mediaSubmissions,
    ).toEqual([{ id: akis }]);
    expect((await ok(stack.browser(), LIST)).Page.mediaSubmissions).toEqual([]);
  });

  it("lets data moderators of the media's type decide, nobody else; an accept shows in the media and its history", async () => {
    for (const member of [aki, haruto])
      expect(await errorOf(member, `mutation { AcceptSubmission(id: ${akis}) { ... on MediaSubmission { id } } }`)).toMatchObject({
        status: 403,
      });
    const accepted = await ok(
      sakura.browser,
      `mutation { AcceptSubmission(id: ${akis}, notes: "Thanks!", reason: "Episode count corrected") {
      ... on MediaSubmission { id status notes assignee { name } acceptedFields } } }`,
    );
    expect(accepted.AcceptSubmission).toEqual({
      id: akis,
      status: 'ACCEPTED',
      notes: 'Thanks!',
      assignee: { name: 'Sakura' },
      acceptedFields: ['episodes'],
    });
    expect((await ok(stack.browser(), '{ Media(id: 811) { episodes } }')).Media.episodes).toBe(26);
    const history = (
      await ok(
        stack.browser(),
        `{ Page { revisionHistory(mediaId: 811) {
      action user { name } moderator { name } reason submissionId fieldChanges { field before after } changes media { id } } } }`,
      )
    ).Page.revisionHistory;
    expect(history).toEqual([
      {
        action: 'EDIT',
        user: { name: 'Aki' },
        moderator: { name: 'Sakura' },
        reason: 'Episode count corrected',
        submissionId: akis,
        fieldChanges: [{ field: 'episodes', before: 25, after: 26 }],
        changes: [{ field: 'episodes', before: 25, after: 26 }],
        media: { id: 811 },
      },
    ]);
    const rejected = await ok(
      sakura.browser,
      `mutation { RejectSubmission(id: ${rens}, notes: "No source") { ... on MediaSubmission { status notes } } }`,
    );
    expect(rejected.RejectSubmission).toEqual({ status: 'REJECTED', notes: 'No source' });
    expect(await errorOf(sakura, `mutation { RejectSubmission(id: ${rens}) { ... on MediaSubmission { id } } }`)).toMatchObject({
      status: 409,
    });
  });

  it("takes a data moderator's direct edit with its reason, and refuses members", async () => {
    const edit = 'mutation { UpdateMedia(id: 811, synonyms: ["AoT", "SnK"], reason: "Common names") { synonyms } }';
    expect(await errorOf(aki, edit)).toMatchObject({ status: 403 });
    expect((await ok(sakura.browser, edit)).UpdateMedia).toEqual({ synonyms: ['AoT', 'SnK'] });
    const [latest] = (
      await ok(
        aki.browser,
        '{ Page(perPage: 1) { revisionHistory(mediaId: 811) { user { name } reason fieldChanges { field before after } } } }',
      )
    ).Page.revisionHistory;
    expect(latest).toEqual({
      user: { name: 'Sakura' },
      reason: 'Common names',
      fieldChanges: [{ field: 'synonyms', before: ['AoT'], after: ['AoT', 'SnK'] }],
    });
  });

  it('takes a new media that exists only once accepted', async () => {
    const submitted = (
      await ok(
        aki.browser,
        `mutation { SubmitMediaEdit(type: ANIME, title: { romaji: "Kusuriya no Hitorigoto" }, episodes: 24) {
      id isNew mediaId media { id } title } }`,
      )
    ).SubmitMediaEdit;
    expect(submitted).toMatchObject({ isNew: true, media: null, title: 'Kusuriya no Hitorigoto' });
    await ok(sakura.browser, `mutation { AcceptSubmission(id: ${submitted.id}) { ... on MediaSubmission { status } } }`);
    expect((await ok(stack.browser(), `{ Media(id: ${submitted.mediaId}) { title { romaji } episodes } }`)).Media).toEqual({
      title: { romaji: 'Kusuriya no Hitorigoto' },
      episodes: 24,
    });
    const [created] = (await ok(stack.browser(), `{ Page { revisionHistory(mediaId: ${submitted.mediaId}) { action user { name } } } }`))
      .Page.revisionHistory;
    expect(created).toEqual({ action: 'CREATE', user: { name: 'Aki' } });
  });
});
