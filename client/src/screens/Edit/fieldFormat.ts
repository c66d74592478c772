// How a field of a change reads in a diff (ADR 22): its label and its value as text. Values are the events' own
// shapes (a title object, a fuzzy date, a list of links), so that the history and the submission view agree.

const LABELS: Record<string, string> = {
  idMal: 'MyAnimeList ID',
  title: 'Title',
  synonyms: 'Synonyms',
  description: 'Description',
  format: 'Format',
  status: 'Status',
  source: 'Source',
  countryOfOrigin: 'Country',
  isAdult: 'Adult',
  isLicensed: 'Licensed',
  isLocked: 'Locked',
  isFavouriteBlocked: 'Favourites blocked',
  isRecommendationBlocked: 'Recommendations blocked',
  isReviewBlocked: 'Reviews blocked',
  startDate: 'Start date',
  endDate: 'End date',
  season: 'Season',
  seasonYear: 'Season year',
  episodes: 'Episodes',
  duration: 'Duration',
  chapters: 'Chapters',
  volumes: 'Volumes',
  genres: 'Genres',
  hashtag: 'Hashtag',
  coverImage: 'Cover image',
  bannerImage: 'Banner image',
  externalLinks: 'External links',
  name: 'Name',
  image: 'Image',
  gender: 'Gender',
  dateOfBirth: 'Birthday',
  dateOfDeath: 'Date of death',
  age: 'Age',
  bloodType: 'Blood type',
  languageV2: 'Language',
  primaryOccupations: 'Occupations',
  yearsActive: 'Years active',
  homeTown: 'Home town',
  isAnimationStudio: 'Animation studio',
  mergedInto: 'Merged into',
};

export const fieldLabel = (field: string): string => LABELS[field] ?? field;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function date(d: Obj): string {
  const parts = [d.year, d.month, d.day].map((p) => (p == null ? null : String(p)));
  if (parts.every((p) => p === null)) return '—';
  return [parts[0] ?? '????', (parts[1] ?? '??').padStart(2, '0'), (parts[2] ?? '??').padStart(2, '0')].join('-');
}

/** A value as one line of text; '—' for nothing. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((v) => (isObj(v) && 'url' in v ? `${String(v.site ?? '')}: ${String(v.url)}` : formatValue(field, v))).join(', ');
  }
  if (isObj(value)) {
    if (field === 'title') return [value.romaji, value.english, value.native].filter(Boolean).join(' / ') || '—';
    if (field === 'name') return String(value.full ?? '—');
    if ('year' in value && 'month' in value) return date(value);
    if ('large' in value) return String(value.large ?? value.extraLarge ?? value.medium ?? '—');
    return JSON.stringify(value);
  }
  return String(value);
}
