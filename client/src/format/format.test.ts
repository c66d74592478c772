import { describe, expect, it } from 'vitest';
import { mediaPath, mediaSlug } from './slug.ts';
import { nextSeason, seasonOfMonth, seasonSearchPath } from './season.ts';
import { releaseDateLabel } from './releaseDate.ts';
import { moodColour, scoreColour, scoreMood } from './score.ts';
import { countryLabel, formatLabel, formatWithNote, sourceLabel, statusLabel } from './labels.ts';
import { compactCount, durationLabel, groupedCount } from './numbers.ts';
import { airingCountdown, timeUntil } from './airing.ts';
import { fuzzyDateLabel } from './dates.ts';
import { plainDescription, truncateDescription } from './description.ts';
import { genreFromAlias, genrePath } from './genres.ts';

describe('media slug', () => {
  it('turns spaces into hyphens and drops punctuation', () => {
    expect(mediaSlug('Shingeki no Kyojin')).toBe('Shingeki-no-Kyojin');
    expect(mediaSlug('Steins;Gate 0')).toBe('SteinsGate-0');
    expect(mediaSlug('Re:Zero kara Hajimeru Isekai Seikatsu')).toBe('ReZero-kara-Hajimeru-Isekai-Seikatsu');
    expect(mediaSlug('Kaguya-sama wa Kokurasetai: Ultra Romantic')).toBe('Kaguyasama-wa-Kokurasetai-Ultra-Romantic');
    expect(mediaSlug('snake_case title')).toBe('snake-case-title');
  });
  it('is empty for titles without word characters and builds the media path', () => {
    expect(mediaSlug('葬送のフリーレン')).toBe('');
    expect(mediaSlug(null)).toBe('');
    expect(mediaPath('ANIME', 21, 'One Piece')).toBe('/anime/21/One-Piece');
    expect(mediaPath('MANGA', 30013, '葬送')).toBe('/manga/30013');
  });
});

describe('seasons', () => {
  it('maps months to seasons', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(seasonOfMonth)).toEqual([
      'WINTER',
      'WINTER',
      'WINTER',
      'SPRING',
      'SPRING',
      'SPRING',
      'SUMMER',
      'SUMMER',
      'SUMMER',
      'FALL',
      'FALL',
      'FALL',
    ]);
  });
  it('computes the next season three months ahead, rolling over the year', () => {
    expect(nextSeason(new Date(2024, 0, 15))).toEqual({ season: 'SPRING', year: 2024 });
    expect(nextSeason(new Date(2024, 10, 30))).toEqual({ season: 'WINTER', year: 2025 });
    expect(nextSeason(new Date(2024, 8, 1))).toEqual({ season: 'FALL', year: 2024 });
  });
  it('links a season to the anime search', () => {
    expect(seasonSearchPath('SPRING', 2019)).toBe('/search/anime?season=SPRING&year=2019');
  });
});

describe('release date label', () => {
  const now = new Date(2025, 5, 1);
  it('says Airing Now or Publishing Now for releases that started this year', () => {
    expect(releaseDateLabel({ type: 'ANIME', status: 'RELEASING', startDate: { year: 2025 } }, now)).toBe('Airing Now');
    expect(releaseDateLabel({ type: 'MANGA', status: 'RELEASING', startDate: { year: 2025 } }, now)).toBe('Publishing Now');
  });
  it('says Since {year} for releases from an earlier year', () => {
    expect(releaseDateLabel({ type: 'ANIME', status: 'RELEASING', startDate: { year: 1999 } }, now)).toBe('Airing Since 1999');
    expect(releaseDateLabel({ type: 'MANGA', status: 'RELEASING', startDate: { year: 1997 } }, now)).toBe('Publishing Since 1997');
  });
  it('keeps Now and Since for RELEASING only: a manga on hiatus shows its year', () => {
    expect(releaseDateLabel({ type: 'MANGA', status: 'HIATUS', startDate: { year: 2018, month: 4 } }, now)).toBe('2018');
    expect(releaseDateLabel({ type: 'MANGA', status: 'HIATUS', startDate: { year: 2025 } }, now)).toBe('2025');
    expect(releaseDateLabel({ type: 'ANIME', status: 'NOT_YET_RELEASED', startDate: { year: 2025, month: 7 } }, now)).toBe('Summer 2025');
  });
  it('shows a range when a finished media ended more than a year after it started', () => {
    const media = { type: 'ANIME', status: 'FINISHED', startDate: { year: 2010 }, endDate: { year: 2015 } };
    expect(releaseDateLabel(media, now)).toBe('2010 - 2015');
    expect(releaseDateLabel({ ...media, endDate: { year: 2011 }, season: 'FALL', seasonYear: 2010 }, now)).toBe('Fall 2010');
  });
  it('falls back to season and year (derived from the month when missing), or the year', () => {
    expect(releaseDateLabel({ type: 'ANIME', status: 'FINISHED', startDate: { year: 2019, month: 3 } }, now)).toBe('Winter 2019');
    expect(
      releaseDateLabel({ type: 'ANIME', status: 'FINISHED', season: 'SPRING', seasonYear: 2019, startDate: { year: 2019, month: 4 } }, now),
    ).toBe('Spring 2019');
    expect(releaseDateLabel({ type: 'MANGA', status: 'FINISHED', startDate: { year: 2003, month: 5 } }, now)).toBe('2003');
    expect(releaseDateLabel({ type: 'ANIME', status: 'NOT_YET_RELEASED', startDate: { year: 2026 } }, now)).toBe('2026');
  });
  it('shows Cancelled, Finished or TBA without a start year', () => {
    expect(releaseDateLabel({ status: 'CANCELLED', startDate: {} }, now)).toBe('Cancelled');
    expect(releaseDateLabel({ status: 'FINISHED' }, now)).toBe('Finished');
    expect(releaseDateLabel({ status: 'NOT_YET_RELEASED', startDate: { year: null } }, now)).toBe('TBA');
  });
});

