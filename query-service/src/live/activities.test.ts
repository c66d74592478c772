import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import { issueApiToken } from '../testing/apiToken.ts';
import type { Browser } from '../testing/browser.ts';
import { openStream, type OpenStream } from '../testing/streams.ts';

// Issue 25, live updates (ADR 71): an open feed hears of the activities put at its top and of likes and replies on
// those it shows, as the activities projection makes them; a stream reopened with the last position it was given
// brings exactly what changed while it was closed; a member's stream never carries what their feed would not show.
let stack: AccountsStack;

beforeAll(async () => {
  stack = await startAccountsStack('query_live_activities', { projections: ['users', 'social', 'activities'] });
}, 60_000);
afterAll(() => stack?.close());

const SUBSCRIBE = `subscription ($after: String, $id: Int, $userId: Int, $isFollowing: Boolean, $type_in: [ActivityType]) {
  Activities(after: $after, id: $id, userId: $userId, isFollowing: $isFollowing, type_in: $type_in) {
    position
    activities { __typename ... on TextActivity { id userId text } ... on MessageActivity { id } }
    updated { __typename ... on TextActivity { id likeCount replyCount isLiked } }
  } }`;
interface Card {
  __typename: string;
  id: number;
  userId?: number;
  text?: string;
  likeCount?: number;
  replyCount?: number;
  isLiked?: boolean;
}
interface Update {
  Activities: { position: string; activities: Card[]; updated: Card[] };
}
type Stream = OpenStream<Update>;

const post = async (who: Browser, text: string) =>
  (
    await who.gql<{ SaveTextActivity: { id: number } }>('mutation ($text: String) { SaveTextActivity(text: $text) { id } }', {
      variables: { text },
    })
  ).body.data!.SaveTextActivity.id;
const like = (who: Browser, id: number) =>
  who.gql('mutation ($id: Int) { ToggleLikeV2(id: $id, type: ACTIVITY) { __typename } }', { variables: { id } });
const reply = (who: Browser, activityId: number, text: string) =>
  who.gql('mutation ($id: Int, $text: String) { SaveActivityReply(activityId: $id, text: $text) { id } }', {
    variables: { id: activityId, text },
  });
const follow = (who: Browser, userId: number) =>
  who.gql('mutation ($id: Int) { ToggleFollow(userId: $id) { id } }', { variables: { id: userId } });

/** The next update that carries something (an update whose candidates the member may not see carries nothing). */
async function nextWith(stream: Stream): Promise<Update['Activities']> {
  for (;;) {
    const update = (await stream.next()).data!.Activities;
    if (update.activities.length || update.updated.length) return update;
  }
}

it('brings new activities to the feeds they belong to, likes and replies as updates, and resumes without gaps or repeats', async () => {
  const [ren, aki, sora] = [await stack.signUp('Ren'), await stack.signUp('Aki'), await stack.signUp('Sora')];
  await follow(ren.browser, aki.user.id);
  const following = openStream<Update>(ren.browser, SUBSCRIBE, { isFollowing: true });
  const global = openStream<Update>(ren.browser, SUBSCRIBE, {});
  try {
    // The first update comes at once, empty: the position to resume from.
    const first = (await following.next()).data!.Activities;
    expect(first).toMatchObject({ activities: [], updated: [] });
    expect((await global.next()).data!.Activities).toMatchObject({ activities: [], updated: [] });

    const hello = await post(aki.browser, 'Hello from Aki');
    expect((await nextWith(following)).activities).toEqual([
      { __typename: 'TextActivity', id: hello, userId: aki.user.id, text: 'Hello from Aki' },
    ]);
    expect((await nextWith(global)).activities.map((a) => a.id)).toEqual([hello]);

    // A stranger's status reaches the global feed only; their like on Aki's status reaches both, as an update.
    const stranger = await post(sora.browser, 'Sora here');
    expect((await nextWith(global)).activities.map((a) => a.id)).toEqual([stranger]);
    await like(sora.browser, hello);
    expect((await nextWith(global)).updated).toMatchObject([{ id: hello, likeCount: 1 }]);
    const liked = await nextWith(following);
    expect(liked).toMatchObject({ activities: [], updated: [{ id: hello, likeCount: 1, replyCount: 0, isLiked: false }] });

    // The feed closes; a new status and a reply come while it is away.
    await following.close();
    const more = await post(aki.browser, 'More from Aki');
    await reply(sora.browser, hello, 'Nice');
    // Reopened from the last position it was given: exactly what it missed, the new status as new.
    const resumed = openStream<Update>(ren.browser, SUBSCRIBE, { isFollowing: true, after: liked.position });
    const caughtUp = (await resumed.next()).data!.Activities;
    expect(caughtUp.activities.map((a) => a.id)).toEqual([more]);
    expect(caughtUp.updated).toEqual([{ __typename: 'TextActivity', id: hello, likeCount: 1, replyCount: 1, isLiked: false }]);
    await resumed.close();
    // From that update's position: nothing twice.
    const again = openStream<Update>(ren.browser, SUBSCRIBE, { isFollowing: true, after: caughtUp.position });
    expect((await again.next()).data!.Activities).toMatchObject({ activities: [], updated: [] });
    await again.close();

    // The global stream, open all along, heard the same once each (in one update or two, as the drains fell).
    const seen: number[] = [];
    while (seen.length < 2) {
      const u = await nextWith(global);
      seen.push(...u.activities.map((a) => a.id), ...u.updated.map((a) => a.id));
    }
    expect(seen).toEqual([more, hello]);
  } finally {
    await following.close();
    await global.close();
  }
});

