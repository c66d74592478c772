// A user's settings with every default applied, and how the partial changes of UserOptionsUpdated and
// MediaListOptionsUpdated fold into them. One module for the command-service (deciding what changed), the
// users projection (the stored rows) and the query-service and client (a guest's defaults).
import {
  DEFAULT_SECTION_ORDER,
  MEDIA_LIST_STATUSES,
  NOTIFICATION_TYPES,
  type MediaListOptions,
  type UserOptions,
} from './catalogue/users.ts';

export type ListTypeOptions = MediaListOptions['animeList'];
export type UserOptionsChanges = Partial<UserOptions>;
export interface MediaListOptionsChanges {
  scoreFormat?: MediaListOptions['scoreFormat'];
  rowOrder?: MediaListOptions['rowOrder'];
  animeList?: Partial<ListTypeOptions>;
  mangaList?: Partial<ListTypeOptions>;
}

export const DEFAULT_ADVANCED_SCORING = ['Story', 'Characters', 'Visuals', 'Audio', 'Enjoyment'];

export function defaultUserOptions(): UserOptions {
  return {
    titleLanguage: 'ROMAJI',
    staffNameLanguage: 'ROMAJI_WESTERN',
    displayAdultContent: false,
    airingNotifications: true,
    profileColor: 'blue',
    restrictMessagesToFollowing: false,
    timezone: null,
    activityMergeTime: 720,
    notificationOptions: NOTIFICATION_TYPES.map((type) => ({ type, enabled: true })),
    disabledListActivity: MEDIA_LIST_STATUSES.map((type) => ({ type, disabled: false })),
  };
}

export function defaultListTypeOptions(type: 'ANIME' | 'MANGA'): ListTypeOptions {
  return {
    sectionOrder: [...DEFAULT_SECTION_ORDER[type]],
    splitCompletedSectionByFormat: false,
    customLists: [],
    advancedScoring: [...DEFAULT_ADVANCED_SCORING],
    advancedScoringEnabled: false,
  };
}

export function defaultMediaListOptions(): MediaListOptions {
  return {
    scoreFormat: 'POINT_10_DECIMAL',
    rowOrder: 'title',
    animeList: defaultListTypeOptions('ANIME'),
    mangaList: defaultListTypeOptions('MANGA'),
  };
}

/** The generated avatar a user has until they upload one (served by the query-service at /img/avatar/<id>.svg). */
export function defaultAvatar(userId: number): { large: string; medium: string } {
  const url = `/img/avatar/${userId}.svg`;
  return { large: url, medium: url };
}

/** Replaces the entries of `current` whose type `changes` names, keeping every type once in `current`'s order. */
function mergeByType<T extends { type: string }>(current: readonly T[], changes: readonly T[]): T[] {
  const given = new Map(changes.map((c) => [c.type, c]));
  const merged = current.map((c) => given.get(c.type) ?? c);
  const known = new Set(current.map((c) => c.type));
  return [...merged, ...changes.filter((c) => !known.has(c.type))];
}

/**
 * `current` with `changes` applied. notificationOptions and disabledListActivity merge per type, as AniList's
 * UpdateUser does: sending one type's setting leaves the others as they were.
 */
export function mergeUserOptions(current: UserOptions, changes: UserOptionsChanges): UserOptions {
  const merged = { ...current, ...changes };
  if (changes.notificationOptions) merged.notificationOptions = mergeByType(current.notificationOptions, changes.notificationOptions);
  if (changes.disabledListActivity) merged.disabledListActivity = mergeByType(current.disabledListActivity, changes.disabledListActivity);
  return merged;
}

export function mergeMediaListOptions(current: MediaListOptions, changes: MediaListOptionsChanges): MediaListOptions {
  return {
    scoreFormat: changes.scoreFormat ?? current.scoreFormat,
    rowOrder: changes.rowOrder ?? current.rowOrder,
    animeList: { ...current.animeList, ...changes.animeList },
    mangaList: { ...current.mangaList, ...changes.mangaList },
  };
}

/** Settings stored before a field existed (or sent partially) read with the defaults filled in. */
export function withUserOptionDefaults(stored: UserOptionsChanges | null | undefined): UserOptions {
  return mergeUserOptions(defaultUserOptions(), stored ?? {});
}

export function withMediaListOptionDefaults(stored: MediaListOptionsChanges | null | undefined): MediaListOptions {
  return mergeMediaListOptions(defaultMediaListOptions(), stored ?? {});
}
