import { z } from 'zod';
import {
  FuzzyDate, Id, LIST_LIMITS, MEDIA_LIST_STATUSES, mediaListStream, mediaStream, userStream, type DomainEvent,
  type MediaType,
} from '@tsuzuki/events';
import { defineCommand, type Command, type ContextReader } from '../framework/command.ts';
import { requireOwnAccount } from '../framework/permissions.ts';
import { initialUserState, evolveUser, type UserState } from '../accounts/user/user.ts';
import { evolveMedia, initialMediaState } from '../catalogue/media/media.ts';
import { mediaListDecider } from './decide.ts';
import type { ListContext, ListMedia, ListMember } from './listContext.ts';
import type { MediaListState } from './mediaList.ts';

/** A date as clients send it: any part may be missing or null (null everywhere clears the date). */
const DateInput = z.object({
  year: z.number().int().min(1800).max(2200).nullable().optional(),
  month: z.number().int().min(1).max(12).nullable().optional(),
  day: z.number().int().min(1).max(31).nullable().optional(),
}).transform((d) => ({ year: d.year ?? null, month: d.month ?? null, day: d.day ?? null }));

/** The fields a save may set, as AniList's SaveMediaListEntry takes them (score in the member's own format). */
const EntryInput = {
  status: z.enum(MEDIA_LIST_STATUSES).optional(),
  score: z.number().min(0).max(100).optional(),
  scoreRaw: z.number().int().min(0).max(100).optional(),
  progress: z.number().int().min(0).max(LIST_LIMITS.progress).optional(),
  progressVolumes: z.number().int().min(0).max(LIST_LIMITS.progress).optional(),
  repeat: z.number().int().min(0).max(LIST_LIMITS.repeat).optional(),
  priority: z.number().int().min(0).max(LIST_LIMITS.priority).optional(),
  private: z.boolean().optional(),
  notes: z.string().max(LIST_LIMITS.notes, `Notes must be at most ${LIST_LIMITS.notes} characters.`).nullable().optional()
    .transform((n) => (n === null ? '' : n)),
  hiddenFromStatusLists: z.boolean().optional(),
  /** Values in the order of the member's advanced scoring labels. */
  advancedScores: z.array(z.number().min(0).max(100)).max(LIST_LIMITS.advancedScores).optional(),
  startedAt: DateInput.nullable().optional().transform((d) => (d === null ? { year: null, month: null, day: null } : d)),
  completedAt: DateInput.nullable().optional().transform((d) => (d === null ? { year: null, month: null, day: null } : d)),
};

const own = { userId: Id.optional() };

export const SaveMediaListEntryPayload = z.object({
  ...own,
  id: Id.optional(),
  mediaId: Id.optional(),
  ...EntryInput,
  customLists: z.array(z.string().trim().min(1).max(LIST_LIMITS.customListName)).max(LIST_LIMITS.customLists).optional(),
  /** The entry revision the client's form was filled from: a save over a change made since is refused. */
  basedOnRevision: z.number().int().min(0).optional(),
}).superRefine((p, ctx) => {
  if (p.id === undefined && p.mediaId === undefined) ctx.addIssue({ code: 'custom', path: ['mediaId'], message: 'A list entry id or a media id is required.' });
});

export const UpdateMediaListEntriesPayload = z.object({ ...own, ids: z.array(Id).min(1).max(500), ...EntryInput });

export const DeleteMediaListEntryPayload = z.object({ ...own, id: Id });

export const ImportedEntry = z.object({
  mediaId: Id,
  status: z.enum(MEDIA_LIST_STATUSES),
  scoreRaw: z.number().int().min(0).max(100),
  progress: z.number().int().min(0).max(LIST_LIMITS.progress),
  progressVolumes: z.number().int().min(0).max(LIST_LIMITS.progress),
  repeat: z.number().int().min(0).max(LIST_LIMITS.repeat),
  priority: z.number().int().min(0).max(LIST_LIMITS.priority),
  notes: z.string(),
  startedAt: FuzzyDate,
  completedAt: FuzzyDate,
});
export type ImportedEntry = z.infer<typeof ImportedEntry>;

export const ImportMediaListPayload = z.object({
  ...own,
  source: z.enum(['MYANIMELIST']),
  fileHash: z.string().regex(/^[0-9a-f]{64}$/),
  entries: z.array(ImportedEntry).max(LIST_LIMITS.importEntries),
});

type Ids = { userId: number };
export type SaveMediaListEntry = Command<'SaveMediaListEntry', z.infer<typeof SaveMediaListEntryPayload>, Ids>;
export type UpdateMediaListEntries = Command<'UpdateMediaListEntries', z.infer<typeof UpdateMediaListEntriesPayload>, Ids>;
export type DeleteMediaListEntry = Command<'DeleteMediaListEntry', z.infer<typeof DeleteMediaListEntryPayload>, Ids>;
export type ImportMediaList = Command<'ImportMediaList', z.infer<typeof ImportMediaListPayload>, Ids>;
export type MediaListCommand = SaveMediaListEntry | UpdateMediaListEntries | DeleteMediaListEntry | ImportMediaList;

