import { defaultListTypeOptions, defaultMediaListOptions } from '@tsuzuki/events/userDefaults';
import type pg from 'pg';
import { ID } from '../../testing/catalogue.ts';
import { insertEntries } from '../../testing/lists.ts';
import { insertUser } from '../../testing/users.ts';

// One member's list over the fixture catalogue (testing/catalogue.ts), shared by the list tests: Aki scores in
// POINT_10_DECIMAL, orders rows by score, splits Completed by format and keeps two custom lists.
export const AKI = 7001;

export const AKI_LISTS = {
  ...defaultMediaListOptions(),
  scoreFormat: 'POINT_10_DECIMAL' as const,
  rowOrder: 'score' as const,
  animeList: {
    ...defaultListTypeOptions('ANIME'),
    sectionOrder: ['Completed', 'Watching', 'Planning'],
    splitCompletedSectionByFormat: true,
    customLists: ['Best', 'Rewatch'],
    advancedScoring: ['Story', 'Visuals'],
    advancedScoringEnabled: true,
  },
};

export async function seedAkiList(db: pg.Pool) {
  await insertUser(db, { id: AKI, name: 'Aki', mediaListOptions: AKI_LISTS });
  const [aot, movie, bebop, frieren, aot2, filler, manga] = await insertEntries(db, [
    {
      user_id: AKI,
      media_id: ID.aot,
      status: 'COMPLETED',
      score: 85,
      progress: 25,
      repeat: 1,
      custom_lists: ['Best'],
      advanced_scores: { Story: 90, Visuals: 80 },
      started_at: 20130407,
      completed_at: 20130929,
      notes: 'Tatakae',
      rewatches: [{ number: 1, startedAt: { year: 2020, month: 1, day: null }, completedAt: { year: 2020, month: 2, day: 3 }, score: 90 }],
      updated_at: 1_700_000_300,
    },
    { user_id: AKI, media_id: ID.movie, status: 'COMPLETED', score: 70, updated_at: 1_700_000_100 },
    {
      user_id: AKI,
      media_id: ID.bebop,
      status: 'COMPLETED',
      score: 95,
      progress: 26,
      hidden_from_status_lists: true,
      custom_lists: ['Best'],
    },
    { user_id: AKI, media_id: ID.frieren, status: 'CURRENT', progress: 10, started_at: 20231000, updated_at: 1_700_000_500 },
    { user_id: AKI, media_id: ID.aot2, status: 'PAUSED', score: 60, progress: 4, private: true },
    { user_id: AKI, media_id: ID.fillerBase, status: 'DROPPED', score: 40, progress: 2, custom_lists: ['Gone'] },
    { user_id: AKI, media_id: ID.aotManga, media_type: 'MANGA', status: 'CURRENT', score: 80, progress: 50, progress_volumes: 12 },
  ]);
  return { aot: aot!, movie: movie!, bebop: bebop!, frieren: frieren!, aot2: aot2!, filler: filler!, manga: manga! };
}
