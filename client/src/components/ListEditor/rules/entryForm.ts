import { dateMode, statusFills } from '@tsuzuki/events/lists/statusRules';
import { scoreFromRaw, type ScoreFormat } from '@tsuzuki/events/scores';
import { DATE_FORMAT_MESSAGE, dateText, parseDateText, sameDateText, type FuzzyDate } from './fuzzyDates.ts';
import { advancedAverageScore } from './scoreControl.ts';
import type { ListMediaType, ListStatus } from './statusLabels.ts';

// The list editor's form (core §4, §5): its values, the automatic changes a status brings, and the save request
// holding only what changed (plus mediaId, and the revision the form was filled from).

/** The entry as the editor loaded it: the raw 0-100 score, advanced scores by label. */
export interface SavedEntry {
  readonly status: ListStatus;
  readonly scoreRaw: number;
  readonly progress: number;
  readonly progressVolumes: number;
  readonly repeat: number;
  readonly notes: string;
  readonly private: boolean;
  readonly hiddenFromStatusLists: boolean;
  readonly customLists: readonly string[];
  readonly advancedScores: Readonly<Record<string, number>>;
  readonly startedAt: FuzzyDate | null;
  readonly completedAt: FuzzyDate | null;
  /** When the rewatch under way began (status REPEATING). */
  readonly rewatchStartedAt: FuzzyDate | null;
  readonly revision: number;
}

export interface EditorContext {
  readonly mediaId: number;
  readonly mediaType: ListMediaType;
  readonly scoreFormat: ScoreFormat;
  /** The member's advanced scoring labels; empty unless advanced scoring is on and the format allows it. */
  readonly advancedLabels: readonly string[];
  /** The member's custom lists of this media type, in their order. */
  readonly customListNames: readonly string[];
  readonly maxProgress: number | null;
  readonly maxVolumes: number | null;
  /** yyyy-MM-dd */
  readonly today: string;
  readonly saved: SavedEntry | null;
}

export interface EntryValues {
  readonly status: ListStatus;
  /** In the member's score format. */
  readonly score: number;
  /** In the order of the advanced scoring labels. */
  readonly advancedScores: readonly number[];
  readonly progress: number;
  readonly progressVolumes: number;
  readonly repeat: number;
  readonly notes: string;
  readonly private: boolean;
  readonly hiddenFromStatusLists: boolean;
  readonly customLists: readonly string[];
  /** Dates as typed (yyyy-MM-dd); the rewatch ones are the rewatch under way's. */
  readonly startedAt: string;
  readonly completedAt: string;
  readonly rewatchStartedAt: string;
  readonly rewatchCompletedAt: string;
}

/** The values while a status change fills them in. */
type Draft = { -readonly [K in keyof EntryValues]: EntryValues[K] };
type AutoField = 'progress' | 'progressVolumes' | 'startedAt' | 'completedAt' | 'rewatchStartedAt' | 'rewatchCompletedAt';
export type PlainField = Exclude<keyof EntryValues, 'status' | 'advancedScores' | 'customLists'>;

export interface EntryForm {
  readonly values: EntryValues;
  /** What the last status change filled in, with the values it replaced: the next status change puts them back. */
  readonly filled: Partial<Pick<EntryValues, AutoField>>;
}

export type EntryFormAction =
  | { readonly type: 'status'; readonly status: ListStatus }
  | { readonly [K in PlainField]: { readonly type: 'field'; readonly field: K; readonly value: EntryValues[K] } }[PlainField]
  | { readonly type: 'advanced'; readonly index: number; readonly value: number }
  | { readonly type: 'customList'; readonly name: string; readonly on: boolean };

/** The form of a saved entry, or of a new one (Planning, nothing else set). */
export function initialValues(ctx: EditorContext): EntryValues {
  const saved = ctx.saved;
  return {
    status: saved?.status ?? 'PLANNING',
    score: saved ? scoreFromRaw(saved.scoreRaw, ctx.scoreFormat) : 0,
    advancedScores: ctx.advancedLabels.map((label) => saved?.advancedScores[label] ?? 0),
    progress: saved?.progress ?? 0,
    progressVolumes: saved?.progressVolumes ?? 0,
    repeat: saved?.repeat ?? 0,
    notes: saved?.notes ?? '',
    private: saved?.private ?? false,
    hiddenFromStatusLists: saved?.hiddenFromStatusLists ?? false,
    customLists: saved?.customLists ?? [],
    startedAt: dateText(saved?.startedAt),
    completedAt: dateText(saved?.completedAt),
    rewatchStartedAt: dateText(saved?.rewatchStartedAt),
    rewatchCompletedAt: '',
  };
}

/**
 * A new status with what the server will do shown at once (the shared statusFills: Watching starts today, Completed
 * finishes today and fills progress, Rewatching starts a rewatch today from progress 0). The date fields are the
 * rewatch's under dateMode 'rewatch'. What this fills is recorded, so that the next status change can undo it.
 */
