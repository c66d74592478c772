import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityStream, airingStream, mediaListStream, socialStream, userStream, type DomainEvent } from '@tsuzuki/events';
import { entryCreated } from '../../testing/listActivity.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { verify } from '../../verify/verify.ts';
import { notifications } from './index.ts';

// Issue 24 (SET-16): a type Aki switched off is not made for her, and switching it on again brings back nothing made
// meanwhile. Ren and Sora like, follow and mention her.
const AKI = 1;
const REN = 2;
const SORA = 3;

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_notifications_mutes');
});
afterAll(async () => env?.drop());

const options = (changes: Extract<DomainEvent, { type: 'UserOptionsUpdated' }>['data']['changes']): DomainEvent => ({
  type: 'UserOptionsUpdated',
  data: { userId: AKI, changes },
});
const status = (activityId: number, userId: number, mentions: number[] = []): DomainEvent => ({
  type: 'TextActivityPosted',
  data: { activityId, userId, text: `Status ${activityId}`, mentions },
});
const like = (activityId: number, userId: number): DomainEvent => ({
  type: 'ActivityLiked',
  data: { activityId, ownerId: AKI, userId },
});
/** Aki watching the media: the airing notification's recipient. */
const watching = (mediaId: number): DomainEvent => entryCreated(AKI, mediaId, 'CURRENT');
const follow = (userId: number): DomainEvent => ({ type: 'UserFollowed', data: { userId, otherId: AKI } });
const heard = async () =>
  (
    await env.rows<{ n: string }>(
      "SELECT type || ' ' || context_key AS n FROM rm_notifications.notifications WHERE user_id = $1 ORDER BY id",
      [AKI],
    )
  ).map((r) => r.n);
const off = [
  { type: 'ACTIVITY_LIKE', enabled: false },
  { type: 'FOLLOWING', enabled: false },
  { type: 'ACTIVITY_MENTION', enabled: false },
] as const;

describe('notification options', () => {
  it('makes no notification of a type its recipient had switched off', async () => {
    await env.append(activityStream(10), [status(10, AKI)]);
    await env.append(userStream(AKI), [options({ notificationOptions: [...off] })]);
    await env.append(activityStream(10), [like(10, REN)]);
    await env.append(socialStream(REN), [follow(REN)]);
    await env.append(activityStream(11), [status(11, REN, [AKI])]);
    await env.project(notifications);
    expect(await heard()).toEqual([]);
  });

  it('makes new ones once the type is on again, and none of those made while it was off', async () => {
    // In one batch with the events before and after it: the switch applies at its place in the log.
    await env.append(activityStream(10), [like(10, SORA)]);
    await env.append(userStream(AKI), [options({ notificationOptions: off.map((o) => ({ ...o, enabled: true })) })]);
    await env.append(socialStream(SORA), [follow(SORA)]);
    await env.append(activityStream(12), [status(12, SORA, [AKI])]);
    await env.project(notifications);
    expect(await heard()).toEqual(['FOLLOWING follow:3', 'ACTIVITY_MENTION mention:12:0']);
  });

  it('the airing switch silences AIRING and no other type', async () => {
    await env.append(mediaListStream(AKI), [watching(20)]);
    await env.append(userStream(AKI), [options({ airingNotifications: false })]);
    await env.append(airingStream(20), [{ type: 'EpisodeAired', data: { mediaId: 20, episode: 3, airingAt: 1_700_000_000 } }]);
    await env.append(activityStream(13), [status(13, REN, [AKI])]);
    await env.append(userStream(AKI), [options({ airingNotifications: true })]);
    await env.append(airingStream(20), [{ type: 'EpisodeAired', data: { mediaId: 20, episode: 4, airingAt: 1_700_600_000 } }]);
    await env.project(notifications);
    const heardNow = await heard();
    expect(heardNow.filter((n) => n.startsWith('AIRING'))).toEqual(['AIRING airing:20:4']);
    expect(heardNow).toContain('ACTIVITY_MENTION mention:13:0');
  });

  it('gives the same tables when the log is replayed in other batches', async () => {
    for (const batchSize of [1, 2, 500]) {
      expect(await verify(notifications, { store: env.store, pool: env.pool, batchSize })).toMatchObject({ ok: true, diffs: [] });
    }
  });
});
