import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';

// Issue 20, "a failed load is never shown as empty": /notifications showed "No notifications" to a member with 24
// when /graphql answered 504. Reading the list also resets the unread count, a command whose read-your-writes wait
// timed out while the notifications projection was busy, and that failure took the list with it.
let stack: AccountsStack;

beforeAll(async () => {
  stack = await startAccountsStack('query_notifications_busy', { projections: ['users', 'social', 'notifications'], rywTimeoutMs: 300 });
}, 60_000);
afterAll(() => stack?.close());

const LIST = `query ($reset: Boolean) { Page(perPage: 15) { notifications(resetNotificationCount: $reset) {
  __typename ... on FollowingNotification { userId } } } }`;

it('answers the notifications while the count reset waits for a busy projection', async () => {
  const [aki, ren] = [await stack.signUp('Aki'), await stack.signUp('Ren')];
  await aki.browser.gql('mutation ($id: Int) { ToggleFollow(userId: $id) { id } }', { variables: { id: ren.user.id } });
  const list = async () => (await ren.browser.gql<{ Page: { notifications: unknown[] } }>(LIST)).body.data?.Page.notifications;
  await expect.poll(list).toEqual([{ __typename: 'FollowingNotification', userId: aki.user.id }]);

  // The projection stalls on its inbox table (as under load) for longer than the mutation's wait.
  const holder = await stack.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE rm_notifications.inbox IN EXCLUSIVE MODE');
    const answer = await ren.browser.gql<{ Page: { notifications: unknown[] } }>(LIST, { variables: { reset: true } });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.Page.notifications).toEqual([{ __typename: 'FollowingNotification', userId: aki.user.id }]);
  } finally {
    await holder.query('ROLLBACK');
    holder.release();
  }
  // The reset was saved all the same: once the projection goes on, nothing is unread.
  await expect
    .poll(
      async () =>
        (await ren.browser.gql<{ Viewer: { unreadNotificationCount: number } }>('{ Viewer { unreadNotificationCount } }')).body.data?.Viewer
          .unreadNotificationCount,
    )
    .toBe(0);
});
