import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAccountsStack, type AccountsStack } from '../testing/accountsStack.ts';
import type { Browser } from '../testing/browser.ts';
import { openStream, type OpenStream } from '../testing/streams.ts';

// Issue 25, live updates (ADR 71): an open thread page hears of new comments and of a moderator's lock as the forum
// projection makes them, only for its own thread, and a reopened stream brings what changed while it was closed.
let stack: AccountsStack;

beforeAll(async () => {
  stack = await startAccountsStack('query_live_threads', { projections: ['users', 'forum'] });
}, 60_000);
afterAll(() => stack?.close());

const SUBSCRIBE = `subscription ($after: String, $id: Int!) { Thread(after: $after, id: $id) { position thread { id replyCount isLocked } } }`;
interface Update {
  Thread: { position: string; thread: { id: number; replyCount: number; isLocked: boolean } | null };
}

const thread = async (who: Browser, title: string) =>
  (
    await who.gql<{ SaveThread: { id: number } }>(
      'mutation ($title: String) { SaveThread(title: $title, body: "Talk", categories: [1]) { id } }',
      {
        variables: { title },
      },
    )
  ).body.data!.SaveThread.id;
const comment = (who: Browser, threadId: number, text: string) =>
  who.gql('mutation ($t: Int, $c: String) { SaveThreadComment(threadId: $t, comment: $c) { id } }', {
    variables: { t: threadId, c: text },
  });

it("brings a thread's new comments and a moderator's lock to its open pages, and resumes without gaps", async () => {
  const [aki, ren, mod] = [await stack.signUp('Aki'), await stack.signUp('Ren'), await stack.signUp('Mod')];
  await stack.env.bus.execute('SetModeratorRoles', { userId: mod.user.id, moderatorRoles: ['COMMUNITY'] }, { actor: SYSTEM });
  const [mine, other] = [await thread(aki.browser, 'Open here'), await thread(aki.browser, 'Elsewhere')];
  const page: OpenStream<Update> = openStream<Update>(ren.browser, SUBSCRIBE, { id: mine });
  try {
    expect((await page.next()).data!.Thread).toMatchObject({ thread: { id: mine, replyCount: 0, isLocked: false } });
    // Another thread's comment is not this page's: its next update is its own comment.
    await comment(aki.browser, other, 'Not here');
    await comment(aki.browser, mine, 'First!');
    const commented = (await page.next()).data!.Thread;
    expect(commented.thread).toEqual({ id: mine, replyCount: 1, isLocked: false });

    await page.close();
    const locked = await mod.browser.gql('mutation ($id: Int) { SaveThread(id: $id, locked: true) { id isLocked } }', {
      variables: { id: mine },
    });
    expect(locked.body.errors).toBeUndefined();
    // Reopened from the last position it was given: the lock made while it was away comes in its first update.
    const again = openStream<Update>(ren.browser, SUBSCRIBE, { id: mine, after: commented.position });
    const resumed = (await again.next()).data!.Thread;
    expect(resumed.thread).toEqual({ id: mine, replyCount: 1, isLocked: true });
    await again.close();
    // From that position the first update is the thread as it stands, and the next one the next change.
    const caughtUp = openStream<Update>(ren.browser, SUBSCRIBE, { id: mine, after: resumed.position });
    expect((await caughtUp.next()).data!.Thread.thread).toEqual({ id: mine, replyCount: 1, isLocked: true });
    await comment(mod.browser, mine, 'Locked, but a moderator may');
    expect((await caughtUp.next()).data!.Thread.thread).toEqual({ id: mine, replyCount: 2, isLocked: true });
    await caughtUp.close();
  } finally {
    await page.close();
  }
});

it('serves members only', async () => {
  const guest = openStream<Update>(stack.browser(), SUBSCRIBE, { id: 1 });
  expect((await guest.next()).errors?.[0]).toMatchObject({ message: 'Invalid token', status: 401 });
  await guest.close();
});
