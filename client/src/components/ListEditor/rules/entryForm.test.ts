import { describe, expect, it } from 'vitest';
import {
  entryFormReducer,
  initialForm,
  saveRequest,
  type EditorContext,
  type EntryForm,
  type EntryFormAction,
  type SavedEntry,
} from './entryForm.ts';

const saved: SavedEntry = {
  status: 'CURRENT',
  scoreRaw: 70,
  progress: 3,
  progressVolumes: 0,
  repeat: 0,
  notes: '',
  private: false,
  hiddenFromStatusLists: false,
  customLists: ['Favourites'],
  advancedScores: { Story: 70, Art: 0 },
  startedAt: { year: 2024, month: 1, day: 2 },
  completedAt: null,
  rewatchStartedAt: null,
  revision: 4,
};
const base: EditorContext = {
  mediaId: 21,
  mediaType: 'ANIME',
  scoreFormat: 'POINT_100',
  advancedLabels: [],
  customListNames: ['Favourites', 'Winter'],
  maxProgress: 12,
  maxVolumes: null,
  today: '2025-06-01',
  saved,
};

const run = (ctx: EditorContext, ...actions: EntryFormAction[]): EntryForm => actions.reduce(entryFormReducer(ctx), initialForm(ctx));
const changes = (ctx: EditorContext, ...actions: EntryFormAction[]) => saveRequest(ctx, run(ctx, ...actions).values).changes;

describe('the save request', () => {
  it('holds only the changed fields, the media id and the revision the form was filled from', () => {
    expect(changes(base, { type: 'field', field: 'progress', value: 4 })).toEqual({ mediaId: 21, basedOnRevision: 4, progress: 4 });
    expect(changes(base)).toEqual({ mediaId: 21, basedOnRevision: 4 });
    expect(changes(base, { type: 'field', field: 'score', value: 85 }, { type: 'field', field: 'notes', value: 'Great' })).toEqual({
      mediaId: 21,
      basedOnRevision: 4,
      score: 85,
      notes: 'Great',
    });
  });
  it('sends the score in the member format, unchanged when only shown differently', () => {
    const tenPoint = { ...base, scoreFormat: 'POINT_10_DECIMAL' as const };
    expect(initialForm(tenPoint).values.score).toBe(7);
    expect(changes(tenPoint, { type: 'field', field: 'score', value: 7.5 })).toMatchObject({ score: 7.5 });
    expect(changes({ ...base, scoreFormat: 'POINT_5' })).not.toHaveProperty('score');
  });
  it('sends custom lists as the names ticked, in the member order', () => {
    const ticked = changes(base, { type: 'customList', name: 'Winter', on: true });
    expect(ticked.customLists).toEqual(['Favourites', 'Winter']);
    expect(changes(base, { type: 'customList', name: 'Favourites', on: false }).customLists).toEqual([]);
    expect(
      changes(base, { type: 'customList', name: 'Winter', on: true }, { type: 'customList', name: 'Winter', on: false }),
    ).not.toHaveProperty('customLists');
  });
  it('sends a new entry status and whatever else was set', () => {
    const fresh = { ...base, saved: null };
    expect(changes(fresh)).toEqual({ mediaId: 21, status: 'PLANNING' });
    expect(changes(fresh, { type: 'field', field: 'repeat', value: 2 })).toEqual({ mediaId: 21, status: 'PLANNING', repeat: 2 });
  });
  it('sends dates as FuzzyDate, a cleared one as all nulls, and refuses unreadable ones', () => {
    expect(changes(base, { type: 'field', field: 'startedAt', value: '' }).startedAt).toEqual({ year: null, month: null, day: null });
    expect(changes(base, { type: 'field', field: 'completedAt', value: '2025-02-03' }).completedAt).toEqual({
      year: 2025,
      month: 2,
      day: 3,
    });
    const bad = saveRequest(base, run(base, { type: 'field', field: 'completedAt', value: '03/02/2025' }).values);
    expect(bad.problems).toEqual({ completedAt: 'Use the format yyyy-MM-dd.' });
  });
  it('sends advanced scores in label order with their average as the score', () => {
    const advanced = { ...base, advancedLabels: ['Story', 'Art'] };
    const form = run(advanced, { type: 'advanced', index: 1, value: 80 });
    expect(form.values.score).toBe(75);
    expect(saveRequest(advanced, form.values).changes).toEqual({ mediaId: 21, basedOnRevision: 4, advancedScores: [70, 80], score: 75 });
    const decimal = { ...advanced, scoreFormat: 'POINT_10_DECIMAL' as const };
    expect(run(decimal, { type: 'advanced', index: 1, value: 80 }).values.score).toBe(7.5);
  });
});

