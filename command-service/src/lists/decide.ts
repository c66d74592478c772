import { isDeepStrictEqual } from 'node:util';
import { LIST_LIMITS, newEvent, type DomainEvent, type MediaType } from '@tsuzuki/events';
import type { RewatchChange } from '@tsuzuki/events/lists/rewatches';
import { todayIn } from '@tsuzuki/events/lists/today';
import { isScoreOf, MAX_SCORE, scoreToRaw } from '@tsuzuki/events/scores';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { CommandMetadata, Decider, IdKind } from '../framework/command.ts';
import { listActivity } from './activity.ts';
import type {
  DeleteMediaListEntry,
  ImportMediaList,
  ImportedEntry,
  MediaListCommand,
  SaveMediaListEntry,
  UpdateMediaListEntries,
} from './commands.ts';
import { applySave, changedFields, pickFields, withLiveCustomLists, type EntryRequest } from './entryRules.ts';
import type { ListContext, ListMedia, ListMember } from './listContext.ts';
import {
  emptyFields,
  evolveMediaList,
  foldMediaList,
  initialMediaListState,
  type EntryField,
  type MediaListEntry,
  type MediaListState,
} from './mediaList.ts';

export const ENTRY_NOT_FOUND = 'List entry not found.';
export const MEDIA_NOT_FOUND = 'Media not found.';
export const USER_NOT_FOUND = 'User not found.';
export const MEDIA_LOCKED = 'This media is locked: its list entries cannot be changed.';
export const EDITED_ELSEWHERE =
  'This list entry was changed in another tab or app since you opened it. Reload it to see the changes, then save again.';

type Save = SaveMediaListEntry['payload'];
type EntryInputPayload = Omit<Save, 'id' | 'mediaId' | 'userId' | 'basedOnRevision' | 'customLists'> & { customLists?: string[] };

/** Hands out the command's pre-allocated ids of one kind, in order. */
function idSource(metadata: CommandMetadata, kind: IdKind): () => number {
  let next = 0;
  return () => {
    const id = metadata.pools[kind]?.[next++];
    if (id === undefined) throw new Error(`no ${kind} id left in the command's pool`);
    return id;
  };
}

/** A request in the member's units (score in their format, advanced scores by position) in stored units. */
function toEntryRequest(input: EntryInputPayload, member: ListMember, type: MediaType, problems: Record<string, string[]>): EntryRequest {
  const { score, scoreRaw, advancedScores, ...rest } = input;
  const request: EntryRequest = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (request as Record<string, unknown>)[key] = value;
  if (scoreRaw !== undefined) request.score = scoreRaw;
  else if (score !== undefined) {
    if (isScoreOf(score, member.scoreFormat)) request.score = scoreToRaw(score, member.scoreFormat);
    else {
      const max = MAX_SCORE[member.scoreFormat];
      const step = member.scoreFormat === 'POINT_10_DECIMAL' ? ' (one decimal at most)' : ' (a whole number)';
      (problems.score ??= []).push(`Score must be between 0 and ${max}${step}.`);
    }
  }
  if (advancedScores !== undefined) {
    const labels = member.lists[type].advancedScoring;
    if (advancedScores.length > labels.length)
      (problems.advancedScores ??= []).push(`At most ${labels.length} advanced scores can be given.`);
    request.advancedScores = Object.fromEntries(labels.map((label, i) => [label, Math.round(advancedScores[i] ?? 0)]));
  }
  return request;
}

/** The entry a save would leave, as the activity rules read it. */
const withFields = (current: MediaListEntry | null, media: ListMedia, fields: ReturnType<typeof emptyFields>): MediaListEntry => ({
  ...(current ?? {
    entryId: 0,
    mediaId: media.mediaId,
    mediaType: media.type,
    revision: 0,
    fieldRevisions: {},
    rewatches: [],
    currentRewatch: null,
    lastActivity: null,
    customListsAt: 0,
    createdAt: 0,
    updatedAt: 0,
  }),
  ...fields,
});

/**
 * One entry's save: the MediaListEntrySaved event, or null when nothing would change. Problems are collected
 * under `prefix` (a bulk edit names the entry).
 */