type Since = Record<MediaType, Record<string, number>>;
type MemberFold = { user: UserState; since: Since };

/**
 * The user's state, and when each of their custom lists was last created: a name that (re)appears in a
 * MediaListOptionsUpdated starts then (see withLiveCustomLists).
 */
const memberFold = {
  initialState: { user: initialUserState, since: { ANIME: {}, MANGA: {} } } as MemberFold,
  evolve(state: MemberFold, event: DomainEvent): MemberFold {
    const user = evolveUser(state.user, event);
    if (event.type !== 'MediaListOptionsUpdated' || !state.user.exists || !user.exists) return { user, since: state.since };
    const at = Date.parse((event as DomainEvent & { occurredAt?: string }).occurredAt ?? '') || 0;
    const since = { ANIME: { ...state.since.ANIME }, MANGA: { ...state.since.MANGA } };
    for (const [type, field] of [['ANIME', 'animeList'], ['MANGA', 'mangaList']] as const) {
      const before = state.user.mediaListOptions[field].customLists;
      for (const name of user.mediaListOptions[field].customLists) if (!before.includes(name)) since[type][name] = at;
    }
    return { user, since };
  },
};

/** The member (their settings) and the media a command names, read from their streams. */
async function listContext(userId: number, mediaIds: readonly number[], read: ContextReader): Promise<ListContext> {
  const [{ user, since }, media] = await Promise.all([
    read.state(userStream(userId), memberFold),
    read.states(mediaIds.map(mediaStream), { initialState: initialMediaState, evolve: evolveMedia }),
  ]);
  const member: ListMember | null = user.exists ? {
    scoreFormat: user.mediaListOptions.scoreFormat,
    lists: {
      ANIME: { ...user.mediaListOptions.animeList, customListsSince: since.ANIME },
      MANGA: { ...user.mediaListOptions.mangaList, customListsSince: since.MANGA },
    },
    activityMergeTime: user.options.activityMergeTime,
    disabledListActivity: user.options.disabledListActivity.filter((d) => d.disabled).map((d) => d.type),
    timezone: user.options.timezone,
  } : null;
  const known = new Map<number, ListMedia>();
  for (const state of media.values()) {
    if (!state.exists) continue;
    const { fields } = state;
    known.set(state.mediaId, {
      mediaId: state.mediaId, type: state.type, status: fields.status, episodes: fields.episodes, chapters: fields.chapters,
      volumes: fields.volumes, isLocked: fields.isLocked,
    });
  }
  return { member, media: known };
}

/** The media ids a command concerns: named in the payload, or those of the entries it names. */
function mediaIdsOf(command: MediaListCommand, state: MediaListState): number[] {
  const p = command.payload;
  switch (command.type) {
    case 'SaveMediaListEntry': {
      const save = p as SaveMediaListEntry['payload'];
      const ofEntry = save.id !== undefined ? state.byEntryId.get(save.id) : undefined;
      return [...new Set([save.mediaId, ofEntry].filter((id): id is number => id !== undefined))];
    }
    case 'UpdateMediaListEntries':
      return (p as UpdateMediaListEntries['payload']).ids.map((id) => state.byEntryId.get(id)).filter((id): id is number => id !== undefined);
    case 'DeleteMediaListEntry':
      return [];
    case 'ImportMediaList':
      return [...new Set((p as ImportMediaList['payload']).entries.map((e) => e.mediaId))];
  }
}

const ownId = { field: 'userId', kind: 'user', allocate: false, fromActor: true } as const;
const common = {
  stream: mediaListStream,
  decider: mediaListDecider,
  id: ownId,
  authorise: requireOwnAccount,
  context: (command: MediaListCommand, read: ContextReader, state: MediaListState) =>
    listContext(command.metadata.ids.userId, mediaIdsOf(command, state), read),
};

export const mediaListCommands = [
  defineCommand<SaveMediaListEntry, MediaListState, ListContext>({
    type: 'SaveMediaListEntry', schema: SaveMediaListEntryPayload, ...common,
    pools: () => ({ mediaListEntry: 1, activity: 1 }),
  }),
  defineCommand<UpdateMediaListEntries, MediaListState, ListContext>({
    type: 'UpdateMediaListEntries', schema: UpdateMediaListEntriesPayload, ...common,
    pools: (payload) => ({ activity: payload.ids.length }),
  }),
  defineCommand<DeleteMediaListEntry, MediaListState, ListContext>({
    type: 'DeleteMediaListEntry', schema: DeleteMediaListEntryPayload, ...common,
  }),
  defineCommand<ImportMediaList, MediaListState, ListContext>({
    type: 'ImportMediaList', schema: ImportMediaListPayload, ...common,
    pools: (payload) => ({ mediaListEntry: payload.entries.length }),
  }),
];
