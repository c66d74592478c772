import { isDeepStrictEqual } from 'node:util';
import type { FuzzyDate, MediaListEntryFields, MediaListStatus } from '@tsuzuki/events';
import { liveCustomLists } from '@tsuzuki/events/lists/customLists';
import type { RewatchChange } from '@tsuzuki/events/lists/rewatches';
import { dateMode, statusFills, type StatusFills } from '@tsuzuki/events/lists/statusRules';
import { advancedScoreAverage, advancedScoringAllowed } from '@tsuzuki/events/scores';
import type { ListMedia, ListMember } from './listContext.ts';
import { emptyFields, type EntryField, type MediaListEntry } from './mediaList.ts';

/** A save's request in stored units (raw scores, advanced scores by label); absent fields are not being set. */
export type EntryRequest = Partial<MediaListEntryFields>;

export interface AppliedSave {
  fields: MediaListEntryFields;
  rewatch?: RewatchChange;
  /** Field → messages; the save is refused when not empty. */
  problems: Record<string, string[]>;
}

const total = (media: ListMedia) => (media.type === 'ANIME' ? media.episodes : media.chapters);
const unit = (media: ListMedia) => (media.type === 'ANIME' ? 'episodes' : 'chapters');
const STATUS_WITH_PROGRESS: ReadonlySet<MediaListStatus> = new Set(['CURRENT', 'REPEATING']);

function isRealDate(date: FuzzyDate): boolean {
  if (date.year === null || date.month === null || date.day === null) return true;
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return d.getUTCMonth() === date.month - 1 && d.getUTCDate() === date.day;
}

/**
 * The entry after a save, with the automatic rules of core §4 and the rewatch history:
 * - A status change fills what the shared rules say (statusFills: start and finish today, progress to the total or
 *   0 for a rewatch); dates given while rewatching are the rewatch's (dateMode), never the entry's first dates.
 * - Progress on a planned entry starts it (Watching); reaching the last episode of a finished media completes it.
 * - Completing a rewatch records it with its own dates and score and counts it in `repeat`.
 */
export function applySave(
  current: MediaListEntry | null,
  request: EntryRequest,
  media: ListMedia,
  member: ListMember,
  today: FuzzyDate,
): AppliedSave {
  const given = (field: EntryField) => request[field] !== undefined;
  const before = current ?? null;
  const fields: MediaListEntryFields = { ...(before ? pickFields(before) : emptyFields()) };
  const problems: Record<string, string[]> = {};
  const problem = (field: string, message: string) => (problems[field] ??= []).push(message);

  for (const field of Object.keys(request) as EntryField[]) {
    if (field === 'startedAt' || field === 'completedAt') continue;
    (fields as Record<string, unknown>)[field] = request[field];
  }
  const listOptions = member.lists[media.type];
  if (given('advancedScores')) {
    if (!listOptions.advancedScoringEnabled || !advancedScoringAllowed(member.scoreFormat)) {
      problem('advancedScores', 'Advanced scoring is not enabled for this list.');
    } else if (!given('score')) {
      fields.score = advancedScoreAverage(Object.values(fields.advancedScores));
    }
  }
  if (given('customLists')) {
    for (const name of fields.customLists) {
      if (!listOptions.customLists.includes(name))
        problem('customLists', `"${name}" is not one of your custom ${media.type === 'ANIME' ? 'anime' : 'manga'} lists.`);
    }
  }

  const wasStatus = before?.status ?? null;
  const max = total(media);
  if (!given('status')) {
    if (given('progress') && fields.progress > (before?.progress ?? 0) && wasStatus === 'PLANNING') fields.status = 'CURRENT';
    if (
      given('progress') &&
      max !== null &&
      fields.progress === max &&
      media.status === 'FINISHED' &&
      STATUS_WITH_PROGRESS.has(fields.status)
    ) {
      fields.status = 'COMPLETED';
    }
  }
  const statusChanged = fields.status !== wasStatus;
  const mode = dateMode(wasStatus, fields.status);
  if (mode === 'first') {
    if (request.startedAt) fields.startedAt = request.startedAt;
    if (request.completedAt) fields.completedAt = request.completedAt;
  }
  const fills = statusFills(
    {
      was: wasStatus,
      now: fields.status,
      media: { type: media.type, total: max, volumes: media.volumes },
      set: {
        progress: given('progress'),
        progressVolumes: given('progressVolumes'),
        // The entry's dates count once present; a rewatch's only when this save gives them.
        start: mode === 'first' ? fields.startedAt.year !== null : request.startedAt !== undefined,
        finish: mode === 'first' ? fields.completedAt.year !== null : request.completedAt !== undefined,
      },
    },
    today,
  );
  if (fills.progress !== undefined) fields.progress = fills.progress;
  if (fills.progressVolumes !== undefined) fields.progressVolumes = fills.progressVolumes;
  if (mode === 'first') {
    if (fills.start) fields.startedAt = fills.start;
    if (fills.finish) fields.completedAt = fills.finish;
  }

  const rewatch = mode === 'rewatch' ? rewatchOf(before, fields, request, fills, today) : undefined;
  if (given('repeat') === false && rewatch?.finished) fields.repeat = Math.max(fields.repeat + 1, rewatch.finished.number);

  if (max !== null && fields.progress > max && (given('progress') || statusChanged))
    problem('progress', `Progress cannot be more than ${max} ${unit(media)}.`);
  if (media.type === 'MANGA' && media.volumes !== null && fields.progressVolumes > media.volumes && given('progressVolumes')) {
    problem('progressVolumes', `Volume progress cannot be more than ${media.volumes} volumes.`);
  }
  if (request.startedAt && !isRealDate(request.startedAt)) problem('startedAt', 'Start date is not a valid date.');
  if (request.completedAt && !isRealDate(request.completedAt)) problem('completedAt', 'Finish date is not a valid date.');
  return { fields, ...(rewatch ? { rewatch } : {}), problems };
}

