import { describe, expect, it } from 'vitest';
import { cycleInclusion, digitsOnly, EMPTY_FILTERS, hasFilters, parseFilters, shouldReplace, writeFilters } from './filterState.ts';
import { exclusiveRange, normalizeRange, rangeArguments, rangeBounds } from './ranges.ts';
import { aliasPreset, hasRankBadge, rankNumber } from './presets.ts';
import { searchSort, sortOptions } from './sort.ts';
import { mediaVariables, otherVariables } from './variables.ts';
import { buildChips, showClearAll } from './chips.ts';
import { searchPageState } from './pageState.ts';
import { formatOptions, genreOptions, matchTags, SOURCE_OPTIONS, statusOptions, yearOptions } from './options.ts';

const NOV = new Date(2026, 10, 21);
const guest = { loggedIn: false, displayAdultContent: false };

describe('alias presets', () => {
  it('sorts trending, popular, new, favorites and top lists as the spec says', () => {
    expect(aliasPreset('anime', 'trending', NOV)?.filters.sort).toBe('TRENDING_DESC');
    expect(aliasPreset('anime', 'popular', NOV)?.filters.sort).toBe('POPULARITY_DESC');
    expect(aliasPreset('manga', 'new', NOV)?.filters.sort).toBe('ID_DESC');
    expect(aliasPreset('characters', 'favorites', NOV)?.filters.sort).toBe('FAVOURITES_DESC');
    expect(aliasPreset('anime', 'top-100', NOV)).toMatchObject({ title: 'Top 100 Anime', ranked: true, filters: { sort: 'SCORE_DESC' } });
  });
  it('filters top lists by format or country', () => {
    expect(aliasPreset('anime', 'top-tv', NOV)?.filters.formats).toEqual(['TV']);
    expect(aliasPreset('anime', 'top-tv-shorts', NOV)?.filters.formats).toEqual(['TV_SHORT']);
    expect(aliasPreset('anime', 'top-movies', NOV)?.filters.formats).toEqual(['MOVIE']);
    expect(aliasPreset('anime', 'top-ova', NOV)?.filters.formats).toEqual(['OVA']);
    expect(aliasPreset('anime', 'top-ona', NOV)?.filters.formats).toEqual(['ONA']);
    expect(aliasPreset('manga', 'top-manhwa', NOV)?.filters.country).toBe('KR');
    expect(aliasPreset('manga', 'top-manhua', NOV)?.filters.country).toBe('CN');
    expect(aliasPreset('manga', 'top-light-novels', NOV)?.filters.formats).toEqual(['NOVEL']);
    expect(aliasPreset('manga', 'top-movies', NOV)).toBeNull();
  });
  it('computes this season and next season from today, rolling the year after fall', () => {
    expect(aliasPreset('anime', 'this-season', NOV)?.filters).toMatchObject({ season: 'FALL', year: '2026' });
    expect(aliasPreset('anime', 'next-season', NOV)?.filters).toMatchObject({ season: 'WINTER', year: '2027' });
    expect(aliasPreset('anime', 'next-season', new Date(2026, 4, 3))?.filters).toMatchObject({ season: 'SUMMER', year: '2026' });
  });
  it('birthday filters isBirthday for staff and characters only', () => {
    expect(aliasPreset('staff', 'birthday', NOV)?.filters).toEqual({ isBirthday: true, sort: 'FAVOURITES_DESC' });
    expect(searchSort('staff', '', 'FAVOURITES_DESC', true)).toEqual(['FAVOURITES_DESC', 'ID_DESC']);
    expect(aliasPreset('anime', 'birthday', NOV)).toBeNull();
  });
  it('has one alias per genre and a description for every alias', () => {
    expect(aliasPreset('anime', 'Action', NOV)).toMatchObject({ title: 'Action Anime', filters: { genres: ['Action'] } });
    expect(aliasPreset('manga', 'slice-of-life', NOV)?.filters.genres).toEqual(['Slice of Life']);
    expect(aliasPreset('anime', 'nope', NOV)).toBeNull();
    for (const alias of ['trending', 'popular', 'new', 'top-100', 'this-season', 'next-season', 'top-tv', 'favorites']) {
      expect(aliasPreset('anime', alias, NOV)?.description).toMatch(/\w+/);
    }
  });
});

