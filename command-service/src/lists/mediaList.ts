import type { DomainEvent, FuzzyDate, MediaListEntryFields, MediaType, Rewatch } from '@tsuzuki/events';
import { bookRewatch } from '@tsuzuki/events/lists/rewatches';

export type EntryField = keyof MediaListEntryFields;

/** The list activity an entry last created, for merging (within the member's merge time, same wording). */
export interface LastActivity {
  activityId: number;
  /** Epoch milliseconds of the save that created or last merged it. */
  at: number;
  status: string;
  /** The progress the activity started from ("3" of "3 - 5"). */
  firstProgress: string | null;
}

export interface MediaListEntry extends MediaListEntryFields {
  entryId: number;
  mediaId: number;
  mediaType: MediaType;
  /** Counts the entry's saves; a client that loaded revision n may say so, and a save over another's change is refused. */
  revision: number;
  /** The revision that last changed each field. */
  fieldRevisions: Partial<Record<EntryField, number>>;
  rewatches: Rewatch[];
  /** The start date of the rewatch under way (status REPEATING), null otherwise. */
  currentRewatch: { startedAt: FuzzyDate } | null;
  lastActivity: LastActivity | null;
  /** Epoch milliseconds of the save that last set customLists (0: never): a list deleted since no longer holds it. */
  customListsAt: number;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
}

/** A member's anime and manga list: entries by media id (one entry per media), and media ids by entry id. */
export interface MediaListState {
  entries: ReadonlyMap<number, MediaListEntry>;
  byEntryId: ReadonlyMap<number, number>;
  /** SHA-256 of every file imported, so that importing a file again is recognised. */
  imports: ReadonlySet<string>;
}

export const initialMediaListState: MediaListState = { entries: new Map(), byEntryId: new Map(), imports: new Set() };

/** Applies one event to maps that `foldMediaList` owns (copies of the state's), returning the entry it touched. */
function applyTo(
  entries: Map<number, MediaListEntry>,
  byEntryId: Map<number, number>,
  imports: Set<string>,
  event: DomainEvent,
  at: number,
): void {
  switch (event.type) {
    case 'MediaListEntrySaved': {
      const { entryId, mediaId, mediaType, changes, rewatch, activity } = event.data;
      const current = entries.get(mediaId);
      const revision = (current?.revision ?? 0) + 1;
      const base: MediaListEntry = current ?? {
        entryId,
        mediaId,
        mediaType,
        ...emptyFields(),
        revision: 0,
        fieldRevisions: {},
        rewatches: [],
        currentRewatch: null,
        lastActivity: null,
        customListsAt: 0,
        createdAt: at,
        updatedAt: at,
      };
      const fieldRevisions = { ...base.fieldRevisions };
      for (const key of Object.keys(changes) as EntryField[]) fieldRevisions[key] = revision;
      let { lastActivity } = base;
      const { rewatches, startedAt } = bookRewatch(
        { rewatches: base.rewatches, startedAt: base.currentRewatch?.startedAt ?? null },
        changes.status ?? base.status,
        rewatch,
      );
      const currentRewatch = startedAt && { startedAt };
      if (activity) {
        lastActivity =
          activity.merged && lastActivity?.activityId === activity.activityId
            ? { ...lastActivity, at }
            : { activityId: activity.activityId, at, status: activity.status, firstProgress: activity.progress };
      }
      const customListsAt = changes.customLists !== undefined ? at : base.customListsAt;
      entries.set(mediaId, {
        ...base,
        ...changes,
        revision,
        fieldRevisions,
        rewatches,
        currentRewatch,
        lastActivity,
        customListsAt,
        updatedAt: at,
      });
      byEntryId.set(entryId, mediaId);
      return;
    }
    case 'MediaListEntryDeleted':
      entries.delete(event.data.mediaId);
      byEntryId.delete(event.data.entryId);
      return;
    case 'MediaListImported':
      imports.add(event.data.fileHash);
      return;
    default:
  }
}

/** The fields of an entry nobody has set yet. */
export function emptyFields(): MediaListEntryFields {
  const none = { year: null, month: null, day: null };
  return {
    status: 'CURRENT',
    score: 0,
    progress: 0,
    progressVolumes: 0,
    repeat: 0,
    priority: 0,
    private: false,
    notes: '',
    hiddenFromStatusLists: false,
    customLists: [],
    advancedScores: {},
    startedAt: none,
    completedAt: none,
  };
}

type Timed = DomainEvent & { occurredAt?: string };

/**
 * Folds events onto a copy of the state's maps: a list of thousands of entries is copied once per fold, not once
 * per event. Events may carry `occurredAt` (the handler's recorded events do) for the entries' timestamps.
 */
export function foldMediaList(state: MediaListState, events: readonly Timed[]): MediaListState {
  if (events.length === 0) return state;
  const entries = new Map(state.entries);
  const byEntryId = new Map(state.byEntryId);
  const imports = new Set(state.imports);
  for (const event of events) applyTo(entries, byEntryId, imports, event, event.occurredAt ? Date.parse(event.occurredAt) : 0);
  return { entries, byEntryId, imports };
}

export const evolveMediaList = (state: MediaListState, event: DomainEvent): MediaListState => foldMediaList(state, [event]);
