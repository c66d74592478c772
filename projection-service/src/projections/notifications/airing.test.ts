import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airingStream, mediaListStream, mediaStream, type DomainEvent } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { mediaAdded } from '../../testing/fixtures.ts';
import { notifications } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_notifications_airing');
});
afterAll(async () => env?.drop());

const NONE = { year: null, month: null, day: null };
const saved = (userId: number, mediaId: number, status: 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED', created = true): DomainEvent => ({
  type: 'MediaListEntrySaved',
  data: {
    userId,
    entryId: userId * 100 + mediaId,
    mediaId,
    mediaType: 'ANIME',
    created,
    changes: created
      ? {
          status,
          score: 0,
          progress: 0,
          progressVolumes: 0,
          repeat: 0,
          priority: 0,
          private: false,
          notes: '',
          hiddenFromStatusLists: false,
          customLists: [],
          advancedScores: {},
          startedAt: NONE,
          completedAt: NONE,
        }
      : { status },
    before: { status: created ? null : 'CURRENT', score: 0 },
    activity: null,
  },
});
const rows = () =>
  env.rows<{ user_id: number; type: string; media_id: number; episode: number | null }>(
    'SELECT user_id, type, media_id, episode FROM rm_notifications.notifications ORDER BY id',
  );

describe('airing and related media notifications', () => {
  it('tell the members watching or planning the anime of each episode, once', async () => {
    await env.append(mediaListStream(1), [saved(1, 10, 'CURRENT')]);
    await env.append(mediaListStream(2), [saved(2, 10, 'PLANNING')]);
    await env.append(mediaListStream(3), [saved(3, 10, 'COMPLETED')]);
    await env.append(mediaListStream(4), [saved(4, 10, 'CURRENT'), saved(4, 10, 'DROPPED', false)]);
    await env.append(airingStream(10), [{ type: 'EpisodeAired', data: { mediaId: 10, episode: 5, airingAt: 1_700_000_000 } }]);
    await env.project(notifications);
    expect(await rows()).toEqual([
      { user_id: 1, type: 'AIRING', media_id: 10, episode: 5 },
      { user_id: 2, type: 'AIRING', media_id: 10, episode: 5 },
    ]);
  });

  it('tell the members who list a related title when a new one is added', async () => {
    await env.append(mediaStream(11), [mediaAdded(11, { relations: [{ mediaId: 10, relationType: 'SEQUEL' }] })]);
    await env.project(notifications);
    expect((await rows()).filter((r) => r.type === 'RELATED_MEDIA_ADDITION').map((r) => r.user_id)).toEqual([1, 2, 3, 4]);
  });
});
