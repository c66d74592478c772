import { describe, expect, it } from 'vitest';
import { canAddProgress, clampCount, episodesBehind } from './progress.ts';
import { quickActions, quickActionToast } from './quickActions.ts';
import { advancedAverageScore, clampAdvancedScore, clampScore, pickScore, scoreControl } from './scoreControl.ts';
import { listName, listStatusLabel } from './statusLabels.ts';
import { dateText, parseDateText, sameDateText, todayText } from './fuzzyDates.ts';
import { advancedScoresByLabel, enabledCustomLists, scoreText } from './entryData.ts';

describe('status labels', () => {
  it('words each status per media type', () => {
    const anime = ['CURRENT', 'PLANNING', 'COMPLETED', 'REPEATING', 'PAUSED', 'DROPPED'].map((s) => listStatusLabel(s, 'ANIME'));
    const manga = ['CURRENT', 'PLANNING', 'COMPLETED', 'REPEATING', 'PAUSED', 'DROPPED'].map((s) => listStatusLabel(s, 'MANGA'));
    expect(anime).toEqual(['Watching', 'Plan to watch', 'Completed', 'Rewatching', 'Paused', 'Dropped']);
    expect(manga).toEqual(['Reading', 'Plan to read', 'Completed', 'Rereading', 'Paused', 'Dropped']);
    expect(listStatusLabel('UNKNOWN', 'ANIME')).toBe('');
    expect(listName('PLANNING', 'MANGA')).toBe('Planning');
    expect(listName('CURRENT', 'MANGA')).toBe('Reading');
  });
});

describe('quick actions', () => {
  const labels = (status: string, hasEntry = false, type = 'ANIME', isLocked = false) =>
    quickActions({ status, type, isLocked }, hasEntry).map((action) => action.label);

  it('offer Watching unless unreleased, Planning always and Completed only when finished', () => {
    expect(labels('FINISHED')).toEqual(['Add to Watching', 'Add to Planning', 'Add to Completed']);
    expect(labels('RELEASING')).toEqual(['Add to Watching', 'Add to Planning']);
    expect(labels('NOT_YET_RELEASED')).toEqual(['Add to Planning']);
    expect(labels('HIATUS', false, 'MANGA')).toEqual(['Add to Reading', 'Add to Planning']);
  });
  it('read "Set to ..." once the media has an entry, and locked media have none', () => {
    expect(labels('FINISHED', true)).toEqual(['Set to Watching', 'Set to Planning', 'Set to Completed']);
    expect(labels('FINISHED', false, 'ANIME', true)).toEqual([]);
  });
  it('toast the new list, or the update of an existing entry', () => {
    expect(quickActionToast('Frieren', 'PLANNING', 'ANIME', false)).toBe('Frieren added to Planning list');
    expect(quickActionToast('Berserk', 'CURRENT', 'MANGA', false)).toBe('Berserk added to Reading list');
    expect(quickActionToast('Frieren', 'COMPLETED', 'ANIME', true)).toBe('Frieren list entry updated');
  });
});

describe('score controls', () => {
  it('use number inputs above 5, stars for 5 and smileys for 3', () => {
    expect(scoreControl('POINT_100')).toEqual({ kind: 'number', max: 100, step: 1 });
    expect(scoreControl('POINT_10_DECIMAL')).toEqual({ kind: 'number', max: 10, step: 0.5 });
    expect(scoreControl('POINT_10')).toEqual({ kind: 'number', max: 10, step: 1 });
    expect(scoreControl('POINT_5')).toEqual({ kind: 'stars', count: 5 });
    expect(scoreControl('POINT_3')).toEqual({ kind: 'smileys', count: 3 });
  });
  it('reset the score when the chosen star or smiley is clicked again', () => {
    expect(pickScore(3, 3)).toBe(0);
    expect(pickScore(3, 4)).toBe(4);
    expect(pickScore(0, 1)).toBe(1);
  });
  it('keep typed scores within the format', () => {
    expect(clampScore(120, 'POINT_100')).toBe(100);
    expect(clampScore(-3, 'POINT_10')).toBe(0);
    expect(clampScore(7.25, 'POINT_10_DECIMAL')).toBe(7.3);
    expect(clampScore(7.5, 'POINT_10')).toBe(8);
    expect(clampScore(Number.NaN, 'POINT_100')).toBe(0);
    expect(clampAdvancedScore(101)).toBe(100);
    expect(clampAdvancedScore(55.4)).toBe(55);
  });
  it('average the non-zero advanced scores: whole for POINT_100, one decimal for POINT_10_DECIMAL', () => {
    expect(advancedAverageScore([80, 70], 'POINT_100')).toBe(75);
    expect(advancedAverageScore([80, 70, 0], 'POINT_10_DECIMAL')).toBe(7.5);
    expect(advancedAverageScore([77, 70, 70], 'POINT_10_DECIMAL')).toBe(7.2);
    expect(advancedAverageScore([0, 0], 'POINT_100')).toBe(0);
  });
});