describe('sort rules', () => {
  it('text sorts by match; match without text is popularity, or favourites for non-media', () => {
    expect(searchSort('anime', 'naruto', null)).toEqual(['SEARCH_MATCH']);
    expect(searchSort('anime', '', 'SEARCH_MATCH')).toEqual(['POPULARITY_DESC']);
    expect(searchSort('staff', '', 'SEARCH_MATCH')).toEqual(['FAVOURITES_DESC']);
    expect(searchSort('anime', 'naruto', 'SCORE_DESC')).toEqual(['SCORE_DESC']);
  });
  it('adds popularity to trending and has the spec defaults', () => {
    expect(searchSort('manga', '', 'TRENDING_DESC')).toEqual(['TRENDING_DESC', 'POPULARITY_DESC']);
    expect(searchSort('anime', '', null)).toEqual(['POPULARITY_DESC', 'SCORE_DESC']);
    expect(searchSort('characters', '', null)).toEqual(['FAVOURITES_DESC']);
  });
  it('ignores a sort the type does not know', () => {
    expect(searchSort('staff', '', 'USERNAME')).toEqual(['FAVOURITES_DESC']);
    expect(searchSort('anime', '', 'NOPE')).toEqual(['POPULARITY_DESC', 'SCORE_DESC']);
    expect(searchSort('anime', '', 'TITLE_NATIVE')).toEqual(['TITLE_NATIVE']);
  });
  it('offers the seven media sorts with the title by preferred language', () => {
    expect(sortOptions('anime', 'ENGLISH').map((o) => o.label)).toEqual([
      'Title',
      'Popularity',
      'Average Score',
      'Trending',
      'Favorites',
      'Date Added',
      'Release Date',
    ]);
    expect(sortOptions('anime', 'ENGLISH')[0]?.value).toBe('TITLE_ENGLISH');
    expect(sortOptions('manga', null)[0]?.value).toBe('TITLE_ROMAJI');
  });
});

describe('range filters', () => {
  it('has the spec bounds', () => {
    expect(rangeBounds('episodes', NOV)).toEqual([0, 150]);
    expect(rangeBounds('duration', NOV)).toEqual([0, 170]);
    expect(rangeBounds('chapters', NOV)).toEqual([0, 500]);
    expect(rangeBounds('volumes', NOV)).toEqual([0, 50]);
    expect(rangeBounds('years', NOV)).toEqual([1970, 2027]);
  });
  it('converts to exclusive bounds, years as yyyy0000', () => {
    expect(exclusiveRange('episodes', [10, 20])).toEqual({ greater: 9, lesser: 21 });
    expect(exclusiveRange('years', [2010, 2020])).toEqual({ greater: 20090000, lesser: 20210000 });
    expect(rangeArguments({ ...EMPTY_FILTERS, chapters: [5, 50] }, ['chapters'])).toEqual({ chapters_greater: 4, chapters_lesser: 51 });
  });
  it('clears at both bounds and keeps handles two apart', () => {
    expect(normalizeRange([0, 150], [0, 150])).toBeNull();
    expect(normalizeRange([10, 11], [0, 150], 'high')).toEqual([10, 12]);
    expect(normalizeRange([10, 11], [0, 150], 'low')).toEqual([9, 11]);
    expect(normalizeRange([149, 150], [0, 150], 'high')).toEqual([148, 150]);
  });
});

describe('filter state and URL', () => {
  it('round-trips through the query string', () => {
    const state = {
      ...EMPTY_FILTERS,
      search: 'x',
      genres: ['Action', 'Drama'],
      excludedTags: ['Isekai'],
      year: '2020',
      season: 'SPRING',
      episodes: [1, 12] as const,
      doujin: true,
      onList: false,
    };
    expect(parseFilters(writeFilters(state))).toEqual(state);
  });
  it('reduces the year to digits', () => {
    expect(digitsOnly('20a2')).toBe('202');
    expect(parseFilters(new URLSearchParams('year=19x99')).year).toBe('1999');
  });
  it('pushes when the query was empty, replaces otherwise', () => {
    expect(shouldReplace('')).toBe(false);
    expect(shouldReplace('?')).toBe(false);
    expect(shouldReplace('?genres=Action')).toBe(true);
  });
  it('shows the landing only without filters and without a chosen sort', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, sort: 'SCORE_DESC' })).toBe(true);
    expect(hasFilters({ ...EMPTY_FILTERS, formats: ['TV'] })).toBe(true);
  });
  it('cycles genres include → exclude → clear', () => {
    let s = cycleInclusion([], [], 'Action');
    expect(s).toEqual({ included: ['Action'], excluded: [] });
    s = cycleInclusion(s.included, s.excluded, 'Action');
    expect(s).toEqual({ included: [], excluded: ['Action'] });
    expect(cycleInclusion(s.included, s.excluded, 'Action')).toEqual({ included: [], excluded: [] });
  });
});

