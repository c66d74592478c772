import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesStream, mediaListStream, userStream, type DomainEvent, type EventData } from '@tsuzuki/events';
import { openTestEnv, T0_SECONDS, type TestEnv } from '../../testing/env.ts';
import { activities } from '../activities/index.ts';
import { favourites } from '../favourites/index.ts';
import { lists } from './index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('rm_lists');
});
afterAll(async () => env?.drop());

const T1 = '2024-02-01T00:00:00.000Z';
const NONE = { year: null, month: null, day: null };
const fields = {
  status: 'CURRENT' as const,
  score: 0,
  progress: 1,
  progressVolumes: 0,
  repeat: 0,
  priority: 0,
  private: false,
  notes: '',
  hiddenFromStatusLists: false,
  customLists: [],
  advancedScores: {},
  startedAt: { year: 2024, month: 1, day: 5 },
  completedAt: NONE,
};
const save = (data: Partial<EventData<'MediaListEntrySaved'>>): DomainEvent => ({
  type: 'MediaListEntrySaved',
  data: {
    userId: 1,
    entryId: 100,
    mediaId: 10,
    mediaType: 'ANIME',
    created: false,
    changes: {},
    before: { status: 'CURRENT', score: 0 },
    activity: null,
    ...data,
  },
});

describe('lists projection', () => {
  it('writes entries with FuzzyDateInt dates, folds later changes and rewatches, and deletes', async () => {
    await env.append(mediaListStream(1), [
      save({
        created: true,
        changes: fields,
        before: { status: null, score: 0 },
        activity: { activityId: 7, merged: false, status: 'watched episode', progress: '1' },
      }),
      save({
        entryId: 101,
        mediaId: 11,
        created: true,
        changes: { ...fields, status: 'PLANNING', startedAt: NONE },
        before: { status: null, score: 0 },
      }),
    ]);
    await env.append(
      mediaListStream(1),
      [
        save({
          changes: { progress: 3, score: 80 },
          activity: { activityId: 7, merged: true, status: 'watched episode', progress: '1 - 3' },
        }),
        save({ changes: { status: 'REPEATING', progress: 0 }, rewatch: { started: { year: 2024, month: 2, day: 1 } } }),
      ],
      T1,
    );
    await env.project(lists);
    const [row] = await env.rows<Record<string, unknown>>('SELECT * FROM rm_lists.entries WHERE id = 100');
    expect(row).toMatchObject({
      user_id: 1,
      media_id: 10,
      media_type: 'ANIME',
      status: 'REPEATING',
      score: 80,
      progress: 0,
      started_at: 20240105,
      completed_at: null,
      rewatch_started_at: { year: 2024, month: 2, day: 1 },
      rewatches: [],
      revision: 3,
      created_at: T0_SECONDS,
      updated_at: Date.parse(T1) / 1000,
    });
    await env.append(mediaListStream(1), [
      save({
        changes: { status: 'COMPLETED', progress: 12 },
        rewatch: {
          finished: { number: 1, startedAt: { year: 2024, month: 2, day: 1 }, completedAt: { year: 2024, month: 2, day: 9 }, score: 80 },
        },
      }),
      { type: 'MediaListEntryDeleted', data: { userId: 1, entryId: 101, mediaId: 11, mediaType: 'ANIME', status: 'PLANNING', score: 0 } },
    ]);
    await env.project(lists);
    expect(await env.rows('SELECT id, status, rewatch_started_at, rewatches FROM rm_lists.entries WHERE user_id = 1 ORDER BY id')).toEqual([
      {
        id: 100,
        status: 'COMPLETED',
        rewatch_started_at: null,
        rewatches: [{ number: 1, startedAt: { year: 2024, month: 2, day: 1 }, completedAt: { year: 2024, month: 2, day: 9 }, score: 80 }],
      },
    ]);
  });

  it('keeps the list activities the saves made, a merge updating its activity', async () => {
    await env.project(activities);
    expect(await env.rows('SELECT id, type, user_id, media_id, status, progress FROM rm_activities.activities')).toEqual([
      { id: 7, type: 'ANIME_LIST', user_id: 1, media_id: 10, status: 'watched episode', progress: '1 - 3' },
    ]);
  });

  it("keeps favourites in the member's order", async () => {
    const fav = (type: 'FavouriteAdded' | 'FavouriteRemoved', itemId: number): DomainEvent => ({
      type,
      data: { userId: 1, kind: 'CHARACTER', itemId },
    });
    await env.append(favouritesStream(1), [fav('FavouriteAdded', 5), fav('FavouriteAdded', 6), fav('FavouriteAdded', 7)]);
    await env.append(favouritesStream(1), [
      { type: 'FavouritesReordered', data: { userId: 1, kind: 'CHARACTER', itemIds: [7, 5, 6] } },
      fav('FavouriteRemoved', 5),
    ]);
    await env.project(favourites);
    expect(await env.rows('SELECT item_id, position FROM rm_favourites.favourites WHERE user_id = 1 ORDER BY position')).toEqual([
      { item_id: 7, position: 0 },
      { item_id: 6, position: 1 },
    ]);
  });

  it("takes a deleted custom list off that type's entries, in a batch or across batches", async () => {
    const options = (animeList: string[]): DomainEvent => ({
      type: 'MediaListOptionsUpdated',
      data: { userId: 2, changes: { animeList: { customLists: animeList } } },
    });
    const entry = (entryId: number, mediaType: 'ANIME' | 'MANGA', customLists: string[]) =>
      save({
        userId: 2,
        entryId,
        mediaId: entryId,
        mediaType,
        created: true,
        changes: { ...fields, customLists },
        before: { status: null, score: 0 },
      });
    await env.append(mediaListStream(2), [entry(200, 'ANIME', ['Keep', 'Drop']), entry(201, 'MANGA', ['Drop'])]);
    await env.project(lists);
    // One batch: a save, the deletion, then a save that does not touch the custom lists.
    await env.append(mediaListStream(2), [entry(202, 'ANIME', ['Drop'])]);
    await env.append(userStream(2), [options(['Keep'])]);
    await env.append(mediaListStream(2), [save({ userId: 2, entryId: 202, mediaId: 202, changes: { progress: 2 } })]);
    await env.project(lists);
    expect(await env.rows('SELECT id, custom_lists FROM rm_lists.entries WHERE user_id = 2 ORDER BY id')).toEqual([
      { id: 200, custom_lists: ['Keep'] },
      { id: 201, custom_lists: ['Drop'] },
      { id: 202, custom_lists: [] },
    ]);
  });
});
