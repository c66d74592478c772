import { describe, expect, it } from 'vitest';
import { relationView, sortRelations } from './relations.ts';
import { castLanguages, initialLanguage, previewVoiceActor, showLanguageSelector } from './voiceActors.ts';
import { isPromotion, watchPreview } from './watch.ts';
import { lastPoints, scoreBars, statusLegend, statusSegments } from './distribution.ts';
import { rankingLabel, rankingPreview } from './rankings.ts';
import { isSmallRating } from './ratings.ts';
import { tagTooltipWidth, tooltipShift } from './tooltip.ts';
import { episodeSeries } from './airing.ts';
import { listActionLabel, listActions, mediaTabs, subPagePath } from './header.ts';

describe('relations', () => {
  it('orders edges ADAPTATION, PREQUEL, SEQUEL, PARENT, ALTERNATIVE, SIDE_STORY, SPIN_OFF, SUMMARY, CHARACTER, OTHER', () => {
    const types = [
      'OTHER',
      'SEQUEL',
      'CHARACTER',
      'SOURCE',
      'PREQUEL',
      'SPIN_OFF',
      'ADAPTATION',
      'SUMMARY',
      'PARENT',
      'SIDE_STORY',
      'ALTERNATIVE',
    ];
    expect(sortRelations(types.map((relationType) => ({ relationType }))).map((edge) => edge.relationType)).toEqual([
      'ADAPTATION',
      'PREQUEL',
      'SEQUEL',
      'PARENT',
      'ALTERNATIVE',
      'SIDE_STORY',
      'SPIN_OFF',
      'SUMMARY',
      'CHARACTER',
      'OTHER',
      'SOURCE',
    ]);
  });
  it('keeps the server order within a type', () => {
    const edges = [
      { relationType: 'SEQUEL', id: 1 },
      { relationType: 'PREQUEL', id: 2 },
      { relationType: 'SEQUEL', id: 3 },
    ];
    expect(sortRelations(edges).map((edge) => edge.id)).toEqual([2, 1, 3]);
  });
  it('is compact below 4 edges and a text list above 9', () => {
    expect([0, 3, 4, 9, 10].map(relationView)).toEqual(['compact', 'compact', 'cards', 'cards', 'text']);
  });
});

describe('voice actor languages', () => {
  const ja = { JAPANESE: ['Kana'] };
  const en = { ENGLISH: ['Erica'] };
  it('lists the languages the cast has, Japanese first', () => {
    expect(castLanguages([en, ja, { JAPANESE: [], KOREAN: null }])).toEqual(['JAPANESE', 'ENGLISH']);
  });
  it('shows the selector for several languages or a single non-Japanese one', () => {
    expect(showLanguageSelector(['JAPANESE'])).toBe(false);
    expect(showLanguageSelector([])).toBe(false);
    expect(showLanguageSelector(['JAPANESE', 'ENGLISH'])).toBe(true);
    expect(showLanguageSelector(['ENGLISH'])).toBe(true);
  });
  it('defaults to Japanese, else the first language', () => {
    expect(initialLanguage(['JAPANESE', 'ENGLISH'])).toBe('JAPANESE');
    expect(initialLanguage(['ENGLISH', 'KOREAN'])).toBe('ENGLISH');
    expect(initialLanguage([])).toBe('JAPANESE');
  });
  it('prefers the Japanese voice actor on previews', () => {
    expect(previewVoiceActor({ ENGLISH: ['Erica'], JAPANESE: ['Kana'] })).toBe('Kana');
    expect(previewVoiceActor({ ENGLISH: ['Erica'], JAPANESE: [] })).toBe('Erica');
    expect(previewVoiceActor({})).toBeNull();
  });
});

