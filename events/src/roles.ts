// Moderator roles and the role groups of spec/core.md §6, written once and used by server and client.
export const MODERATOR_ROLES = [
  'ADMIN',
  'LEAD_DEVELOPER',
  'DEVELOPER',
  'LEAD_COMMUNITY',
  'COMMUNITY',
  'DISCORD_COMMUNITY',
  'LEAD_ANIME_DATA',
  'ANIME_DATA',
  'LEAD_MANGA_DATA',
  'MANGA_DATA',
  'LEAD_SOCIAL_MEDIA',
  'SOCIAL_MEDIA',
  'CHARACTER_DATA',
  'STAFF_DATA',
  'RETIRED',
] as const;
export type ModeratorRole = (typeof MODERATOR_ROLES)[number];

const COMMUNITY: readonly ModeratorRole[] = ['ADMIN', 'LEAD_COMMUNITY', 'COMMUNITY'];
const LEAD_DATA: readonly ModeratorRole[] = ['LEAD_ANIME_DATA', 'LEAD_MANGA_DATA'];
const DATA: readonly ModeratorRole[] = [...LEAD_DATA, 'ADMIN', 'ANIME_DATA', 'MANGA_DATA', 'CHARACTER_DATA', 'STAFF_DATA'];
const ANY: readonly ModeratorRole[] = [
  ...COMMUNITY,
  ...DATA,
  'LEAD_DEVELOPER',
  'DEVELOPER',
  'DISCORD_COMMUNITY',
  'LEAD_SOCIAL_MEDIA',
  'SOCIAL_MEDIA',
];

// RETIRED negates every moderator power, whatever other roles remain on the account.
const holds = (group: readonly ModeratorRole[]) => (roles: readonly string[] | null | undefined) =>
  !!roles && !roles.includes('RETIRED') && roles.some((r) => group.includes(r as ModeratorRole));

export const isCommunityMod = holds(COMMUNITY);
export const isLeadDataMod = holds(LEAD_DATA);
export const isDataMod = holds(DATA);
export const isAnyMod = holds(ANY);
/** Admins grant and revoke roles and donator tiers (issue 12); ADMIN is also in the community and data groups. */
export const isAdmin = holds(['ADMIN']);
