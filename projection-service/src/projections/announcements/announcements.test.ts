import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementStream } from '@tsuzuki/events';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { announcements } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_announcements');
});
afterAll(async () => env?.drop());

const rows = () => env.rows('SELECT id, message, forum_path, starts_at, expires_at FROM rm_announcements.announcements ORDER BY id');
const published = (
  id: number,
  message: string,
  more: { forumPath?: string | null; startsAt?: number; expiresAt?: number | null } = {},
) => ({
  type: 'AnnouncementPublished' as const,
  data: {
    announcementId: id,
    message,
    forumPath: more.forumPath ?? null,
    startsAt: more.startsAt ?? 1_800_000_000,
    expiresAt: more.expiresAt ?? null,
  },
});

describe('announcements projection', () => {
  it('keeps each announcement as last published, and removes a withdrawn one', async () => {
    await env.append(announcementStream(1), [published(1, 'Maintenance tonight', { forumPath: '/forum/thread/7' })]);
    await env.append(announcementStream(2), [published(2, 'Season poll', { startsAt: 1_800_086_400, expiresAt: 1_800_172_800 })]);
    await env.project(announcements);
    await env.append(announcementStream(1), [
      published(1, 'Maintenance tonight, 22:00 UTC', { forumPath: '/forum/thread/7', expiresAt: 1_800_003_600 }),
    ]);
    await env.append(announcementStream(2), [{ type: 'AnnouncementWithdrawn', data: { announcementId: 2 } }]);
    await env.project(announcements);
    expect(await rows()).toEqual([
      {
        id: 1,
        message: 'Maintenance tonight, 22:00 UTC',
        forum_path: '/forum/thread/7',
        starts_at: 1_800_000_000,
        expires_at: 1_800_003_600,
      },
    ]);
  });
});