function changeStatus(ctx: EditorContext, form: EntryForm, status: ListStatus): EntryForm {
  const initial = initialValues(ctx);
  const values: Draft = { ...form.values, ...form.filled, status };
  const was = ctx.saved?.status ?? null;
  const rewatch = dateMode(was, status) === 'rewatch';
  const start = rewatch ? 'rewatchStartedAt' : 'startedAt';
  const finish = rewatch ? 'rewatchCompletedAt' : 'completedAt';
  const fills = statusFills(
    {
      was,
      now: status,
      media: { type: ctx.mediaType, total: ctx.maxProgress, volumes: ctx.maxVolumes },
      set: {
        progress: values.progress !== initial.progress,
        progressVolumes: values.progressVolumes !== initial.progressVolumes,
        start: values[start] !== '',
        finish: values[finish] !== '',
      },
    },
    ctx.today,
  );
  const filled: Partial<Pick<Draft, AutoField>> = {};
  const fill = <F extends AutoField>(field: F, value: EntryValues[F] | undefined) => {
    if (value === undefined) return;
    filled[field] = values[field];
    values[field] = value;
  };
  fill(start, fills.start);
  fill(finish, fills.finish);
  fill('progress', fills.progress);
  fill('progressVolumes', fills.progressVolumes);
  return { values, filled };
}

export function entryFormReducer(ctx: EditorContext) {
  return (form: EntryForm, action: EntryFormAction): EntryForm => {
    switch (action.type) {
      case 'status':
        return changeStatus(ctx, form, action.status);
      case 'field': {
        const { [action.field as AutoField]: _done, ...filled } = form.filled;
        return { values: { ...form.values, [action.field]: action.value }, filled };
      }
      case 'advanced': {
        const advancedScores = form.values.advancedScores.map((score, i) => (i === action.index ? action.value : score));
        // The score follows the advanced scores on every change (core §4).
        return { ...form, values: { ...form.values, advancedScores, score: advancedAverageScore(advancedScores, ctx.scoreFormat) } };
      }
      case 'customList': {
        const others = form.values.customLists.filter((name) => name !== action.name);
        return { ...form, values: { ...form.values, customLists: action.on ? [...others, action.name] : others } };
      }
    }
  };
}

export const initialForm = (ctx: EditorContext): EntryForm => ({ values: initialValues(ctx), filled: {} });

/** SaveMediaListEntry's arguments for the changes (core §5: only changed fields plus mediaId). */
export interface EntryChanges {
  mediaId: number;
  basedOnRevision?: number;
  status?: ListStatus;
  score?: number;
  advancedScores?: number[];
  progress?: number;
  progressVolumes?: number;
  repeat?: number;
  notes?: string;
  private?: boolean;
  hiddenFromStatusLists?: boolean;
  customLists?: string[];
  startedAt?: FuzzyDate;
  completedAt?: FuzzyDate;
}

export interface SaveRequest {
  readonly changes: EntryChanges;
  /** Field → message; nothing is sent while there are any. */
  readonly problems: Readonly<Partial<Record<'startedAt' | 'completedAt', string>>>;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export function saveRequest(ctx: EditorContext, values: EntryValues): SaveRequest {
  const initial = initialValues(ctx);
  const changes: EntryChanges = { mediaId: ctx.mediaId };
  const problems: Partial<Record<'startedAt' | 'completedAt', string>> = {};
  if (ctx.saved) changes.basedOnRevision = ctx.saved.revision;
  if (!ctx.saved || values.status !== initial.status) changes.status = values.status;
  if (values.score !== initial.score) changes.score = values.score;
  if (!sameList(values.advancedScores, initial.advancedScores)) changes.advancedScores = [...values.advancedScores];
  if (values.progress !== initial.progress) changes.progress = values.progress;
  if (ctx.mediaType === 'MANGA' && values.progressVolumes !== initial.progressVolumes) changes.progressVolumes = values.progressVolumes;
  if (values.repeat !== initial.repeat) changes.repeat = values.repeat;
  if (values.notes !== initial.notes) changes.notes = values.notes;
  if (values.private !== initial.private) changes.private = values.private;
  if (values.hiddenFromStatusLists !== initial.hiddenFromStatusLists) changes.hiddenFromStatusLists = values.hiddenFromStatusLists;
  const ticked = ctx.customListNames.filter((name) => values.customLists.includes(name));
  if (!sameList([...ticked].sort(), [...initial.customLists].sort())) changes.customLists = ticked;

  const rewatch = dateMode(ctx.saved?.status ?? null, values.status) === 'rewatch';
  const dates = rewatch
    ? { startedAt: [values.rewatchStartedAt, initial.rewatchStartedAt], completedAt: [values.rewatchCompletedAt, ''] }
    : { startedAt: [values.startedAt, initial.startedAt], completedAt: [values.completedAt, initial.completedAt] };
  for (const field of ['startedAt', 'completedAt'] as const) {
    const [text, before] = dates[field] as [string, string];
    if (sameDateText(text, before)) continue;
    const date = parseDateText(text);
    if (date) changes[field] = date;
    else problems[field] = DATE_FORMAT_MESSAGE;
  }
  return { changes, problems };
}
