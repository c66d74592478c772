import { z } from 'zod';
import { defineEvent } from './define.ts';
import { FuzzyDate, Id, LongText, PersonImage, PersonName, ShortText } from './shapes.ts';

/** What an editor may change on a character (issue 12): everything but its id and the favourites count. */
export const CharacterEditable = z.object({
  name: PersonName,
  image: PersonImage,
  description: LongText.nullable(),
  gender: z.string().max(50).nullable(),
  dateOfBirth: FuzzyDate,
  age: z.string().max(50).nullable(),
  bloodType: z.string().max(10).nullable(),
});
export type CharacterEditable = z.infer<typeof CharacterEditable>;

const CharacterFields = CharacterEditable.extend({
  characterId: Id,
  /** Count carried over from the import source; favourite events add to it. */
  favourites: z.number().int().min(0),
});

/**
 * v1 stored the name as one string plus a native name; v2 splits it into the structured name that
 * the GraphQL CharacterName type exposes. Old events are lifted on read by the upcaster below.
 */
const characterV1ToV2 = (raw: unknown) => {
  const v1 = raw as { name: string; nativeName?: string | null } & Record<string, unknown>;
  const parts = v1.name.trim().split(/\s+/);
  const { nativeName, ...rest } = v1;
  return {
    ...rest,
    name: {
      first: parts[0] ?? null,
      middle: parts.length > 2 ? parts.slice(1, -1).join(' ') : null,
      last: parts.length > 1 ? parts[parts.length - 1] : null,
      full: v1.name.trim(),
      native: nativeName ?? null,
      alternative: [],
      alternativeSpoiler: [],
    },
    gender: (v1.gender as string | undefined) ?? null,
    dateOfBirth: (v1.dateOfBirth as unknown) ?? { year: null, month: null, day: null },
    age: (v1.age as string | undefined) ?? null,
    bloodType: (v1.bloodType as string | undefined) ?? null,
    favourites: (v1.favourites as number | undefined) ?? 0,
  };
};

export const CharacterAdded = defineEvent('CharacterAdded', 2, ['characters', 'search', 'sitestats', 'mediapages'], CharacterFields, {
  1: characterV1ToV2,
});

/** What an editor may change on a staff member (issue 12): everything but the id and the favourites count. */
export const StaffEditable = z.object({
  name: PersonName,
  languageV2: z.string().max(50).nullable(),
  image: PersonImage,
  description: LongText.nullable(),
  primaryOccupations: z.array(ShortText).max(20),
  gender: z.string().max(50).nullable(),
  dateOfBirth: FuzzyDate,
  dateOfDeath: FuzzyDate,
  age: z.number().int().min(0).max(200).nullable(),
  yearsActive: z.array(z.number().int()).max(2),
  homeTown: z.string().max(200).nullable(),
  bloodType: z.string().max(10).nullable(),
});
export type StaffEditable = z.infer<typeof StaffEditable>;

export const StaffAdded = defineEvent(
  'StaffAdded',
  1,
  ['staff', 'search', 'sitestats', 'mediapages'],
  StaffEditable.extend({
    staffId: Id,
    favourites: z.number().int().min(0),
  }),
);

export const StudioEditable = z.object({
  name: z.string().trim().min(1).max(200),
  isAnimationStudio: z.boolean(),
});
export type StudioEditable = z.infer<typeof StudioEditable>;

export const StudioAdded = defineEvent(
  'StudioAdded',
  1,
  ['studios', 'search', 'sitestats', 'mediapages'],
  StudioEditable.extend({
    studioId: Id,
    favourites: z.number().int().min(0),
  }),
);

export const MediaTagCreated = defineEvent(
  'MediaTagCreated',
  1,
  ['tags', 'mediapages'],
  z.object({
    tagId: Id,
    name: z.string().trim().min(1).max(100),
    description: z.string().max(2000).nullable(),
    category: z.string().max(100).nullable(),
    isGeneralSpoiler: z.boolean(),
    isAdult: z.boolean(),
  }),
);
