export const GENRES = [
  'Action',
  'Adventure',
  'Comedy',
  'Drama',
  'Ecchi',
  'Fantasy',
  'Horror',
  'Mahou Shoujo',
  'Mecha',
  'Music',
  'Mystery',
  'Psychological',
  'Romance',
  'Sci-Fi',
  'Slice of Life',
  'Sports',
  'Supernatural',
  'Thriller',
] as const;

/** Genre link (core §2): /search/{type}/{genre}; Hentai goes through the adult filter instead. */
export function genrePath(type: string | null | undefined, genre: string): string {
  const t = type === 'MANGA' || type === 'manga' ? 'manga' : 'anime';
  if (genre === 'Hentai') return `/search/${t}?genres=Hentai&adult=true`;
  return `/search/${t}/${encodeURIComponent(genre)}`;
}

/** The genre named by a search alias such as "slice of life" or "Sci-Fi", if any. */
export function genreFromAlias(alias: string | undefined): string | undefined {
  if (!alias) return undefined;
  const wanted = alias.toLowerCase().replace(/[-_]/g, ' ');
  return GENRES.find((g) => g.toLowerCase().replace(/-/g, ' ') === wanted);
}