function saveOne(
  stored: MediaListEntry | null,
  media: ListMedia,
  input: EntryInputPayload,
  member: ListMember,
  metadata: CommandMetadata,
  ids: { entry: () => number; activity: () => number },
  problems: Record<string, string[]>,
): DomainEvent | null {
  if (media.isLocked) throw new ForbiddenError(MEDIA_LOCKED);
  const current = stored && withLiveCustomLists(stored, member);
  const now = Date.parse(metadata.occurredAt);
  const request = toEntryRequest(input, member, media.type, problems);
  const applied = applySave(current, request, media, member, todayIn(member.timezone, now));
  for (const [field, messages] of Object.entries(applied.problems)) (problems[field] ??= []).push(...messages);
  if (Object.keys(problems).length) return null;
  const changes = changedFields(current ? pickFields(current) : null, applied.fields);
  if (Object.keys(changes).length === 0 && !applied.rewatch) return null;
  const activity = listActivity(current, withFields(current, media, applied.fields), member, now, ids.activity);
  return newEvent('MediaListEntrySaved', {
    userId: metadata.ids.userId!,
    entryId: current?.entryId ?? ids.entry(),
    mediaId: media.mediaId,
    mediaType: media.type,
    created: current === null,
    changes,
    before: { status: current?.status ?? null, score: current?.score ?? 0 },
    ...(applied.rewatch ? { rewatch: applied.rewatch } : {}),
    activity,
  });
}

function member(context: ListContext): ListMember {
  if (!context.member) throw new NotFoundError(USER_NOT_FOUND);
  return context.member;
}

function mediaOf(context: ListContext, mediaId: number): ListMedia {
  const media = context.media.get(mediaId);
  if (!media) throw new NotFoundError(MEDIA_NOT_FOUND);
  return media;
}

/** Fields this save sets that another save changed after the client's revision, to a value this save does not keep. */
function editedElsewhere(current: MediaListEntry, basedOn: number, save: Save): boolean {
  if (current.revision <= basedOn) return false;
  const touched = (Object.keys(save) as string[])
    .map((k) => (k === 'scoreRaw' ? 'score' : k))
    .filter((k): k is EntryField => k in current.fieldRevisions);
  return touched.some((field) => (current.fieldRevisions[field] ?? 0) > basedOn);
}

function saveEntry(command: SaveMediaListEntry, state: MediaListState, context: ListContext): DomainEvent[] {
  const { id, mediaId, basedOnRevision, userId: _userId, ...input } = command.payload;
  const owner = member(context);
  let target = mediaId;
  if (id !== undefined) {
    const ofEntry = state.byEntryId.get(id);
    if (ofEntry === undefined) throw new NotFoundError(ENTRY_NOT_FOUND);
    if (mediaId !== undefined && mediaId !== ofEntry) throw new ValidationError({ mediaId: ['This list entry is of another media.'] });
    target = ofEntry;
  }
  const media = mediaOf(context, target!);
  const current = state.entries.get(media.mediaId) ?? null;
  if (current && basedOnRevision !== undefined && editedElsewhere(current, basedOnRevision, command.payload))
    throw new ConflictError(EDITED_ELSEWHERE);
  const problems: Record<string, string[]> = {};
  const event = saveOne(
    current,
    media,
    input,
    owner,
    command.metadata,
    {
      entry: idSource(command.metadata, 'mediaListEntry'),
      activity: idSource(command.metadata, 'activity'),
    },
    problems,
  );
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return event ? [event] : [];
}

