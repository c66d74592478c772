import { GENRES, type MediaType } from './catalogue/vocabulary.ts';

// The article route of social §2, /article/Top-{amount}-{genre}-{Anime|Manga}-of-{year}: one parser for the client's
// route and the server's page status (404 for what the client shows as NotFound) and sitemap.

export const LISTICLE_AMOUNTS = [10, 50] as const;
export type ListicleAmount = (typeof LISTICLE_AMOUNTS)[number];

/** The first year a listicle may name: nothing in the catalogue is older. */
export const FIRST_LISTICLE_YEAR = 1900;

export interface Listicle {
  amount: ListicleAmount;
  /** The catalogue's genre as stored ("Slice of Life"); never the adult genre. */
  genre: string;
  type: MediaType;
  year: number;
}

const SEGMENT = /^Top-(\d{1,3})-(.+)-(Anime|Manga)-of-(\d{4})$/;

/** "Slice of Life" → "Slice-of-Life", "Sci-Fi" stays. */
export const genreSlug = (genre: string): string => genre.replace(/ /g, '-');

const genreKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
const GENRE_BY_KEY = new Map<string, string>(GENRES.map((genre) => [genreKey(genre), genre]));

/** The latest year a listicle may name: next year's titles are announced (and ranked once scored) this year. */
export const lastListicleYear = (now: Date): number => now.getUTCFullYear() + 1;

/**
 * The listicle a path segment names ("Top-10-Slice-of-Life-Anime-of-2020", decoded), or null: another amount than 10
 * or 50, a genre the catalogue does not have (or the adult one), a type other than Anime or Manga, or a year that is
 * not four digits from 1900 to next year. The genre is matched without regard to case, spaces or hyphens;
 * `listiclePath` gives the canonical spelling.
 */
export function parseListicle(segment: string, now = new Date()): Listicle | null {
  const m = SEGMENT.exec(segment);
  if (!m) return null;
  const amount = Number(m[1]);
  const genre = GENRE_BY_KEY.get(genreKey(m[2]!));
  const year = Number(m[4]);
  if (!(LISTICLE_AMOUNTS as readonly number[]).includes(amount) || !genre) return null;
  if (year < FIRST_LISTICLE_YEAR || year > lastListicleYear(now)) return null;
  return { amount: amount as ListicleAmount, genre, type: m[3] === 'Manga' ? 'MANGA' : 'ANIME', year };
}

/** "Top 10 Slice of Life Anime of 2020". */
export const listicleTitle = (l: Listicle): string => `Top ${l.amount} ${l.genre} ${l.type === 'MANGA' ? 'Manga' : 'Anime'} of ${l.year}`;

/** /article/Top-10-Slice-of-Life-Anime-of-2020 */
export const listiclePath = (l: Listicle): string =>
  `/article/Top-${l.amount}-${genreSlug(l.genre)}-${l.type === 'MANGA' ? 'Manga' : 'Anime'}-of-${l.year}`;
