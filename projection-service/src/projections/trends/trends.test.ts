import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStream } from '@tsuzuki/events';
import { statisticsImported } from '../../testing/fixtures.ts';
import { openTestEnv, type TestEnv } from '../../testing/env.ts';
import { trends } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_trends');
});
afterAll(async () => env?.drop());

const DAY = 86_400;
const D0 = 19_700 * DAY; // a UTC day start
const point = (day: number, trending: number, episode: number | null) => ({
  date: D0 + day * DAY + 3600, trending, averageScore: 70 + day, popularity: 100 * (day + 1), inProgress: 10 * day,
  releasing: true, episode,
});
const pointsOf = (id: number) => env.rows('SELECT * FROM rm_trends.media_trends WHERE media_id = $1 ORDER BY date', [id]);

describe('trends projection', () => {
  it('stores the history one point per UTC day, then the import figures on the day they were measured', async () => {
    await env.append(mediaStream(1), [statisticsImported(1, {
      recordedAt: D0 + 2 * DAY + 7200, trending: 99, averageScore: 75, popularity: 400,
      statusDistribution: [{ status: 'CURRENT', amount: 30 }, { status: 'REPEATING', amount: 2 }, { status: 'PLANNING', amount: 9 }],
      history: [point(0, 5, 1), point(1, 8, 2)],
    })]);
    await env.project(trends);
    expect(await pointsOf(1)).toEqual([
      { media_id: 1, date: D0, trending: 5, average_score: 70, popularity: 100, in_progress: 0, releasing: true, episode: 1 },
      { media_id: 1, date: D0 + DAY, trending: 8, average_score: 71, popularity: 200, in_progress: 10, releasing: true, episode: 2 },
      { media_id: 1, date: D0 + 2 * DAY, trending: 99, average_score: 75, popularity: 400, in_progress: 32, releasing: true, episode: 2 },
    ]);
  });

  it('dates an import without recordedAt by the event, and a later import of the same day replaces the point', async () => {
    const at = Date.UTC(2024, 0, 2, 3, 4, 5) / 1000;
    await env.append(mediaStream(2), [statisticsImported(2, { trending: 3 })]);
    await env.append(mediaStream(2), [statisticsImported(2, { trending: 4, recordedAt: null })]);
    await env.project(trends, 1);
    expect(await pointsOf(2)).toEqual([
      expect.objectContaining({ date: Math.floor(at / DAY) * DAY, trending: 4, releasing: false, episode: null, in_progress: 10 }),
    ]);
  });
});