function updateEntries(command: UpdateMediaListEntries, state: MediaListState, context: ListContext): DomainEvent[] {
  const { ids: entryIds, userId: _userId, ...input } = command.payload;
  const owner = member(context);
  const ids = { entry: idSource(command.metadata, 'mediaListEntry'), activity: idSource(command.metadata, 'activity') };
  const problems: Record<string, string[]> = {};
  const events: DomainEvent[] = [];
  for (const entryId of new Set(entryIds)) {
    const mediaId = state.byEntryId.get(entryId);
    if (mediaId === undefined) throw new NotFoundError(ENTRY_NOT_FOUND);
    const found: Record<string, string[]> = {};
    const event = saveOne(state.entries.get(mediaId)!, mediaOf(context, mediaId), input, owner, command.metadata, ids, found);
    for (const [field, messages] of Object.entries(found)) (problems[`${entryId}.${field}`] ??= []).push(...messages);
    if (event) events.push(event);
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return events;
}

function deleteEntry(command: DeleteMediaListEntry, state: MediaListState): DomainEvent[] {
  const mediaId = state.byEntryId.get(command.payload.id);
  if (mediaId === undefined) throw new NotFoundError(ENTRY_NOT_FOUND);
  const entry = state.entries.get(mediaId)!;
  return [
    newEvent('MediaListEntryDeleted', {
      userId: command.metadata.ids.userId!,
      entryId: entry.entryId,
      mediaId,
      mediaType: entry.mediaType,
      status: entry.status,
      score: entry.score,
    }),
  ];
}

/**
 * An imported entry as stored: the file's values, clamped to what the catalogue knows (no automatic rules). The
 * fields a MyAnimeList file lacks (flags, custom lists, advanced scores) stay as they are; custom lists the
 * member lacks are left out (the import route adds the file's lists to the member's settings first).
 */
function importedFields(current: MediaListEntry | null, entry: ImportedEntry, media: ListMedia, owner: ListMember) {
  const total = media.type === 'ANIME' ? media.episodes : media.chapters;
  const base = current ? pickFields(current) : emptyFields();
  const lists = owner.lists[media.type].customLists;
  return {
    ...base,
    status: entry.status,
    score: entry.scoreRaw,
    progress: total !== null ? Math.min(entry.progress, total) : entry.progress,
    progressVolumes:
      media.type === 'MANGA' && media.volumes !== null
        ? Math.min(entry.progressVolumes, media.volumes)
        : media.type === 'MANGA'
          ? entry.progressVolumes
          : 0,
    repeat: entry.repeat,
    priority: entry.priority,
    notes: entry.notes.slice(0, LIST_LIMITS.notes),
    startedAt: entry.startedAt,
    completedAt: entry.completedAt,
    private: entry.private ?? base.private,
    hiddenFromStatusLists: entry.hiddenFromStatusLists ?? base.hiddenFromStatusLists,
    customLists: entry.customLists ? entry.customLists.filter((name) => lists.includes(name)) : base.customLists,
    advancedScores: entry.advancedScores ?? base.advancedScores,
  };
}

/**
 * The rewatch history an AniList file of this site carries: finished rewatches past the entry's own are booked one
 * event each (MediaListEntrySaved books one at a time), then the start of the one under way. A history that is not
 * the entry's own continued (a rewatch differs) is left alone: an import adds, it does not rewrite the past.
 */
function importedRewatches(current: MediaListEntry | null, entry: ImportedEntry): RewatchChange[] {
  const had = current?.rewatches ?? [];
  const changes: RewatchChange[] = [];
  const given = entry.rewatches ?? [];
  if (given.length > had.length && had.every((r, i) => isDeepStrictEqual(r, given[i]))) {
    for (const finished of given.slice(had.length)) changes.push({ finished });
  }
  const started = entry.status === 'REPEATING' ? entry.rewatchStartedAt : null;
  const under = changes.length ? null : (current?.currentRewatch?.startedAt ?? null);
  if (started && !isDeepStrictEqual(started, under)) changes.push({ started });
  return changes;
}

/**
 * An import: each entry of the file is created or brought to the file's values, without activities (an import is
 * not news) and without automatic dates (the file says what it knows). The same file again changes nothing.
 */
function importList(command: ImportMediaList, state: MediaListState, context: ListContext): DomainEvent[] {
  const owner = member(context);
  const { entries, fileHash, source } = command.payload;
  const nextEntryId = idSource(command.metadata, 'mediaListEntry');
  const events: DomainEvent[] = [];
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const seen = new Set<number>();
  const userId = command.metadata.ids.userId!;
  for (const entry of entries) {
    const media = context.media.get(entry.mediaId);
    if (!media || seen.has(entry.mediaId)) continue;
    seen.add(entry.mediaId);
    const stored = state.entries.get(entry.mediaId) ?? null;
    const current = stored && withLiveCustomLists(stored, owner);
    const fields = importedFields(current, entry, media, owner);
    const changes = changedFields(current ? pickFields(current) : null, fields);
    const rewatches = importedRewatches(current, entry);
    if (Object.keys(changes).length === 0 && rewatches.length === 0) {
      counts.unchanged++;
      continue;
    }
    counts[current ? 'updated' : 'created']++;
    const entryId = current?.entryId ?? nextEntryId();
    const saved = { userId, entryId, mediaId: media.mediaId, mediaType: media.type, activity: null };
    if (!current || Object.keys(changes).length) {
      events.push(
        newEvent('MediaListEntrySaved', {
          ...saved,
          created: current === null,
          changes,
          before: { status: current?.status ?? null, score: current?.score ?? 0 },
        }),
      );
    }
    const after = { status: fields.status, score: fields.score };
    for (const rewatch of rewatches)
      events.push(newEvent('MediaListEntrySaved', { ...saved, created: false, changes: {}, before: after, rewatch }));
  }
  if (events.length === 0 && state.imports.has(fileHash)) return [];
  events.push(newEvent('MediaListImported', { userId, source, fileHash, ...counts }));
  return events;
}

export const mediaListDecider: Decider<MediaListCommand, MediaListState, ListContext> = {
  initialState: initialMediaListState,
  evolve: evolveMediaList,
  fold: foldMediaList,
  decide(command, state, context) {
    switch (command.type) {
      case 'SaveMediaListEntry':
        return saveEntry(command, state, context);
      case 'UpdateMediaListEntries':
        return updateEntries(command, state, context);
      case 'DeleteMediaListEntry':
        return deleteEntry(command, state);
      case 'ImportMediaList':
        return importList(command, state, context);
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${(unhandled as MediaListCommand).type}`);
      }
    }
  },
};
