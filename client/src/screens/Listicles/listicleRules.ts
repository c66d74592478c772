import { GENRES } from '@tsuzuki/events/catalogue/vocabulary';
import { genreSlug, lastListicleYear, listiclePath, parseListicle, type Listicle } from '@tsuzuki/events/listicles';
import type { Ranking } from '../MediaPage/rules/rankings.ts';

export { listiclePath, listicleTitle, parseListicle, type Listicle } from '@tsuzuki/events/listicles';

/**
 * Page.media arguments that give the site's ranking of one genre in one year (social §2 Listicles). The rankings read
 * model ranks media of a year (season year, else start year) by average score, ties to the more popular, then the
 * lower id; only scored media are ranked. The same order and filters over the media read model:
 * anime by season year, manga (which have no season) by start year.
 */
export function listicleVariables(l: Listicle) {
  return {
    type: l.type,
    genre: l.genre,
    perPage: l.amount,
    seasonYear: l.type === 'ANIME' ? l.year : null,
    yearLike: l.type === 'MANGA' ? `${l.year}%` : null,
  };
}

/** The media's rank among every media of its type in that year ("#3 Highest Rated 2020"), from the rankings. */
export function yearRanking<R extends Ranking>(rankings: readonly (R | null | undefined)[] | null | undefined, year: number): R | null {
  return (rankings ?? []).find((r): r is R => !!r && r.type === 'RATED' && !r.allTime && r.year === year && !r.season && !r.format) ?? null;
}

/** The whole ranking on the search page: the genre in that year by score. */
export function listicleSearchPath(l: Listicle): string {
  const params = new URLSearchParams({ genres: l.genre, year: String(l.year), sort: 'SCORE_DESC' });
  return `/search/${l.type === 'MANGA' ? 'manga' : 'anime'}?${params.toString()}`;
}

/** The neighbouring listicles the page links to: the other amount, type and years, and the other genres. */
export function listicleLinks(l: Listicle, now = new Date()) {
  const other = (change: Partial<Listicle>) => listiclePath({ ...l, ...change });
  return {
    amount: other({ amount: l.amount === 10 ? 50 : 10 }),
    type: other({ type: l.type === 'ANIME' ? 'MANGA' : 'ANIME' }),
    previousYear: other({ year: l.year - 1 }),
    nextYear: l.year < lastListicleYear(now) ? other({ year: l.year + 1 }) : null,
    genres: GENRES.filter((g) => g !== l.genre).map((genre) => ({ genre, path: other({ genre }) })),
  };
}

/** The Top 10 a search page's media type, single genre and year name (the search page links it), if any. */
export function listicleOfSearch(type: string, genres: readonly string[], year: string): Listicle | null {
  if ((type !== 'anime' && type !== 'manga') || genres.length !== 1 || !/^\d{4}$/.test(year)) return null;
  return parseListicle(`Top-10-${genreSlug(genres[0]!)}-${type === 'manga' ? 'Manga' : 'Anime'}-of-${year}`);
}
