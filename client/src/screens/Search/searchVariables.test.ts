import { describe, expect, it } from 'vitest';
import { mediaSearchState, searchSort } from './searchVariables.ts';

const now = new Date(2025, 10, 20);
const state = (type: 'anime' | 'manga', alias: string | undefined, query = '') =>
  mediaSearchState(type, alias, new URLSearchParams(query), now);

describe('search sort', () => {
  it('sorts by match when text is set and by popularity otherwise', () => {
    expect(searchSort('naruto', null, undefined)).toEqual(['SEARCH_MATCH']);
    expect(searchSort(null, 'SEARCH_MATCH', undefined)).toEqual(['POPULARITY_DESC', 'SCORE_DESC']);
    expect(searchSort(null, null, undefined)).toEqual(['POPULARITY_DESC', 'SCORE_DESC']);
    expect(searchSort(null, 'SCORE_DESC', undefined)).toEqual(['SCORE_DESC']);
    expect(searchSort(null, null, ['TRENDING_DESC'])).toEqual(['TRENDING_DESC', 'POPULARITY_DESC']);
  });
});

describe('media search state', () => {
  it('reads text, type and adult exclusion from the URL', () => {
    const result = state('anime', undefined, 'search=Frieren');
    expect(result?.preset.title).toBe('Search Anime');
    expect(result?.variables).toMatchObject({ type: 'ANIME', search: 'Frieren', sort: ['SEARCH_MATCH'], isAdult: false });
  });
  it('applies season links, defaulting the year', () => {
    expect(state('anime', undefined, 'season=SPRING&year=2019')?.variables).toMatchObject({ season: 'SPRING', seasonYear: 2019 });
    expect(state('anime', undefined, 'season=fall')?.variables).toMatchObject({ season: 'FALL', seasonYear: 2025 });
  });
  it('knows the alias presets', () => {
    expect(state('anime', 'top-movies')?.variables).toMatchObject({ sort: ['SCORE_DESC'], formats: ['MOVIE'] });
    expect(state('anime', 'top-movies')?.preset).toEqual({ title: 'Top Movies', ranked: true });
    expect(state('manga', 'top-manhwa')?.variables.countryOfOrigin).toBe('KR');
    expect(state('anime', 'next-season')?.variables).toMatchObject({ season: 'WINTER', seasonYear: 2026 });
    expect(state('anime', 'this-season')?.variables).toMatchObject({ season: 'FALL', seasonYear: 2025 });
    expect(state('anime', 'trending')?.variables.sort).toEqual(['TRENDING_DESC', 'POPULARITY_DESC']);
    expect(state('manga', 'Slice of Life')?.variables.genres).toEqual(['Slice of Life']);
    expect(state('anime', 'no-such-list')).toBeNull();
  });
});