describe('progress', () => {
  it('hides the plus-progress button at the last episode only', () => {
    expect(canAddProgress(11, 12)).toBe(true);
    expect(canAddProgress(12, 12)).toBe(false);
    expect(canAddProgress(500, null)).toBe(true);
  });
  it('counts episodes behind from the next airing episode', () => {
    expect(episodesBehind(5, 3)).toBe('1 episode behind');
    expect(episodesBehind(5, 2)).toBe('2 episodes behind');
    expect(episodesBehind(5, 4)).toBeNull();
    expect(episodesBehind(null, 0)).toBeNull();
  });
  it('keeps counts within 0 and the total', () => {
    expect(clampCount(30, 12)).toBe(12);
    expect(clampCount(-1, 12)).toBe(0);
    expect(clampCount(3000, null)).toBe(3000);
    expect(clampCount(4.7, null)).toBe(4);
  });
});

describe('dates', () => {
  it('show yyyy-MM-dd, or what is known of a partial date', () => {
    expect(dateText({ year: 2024, month: 3, day: 9 })).toBe('2024-03-09');
    expect(dateText({ year: 2024, month: 3, day: null })).toBe('2024-03');
    expect(dateText({ year: null, month: 3, day: 9 })).toBe('');
  });
  it("fill today in the member's timezone setting, or the browser's own zone when it is not known", () => {
    const lateInTheUtcDay = Date.parse('2025-01-05T23:30:00Z');
    expect(todayText('+09:00', lateInTheUtcDay)).toBe('2025-01-06');
    expect(todayText('America/New_York', lateInTheUtcDay)).toBe('2025-01-05');
    expect(todayText(null, new Date(2025, 0, 5, 12).getTime())).toBe('2025-01-05');
  });
  it('read typed dates, refusing impossible ones', () => {
    expect(parseDateText('2024-03-09')).toEqual({ year: 2024, month: 3, day: 9 });
    expect(parseDateText(' 2024 ')).toEqual({ year: 2024, month: null, day: null });
    expect(parseDateText('')).toEqual({ year: null, month: null, day: null });
    expect(parseDateText('2023-02-29')).toBeNull();
    expect(parseDateText('09/03/2024')).toBeNull();
    expect(parseDateText('2024-13')).toBeNull();
    expect(sameDateText('2024-3-9', '2024-03-09')).toBe(true);
  });
});

describe('entry data', () => {
  it('reads custom lists in every shape AniList answers with', () => {
    expect(
      enabledCustomLists([
        { name: 'Winter', enabled: true },
        { name: 'Best', enabled: false },
      ]),
    ).toEqual(['Winter']);
    expect(enabledCustomLists({ Winter: true, Best: false })).toEqual(['Winter']);
    expect(enabledCustomLists(['Winter'])).toEqual(['Winter']);
    expect(enabledCustomLists(null)).toEqual([]);
  });
  it('reads advanced scores by label', () => {
    expect(advancedScoresByLabel({ Story: 80, Art: null })).toEqual({ Story: 80 });
    expect(advancedScoresByLabel([1, 2])).toEqual({});
  });
  it('shows a raw score in the member format', () => {
    expect(scoreText(75, 'POINT_100')).toBe('75/100');
    expect(scoreText(75, 'POINT_10_DECIMAL')).toBe('7.5/10');
    expect(scoreText(75, 'POINT_5')).toBe('4/5');
    expect(scoreText(85, 'POINT_3')).toBe('Liked');
    expect(scoreText(0, 'POINT_10')).toBe('No score');
  });
});