describe('search variables', () => {
  it('maps filters to the media arguments', () => {
    const v = mediaVariables(
      'anime',
      { ...EMPTY_FILTERS, tags: ['Isekai'], season: 'SPRING', doujin: true, episodes: [10, 20], onList: true },
      guest,
      NOV,
    );
    expect(v).toMatchObject({
      type: 'ANIME',
      tags: ['Isekai'],
      minimumTagRank: 18,
      season: 'SPRING',
      seasonYear: 2026,
      isLicensed: false,
      episodes_greater: 9,
      episodes_lesser: 21,
      onList: null,
      isAdult: false,
    });
    expect(mediaVariables('manga', { ...EMPTY_FILTERS, year: '1999' }, guest, NOV)).toMatchObject({ yearLike: '1999%', seasonYear: null });
  });
  it('drops enum values the type does not know', () => {
    const v = mediaVariables(
      'manga',
      { ...EMPTY_FILTERS, formats: ['TV', 'NOVEL'], status: 'AIRING', season: 'MONSOON', source: 'LIGHT_NOVEL', country: 'kr' },
      guest,
      NOV,
    );
    expect(v).toMatchObject({ formats: ['NOVEL'], status: null, season: null, source: 'LIGHT_NOVEL', countryOfOrigin: null });
  });
  it('follows the viewer for adult and list filters', () => {
    const adultViewer = { loggedIn: true, displayAdultContent: true };
    expect(mediaVariables('anime', EMPTY_FILTERS, adultViewer, NOV).isAdult).toBeNull();
    expect(mediaVariables('anime', { ...EMPTY_FILTERS, adult: true, onList: false }, adultViewer, NOV)).toMatchObject({
      isAdult: true,
      onList: false,
    });
    expect(mediaVariables('anime', { ...EMPTY_FILTERS, adult: true }, guest, NOV).isAdult).toBe(false);
  });
  it('passes birthday and sort for staff and characters', () => {
    expect(otherVariables('staff', { ...EMPTY_FILTERS, isBirthday: true })).toEqual({
      search: null,
      sort: ['FAVOURITES_DESC', 'ID_DESC'],
      isBirthday: true,
    });
    expect(otherVariables('studios', { ...EMPTY_FILTERS, search: 'bones' })).toEqual({ search: 'bones', sort: ['SEARCH_MATCH'] });
  });
});

describe('chips and value lists', () => {
  it('builds removable chips and a Clear All for more than one', () => {
    const state = { ...EMPTY_FILTERS, genres: ['Action'], excludedGenres: ['Drama'], season: 'FALL', year: '2026' };
    const chips = buildChips(state, 'anime');
    expect(chips.map((c) => c.label)).toEqual(['Action', 'Drama', 'Fall 2026']);
    expect(chips[1]?.excluded).toBe(true);
    expect(chips[0]?.without.genres).toEqual([]);
    expect(chips[2]?.without).toMatchObject({ season: null, year: '' });
    expect(showClearAll(chips)).toBe(true);
    expect(showClearAll(chips.slice(0, 1))).toBe(false);
  });
  it('lists the spec values', () => {
    expect(genreOptions(false)).toHaveLength(18);
    expect(genreOptions(true)).toContain('Hentai');
    expect(formatOptions('anime').map((o) => o.label)).toEqual(['TV Show', 'TV Short', 'Movie', 'Special', 'OVA', 'ONA', 'Music']);
    expect(formatOptions('manga').map((o) => o.label)).toEqual(['Manga', 'Light Novel', 'One Shot']);
    expect(statusOptions('manga').map((o) => o.value)).toContain('HIATUS');
    expect(statusOptions('anime').map((o) => o.value)).not.toContain('HIATUS');
    expect(SOURCE_OPTIONS).toHaveLength(15);
    const years = yearOptions(NOV);
    expect(years[0]).toBe('2027');
    expect(years.at(-1)).toBe('1939');
    expect(matchTags(['Isekai', 'Magic', 'Time Skip'], 'ISEK')).toEqual(['Isekai']);
  });
  it('numbers top lists and badges only 1 to 100', () => {
    expect(rankNumber(0, 1)).toBe(1);
    expect(rankNumber(4, 20)).toBe(100);
    expect(rankNumber(5, 1)).toBe(101);
    expect(hasRankBadge(100)).toBe(true);
    expect(hasRankBadge(101)).toBe(false);
  });
});

describe('page state from the URL', () => {
  it('starts an alias from its preset and lets the URL fill in the rest', () => {
    const state = searchPageState('anime', 'this-season', new URLSearchParams('formats=TV'), NOV);
    expect(state?.filters).toMatchObject({ season: 'FALL', year: '2026', formats: ['TV'], sort: 'POPULARITY_DESC' });
    expect(state?.landing).toBe(false);
    expect(searchPageState('anime', 'no-such-alias', new URLSearchParams(), NOV)).toBeNull();
  });
  it('shows the landing without filters, for media and for staff and characters', () => {
    expect(searchPageState('anime', undefined, new URLSearchParams(), NOV)?.landing).toBe(true);
    expect(searchPageState('anime', undefined, new URLSearchParams('genres=Action'), NOV)?.landing).toBe(false);
    expect(searchPageState('staff', undefined, new URLSearchParams(), NOV)?.landing).toBe(true);
    expect(searchPageState('staff', undefined, new URLSearchParams('search=abe'), NOV)?.landing).toBe(false);
    expect(searchPageState('users', undefined, new URLSearchParams(), NOV)?.landing).toBe(false);
    expect(searchPageState('staff', 'birthday', new URLSearchParams(), NOV)?.filters.isBirthday).toBe(true);
  });
  it('titles non-media searches "Search {type}"', () => {
    expect(searchPageState('staff', undefined, new URLSearchParams(), NOV)?.preset.title).toBe('Search Staff');
    expect(searchPageState('anime', 'popular', new URLSearchParams(), NOV)?.preset.title).toBe('All Time Popular Anime');
  });
});
