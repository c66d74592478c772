import { seriesColour } from '../../../components/Charts/palette.ts';

// The overview's genre preview (social §9 "Genre overview top 5 of 6"): the statistics ask for six genres, the
// preview shows the first five by count, each with its share of those five.

/** Matches the fragment's genres(limit: 6) in GenreOverview.tsx. */
export const GENRE_PREVIEW_ASKED = 6;
export const GENRE_PREVIEW_SHOWN = 5;

export interface GenreCount {
  readonly genre?: string | null;
  readonly count?: number | null;
}

export interface GenreShare {
  readonly genre: string;
  readonly count: number;
  /** "1 Entry", "40 Entries". */
  readonly entries: string;
  /** Percent of the shown genres' total, for the bar. */
  readonly share: number;
  readonly color: string;
}

export function genreOverview(genres: readonly (GenreCount | null | undefined)[] | null | undefined): GenreShare[] {
  const shown = (genres ?? [])
    .filter((g): g is { genre: string; count: number } => !!g?.genre && (g.count ?? 0) > 0)
    .sort((a, b) => b.count - a.count || a.genre.localeCompare(b.genre))
    .slice(0, GENRE_PREVIEW_SHOWN);
  const total = shown.reduce((sum, g) => sum + g.count, 0);
  return shown.map((g, index) => ({
    genre: g.genre,
    count: g.count,
    entries: `${g.count} ${g.count === 1 ? 'Entry' : 'Entries'}`,
    share: total ? Math.round((g.count / total) * 1000) / 10 : 0,
    color: seriesColour(index),
  }));
}
