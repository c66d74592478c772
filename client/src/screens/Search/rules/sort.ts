import { isMediaType, type SearchType } from './filterState.ts';

export interface SortOption {
  readonly value: string;
  readonly label: string;
}

/** Sort select (core §9); the title sort follows the viewer's title language (default romaji). */
export function sortOptions(type: SearchType, titleLanguage: string | null | undefined): SortOption[] {
  if (isMediaType(type)) {
    const title = `TITLE_${titleLanguage === 'ENGLISH' || titleLanguage === 'NATIVE' ? titleLanguage : 'ROMAJI'}`;
    return [
      { value: title, label: 'Title' },
      { value: 'POPULARITY_DESC', label: 'Popularity' },
      { value: 'SCORE_DESC', label: 'Average Score' },
      { value: 'TRENDING_DESC', label: 'Trending' },
      { value: 'FAVOURITES_DESC', label: 'Favorites' },
      { value: 'ID_DESC', label: 'Date Added' },
      { value: 'START_DATE_DESC', label: 'Release Date' },
    ];
  }
  if (type === 'users')
    return [
      { value: 'USERNAME', label: 'Name' },
      { value: 'ID_DESC', label: 'Newest' },
    ];
  if (type === 'studios')
    return [
      { value: 'FAVOURITES_DESC', label: 'Favorites' },
      { value: 'NAME', label: 'Name' },
    ];
  return [
    { value: 'FAVOURITES_DESC', label: 'Favorites' },
    { value: 'ID_DESC', label: 'Date Added' },
  ];
}

/**
 * Sort rules (core §4, §5): text searches by match; SEARCH_MATCH without text falls back to popularity (favourites
 * for the other types); TRENDING_DESC adds POPULARITY_DESC; the defaults are popularity then score for media,
 * favourites for staff and characters; the birthday preset adds id descending after favourites.
 */
export function searchSort(type: SearchType, search: string, requested: string | null, isBirthday = false): string[] {
  const media = isMediaType(type);
  const sort = requested && isKnownSort(type, requested) ? requested : null;
  if (search && (!sort || sort === 'SEARCH_MATCH')) return ['SEARCH_MATCH'];
  if (sort === 'SEARCH_MATCH') return [media ? 'POPULARITY_DESC' : type === 'users' ? 'ID_DESC' : 'FAVOURITES_DESC'];
  if (sort === 'TRENDING_DESC') return ['TRENDING_DESC', 'POPULARITY_DESC'];
  if (sort) return isBirthday && sort === 'FAVOURITES_DESC' ? ['FAVOURITES_DESC', 'ID_DESC'] : [sort];
  if (media) return ['POPULARITY_DESC', 'SCORE_DESC'];
  if (type === 'users') return ['ID_DESC'];
  if (isBirthday) return ['FAVOURITES_DESC', 'ID_DESC'];
  return ['FAVOURITES_DESC'];
}

/** A sort from the URL is used only when the type knows it (a hand-edited URL must not break the query). */
export function isKnownSort(type: SearchType, sort: string): boolean {
  if (sort === 'SEARCH_MATCH') return true;
  if (isMediaType(type) && /^TITLE_(ROMAJI|ENGLISH|NATIVE)$/.test(sort)) return true;
  return sortOptions(type, null).some((option) => option.value === sort);
}
