import { isCommunityMod } from '@tsuzuki/events/roles';

// Recommendations (social §2-§6, §9; core §2, §9): who sees the block, how many columns, what the search asks, how a
// rating press changes the rating, and the /recommendations page's sort and filter as they read in the URL.

export type RecommendationRating = 'RATE_UP' | 'RATE_DOWN' | 'NO_RATING';

/** Pressing the rating one already gave takes it back (social §4); the server only records the rating sent. */
export function nextRating(current: string | null | undefined, pressed: 'RATE_UP' | 'RATE_DOWN'): RecommendationRating {
  return current === pressed ? 'NO_RATING' : pressed;
}

const value = (rating: string | null | undefined): number => (rating === 'RATE_UP' ? 1 : rating === 'RATE_DOWN' ? -1 : 0);

/** The pair's rating (ups minus downs) once the viewer's rating moves from `from` to `to`. */
export function ratingAfter(rating: number | null | undefined, from: string | null | undefined, to: RecommendationRating): number {
  return (rating ?? 0) - value(from) + value(to);
}

/** A card is this wide at least on desktop; phones always get 7 columns (core §9). */
export const COLUMN_WIDTH = 150;
export const MOBILE_COLUMNS = 7;

export function recommendationColumns(width: number, mobile: boolean): number {
  if (mobile) return MOBILE_COLUMNS;
  return Math.max(1, Math.floor(width / COLUMN_WIDTH));
}

export interface RecommendationMediaFacts {
  readonly type: string | null | undefined;
  readonly status: string | null | undefined;
  readonly isLocked: boolean | null | undefined;
  readonly isRecommendationBlocked: boolean | null | undefined;
}

/** The media page hides its Recommendations section (social §5); a member may still add the first one. */
export function recommendationsHidden(media: RecommendationMediaFacts, count: number, signedIn: boolean): boolean {
  if (media.isRecommendationBlocked || media.isLocked) return true;
  if (media.status === 'NOT_YET_RELEASED') return true;
  if (media.type === 'ANIME' && media.status === 'CANCELLED') return true;
  return count === 0 && !signedIn;
}

/** The add box waits this long after the last key before it searches (core §9). */
export const RECOMMENDATION_SEARCH_DEBOUNCE_MS = 300;
export const RECOMMENDATION_SEARCH_SIZE = 8;

export interface RecommendationSearchVariables {
  readonly id: number | null;
  readonly search: string | null;
  readonly type: 'ANIME' | 'MANGA';
  readonly formatIn: readonly ('NOVEL' | 'MUSIC')[] | null;
  /** The media itself cannot be recommended for itself. */
  readonly exclude: number;
}

/**
 * What the add box asks (social §5): digits alone are a media id, anything else is text; always the media's own type,
 * and only novels (or music) for a novel (or music). Null while there is nothing to search for.
 */
export function recommendationSearchVariables(
  query: string,
  media: { readonly id: number; readonly type: string | null | undefined; readonly format: string | null | undefined },
): RecommendationSearchVariables | null {
  const text = query.trim();
  if (!text) return null;
  const byId = /^\d+$/.test(text) && Number.isSafeInteger(Number(text));
  return {
    id: byId ? Number(text) : null,
    search: byId ? null : text,
    type: media.type === 'MANGA' ? 'MANGA' : 'ANIME',
    formatIn: media.format === 'NOVEL' ? ['NOVEL'] : media.format === 'MUSIC' ? ['MUSIC'] : null,
    exclude: media.id,
  };
}

/** social §5: the confirmation before a removal. */
export const deleteConfirmText = (name: string) => `Are you sure you want to delete this recommendation by ${name}?`;

export interface RecommendationViewer {
  readonly id: number;
  readonly moderatorRoles?: readonly (string | null | undefined)[] | null;
}

/** Community moderators remove any recommendation, members their own (social §6); the server decides again. */
export function canDeleteRecommendation(viewer: RecommendationViewer | null, authorId: number | null | undefined): boolean {
  if (!viewer) return false;
  if (authorId != null && authorId === viewer.id) return true;
  return isCommunityMod((viewer.moderatorRoles ?? []).filter((role): role is string => typeof role === 'string'));
}

/**
 * The media a card recommends, seen from the page it is on: one recommendation id reads with `media` and
 * `mediaRecommendation` swapped on the two media's pages, and the client caches it once by id.
 */
export function otherMedia<T extends { readonly id: number }>(
  pageMediaId: number,
  media: T | null | undefined,
  recommended: T | null | undefined,
): T | null {
  if (media && media.id !== pageMediaId) return media;
  if (recommended && recommended.id !== pageMediaId) return recommended;
  return null;
}

// /recommendations (social §2): Recent, Highest Rated, Lowest Rated; All or My List for members.
export const RECOMMENDATION_SORTS = [
  { sort: 'ID_DESC', label: 'Recent' },
  { sort: 'RATING_DESC', label: 'Highest Rated' },
  { sort: 'RATING', label: 'Lowest Rated' },
] as const;
export type RecommendationsSort = (typeof RECOMMENDATION_SORTS)[number]['sort'];

export const RECOMMENDATIONS_PER_PAGE = 20;

export interface RecommendationsView {
  readonly sort: RecommendationsSort;
  readonly onList: boolean;
}

/** The page's choice from its URL (?sort=RATING_DESC&onList=true); unknown values fall back to Recent and All. */
export function parseRecommendationsView(params: URLSearchParams, signedIn: boolean): RecommendationsView {
  const asked = params.get('sort');
  const sort = RECOMMENDATION_SORTS.find((option) => option.sort === asked)?.sort ?? 'ID_DESC';
  return { sort, onList: signedIn && params.get('onList') === 'true' };
}

export function recommendationsPath(view: RecommendationsView): string {
  const params = new URLSearchParams();
  if (view.sort !== 'ID_DESC') params.set('sort', view.sort);
  if (view.onList) params.set('onList', 'true');
  const query = params.toString();
  return query ? `/recommendations?${query}` : '/recommendations';
}
