import { describe, expect, it } from 'vitest';
import type { MediaListStatus } from '../catalogue/users.ts';
import { dateMode, statusFills, type ListTotals, type StatusChange, type StatusFills } from './statusRules.ts';

// The rules do not read the date: each side passes "today" in its own form (a FuzzyDate, the editor's text).
const TODAY = '2024-04-01';
const TV: ListTotals = { type: 'ANIME', total: 12, volumes: null };
const MANGA: ListTotals = { type: 'MANGA', total: 100, volumes: 10 };
const NOTHING_SET: StatusChange['set'] = { progress: false, progressVolumes: false, start: false, finish: false };

/** given(saved status, media).when(new status, what the member set).then(what the change fills in) */
function given(was: MediaListStatus | null, media: ListTotals = TV) {
  return {
    when(now: MediaListStatus, set: Partial<StatusChange['set']> = {}) {
      return {
        then(expected: StatusFills<string>) {
          expect(statusFills({ was, now, media, set: { ...NOTHING_SET, ...set } }, TODAY)).toEqual(expected);
        },
      };
    },
  };
}

describe('a new status fills in (core §4)', () => {
  it('Watching with no start date starts today', () => {
    given(null).when('CURRENT').then({ start: TODAY });
    given('PLANNING').when('CURRENT').then({ start: TODAY });
    given('PLANNING').when('CURRENT', { start: true }).then({});
  });

  it('Completed with no finish date finishes today and fills progress to the total', () => {
    given('CURRENT').when('COMPLETED').then({ finish: TODAY, progress: 12 });
    given(null).when('COMPLETED', { finish: true }).then({ progress: 12 });
    given('CURRENT').when('COMPLETED', { progress: true }).then({ finish: TODAY });
    given('CURRENT', { type: 'ANIME', total: null, volumes: null }).when('COMPLETED').then({ finish: TODAY });
  });

  it("Completed fills a manga's volumes as well, unless they were set or are not known", () => {
    given('CURRENT', MANGA).when('COMPLETED').then({ finish: TODAY, progress: 100, progressVolumes: 10 });
    given('CURRENT', MANGA).when('COMPLETED', { progressVolumes: true }).then({ finish: TODAY, progress: 100 });
    given('CURRENT', { ...MANGA, volumes: null })
      .when('COMPLETED')
      .then({ finish: TODAY, progress: 100 });
    given('CURRENT', { ...TV, volumes: 3 })
      .when('COMPLETED')
      .then({ finish: TODAY, progress: 12 });
  });

  it('Rewatching starts a rewatch today from progress 0', () => {
    given('COMPLETED').when('REPEATING').then({ start: TODAY, progress: 0 });
    given('COMPLETED').when('REPEATING', { start: true, progress: true }).then({});
  });

  it('nothing when the status stays, or for Planning, Paused and Dropped', () => {
    given('COMPLETED').when('COMPLETED').then({});
    given('CURRENT').when('CURRENT').then({});
    given('CURRENT').when('PAUSED').then({});
    given('CURRENT').when('DROPPED').then({});
    given(null).when('PLANNING').then({});
  });
});

describe('whose dates a save sets', () => {
  it("the rewatch's while rewatching and when a rewatch is completed, the entry's otherwise", () => {
    expect(dateMode('COMPLETED', 'REPEATING')).toBe('rewatch');
    expect(dateMode('REPEATING', 'REPEATING')).toBe('rewatch');
    expect(dateMode('REPEATING', 'COMPLETED')).toBe('rewatch');
    expect(dateMode('REPEATING', 'PAUSED')).toBe('first');
    expect(dateMode('CURRENT', 'COMPLETED')).toBe('first');
    expect(dateMode(null, 'COMPLETED')).toBe('first');
  });
});
