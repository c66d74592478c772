import type { CharacterRow } from '../characters/rows.ts';
import type { MediaRow } from '../media/rows.ts';
import type { StaffRow } from '../staff/rows.ts';
import type {
  MutationSubmitCharacterEditArgs,
  MutationSubmitMediaEditArgs,
  MutationSubmitStaffEditArgs,
  MutationUpdateCharacterArgs,
  MutationUpdateMediaArgs,
  MutationUpdateStaffArgs,
} from '../resolverTypes.ts';

// Mutation arguments as the commands' `changes` (ADR 22): only the arguments given become fields; a partial title,
// name or cover is completed from what the entity holds now, as the events carry whole values.

type FuzzyDateInput = { year?: number | null; month?: number | null; day?: number | null } | null | undefined;
type LinkInput = { id?: number | null; url: string; site: string; type?: string | null; language?: string | null; notes?: string | null };
type NameInput = {
  first?: string | null;
  middle?: string | null;
  last?: string | null;
  full?: string | null;
  native?: string | null;
  alternative?: (string | null)[] | null;
  alternativeSpoiler?: (string | null)[] | null;
};

/** The arguments of a submission or of the direct edit of the same kind (UpdateMedia's id and reason taken off). */
type MediaEditArgs = Partial<MutationSubmitMediaEditArgs & Omit<MutationUpdateMediaArgs, 'id' | 'reason'>>;
type CharacterEditArgs = Partial<MutationSubmitCharacterEditArgs & MutationUpdateCharacterArgs>;
type StaffEditArgs = Partial<MutationSubmitStaffEditArgs & MutationUpdateStaffArgs>;

const given = <A extends object>(a: A, key: keyof A) => Object.hasOwn(a, key) && a[key] !== undefined;
const fullDate = (d: FuzzyDateInput) => ({ year: d?.year ?? null, month: d?.month ?? null, day: d?.day ?? null });
const strings = (list: (string | null)[] | null | undefined) =>
  (list ?? []).filter((s): s is string => typeof s === 'string' && s.trim() !== '');

/** Fields that carry over as they are (arguments named like the MediaFields). */
const MEDIA_SIMPLE = [
  'synonyms',
  'description',
  'format',
  'status',
  'source',
  'countryOfOrigin',
  'isAdult',
  'isLicensed',
  'isLocked',
  'isFavouriteBlocked',
  'isRecommendationBlocked',
  'isReviewBlocked',
  'season',
  'seasonYear',
  'episodes',
  'duration',
  'chapters',
  'volumes',
  'genres',
  'hashtag',
  'bannerImage',
] as const;

/** The media changes the arguments ask for; `current` is null for a new media. */
export function mediaChanges(a: MediaEditArgs, current: MediaRow | null): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of MEDIA_SIMPLE) if (given(a, field)) changes[field] = a[field];
  if (Array.isArray(changes.synonyms)) changes.synonyms = strings(changes.synonyms as (string | null)[]);
  if (Array.isArray(changes.genres)) changes.genres = strings(changes.genres as (string | null)[]);
  if (typeof changes.description === 'string' && changes.description.trim() === '') changes.description = null;
  if (typeof changes.hashtag === 'string' && changes.hashtag.trim() === '') changes.hashtag = null;
  if (typeof changes.bannerImage === 'string' && changes.bannerImage.trim() === '') changes.bannerImage = null;
  if (given(a, 'startDate')) changes.startDate = fullDate(a.startDate as FuzzyDateInput);
  if (given(a, 'endDate')) changes.endDate = fullDate(a.endDate as FuzzyDateInput);
  const title = a.title as { romaji?: string | null; english?: string | null; native?: string | null } | null | undefined;
  if (title) {
    changes.title = {
      romaji: title.romaji ?? current?.title_romaji ?? '',
      english: title.english !== undefined ? title.english || null : (current?.title_english ?? null),
      native: title.native !== undefined ? title.native || null : (current?.title_native ?? null),
    };
  }
  if (given(a, 'coverImage')) {
    const url = (a.coverImage as string | null) || null;
    changes.coverImage = { extraLarge: url, large: url, medium: url, color: current?.cover_color ?? null };
  }
  if (given(a, 'externalLinks')) {
    const known = new Map((current?.external_links ?? []).map((l) => [l.id, l]));
    changes.externalLinks = ((a.externalLinks ?? []) as (LinkInput | null)[])
      .filter((l): l is LinkInput => !!l)
      .map((l) => {
        const was = l.id != null ? known.get(l.id) : undefined;
        return {
          id: was ? was.id : null,
          url: l.url.trim(),
          site: l.site.trim(),
          type: l.type ?? was?.type ?? 'INFO',
          language: l.language || null,
          color: was?.color ?? null,
          icon: was?.icon ?? null,
          notes: l.notes || null,
        };
      });
  }
  return changes;
}

