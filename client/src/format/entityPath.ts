import { mediaSlug } from './slug.ts';

// Character, staff and studio pages use the media slug rule on the entity's name; the slug is optional.
const entityPath = (kind: string, id: number, name?: string | null): string => {
  const slug = mediaSlug(name);
  return slug ? `/${kind}/${id}/${slug}` : `/${kind}/${id}`;
};

export const characterPath = (id: number, name?: string | null): string => entityPath('character', id, name);
export const staffPath = (id: number, name?: string | null): string => entityPath('staff', id, name);
export const studioPath = (id: number, name?: string | null): string => entityPath('studio', id, name);

/** "Main", "Supporting", "Background" for character roles. */
export function characterRoleLabel(role: string | null | undefined): string {
  if (!role) return '';
  return role.charAt(0) + role.slice(1).toLowerCase();
}
