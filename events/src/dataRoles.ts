import type { ModeratorRole } from './roles.ts';

// Which data moderators edit what (issue 12, ADR 22). The spec names the data role groups (core §6) and leaves the
// exact mapping unshown; this site reads the role names: anime data moderators edit anime, manga data moderators
// manga, character and staff data moderators characters and staff; anime and manga data moderators also edit the
// characters and staff of their titles, studios are anime data. Leads and admins edit everything, and only they
// delete or merge media. RETIRED negates every power. No Node imports: the client shares it.

export const DATA_KINDS = ['ANIME', 'MANGA', 'CHARACTER', 'STAFF', 'STUDIO'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

const LEADS: readonly ModeratorRole[] = ['ADMIN', 'LEAD_ANIME_DATA', 'LEAD_MANGA_DATA'];

const EDITORS: Readonly<Record<DataKind, readonly ModeratorRole[]>> = {
  ANIME: [...LEADS, 'ANIME_DATA'],
  MANGA: [...LEADS, 'MANGA_DATA'],
  CHARACTER: [...LEADS, 'ANIME_DATA', 'MANGA_DATA', 'CHARACTER_DATA'],
  STAFF: [...LEADS, 'ANIME_DATA', 'MANGA_DATA', 'STAFF_DATA'],
  STUDIO: [...LEADS, 'ANIME_DATA'],
};

type Roles = readonly (string | null | undefined)[] | null | undefined;

const active = (roles: Roles): string[] => (roles && !roles.includes('RETIRED') ? roles.filter((r): r is string => !!r) : []);

/** May edit this kind of data directly, and accept or reject members' submissions of it. */
export function canEditData(roles: Roles, kind: DataKind): boolean {
  return active(roles).some((r) => EDITORS[kind].includes(r as ModeratorRole));
}

/** May delete a media or merge it into another. */
export function canRemoveMedia(roles: Roles): boolean {
  return active(roles).some((r) => LEADS.includes(r as ModeratorRole));
}

/** The kinds of data a moderator edits (the edit dashboard's queues they may decide). */
export function editableKinds(roles: Roles): DataKind[] {
  return DATA_KINDS.filter((kind) => canEditData(roles, kind));
}
