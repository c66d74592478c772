import type { FuzzyDate } from '../../../../format/releaseDate.ts';

// Filters and sorts of a list page (core §2): they apply within each section.

export interface ListEntryFacts {
  readonly id: number;
  readonly mediaId: number;
  readonly status: string | null;
  /** In the owner's format (any format orders like the raw score). */
  readonly score: number;
  readonly progress: number;
  readonly updatedAt: number;
  readonly createdAt: number;
  readonly startedAt: number;
  readonly completedAt: number;
  readonly title: string;
  /** Every title and synonym, for the search text. */
  readonly searchText: string;
  readonly format: string | null;
  readonly genres: readonly string[];
  readonly year: number | null;
  readonly releaseDate: number;
  readonly countryOfOrigin: string | null;
  readonly averageScore: number;
  readonly popularity: number;
}

export interface ListFilters {
  readonly search: string;
  readonly format: string | null;
  readonly status: string | null;
  readonly genre: string | null;
  readonly year: number | null;
  readonly country: string | null;
}

export const NO_FILTERS: ListFilters = { search: '', format: null, status: null, genre: null, year: null, country: null };

export const LIST_SORTS = [
  { value: 'score', label: 'Score' },
  { value: 'title', label: 'Title' },
  { value: 'progress', label: 'Progress' },
  { value: 'updatedAt', label: 'Last Updated' },
  { value: 'id', label: 'Last Added' },
  { value: 'startedAt', label: 'Start Date' },
  { value: 'completedAt', label: 'Completed Date' },
  { value: 'releaseDate', label: 'Release Date' },
  { value: 'averageScore', label: 'Average Score' },
  { value: 'popularity', label: 'Popularity' },
] as const;

export type ListSort = (typeof LIST_SORTS)[number]['value'];

/** The owner's row order (settings: score, title, updatedAt, id) is the default sort. */
export function rowOrderSort(rowOrder: string | null | undefined): ListSort {
  return LIST_SORTS.some((sort) => sort.value === rowOrder) ? (rowOrder as ListSort) : 'title';
}

/** A fuzzy date as yyyymmdd (unknown parts 0), so that dates compare as numbers. */
export function fuzzyDateInt(date: FuzzyDate | null | undefined): number {
  if (!date?.year) return 0;
  return date.year * 10000 + (date.month ?? 0) * 100 + (date.day ?? 0);
}

export const normaliseSearch = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export function filterEntries<T extends ListEntryFacts>(entries: readonly T[], filters: ListFilters): T[] {
  const words = normaliseSearch(filters.search).split(/\s+/).filter(Boolean);
  return entries.filter(
    (entry) =>
      (filters.format == null || entry.format === filters.format) &&
      (filters.status == null || entry.status === filters.status) &&
      (filters.genre == null || entry.genres.includes(filters.genre)) &&
      (filters.year == null || entry.year === filters.year) &&
      (filters.country == null || entry.countryOfOrigin === filters.country) &&
      words.every((word) => entry.searchText.includes(word)),
  );
}

const byTitle = (a: ListEntryFacts, b: ListEntryFacts) => a.title.localeCompare(b.title) || a.id - b.id;
const descending = (field: (entry: ListEntryFacts) => number) => (a: ListEntryFacts, b: ListEntryFacts) =>
  field(b) - field(a) || byTitle(a, b);

const COMPARE: Record<ListSort, (a: ListEntryFacts, b: ListEntryFacts) => number> = {
  score: descending((e) => e.score),
  title: byTitle,
  progress: descending((e) => e.progress),
  updatedAt: descending((e) => e.updatedAt),
  // Last Added: newest entry first (ids grow with time; createdAt ties on imports).
  id: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  startedAt: descending((e) => e.startedAt),
  completedAt: descending((e) => e.completedAt),
  releaseDate: descending((e) => e.releaseDate),
  averageScore: descending((e) => e.averageScore),
  popularity: descending((e) => e.popularity),
};

export function sortEntries<T extends ListEntryFacts>(entries: readonly T[], sort: ListSort): T[] {
  return [...entries].sort(COMPARE[sort]);
}

/** Choices of a filter: the values the list holds, so that no choice leads to an empty page. */
export function filterChoices(entries: readonly ListEntryFacts[]) {
  const formats = new Set<string>();
  const genres = new Set<string>();
  const years = new Set<number>();
  const countries = new Set<string>();
  for (const entry of entries) {
    if (entry.format) formats.add(entry.format);
    entry.genres.forEach((genre) => genres.add(genre));
    if (entry.year) years.add(entry.year);
    if (entry.countryOfOrigin) countries.add(entry.countryOfOrigin);
  }
  return {
    formats: [...formats],
    genres: [...genres].sort(),
    years: [...years].sort((a, b) => b - a),
    countries: [...countries].sort(),
  };
}
