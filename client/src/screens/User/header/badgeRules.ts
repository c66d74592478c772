// The profile header's badges (social §4, §6, §9).

export const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Admin',
  LEAD_DEVELOPER: 'Lead Developer',
  DEVELOPER: 'Developer',
  LEAD_COMMUNITY: 'Lead Community Mod',
  COMMUNITY: 'Community Mod',
  DISCORD_COMMUNITY: 'Discord Mod',
  LEAD_ANIME_DATA: 'Lead Anime Data Mod',
  ANIME_DATA: 'Anime Data Mod',
  LEAD_MANGA_DATA: 'Lead Manga Data Mod',
  MANGA_DATA: 'Manga Data Mod',
  LEAD_SOCIAL_MEDIA: 'Lead Social Media Mod',
  SOCIAL_MEDIA: 'Social Media Mod',
  CHARACTER_DATA: 'Character Data Mod',
  STAFF_DATA: 'Staff Data Mod',
  RETIRED: 'Retired Mod',
};

/**
 * The moderator badge names the member's first role; a retired moderator's first role, when it is not RETIRED
 * itself, is worn as "Former …" since RETIRED takes every power away.
 */
export function moderatorBadge(roles: readonly (string | null | undefined)[] | null | undefined): string | null {
  const held = (roles ?? []).filter((role): role is string => !!role);
  const first = held[0];
  if (!first) return null;
  const label = ROLE_LABELS[first] ?? first;
  if (first === 'RETIRED') return label;
  return held.includes('RETIRED') ? `Former ${label}` : label;
}

export interface DonatorBadge {
  readonly text: string;
  readonly rainbow: boolean;
}

/** Donators from tier 1; their own badge text above tier 3 (when they set one); the rainbow above tier 4. */
export function donatorBadge(tier: number | null | undefined, badge: string | null | undefined): DonatorBadge | null {
  const level = tier ?? 0;
  if (level < 1) return null;
  const custom = badge?.trim();
  return { text: level > 3 && custom ? custom : 'Donator', rainbow: level > 4 };
}
