import { describe, expect, it } from 'vitest';
import {
  canDeleteRecommendation,
  deleteConfirmText,
  nextRating,
  otherMedia,
  parseRecommendationsView,
  ratingAfter,
  recommendationColumns,
  recommendationSearchVariables,
  recommendationsHidden,
  recommendationsPath,
  type RecommendationMediaFacts,
} from './recommendationRules.ts';

const released: RecommendationMediaFacts = { type: 'ANIME', status: 'FINISHED', isLocked: false, isRecommendationBlocked: false };

describe('rating a recommendation (social §3, §4)', () => {
  it('gives the pressed rating, and takes it back when it was already given', () => {
    expect(nextRating('NO_RATING', 'RATE_UP')).toBe('RATE_UP');
    expect(nextRating(null, 'RATE_DOWN')).toBe('RATE_DOWN');
    expect(nextRating('RATE_UP', 'RATE_UP')).toBe('NO_RATING');
    expect(nextRating('RATE_DOWN', 'RATE_DOWN')).toBe('NO_RATING');
    expect(nextRating('RATE_UP', 'RATE_DOWN')).toBe('RATE_DOWN');
  });

  it('moves the rating by the difference between the old and the new vote', () => {
    expect(ratingAfter(4, 'NO_RATING', 'RATE_UP')).toBe(5);
    expect(ratingAfter(4, 'RATE_UP', 'NO_RATING')).toBe(3);
    expect(ratingAfter(4, 'RATE_UP', 'RATE_DOWN')).toBe(2);
    expect(ratingAfter(-1, 'RATE_DOWN', 'RATE_UP')).toBe(1);
    expect(ratingAfter(null, null, 'RATE_DOWN')).toBe(-1);
  });
});

describe('recommendation columns (core §9)', () => {
  it('are the width divided by 150 on desktop, at least one', () => {
    expect(recommendationColumns(1500, false)).toBe(10);
    expect(recommendationColumns(1090, false)).toBe(7);
    expect(recommendationColumns(870, false)).toBe(5);
    expect(recommendationColumns(149, false)).toBe(1);
    expect(recommendationColumns(0, false)).toBe(1);
  });

  it('are always 7 on mobile', () => {
    expect(recommendationColumns(320, true)).toBe(7);
    expect(recommendationColumns(700, true)).toBe(7);
  });
});

describe('the Recommendations section (social §5)', () => {
  it('shows on a released media with recommendations, for everyone', () => {
    expect(recommendationsHidden(released, 3, false)).toBe(false);
    expect(recommendationsHidden(released, 3, true)).toBe(false);
  });

  it('hides on blocked, locked and unreleased media, and on cancelled anime', () => {
    expect(recommendationsHidden({ ...released, isRecommendationBlocked: true }, 3, true)).toBe(true);
    expect(recommendationsHidden({ ...released, isLocked: true }, 3, true)).toBe(true);
    expect(recommendationsHidden({ ...released, status: 'NOT_YET_RELEASED' }, 0, true)).toBe(true);
    expect(recommendationsHidden({ ...released, status: 'CANCELLED' }, 3, true)).toBe(true);
    expect(recommendationsHidden({ ...released, type: 'MANGA', status: 'CANCELLED' }, 3, true)).toBe(false);
  });

  it('hides when there are none and the viewer is signed out; members keep it to add the first', () => {
    expect(recommendationsHidden(released, 0, false)).toBe(true);
    expect(recommendationsHidden(released, 0, true)).toBe(false);
  });
});

describe('the recommendation search (social §5)', () => {
  const anime = { id: 5, type: 'ANIME', format: 'TV' };

  it('treats digits alone as a media id, of the same type, never the media itself', () => {
    expect(recommendationSearchVariables(' 21 ', anime)).toEqual({ id: 21, search: null, type: 'ANIME', formatIn: null, exclude: 5 });
  });

  it('treats anything else as text', () => {
    expect(recommendationSearchVariables('Frieren', anime)).toMatchObject({ id: null, search: 'Frieren' });
    expect(recommendationSearchVariables('86', anime)).toMatchObject({ id: 86, search: null });
    expect(recommendationSearchVariables('86 eighty-six', anime)).toMatchObject({ id: null, search: '86 eighty-six' });
    expect(recommendationSearchVariables('99999999999999999999', anime)).toMatchObject({ id: null });
  });

  it('keeps to novels for a novel and music for music', () => {
    expect(recommendationSearchVariables('a', { id: 1, type: 'MANGA', format: 'NOVEL' })).toMatchObject({
      type: 'MANGA',
      formatIn: ['NOVEL'],
    });
    expect(recommendationSearchVariables('a', { id: 1, type: 'ANIME', format: 'MUSIC' })).toMatchObject({
      type: 'ANIME',
      formatIn: ['MUSIC'],
    });
    expect(recommendationSearchVariables('a', { id: 1, type: 'MANGA', format: 'MANGA' })).toMatchObject({ formatIn: null });
  });

  it('asks nothing for an empty box', () => {
    expect(recommendationSearchVariables('   ', anime)).toBeNull();
  });
});

describe('removing a recommendation (social §5, §6)', () => {
  it('is offered to its author and to community moderators', () => {
    expect(canDeleteRecommendation(null, 1)).toBe(false);
    expect(canDeleteRecommendation({ id: 1, moderatorRoles: [] }, 1)).toBe(true);
    expect(canDeleteRecommendation({ id: 2, moderatorRoles: [] }, 1)).toBe(false);
    expect(canDeleteRecommendation({ id: 2, moderatorRoles: ['COMMUNITY'] }, 1)).toBe(true);
    expect(canDeleteRecommendation({ id: 2, moderatorRoles: ['ANIME_DATA'] }, 1)).toBe(false);
  });

  it('asks with the author named', () => {
    expect(deleteConfirmText('Yuki')).toBe('Are you sure you want to delete this recommendation by Yuki?');
  });
});

describe('the other media of a card', () => {
  it('is whichever side is not the page it is on', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(otherMedia(1, a, b)).toBe(b);
    expect(otherMedia(1, b, a)).toBe(b);
    expect(otherMedia(1, a, null)).toBeNull();
  });
});

describe('/recommendations in the URL (social §2)', () => {
  it('reads the sort and My List, My List only for members', () => {
    expect(parseRecommendationsView(new URLSearchParams(''), true)).toEqual({ sort: 'ID_DESC', onList: false });
    expect(parseRecommendationsView(new URLSearchParams('sort=RATING&onList=true'), true)).toEqual({ sort: 'RATING', onList: true });
    expect(parseRecommendationsView(new URLSearchParams('sort=RATING_DESC&onList=true'), false)).toEqual({
      sort: 'RATING_DESC',
      onList: false,
    });
    expect(parseRecommendationsView(new URLSearchParams('sort=POPULARITY'), true)).toEqual({ sort: 'ID_DESC', onList: false });
  });

  it('writes only what differs from Recent and All', () => {
    expect(recommendationsPath({ sort: 'ID_DESC', onList: false })).toBe('/recommendations');
    expect(recommendationsPath({ sort: 'RATING_DESC', onList: true })).toBe('/recommendations?sort=RATING_DESC&onList=true');
  });
});