describe('watch preview', () => {
  const episodes = ['Episode 1', 'PV 1', 'Episode 2', 'Official Trailer', 'Episode 3', 'Episode 4', 'Episode 5'].map((title) => ({
    title,
  }));
  const crunchyroll = [{ site: 'Crunchyroll', type: 'STREAMING' }];
  it('shows 4 episodes, leaving out titles with PV or Trailer', () => {
    expect(watchPreview(episodes, crunchyroll).map((episode) => episode.title)).toEqual([
      'Episode 1',
      'Episode 2',
      'Episode 3',
      'Episode 4',
    ]);
    expect(isPromotion({ title: 'Character PV' })).toBe(true);
    expect(isPromotion({ title: 'Episode 3 - Spvoon' })).toBe(false);
  });
  it('is empty without episodes or without a named streaming site link', () => {
    expect(watchPreview([], crunchyroll)).toEqual([]);
    expect(watchPreview(episodes, [{ site: 'Official Site', type: 'INFO' }])).toEqual([]);
    expect(watchPreview(episodes, null)).toEqual([]);
  });
});

describe('distributions', () => {
  const statuses = [
    { status: 'PAUSED', amount: 5 },
    { status: 'CURRENT', amount: 40 },
    { status: 'PLANNING', amount: 30 },
    { status: 'COMPLETED', amount: 15 },
    { status: 'DROPPED', amount: 6 },
    { status: 'REPEATING', amount: 4 },
    { status: 'X', amount: 0 },
  ];
  it('puts 6 segments in the bar, largest first, as shares of the total', () => {
    const bar = statusSegments(statuses);
    expect(bar.map((segment) => segment.status)).toEqual(['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED', 'REPEATING']);
    expect(bar[0]!.percent).toBe(40);
    expect(bar.reduce((sum, segment) => sum + segment.percent, 0)).toBeCloseTo(100);
  });
  it('shows the top 5 statuses in the legend', () => {
    expect(statusLegend(statuses).map((segment) => segment.status)).toEqual(['CURRENT', 'PLANNING', 'COMPLETED', 'DROPPED', 'PAUSED']);
    expect(statusLegend(null)).toEqual([]);
  });
  it('makes ten score bars scaled to the largest amount', () => {
    const bars = scoreBars([
      { score: 100, amount: 50 },
      { score: 70, amount: 100 },
    ]);
    expect(bars.map((bar) => bar.score)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(bars[6]).toEqual({ score: 70, amount: 100, height: 100 });
    expect(bars[9]!.height).toBe(50);
    expect(bars[0]!.height).toBe(0);
  });
  it('keeps the last 24 points in order', () => {
    const points = Array.from({ length: 30 }, (_, index) => ({ date: 30 - index }));
    const last = lastPoints(points, (point) => point.date);
    expect(last).toHaveLength(24);
    expect(last[0]!.date).toBe(7);
    expect(last[23]!.date).toBe(30);
  });
});

describe('header and tabs', () => {
  it('offers Complete only for FINISHED media and Watching unless NOT_YET_RELEASED', () => {
    expect(listActions({ status: 'FINISHED' })).toEqual(['COMPLETED', 'CURRENT', 'PLANNING', 'EDITOR']);
    expect(listActions({ status: 'RELEASING' })).toEqual(['CURRENT', 'PLANNING', 'EDITOR']);
    expect(listActions({ status: 'NOT_YET_RELEASED' })).toEqual(['PLANNING', 'EDITOR']);
    expect(listActions({ status: 'FINISHED', isLocked: true })).toEqual([]);
  });
  it('labels the actions by media type', () => {
    expect(listActionLabel('CURRENT', 'ANIME')).toBe('Set as Watching');
    expect(listActionLabel('CURRENT', 'MANGA')).toBe('Set as Reading');
    expect(listActionLabel('COMPLETED', 'MANGA')).toBe('Set as Complete');
    expect(listActionLabel('EDITOR', 'ANIME')).toBe('Open List Editor');
  });
  it('shows Watch, Characters, Staff and Reviews only with content', () => {
    const none = { streamingEpisodes: 0, characters: 0, staff: 0, reviews: 0 };
    expect(mediaTabs(none).map((tab) => tab.label)).toEqual(['Overview', 'Stats', 'Social']);
    expect(mediaTabs({ streamingEpisodes: 2, characters: 5, staff: 1, reviews: 1 }).map((tab) => tab.label)).toEqual([
      'Overview',
      'Watch',
      'Characters',
      'Staff',
      'Reviews',
      'Stats',
      'Social',
    ]);
  });
  it('finds the sub-page of a media URL for the slug fix-up', () => {
    expect(subPagePath('/anime/1/characters')).toBe('/characters');
    expect(subPagePath('/anime/1/Wrong-Slug/stats/')).toBe('/stats');
    expect(subPagePath('/anime/1/Cowboy-Bebop')).toBe('');
  });
});

describe('rankings', () => {
  const rated = { rank: 3, type: 'RATED', context: 'highest rated all time', allTime: true };
  const popularYear = { rank: 12, type: 'POPULAR', context: 'most popular', season: 'SPRING', year: 2019 };
  const ratedYear = { rank: 1, type: 'RATED', context: 'highest rated', year: 2019 };
  it('labels a ranking with its context and period', () => {
    expect(rankingLabel(rated)).toBe('#3 Highest Rated All Time');
    expect(rankingLabel(popularYear)).toBe('#12 Most Popular Spring 2019');
    expect(rankingLabel(ratedYear)).toBe('#1 Highest Rated 2019');
  });
  it("names the format of a rank within one format, with the site's short format labels", () => {
    expect(rankingLabel({ ...rated, rank: 2092, format: 'TV' })).toBe('#2092 Highest Rated TV All Time');
    expect(rankingLabel({ ...rated, format: null })).toBe('#3 Highest Rated All Time');
    expect(rankingLabel({ ...popularYear, format: 'TV_SHORT' })).toBe('#12 Most Popular TV Short Spring 2019');
    expect(rankingLabel({ ...ratedYear, format: 'MOVIE' })).toBe('#1 Highest Rated Movie 2019');
    expect(rankingLabel({ ...rated, format: 'NOVEL' })).toBe('#3 Highest Rated Light Novel All Time');
  });
  it('says All Time for an all-time rank whose context does not', () => {
    expect(rankingLabel({ rank: 7, type: 'POPULAR', context: 'most popular', allTime: true })).toBe('#7 Most Popular All Time');
  });
  it('previews 2 rankings, a rated and a popular one, all-time first', () => {
    expect(rankingPreview([ratedYear, popularYear, rated])).toEqual([rated, popularYear]);
    expect(rankingPreview([ratedYear])).toEqual([ratedYear]);
    expect(rankingPreview(null)).toEqual([]);
  });
});

describe('ratings', () => {
  it('shows ratings over 999 in small text', () => {
    expect([999, 1000, 1500, null].map(isSmallRating)).toEqual([false, true, true, false]);
  });
});

describe('tag tooltips', () => {
  it('stay centred where they fit and move back inside the viewport where they would not', () => {
    expect(tooltipShift({ left: 300, width: 100 }, 240, 700)).toBe(0);
    // A tag at the right edge of a 700 px screen: centred, its tooltip would end at 760; it moves to end at 692.
    expect(tooltipShift({ left: 600, width: 80 }, 240, 700)).toBe(-68);
    expect(tooltipShift({ left: 10, width: 60 }, 240, 700)).toBe(88);
  });
  it('are 240 px wide, or the viewport less its margins', () => {
    expect(tagTooltipWidth(700)).toBe(240);
    expect(tagTooltipWidth(200)).toBe(184);
  });
});

describe('airing progression', () => {
  it('has one point per episode, in episode order, labelled once each', () => {
    const progression = [
      { episode: 3, score: 66, watching: 300 },
      { episode: 1, score: 64, watching: 100 },
      { episode: 2, score: null, watching: 200 },
      { episode: 3, score: 67, watching: 310 },
      { episode: null, score: 50, watching: 1 },
      null,
    ];
    expect(episodeSeries(progression, (point) => point.score)).toEqual([
      { label: 'Ep 1', value: 64 },
      { label: 'Ep 3', value: 67 },
    ]);
    expect(episodeSeries(progression, (point) => point.watching).map((point) => point.label)).toEqual(['Ep 1', 'Ep 2', 'Ep 3']);
  });
  it('keeps the newest 24 episodes', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ episode: index + 1, score: 60 }));
    const series = episodeSeries(many, (point) => point.score);
    expect(series).toHaveLength(24);
    expect(series[0]!.label).toBe('Ep 7');
    expect(new Set(series.map((point) => point.label)).size).toBe(24);
  });
});
