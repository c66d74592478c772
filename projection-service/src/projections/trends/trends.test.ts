import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaListStream, mediaStream } from '@tsuzuki/events';
import { mediaAdded, mediaUpdated, statisticsImported } from '../../testing/fixtures.ts';
import { entryChanged, entryCreated, entryDeleted } from '../../testing/listActivity.ts';
import { PRIOR_SCORE, PRIOR_WEIGHT } from '../media/figures.ts';
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
  date: D0 + day * DAY + 3600,
  trending,
  averageScore: 70 + day,
  popularity: 100 * (day + 1),
  inProgress: 10 * day,
  releasing: true,
  episode,
});
const pointsOf = (id: number) => env.rows('SELECT * FROM rm_trends.media_trends WHERE media_id = $1 ORDER BY date', [id]);

describe('trends projection', () => {
  it('stores the history one point per UTC day, then the import figures on the day they were measured', async () => {
    await env.append(mediaStream(1), [
      statisticsImported(1, {
        recordedAt: D0 + 2 * DAY + 7200,
        trending: 99,
        averageScore: 75,
        popularity: 400,
        statusDistribution: [
          { status: 'CURRENT', amount: 30 },
          { status: 'REPEATING', amount: 2 },
          { status: 'PLANNING', amount: 9 },
        ],
        history: [point(0, 5, 1), point(1, 8, 2)],
      }),
    ]);
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

  it("switches to the members' lists at the first list event: that day's points restart their trending", async () => {
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
    const flip = D0 + 30 * DAY + 7200;
    await env.append(
      mediaStream(5),
      [mediaAdded(5), statisticsImported(5, { recordedAt: D0 + 30 * DAY + 3600, trending: 99, history: [point(29, 5, null)] })],
      iso(flip - 600),
    );
    await env.append(mediaStream(6), [statisticsImported(6, { recordedAt: D0 + 31 * DAY, trending: 40 })], iso(flip - 300));
    await env.append(mediaListStream(1), [entryCreated(1, 5, 'CURRENT')], iso(flip));
    await env.append(mediaListStream(2), [entryCreated(2, 5, 'COMPLETED', 90)], iso(flip + 100));
    // After the switch an import writes no point and counts in no figure.
    await env.append(mediaStream(5), [statisticsImported(5, { recordedAt: flip + 200, trending: 70, popularity: 9000 })], iso(flip + 200));
    await env.append(mediaListStream(3), [entryCreated(3, 5, 'PLANNING')], iso(flip + 300));
    await env.project(trends, 2);
    expect(await env.rows('SELECT lists_since FROM rm_trends.statistics_source')).toEqual([{ lists_since: flip }]);
    expect(await pointsOf(5)).toEqual([
      // History before the switch's day stays as imported.
      {
        media_id: 5,
        date: D0 + 29 * DAY,
        trending: 5,
        average_score: 99,
        popularity: 3000,
        in_progress: 290,
        releasing: true,
        episode: null,
      },
      // The import's point of that day: three members' changes, and their figures.
      {
        media_id: 5,
        date: D0 + 30 * DAY,
        trending: 3,
        average_score: Math.round((PRIOR_SCORE * PRIOR_WEIGHT + 90) / (PRIOR_WEIGHT + 1)),
        popularity: 3,
        in_progress: 1,
        releasing: false,
        episode: null,
      },
    ]);
    // A later point another import wrote before the switch: nobody listed it since.
    expect(await pointsOf(6)).toEqual([expect.objectContaining({ date: D0 + 31 * DAY, trending: 0 })]);
  });

  it("adds one point per media and day from list changes, with the figures after the day's last change", async () => {
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
    const schedule = [1, 2, 3].map((episode) => ({ episode, airingAt: D0 + (episode - 1) * DAY + 3600 }));
    await env.append(mediaStream(10), [mediaAdded(10, { status: 'RELEASING', airingSchedule: schedule })], iso(D0 - DAY));
    await env.append(mediaListStream(1), [entryCreated(1, 10, 'CURRENT')], iso(D0 + 10 * 3600));
    await env.append(mediaListStream(2), [entryCreated(2, 10, 'COMPLETED', 80)], iso(D0 + 11 * 3600));
    await env.append(mediaListStream(1), [entryChanged(1, 10, { progress: 1 }, { status: 'CURRENT', score: 0 })], iso(D0 + DAY + 5 * 3600));
    await env.append(mediaListStream(3), [entryCreated(3, 10, 'PLANNING')], iso(D0 + DAY + 6 * 3600));
    await env.append(mediaListStream(2), [entryDeleted(2, 10, 'COMPLETED', 80)], iso(D0 + DAY + 20 * 3600));
    // The season ends: later points are no longer releasing.
    await env.append(mediaStream(10), [mediaUpdated(10, { status: 'FINISHED' })], iso(D0 + 3 * DAY));
    await env.append(mediaListStream(4), [entryCreated(4, 10, 'COMPLETED', 90)], iso(D0 + 3 * DAY + 60));
    await env.project(trends, 2);
    expect(await pointsOf(10)).toEqual([
      {
        media_id: 10,
        date: D0,
        trending: 2,
        average_score: Math.round((PRIOR_SCORE * PRIOR_WEIGHT + 80) / (PRIOR_WEIGHT + 1)),
        popularity: 2,
        in_progress: 1,
        releasing: true,
        episode: 1,
      },
      { media_id: 10, date: D0 + DAY, trending: 3, average_score: null, popularity: 2, in_progress: 1, releasing: true, episode: 2 },
      {
        media_id: 10,
        date: D0 + 3 * DAY,
        trending: 1,
        average_score: Math.round((PRIOR_SCORE * PRIOR_WEIGHT + 90) / (PRIOR_WEIGHT + 1)),
        popularity: 3,
        in_progress: 1,
        releasing: false,
        episode: null,
      },
    ]);
  });

  it("counts the members' changes only once they keep lists: an import adds no trending and no figure", async () => {
    const at = D0 + 5 * DAY;
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
    await env.append(mediaListStream(1), [entryCreated(1, 11, 'CURRENT')], iso(at));
    await env.append(mediaStream(11), [statisticsImported(11, { recordedAt: at, trending: 50, popularity: 100 })], iso(at + 60));
    await env.append(mediaListStream(2), [entryCreated(2, 11, 'REPEATING')], iso(at + 120));
    await env.project(trends);
    expect(await pointsOf(11)).toEqual([
      {
        media_id: 11,
        date: D0 + 5 * DAY,
        trending: 2,
        average_score: null,
        popularity: 2,
        in_progress: 2,
        releasing: false,
        episode: null,
      },
    ]);
  });
});
