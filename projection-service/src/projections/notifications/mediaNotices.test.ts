import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaListStream, mediaStream, newEvent } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { mediaAdded, mediaUpdated } from '../../testing/fixtures.ts';
import { entryCreated, entryDeleted } from '../../testing/listActivity.ts';
import { notifications } from './index.ts';

// MEDIA_DATA_CHANGE, MEDIA_MERGE and MEDIA_DELETION (social §3, ADR 22): to every member with the media on their list,
// whatever the status; a data change only when its editor gave a reason.
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_notifications_media');
  for (const id of [20, 21, 22, 23]) await env.append(mediaStream(id), [mediaAdded(id)]);
  await env.append(mediaListStream(1), [entryCreated(1, 20, 'CURRENT'), entryCreated(1, 21, 'COMPLETED')]);
  await env.append(mediaListStream(2), [entryCreated(2, 20, 'DROPPED'), entryCreated(2, 22, 'PLANNING')]);
  await env.append(mediaListStream(3), [entryCreated(3, 20, 'PLANNING'), entryDeleted(3, 20, 'PLANNING')]);
});
afterAll(async () => env?.drop());

const rows = () =>
  env.rows<{ user_id: number; type: string; media_id: number; reason: string | null; deleted_titles: string[] | null }>(
    "SELECT user_id, type, media_id, reason, deleted_titles FROM rm_notifications.notifications WHERE type LIKE 'MEDIA_%' ORDER BY id",
  );

describe('catalogue notices', () => {
  it('tell the members who list a media of a data change with a reason, and of none without', async () => {
    await env.append(mediaStream(20), [mediaUpdated(20, { episodes: 26 })]);
    await env.append(mediaStream(20), [
      newEvent('MediaUpdated', {
        mediaId: 20,
        changes: { episodes: 27 },
        before: { episodes: 26 },
        reason: 'Episode 27 announced',
        submissionId: null,
      }),
    ]);
    await env.append(mediaStream(20), [
      newEvent('MediaUpdated', {
        mediaId: 20,
        changes: { episodes: 28 },
        before: { episodes: 27 },
        reason: 'Recap counted',
        submissionId: 4,
      }),
    ]);
    await env.project(notifications);
    expect(await rows()).toEqual([
      { user_id: 1, type: 'MEDIA_DATA_CHANGE', media_id: 20, reason: 'Episode 27 announced', deleted_titles: null },
      { user_id: 2, type: 'MEDIA_DATA_CHANGE', media_id: 20, reason: 'Episode 27 announced', deleted_titles: null },
      { user_id: 1, type: 'MEDIA_DATA_CHANGE', media_id: 20, reason: 'Recap counted', deleted_titles: null },
      { user_id: 2, type: 'MEDIA_DATA_CHANGE', media_id: 20, reason: 'Recap counted', deleted_titles: null },
    ]);
  });

  it('name the media a duplicate was merged into, and the title of a deleted one', async () => {
    await env.append(mediaStream(21), [newEvent('MediaMerged', { mediaId: 21, intoMediaId: 23, title: 'Old Title', reason: 'Duplicate' })]);
    await env.append(mediaStream(22), [newEvent('MediaDeleted', { mediaId: 22, title: 'Gone Title', reason: null })]);
    await env.project(notifications);
    expect((await rows()).slice(4)).toEqual([
      { user_id: 1, type: 'MEDIA_MERGE', media_id: 23, reason: 'Duplicate', deleted_titles: ['Old Title'] },
      { user_id: 2, type: 'MEDIA_DELETION', media_id: 22, reason: null, deleted_titles: ['Gone Title'] },
    ]);
  });
});
