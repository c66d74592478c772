import type { CharacterRow, StaffRow } from '../mappers.ts';
import type { Context } from '../../context.ts';
import { viewerFavourite } from '../lists/loaders.ts';
import { description, fuzzyDate, SITE_URL } from '../text.ts';
import { preferredName, withLanguages } from '../users/preferences.ts';

/** The columns characters and staff share (the projection-service's personProjection writes them, ADR 43). */
type PersonRow = Pick<CharacterRow, Exclude<keyof CharacterRow & keyof StaffRow, 'age'>>;

/** The kind's favourite kind and its page's path (/character/1, /staff/1). */
export interface PersonKind {
  favourite: 'CHARACTER' | 'STAFF';
  path: 'character' | 'staff';
}

/** Fields of Character and Staff that read the shared columns alike. */
export function personFields<R extends PersonRow>(kind: PersonKind) {
  return {
    name: (p: R) => p,
    image: (p: R) => ({ large: p.image_large, medium: p.image_medium }),
    description: (p: R, a: { asHtml?: boolean | null }) => description(p.description, a.asHtml),
    dateOfBirth: (p: R) => fuzzyDate(p.birth_year, p.birth_month, p.birth_day),
    bloodType: (p: R) => p.blood_type,
    isFavourite: (p: R, _a: unknown, ctx: Context) => viewerFavourite(ctx, kind.favourite, p.id),
    isFavouriteBlocked: () => false,
    siteUrl: (p: R) => `${SITE_URL}/${kind.path}/${p.id}`,
    updatedAt: (p: R) => p.updated_at,
  };
}

/** CharacterName and StaffName (a character's name also has spoiler alternatives, read by its own resolver). */
export function personNameFields<R extends PersonRow>() {
  return {
    first: (p: R) => p.name_first,
    middle: (p: R) => p.name_middle,
    last: (p: R) => p.name_last,
    full: (p: R) => p.name_full,
    native: (p: R) => p.name_native,
    alternative: (p: R) => p.name_alternative,
    userPreferred: (p: R, _a: unknown, ctx: Context) => withLanguages(ctx, (l) => preferredName(l.staffNameLanguage, p)),
  };
}