it("keeps members' streams apart: a private message only to its pair, Ren's own like only as Ren's", async () => {
  const [mio, kai, yui] = [await stack.signUp('Mio'), await stack.signUp('Kai'), await stack.signUp('Yui')];
  const mioFeed = openStream<Update>(mio.browser, SUBSCRIBE, {});
  const kaiFeed = openStream<Update>(kai.browser, SUBSCRIBE, {});
  try {
    await mioFeed.next();
    await kaiFeed.next();
    const whisper = (
      await yui.browser.gql<{ SaveMessageActivity: { id: number } }>(
        'mutation ($to: Int) { SaveMessageActivity(recipientId: $to, message: "psst", private: true) { id } }',
        { variables: { to: kai.user.id } },
      )
    ).body.data!.SaveMessageActivity.id;
    expect((await nextWith(kaiFeed)).activities).toEqual([{ __typename: 'MessageActivity', id: whisper }]);
    const open = await post(yui.browser, 'Out loud');
    // Mio's next update with anything in it is the public status: the private message never reached it.
    expect((await nextWith(mioFeed)).activities.map((a) => a.id)).toEqual([open]);
    expect((await nextWith(kaiFeed)).activities.map((a) => a.id)).toEqual([open]);
    // Each hears the like with their own isLiked.
    await like(mio.browser, open);
    expect((await nextWith(mioFeed)).updated).toMatchObject([{ id: open, likeCount: 1, isLiked: true }]);
    expect((await nextWith(kaiFeed)).updated).toMatchObject([{ id: open, likeCount: 1, isLiked: false }]);
  } finally {
    await mioFeed.close();
    await kaiFeed.close();
  }
});

it("follows one activity's page, and a profile's feed, by their filters", async () => {
  const [nao, rin] = [await stack.signUp('Nao'), await stack.signUp('Rin')];
  const first = await post(nao.browser, 'First');
  const second = await post(nao.browser, 'Second');
  const page = openStream<Update>(rin.browser, SUBSCRIBE, { id: first });
  const profile = openStream<Update>(rin.browser, SUBSCRIBE, { userId: rin.user.id });
  try {
    await page.next();
    await profile.next();
    await like(rin.browser, second);
    await reply(rin.browser, first, 'Reply on the first');
    // The like of the second activity is not the first's page's: its next update is the reply.
    expect((await nextWith(page)).updated).toMatchObject([{ id: first, replyCount: 1, likeCount: 0 }]);
    const mine = await post(rin.browser, 'On my profile');
    expect((await nextWith(profile)).activities.map((a) => a.id)).toEqual([mine]);
  } finally {
    await page.close();
    await profile.close();
  }
});

it('serves members only, and apps with a Bearer token', async () => {
  const guest = openStream<Update>(stack.browser(), SUBSCRIBE, {});
  expect((await guest.next()).errors?.[0]).toMatchObject({ message: 'Invalid token', status: 401 });
  await guest.close();

  const kou = await stack.signUp('Kou');
  const token = await issueApiToken(kou.browser);
  const app = openStream<Update>(
    stack.browser(),
    SUBSCRIBE,
    { isFollowing: true },
    { headers: { authorization: `Bearer ${token.accessToken}` } },
  );
  expect((await app.next()).data?.Activities).toMatchObject({ activities: [], updated: [] });
  const own = await post(kou.browser, 'Posted through the site');
  expect((await nextWith(app)).activities.map((a) => a.id)).toEqual([own]);
  await app.close();

  const bad = openStream(kou.browser, SUBSCRIBE, { after: 'yesterday' });
  expect((await bad.next()).errors?.[0]).toMatchObject({ message: 'Validation error.', status: 400 });
  await bad.close();
});
