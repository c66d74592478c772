import { describe, expect, it } from 'vitest';
import { dataSheetRows, type DataSheetMedia } from './dataSheet.ts';

const now = 1_700_000_000;
const labels = (media: DataSheetMedia) => dataSheetRows(media, now).map((row) => row.label);
const row = (media: DataSheetMedia, label: string) => dataSheetRows(media, now).find((r) => r.label === label);

const airing: DataSheetMedia = {
  type: 'ANIME',
  format: 'TV',
  status: 'RELEASING',
  episodes: 12,
  duration: 24,
  countryOfOrigin: 'JP',
  isLicensed: true,
  startDate: { year: 2023, month: 10, day: 6 },
  season: 'FALL',
  seasonYear: 2023,
  averageScore: 91,
  meanScore: 90,
  popularity: 345678,
  favourites: 12345,
  source: 'MANGA',
  hashtag: '#フリーレン',
  genres: ['Adventure', 'Drama'],
  synonyms: ['Frieren'],
  title: { romaji: 'Sousou no Frieren', english: "Frieren: Beyond Journey's End", native: '葬送のフリーレン' },
  nextAiringEpisode: { episode: 5, airingAt: now + 2 * 86400 + 3600 },
  studios: {
    edges: [
      { isMain: true, node: { id: 11, name: 'Madhouse' } },
      { isMain: false, node: { id: 12, name: 'Aniplex' } },
    ],
  },
};

describe('media data sheet', () => {
  it('lists every field of an airing anime in order', () => {
    expect(labels(airing)).toEqual([
      'Airing',
      'Format',
      'Episodes',
      'Episode Duration',
      'Status',
      'Start Date',
      'Season',
      'Average Score',
      'Mean Score',
      'Popularity',
      'Favorites',
      'Studios',
      'Producers',
      'Source',
      'Hashtag',
      'Genres',
      'Romaji',
      'English',
      'Native',
      'Synonyms',
    ]);
    expect(row(airing, 'Airing')?.values[0]?.text).toBe('Ep 5: 2d 1h 0m');
    expect(row(airing, 'Season')?.values[0]).toEqual({ text: 'Fall 2023', to: '/search/anime?season=FALL&year=2023' });
    expect(row(airing, 'Average Score')?.values[0]).toEqual({ text: '91%', colour: 'green', tooltip: 'Weighted' });
    expect(row(airing, 'Studios')?.values).toEqual([{ text: 'Madhouse', to: '/studio/11' }]);
    expect(row(airing, 'Producers')?.values).toEqual([{ text: 'Aniplex', to: '/studio/12' }]);
    expect(row(airing, 'Hashtag')?.values[0]?.href).toBe(
      'https://x.com/search?q=%23%E3%83%95%E3%83%AA%E3%83%BC%E3%83%AC%E3%83%B3&src=typd',
    );
    expect(row(airing, 'Genres')?.values[0]?.to).toBe('/search/anime/Adventure');
    expect(row(airing, 'Popularity')?.values[0]?.text).toBe('345,678');
  });
  it('hides a countdown more than 30 days away', () => {
    const later = { ...airing, nextAiringEpisode: { episode: 1, airingAt: now + 40 * 86400 } };
    expect(labels(later)).not.toContain('Airing');
  });
  it('shows a film as one release date with hours and minutes', () => {
    const movie: DataSheetMedia = {
      type: 'ANIME',
      format: 'MOVIE',
      status: 'FINISHED',
      episodes: 1,
      duration: 130,
      startDate: { year: 2016, month: 8, day: 26 },
      endDate: { year: 2016, month: 8, day: 26 },
    };
    expect(labels(movie)).toEqual(['Format', 'Episodes', 'Duration', 'Status', 'Release Date']);
    expect(row(movie, 'Duration')?.values[0]?.text).toBe('2 h 10 min');
  });
  it('shows chapters, volumes and the country note for a manhwa', () => {
    const manhwa: DataSheetMedia = {
      type: 'MANGA',
      format: 'MANGA',
      status: 'HIATUS',
      chapters: 200,
      volumes: 10,
      countryOfOrigin: 'KR',
      isLicensed: true,
      meanScore: 30,
      startDate: { year: 2018 },
    };
    expect(labels(manhwa)).toEqual(['Format', 'Chapters', 'Volumes', 'Status', 'Start Date', 'Mean Score']);
    expect(row(manhwa, 'Format')?.values[0]?.text).toBe('Manga (South Korea)');
    expect(row(manhwa, 'Status')?.values[0]?.text).toBe('Hiatus');
    expect(row(manhwa, 'Mean Score')?.values[0]?.colour).toBe('red');
  });
});