/** A person's name from the input, completed from the current one; the full name from the parts when not given. */
function personName(
  input: NameInput,
  current: {
    name_first: string | null;
    name_middle: string | null;
    name_last: string | null;
    name_full: string;
    name_native: string | null;
    name_alternative: string[];
    name_alternative_spoiler?: string[];
  },
) {
  const pick = (key: 'first' | 'middle' | 'last' | 'native', was: string | null) => (input[key] !== undefined ? input[key] || null : was);
  const first = pick('first', current.name_first);
  const middle = pick('middle', current.name_middle);
  const last = pick('last', current.name_last);
  const parts = [first, middle, last].filter(Boolean).join(' ');
  const partsGiven = input.first !== undefined || input.middle !== undefined || input.last !== undefined;
  return {
    first,
    middle,
    last,
    full: input.full?.trim() || (partsGiven && parts ? parts : current.name_full),
    native: pick('native', current.name_native),
    alternative: input.alternative !== undefined ? strings(input.alternative) : current.name_alternative,
    alternativeSpoiler:
      input.alternativeSpoiler !== undefined ? strings(input.alternativeSpoiler) : (current.name_alternative_spoiler ?? []),
  };
}

const nullIfBlank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export function characterChanges(a: CharacterEditArgs, current: CharacterRow): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (a.name) changes.name = personName(a.name as NameInput, current);
  if (given(a, 'image')) {
    const url = (a.image as string | null) || null;
    changes.image = { large: url, medium: url };
  }
  for (const field of ['description', 'gender', 'age', 'bloodType'] as const) if (given(a, field)) changes[field] = nullIfBlank(a[field]);
  if (given(a, 'dateOfBirth')) changes.dateOfBirth = fullDate(a.dateOfBirth as FuzzyDateInput);
  return changes;
}

export function staffChanges(a: StaffEditArgs, current: StaffRow): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (a.name) {
    const { alternativeSpoiler: _spoilers, ...name } = a.name as NameInput;
    changes.name = personName(name, current as StaffRow & { name_alternative_spoiler?: string[] });
  }
  if (given(a, 'image')) {
    const url = (a.image as string | null) || null;
    changes.image = { large: url, medium: url };
  }
  for (const field of ['description', 'gender', 'homeTown', 'bloodType', 'languageV2', 'age'] as const)
    if (given(a, field)) changes[field] = nullIfBlank(a[field]);
  if (given(a, 'primaryOccupations')) changes.primaryOccupations = strings(a.primaryOccupations as (string | null)[]);
  if (given(a, 'yearsActive'))
    changes.yearsActive = ((a.yearsActive ?? []) as (number | null)[]).filter((y): y is number => typeof y === 'number');
  if (given(a, 'dateOfBirth')) changes.dateOfBirth = fullDate(a.dateOfBirth as FuzzyDateInput);
  if (given(a, 'dateOfDeath')) changes.dateOfDeath = fullDate(a.dateOfDeath as FuzzyDateInput);
  return changes;
}