/** The rewatch a save under dateMode 'rewatch' begins, re-dates or finishes; its dates are the save's or the fills'. */
function rewatchOf(
  before: MediaListEntry | null,
  fields: MediaListEntryFields,
  request: EntryRequest,
  fills: StatusFills<FuzzyDate>,
  today: FuzzyDate,
): AppliedSave['rewatch'] {
  const was = before?.status ?? null;
  const started = request.startedAt ?? fills.start;
  if (fields.status === 'REPEATING' && was !== 'REPEATING') return started && { started };
  if (fields.status === 'REPEATING') {
    const current = before?.currentRewatch?.startedAt ?? today;
    return request.startedAt && !sameDate(request.startedAt, current) ? { started: request.startedAt } : undefined;
  }
  const completedAt = request.completedAt ?? fills.finish;
  return (
    completedAt && {
      finished: {
        number: (before?.rewatches.length ?? 0) + 1,
        startedAt: before?.currentRewatch?.startedAt ?? { year: null, month: null, day: null },
        completedAt,
        score: fields.score,
      },
    }
  );
}

/**
 * The entry as its member's lists stand now. Deleting a custom list (DeleteCustomList, UpdateUser) leaves its name
 * on entries in this stream; an entry is on a list only if it was put there after the list was last created. So a
 * list deleted and re-created under the same name starts empty, as the lists read model shows it.
 */
export function withLiveCustomLists<E extends MediaListEntry>(entry: E, member: ListMember): E {
  const kept = liveCustomLists(entry.customLists, member.lists[entry.mediaType], entry.customListsAt);
  return kept.length === entry.customLists.length ? entry : { ...entry, customLists: kept };
}

export const sameDate = (a: FuzzyDate, b: FuzzyDate) => a.year === b.year && a.month === b.month && a.day === b.day;

export function pickFields(entry: MediaListEntryFields): MediaListEntryFields {
  const {
    status,
    score,
    progress,
    progressVolumes,
    repeat,
    priority,
    private: isPrivate,
    notes,
    hiddenFromStatusLists,
    customLists,
    advancedScores,
    startedAt,
    completedAt,
  } = entry;
  return {
    status,
    score,
    progress,
    progressVolumes,
    repeat,
    priority,
    private: isPrivate,
    notes,
    hiddenFromStatusLists,
    customLists,
    advancedScores,
    startedAt,
    completedAt,
  };
}

/** The fields whose values differ (every field for a new entry). */
export function changedFields(before: MediaListEntryFields | null, after: MediaListEntryFields): Partial<MediaListEntryFields> {
  if (!before) return after;
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as EntryField[]) {
    // Not JSON.stringify: a date read back from the store (jsonb) has its keys in another order than a payload's.
    if (!isDeepStrictEqual(before[key], after[key])) changes[key] = after[key];
  }
  return changes as Partial<MediaListEntryFields>;
}
