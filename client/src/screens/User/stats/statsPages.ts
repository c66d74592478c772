import { userPath } from '../../../components/Nav/navLinks.ts';

// The addresses of a user's statistics (social §2): stats/{anime|manga}/overview and stats/{anime|manga}/{page}.

export type StatsType = 'anime' | 'manga';
export type StatsListPage = 'genres' | 'tags' | 'voice-actors' | 'studios' | 'staff';
export type StatsPage = 'overview' | StatsListPage;

interface PageEntry {
  readonly page: StatsPage;
  readonly label: string;
  /** Voice actors and studios belong to anime only. */
  readonly animeOnly: boolean;
}

const PAGES: readonly PageEntry[] = [
  { page: 'overview', label: 'Overview', animeOnly: false },
  { page: 'genres', label: 'Genres', animeOnly: false },
  { page: 'tags', label: 'Tags', animeOnly: false },
  { page: 'voice-actors', label: 'Voice Actors', animeOnly: true },
  { page: 'studios', label: 'Studios', animeOnly: true },
  { page: 'staff', label: 'Staff', animeOnly: false },
];

export const STATS_TYPES: readonly StatsType[] = ['anime', 'manga'];

export const isStatsType = (value: string | undefined): value is StatsType => value === 'anime' || value === 'manga';

/** The pages one list type has, in menu order. */
export const statsPages = (type: StatsType): readonly PageEntry[] => PAGES.filter((entry) => type === 'anime' || !entry.animeOnly);

/** Whether `page` is a card page (genres, tags...) of `type`; the overview has its own route. */
export const isStatsListPage = (type: StatsType, page: string | undefined): page is StatsListPage =>
  page !== 'overview' && statsPages(type).some((entry) => entry.page === page);

export const pageLabel = (page: StatsPage): string => PAGES.find((entry) => entry.page === page)!.label;

/** The Stats tab opens anime if the user has anime entries, else manga (social §2); a user with none gets anime. */
export const statsOpeningType = (animeCount: number | null | undefined, mangaCount: number | null | undefined): StatsType =>
  (animeCount ?? 0) <= 0 && (mangaCount ?? 0) > 0 ? 'manga' : 'anime';

export const statsPath = (name: string, type: StatsType, page: StatsPage = 'overview'): string => userPath(name, `stats/${type}/${page}`);

/** The card pages' orders, as the `sort` search parameter names them; count first by default. */
export type StatsSort = 'count' | 'progress' | 'mean-score';
export const STATS_SORTS: readonly StatsSort[] = ['count', 'progress', 'mean-score'];

const API_SORTS = { count: 'COUNT_DESC', progress: 'PROGRESS_DESC', 'mean-score': 'MEAN_SCORE_DESC' } as const;
export type ApiStatsSort = (typeof API_SORTS)[StatsSort];

export const statsSort = (param: string | null | undefined): StatsSort =>
  STATS_SORTS.includes(param as StatsSort) ? (param as StatsSort) : 'count';

/** The API's UserStatisticsSort for a sort (the server breaks ties by key, so equal figures keep their order). */
export const apiSort = (sort: StatsSort): ApiStatsSort => API_SORTS[sort];

export function sortLabel(sort: StatsSort, type: StatsType): string {
  if (sort === 'count') return 'Count';
  if (sort === 'mean-score') return 'Mean Score';
  return type === 'anime' ? 'Time Watched' : 'Chapters Read';
}
