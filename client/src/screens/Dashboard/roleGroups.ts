import { MODERATOR_ROLES } from '@tsuzuki/events/roles';
import { isAnyMod, isCommunityMod, isDataMod, isLeadDataMod } from '@tsuzuki/events/roles';

// The role groups of social §6 as the dashboard explains them: which roles are in each, and what each group may do.
export interface RoleGroup {
  readonly name: string;
  readonly roles: readonly string[];
  readonly powers: readonly string[];
}

const holding = (test: (roles: readonly string[]) => boolean) => MODERATOR_ROLES.filter((role) => role !== 'RETIRED' && test([role]));

export const ROLE_GROUPS: readonly RoleGroup[] = [
  {
    name: 'Any moderator',
    roles: holding(isAnyMod),
    powers: [
      'Mod Tools (this dashboard), the mod-action history and the report queue',
      'Submissions on any profile and the Messages section of the Social tab',
      "Write on any profile, and read members' mod data (notes, bans, counts)",
    ],
  },
  {
    name: 'Community moderator',
    roles: holding(isCommunityMod),
    powers: [
      'Edit any text or comment, delete any activity or reply, edit any review, remove recommendations',
      'Lock and unlock activities and comment trees, and reply in locked trees',
      'Save an activity, reply or comment as a mod note on its author; write notes on members',
      'Post as ModChan (messages also as ModChan Private)',
      'Resolve reports, ban and unban members, see the Moderation tab on profiles; never report (act instead)',
    ],
  },
  {
    name: 'Data moderator',
    roles: holding(isDataMod),
    powers: [
      'Edit catalogue data directly and review submissions',
      "The tag creator link; delete a tag from a media; toggle a tag's spoiler flag",
    ],
  },
  {
    name: 'Lead data moderator',
    roles: holding(isLeadDataMod),
    powers: ['Everything a data moderator may, and lead the anime or manga data team'],
  },
  {
    name: 'Retired',
    roles: ['RETIRED'],
    powers: ['No moderator powers at all, whatever other roles remain; the badge reads "Retired Mod" or "Former …"'],
  },
];

/** The groups a set of roles belongs to (none for a retired moderator). */
export function groupsOf(roles: readonly string[]): RoleGroup[] {
  if (roles.includes('RETIRED')) return ROLE_GROUPS.filter((g) => g.name === 'Retired');
  return ROLE_GROUPS.filter((g) => g.name !== 'Retired' && roles.some((role) => g.roles.includes(role)));
}