describe('status changes', () => {
  it('start a Watching entry today when it has no start date', () => {
    const fresh = { ...base, saved: null };
    const form = run(fresh, { type: 'status', status: 'CURRENT' });
    expect(form.values.startedAt).toBe('2025-06-01');
    expect(changes(fresh, { type: 'status', status: 'CURRENT' })).toEqual({
      mediaId: 21,
      status: 'CURRENT',
      startedAt: { year: 2025, month: 6, day: 1 },
    });
  });
  it('finish a Completed entry today with its progress filled, and keep a date already there', () => {
    const form = run(base, { type: 'status', status: 'COMPLETED' });
    expect(form.values).toMatchObject({ completedAt: '2025-06-01', progress: 12, startedAt: '2024-01-02' });
    const typed = run(base, { type: 'field', field: 'progress', value: 10 }, { type: 'status', status: 'COMPLETED' });
    expect(typed.values.progress).toBe(10);
  });
  it('undo what a status filled in when another status is chosen, but not what the member typed', () => {
    const back = run(base, { type: 'status', status: 'COMPLETED' }, { type: 'status', status: 'PAUSED' });
    expect(back.values).toMatchObject({ completedAt: '', progress: 3 });
    expect(changes(base, { type: 'status', status: 'COMPLETED' }, { type: 'status', status: 'CURRENT' })).toEqual({
      mediaId: 21,
      basedOnRevision: 4,
    });
    const kept = run(
      base,
      { type: 'status', status: 'COMPLETED' },
      { type: 'field', field: 'completedAt', value: '2025-05-30' },
      { type: 'status', status: 'PAUSED' },
    );
    expect(kept.values.completedAt).toBe('2025-05-30');
  });
  it('start a rewatch today from progress 0, its dates sent instead of the first watch ones', () => {
    const done = { ...base, saved: { ...saved, status: 'COMPLETED' as const, completedAt: { year: 2024, month: 3, day: 1 } } };
    expect(changes(done, { type: 'status', status: 'REPEATING' })).toEqual({
      mediaId: 21,
      basedOnRevision: 4,
      status: 'REPEATING',
      progress: 0,
      startedAt: { year: 2025, month: 6, day: 1 },
    });
  });
  it('finish the rewatch under way with its own finish date, leaving the first watch dates alone', () => {
    const rewatching = {
      ...base,
      saved: {
        ...saved,
        status: 'REPEATING' as const,
        completedAt: { year: 2024, month: 3, day: 1 },
        rewatchStartedAt: { year: 2025, month: 5, day: 1 },
      },
    };
    const form = run(rewatching, { type: 'status', status: 'COMPLETED' });
    expect(form.values).toMatchObject({ completedAt: '2024-03-01', rewatchCompletedAt: '2025-06-01', rewatchStartedAt: '2025-05-01' });
    expect(changes(rewatching, { type: 'status', status: 'COMPLETED' })).toEqual({
      mediaId: 21,
      basedOnRevision: 4,
      status: 'COMPLETED',
      progress: 12,
      completedAt: { year: 2025, month: 6, day: 1 },
    });
    expect(changes(rewatching, { type: 'field', field: 'rewatchStartedAt', value: '2025-04-20' })).toMatchObject({
      startedAt: { year: 2025, month: 4, day: 20 },
    });
  });
});
