import { describe, expect, it } from 'vitest';
import { cardGroups, COVERS_PER_CARD, groupCoverIds, statCards } from './statCards.ts';
import { scoreBarsOf, scoreStepLabel, scoreSteps } from './scoreScale.ts';
import {
  byLengthBucket,
  daysFigure,
  keyedRows,
  lastPoints,
  meanFigure,
  modeValue,
  scoreFigure,
  statsTotals,
  STATS_GRAPH_POINTS,
  timeWatchedLabel,
} from './statsFigures.ts';
import { apiSort, isStatsListPage, isStatsType, statsOpeningType, statsPages, statsPath, statsSort } from './statsPages.ts';

describe('stats addresses (social §2)', () => {
  it('opens anime when the user has anime entries, else manga, and anime for a user with none', () => {
    expect(statsOpeningType(220, 70)).toBe('anime');
    expect(statsOpeningType(3, 0)).toBe('anime');
    expect(statsOpeningType(0, 70)).toBe('manga');
    expect(statsOpeningType(null, 2)).toBe('manga');
    expect(statsOpeningType(0, 0)).toBe('anime');
    expect(statsOpeningType(undefined, undefined)).toBe('anime');
  });

  it('has voice actors and studios for anime only', () => {
    expect(statsPages('anime').map((p) => p.page)).toEqual(['overview', 'genres', 'tags', 'voice-actors', 'studios', 'staff']);
    expect(statsPages('manga').map((p) => p.page)).toEqual(['overview', 'genres', 'tags', 'staff']);
    expect(isStatsListPage('anime', 'voice-actors')).toBe(true);
    expect(isStatsListPage('manga', 'voice-actors')).toBe(false);
    expect(isStatsListPage('manga', 'studios')).toBe(false);
    expect(isStatsListPage('anime', 'overview')).toBe(false);
    expect(isStatsListPage('anime', 'characters')).toBe(false);
    expect(isStatsListPage('anime', undefined)).toBe(false);
    expect(isStatsType('anime')).toBe(true);
    expect(isStatsType('novel')).toBe(false);
  });

  it('builds the pages’ paths with the name encoded', () => {
    expect(statsPath('Yuki', 'manga')).toBe('/user/Yuki/stats/manga/overview');
    expect(statsPath('A B', 'anime', 'voice-actors')).toBe('/user/A%20B/stats/anime/voice-actors');
  });

  it('reads the sort from the address, count by default, as the API names it', () => {
    expect(statsSort(null)).toBe('count');
    expect(statsSort('nonsense')).toBe('count');
    expect(apiSort(statsSort('progress'))).toBe('PROGRESS_DESC');
    expect(apiSort(statsSort('mean-score'))).toBe('MEAN_SCORE_DESC');
    expect(apiSort('count')).toBe('COUNT_DESC');
  });
});

describe('stats figures (social §3)', () => {
  const totals = {
    count: 220,
    meanScore: 5.61,
    standardDeviation: 1.5,
    minutesWatched: 83_911,
    episodesWatched: 3_511,
    chaptersRead: 0,
    volumesRead: 0,
  };

  it('shows the anime and manga totals', () => {
    expect(statsTotals('anime', totals)).toEqual([
      { label: 'Total Anime', value: '220' },
      { label: 'Episodes Watched', value: '3,511' },
      { label: 'Days Watched', value: '58.3' },
      { label: 'Mean Score', value: '5.61' },
      { label: 'Standard Deviation', value: '1.5' },
    ]);
    const manga = statsTotals('manga', { ...totals, count: 70, chaptersRead: 4_012, volumesRead: 310, meanScore: 0 });
    expect(manga.map((f) => f.label)).toEqual(['Total Manga', 'Chapters Read', 'Volumes Read', 'Mean Score', 'Standard Deviation']);
    expect(manga.map((f) => f.value).slice(0, 4)).toEqual(['70', '4,012', '310', '–']);
  });

  it('writes days watched with one decimal and scores without trailing zeros', () => {
    expect(daysFigure(0)).toBe('0.0');
    expect(daysFigure(1_440)).toBe('1.0');
    expect(daysFigure(4_350)).toBe('3.0');
    expect(daysFigure(83_911)).toBe('58.3');
    expect(scoreFigure(72.35)).toBe('72.35');
    expect(scoreFigure(6)).toBe('6');
    expect(meanFigure(0)).toBe('–');
  });

  it('writes a card’s time watched in its largest two whole units', () => {
    expect(timeWatchedLabel(14_236)).toBe('9 days 21 hours');
    expect(timeWatchedLabel(1_440)).toBe('1 day');
    expect(timeWatchedLabel(61)).toBe('1 hour');
    expect(timeWatchedLabel(40)).toBe('40 minutes');
    expect(timeWatchedLabel(0)).toBe('0 minutes');
  });

  it('plots titles, hours or chapters, or the mean score', () => {
    const row = { count: 4, meanScore: 7.5, minutesWatched: 600, chaptersRead: 120 };
    expect(modeValue(row, 'count', 'anime')).toBe(4);
    expect(modeValue(row, 'time', 'anime')).toBe(10);
    expect(modeValue(row, 'time', 'manga')).toBe(120);
    expect(modeValue(row, 'meanScore', 'manga')).toBe(7.5);
  });

  it('keeps at most the last 24 points, by key, whatever order they came in', () => {
    const years = Array.from({ length: 37 }, (_, i) => ({ year: 2026 - i }));
    const kept = lastPoints(years, (p) => p.year);
    expect(kept).toHaveLength(STATS_GRAPH_POINTS);
    expect(kept[0]!.year).toBe(2003);
    expect(kept[23]!.year).toBe(2026);
    expect(lastPoints([{ year: 2025 }, { year: 2024 }], (p) => p.year).map((p) => p.year)).toEqual([2024, 2025]);
  });

  it('drops rows without a key and orders length buckets by their first number', () => {
    expect(keyedRows([{ length: '7-16' }, null, { length: null }], (r) => r.length)).toEqual([{ length: '7-16', key: '7-16' }]);
    expect(['101+', '7-16', '1', '2-6'].sort(byLengthBucket)).toEqual(['1', '2-6', '7-16', '101+']);
  });
});