describe('scores', () => {
  it('picks the card icon with thresholds above 74 and above 59', () => {
    expect([80, 75, 74, 65, 60, 59, 50].map(scoreMood)).toEqual(['smile', 'smile', 'meh', 'meh', 'meh', 'frown', 'frown']);
    expect(moodColour('smile')).toBe('green');
    expect(moodColour('meh')).toBe('orange');
    expect(moodColour('frown')).toBe('red');
  });
  it('colours media page scores green at 66, orange at 33, else red', () => {
    expect([70, 66, 65, 40, 33, 32, 20].map(scoreColour)).toEqual(['green', 'green', 'orange', 'orange', 'orange', 'red', 'red']);
  });
});

describe('labels', () => {
  it('names formats, including the short TV label', () => {
    expect(['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA', 'MUSIC', 'MANGA', 'NOVEL', 'ONE_SHOT'].map((f) => formatLabel(f))).toEqual([
      'TV Show',
      'TV Short',
      'Movie',
      'Special',
      'OVA',
      'ONA',
      'Music',
      'Manga',
      'Light Novel',
      'One Shot',
    ]);
    expect(formatLabel('TV', true)).toBe('TV');
  });
  it('adds a Doujin or country note to the format', () => {
    expect(formatWithNote('MANGA', 'KR', true)).toBe('Manga (South Korea)');
    expect(formatWithNote('MANGA', 'JP', false)).toBe('Manga (Doujin)');
    expect(formatWithNote('TV', 'JP', true)).toBe('TV Show');
    expect(formatWithNote(null, 'KR', true)).toBe('');
  });
  it('names statuses, sources and countries', () => {
    expect(['RELEASING', 'FINISHED', 'NOT_YET_RELEASED', 'CANCELLED', 'HIATUS'].map(statusLabel)).toEqual([
      'Airing',
      'Finished',
      'Not Yet Aired',
      'Cancelled',
      'Hiatus',
    ]);
    expect(sourceLabel('LIGHT_NOVEL')).toBe('Light Novel');
    expect(sourceLabel('MULTIMEDIA_PROJECT')).toBe('Multimedia Project');
    expect(['JP', 'KR', 'CN', 'TW'].map(countryLabel)).toEqual(['Japan', 'South Korea', 'China', 'Taiwan']);
  });
});

describe('numbers', () => {
  it('shows counts above 999 as x.xK', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1.0K');
    expect(compactCount(1234)).toBe('1.2K');
    expect(compactCount(45678)).toBe('45.7K');
    expect(groupedCount(1234567)).toBe('1,234,567');
  });
  it('shows durations as hours and minutes', () => {
    expect(durationLabel(130)).toBe('2 h 10 min');
    expect(durationLabel(24)).toBe('24 min');
    expect(durationLabel(120)).toBe('2 h');
    expect(durationLabel(null)).toBe('');
  });
});

describe('airing countdown', () => {
  const now = 1_700_000_000;
  it('counts days, hours and minutes', () => {
    expect(airingCountdown({ episode: 5, airingAt: now + 2 * 86400 + 4 * 3600 + 13 * 60 + 30 }, now)).toBe('Ep 5: 2d 4h 13m');
    expect(timeUntil(now + 59, now)).toBe('0d 0h 0m');
  });
  it('is hidden beyond 30 days and for past episodes', () => {
    expect(airingCountdown({ episode: 1, airingAt: now + 30 * 86400 }, now)).toBe('Ep 1: 30d 0h 0m');
    expect(airingCountdown({ episode: 1, airingAt: now + 40 * 86400 }, now)).toBeNull();
    expect(airingCountdown({ episode: 1, airingAt: now - 10 }, now)).toBeNull();
    expect(airingCountdown(null, now)).toBeNull();
  });
});

describe('dates and descriptions', () => {
  it('formats fuzzy dates with the parts that are known', () => {
    expect(fuzzyDateLabel({ year: 2020, month: 10, day: 3 })).toBe('Oct 3, 2020');
    expect(fuzzyDateLabel({ year: 2020, month: 10 })).toBe('Oct 2020');
    expect(fuzzyDateLabel({ year: 2020 })).toBe('2020');
    expect(fuzzyDateLabel({})).toBe('');
  });
  it('turns description HTML into text and cuts it at 730 characters', () => {
    expect(plainDescription('A<br><br>B &amp; <i>C</i>')).toBe('A\n\nB & C');
    const long = 'x'.repeat(800);
    expect(truncateDescription(long).text).toHaveLength(731);
    expect(truncateDescription(long).truncated).toBe(true);
    expect(truncateDescription('short')).toEqual({ text: 'short', truncated: false });
  });
});

describe('genres', () => {
  it('links genres to the search alias, Hentai to the adult filter', () => {
    expect(genrePath('ANIME', 'Slice of Life')).toBe('/search/anime/Slice%20of%20Life');
    expect(genrePath('MANGA', 'Hentai')).toBe('/search/manga?genres=Hentai&adult=true');
    expect(genreFromAlias('Slice of Life')).toBe('Slice of Life');
    expect(genreFromAlias('sci-fi')).toBe('Sci-Fi');
    expect(genreFromAlias('top-100')).toBeUndefined();
  });
});
