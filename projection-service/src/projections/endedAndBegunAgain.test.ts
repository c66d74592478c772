import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityStream, socialStream } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { verify } from '../verify/verify.ts';
import { activities } from './activities/index.ts';
import { social } from './social/index.ts';

// A follow, block or like stored by one batch, then ended and given again within the next batch: the row must carry
// the new time, as a replay (one batch) or one event at a time gives it, not the stored one.

const T1 = '2024-05-01T00:00:00.000Z';
const T2 = '2024-05-02T00:00:00.000Z';
const seconds = (iso: string) => Date.parse(iso) / 1000;

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('ended_and_begun_again');
  await env.append(activityStream(1), [{ type: 'TextActivityPosted', data: { activityId: 1, userId: 1, text: 'Hi', mentions: [] } }], T1);
  await env.append(
    socialStream(2),
    [
      { type: 'UserFollowed', data: { userId: 2, otherId: 1 } },
      { type: 'UserBlocked', data: { userId: 2, otherId: 3 } },
    ],
    T1,
  );
  await env.append(activityStream(1), [{ type: 'ActivityLiked', data: { activityId: 1, ownerId: 1, userId: 2 } }], T1);
  await env.project(social);
  await env.project(activities);
  await env.append(
    socialStream(2),
    [
      { type: 'UserUnfollowed', data: { userId: 2, otherId: 1 } },
      { type: 'UserFollowed', data: { userId: 2, otherId: 1 } },
      { type: 'UserUnblocked', data: { userId: 2, otherId: 3 } },
      { type: 'UserBlocked', data: { userId: 2, otherId: 3 } },
    ],
    T2,
  );
  await env.append(
    activityStream(1),
    [
      { type: 'ActivityUnliked', data: { activityId: 1, ownerId: 1, userId: 2 } },
      { type: 'ActivityLiked', data: { activityId: 1, ownerId: 1, userId: 2 } },
    ],
    T2,
  );
  await env.project(social);
  await env.project(activities);
});
afterAll(async () => env?.drop());

describe('a follow, block or like ended and given again within a batch', () => {
  it('keeps the new time, as a replay does', async () => {
    expect(await env.rows('SELECT created_at FROM rm_social.follows')).toEqual([{ created_at: seconds(T2) }]);
    expect(await env.rows('SELECT created_at FROM rm_social.blocks')).toEqual([{ created_at: seconds(T2) }]);
    expect(await env.rows('SELECT created_at FROM rm_activities.likes')).toEqual([{ created_at: seconds(T2) }]);
    for (const projection of [social, activities]) {
      expect(await verify(projection, { store: env.store, pool: env.pool })).toMatchObject({ ok: true, diffs: [] });
    }
  });
});