describe('score chart steps', () => {
  it('has a bar for every step of the owner’s format', () => {
    expect(scoreSteps('POINT_100')).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(scoreSteps('POINT_10_DECIMAL')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scoreSteps('POINT_5')).toEqual([1, 2, 3, 4, 5]);
    expect(scoreSteps('POINT_3')).toEqual([1, 2, 3]);
    // A score from before a change of format still shows.
    expect(scoreBarsOf('POINT_5', [3, 8])).toEqual([1, 2, 3, 4, 5, 8]);
    expect(scoreStepLabel(3, 'POINT_3')).toBe(':)');
    expect(scoreStepLabel(4, 'POINT_5')).toBe('4★');
    expect(scoreStepLabel(70, 'POINT_100')).toBe('70');
  });
});

describe('stat cards', () => {
  const row = { count: 3, meanScore: 7, minutesWatched: 90, chaptersRead: 0, mediaIds: [1, 2, null, 3, 4, 5, 6, 7] };

  it('gives every breakdown one card shape with its link', () => {
    const [genre] = statCards([{ ...row, genre: 'Slice of Life' }], 'genres', 'anime');
    expect(genre).toMatchObject({ key: 'Slice of Life', name: 'Slice of Life', image: null, href: '/search/anime/Slice%20of%20Life' });
    expect(genre!.mediaIds).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const [tag] = statCards([{ ...row, tag: { id: 9, name: 'Time Loop' } }], 'tags', 'manga');
    expect(tag!.href).toBe('/search/manga?tags=Time%20Loop');
    const person = { id: 4, name: { userPreferred: 'Haruki Kubo' }, image: { large: '/img/staff/4.svg' } };
    const [actor] = statCards([{ ...row, voiceActor: person }], 'voice-actors', 'anime');
    expect(actor).toMatchObject({ key: 'staff-4', name: 'Haruki Kubo', image: '/img/staff/4.svg', href: '/staff/4/Haruki-Kubo' });
    const [studio] = statCards([{ ...row, studio: { id: 1, name: 'Moss Pictures' } }], 'studios', 'anime');
    expect(studio).toMatchObject({ name: 'Moss Pictures', image: null, href: '/studio/1/Moss-Pictures' });
  });

  it('leaves out rows whose person or studio is gone', () => {
    expect(statCards([{ ...row, staff: null }, null], 'staff', 'anime')).toEqual([]);
    expect(statCards(null, 'genres', 'anime')).toEqual([]);
  });

  it('asks for a group’s covers once each, within one API page', () => {
    const cards = statCards(
      Array.from({ length: 23 }, (_, i) => ({ ...row, genre: `G${i}`, mediaIds: [i, i + 1, i + 2, i + 3, i + 4, i + 5] })),
      'genres',
      'anime',
    );
    const groups = cardGroups(cards);
    expect(groups.map((g) => g.length)).toEqual([10, 10, 3]);
    const ids = groupCoverIds(groups[0]!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(Array.from({ length: 9 + COVERS_PER_CARD }, (_, i) => i));
    expect(groups.every((g) => groupCoverIds(g).length <= 50)).toBe(true);
  });
});
