import { mediaSlug } from '@tsuzuki/web/sitePaths';
import type { Queryable } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { SITE_URL } from '../../schema/text.ts';
import { plainDescription, type Head } from './html.ts';

interface MediaHeadRow {
  id: number;
  type: 'ANIME' | 'MANGA';
  title_romaji: string;
  title_english: string | null;
  title_native: string | null;
  synonyms: string[];
  description: string | null;
  format: string | null;
  is_adult: boolean;
  start_year: number | null;
  start_month: number | null;
  start_day: number | null;
  genres: string[];
  cover_extra_large: string | null;
  cover_large: string | null;
  average_score: number | null;
  popularity: number;
  episodes: number | null;
  keywords: string[];
}

/** One statement: the media and the names of its tags ranked over 50 (core §9: those are the keywords). */
const MEDIA_SQL = `SELECT m.id, m.type, m.title_romaji, m.title_english, m.title_native, m.synonyms, m.description, m.format,
    m.is_adult, m.start_year, m.start_month, m.start_day, m.genres, m.cover_extra_large, m.cover_large,
    m.average_score, m.popularity, m.episodes,
    coalesce((SELECT array_agg(t.name ORDER BY mt.rank DESC, t.name) FROM ${T.mediaTags} mt JOIN ${T.tags} t ON t.id = mt.tag_id
              WHERE mt.media_id = m.id AND mt.rank > 50), '{}') AS keywords
  FROM ${T.media} m WHERE m.id = $1 AND m.type = $2`;

const absolute = (url: string | null) => (url && url.startsWith('/') ? `${SITE_URL}${url}` : url);
const pad = (n: number) => String(n).padStart(2, '0');

/** schema.org wants ISO dates: as much of the start date as is known. */
function isoDate(r: MediaHeadRow): string | null {
  if (!r.start_year) return null;
  if (!r.start_month) return String(r.start_year);
  return r.start_day ? `${r.start_year}-${pad(r.start_month)}-${pad(r.start_day)}` : `${r.start_year}-${pad(r.start_month)}`;
}

// Anime: a movie is a Movie, anything else a series; manga: novels are books, the rest comic series.
function schemaType(r: MediaHeadRow): string {
  if (r.type === 'ANIME') return r.format === 'MOVIE' ? 'Movie' : 'TVSeries';
  return r.format === 'NOVEL' ? 'Book' : 'ComicSeries';
}

export function mediaJsonLd(r: MediaHeadRow, url: string, description: string | null): object {
  const alternateNames = [r.title_english, r.title_native, ...r.synonyms].filter((n): n is string => !!n && n !== r.title_romaji);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': schemaType(r),
    name: r.title_romaji,
    url,
  };
  if (alternateNames.length) ld.alternateName = [...new Set(alternateNames)];
  const image = absolute(r.cover_extra_large ?? r.cover_large);
  if (image) ld.image = image;
  if (description) ld.description = description;
  if (r.genres.length) ld.genre = r.genres;
  const date = isoDate(r);
  if (date) ld[r.format === 'MOVIE' ? 'dateCreated' : 'datePublished'] = date;
  if (r.type === 'ANIME' && r.format !== 'MOVIE' && r.episodes) ld.numberOfEpisodes = r.episodes;
  if (r.keywords.length) ld.keywords = r.keywords.join(', ');
  // Scores are percentages; popularity (list entries) stands in for the number of ratings.
  if (r.average_score != null && r.popularity > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: r.average_score,
      bestRating: 100,
      worstRating: 0,
      ratingCount: r.popularity,
    };
  }
  return ld;
}

export function mediaHead(r: MediaHeadRow, url: string): Head {
  const title = r.title_english && r.title_english !== r.title_romaji ? `${r.title_romaji} (${r.title_english})` : r.title_romaji;
  const description = plainDescription(r.description);
  const image = absolute(r.cover_extra_large ?? r.cover_large);
  const meta: [string, string, string][] = [
    ['property', 'og:type', r.type === 'ANIME' ? (r.format === 'MOVIE' ? 'video.movie' : 'video.tv_show') : 'book'],
    ['property', 'og:title', title],
    ['property', 'og:url', url],
    ['property', 'og:site_name', 'Tsuzuki'],
  ];
  if (description) meta.push(['property', 'og:description', description]);
  if (image) meta.push(['property', 'og:image', image]);
  meta.push(['name', 'twitter:card', image ? 'summary_large_image' : 'summary'], ['name', 'twitter:title', title]);
  if (description) meta.push(['name', 'twitter:description', description]);
  if (image) meta.push(['name', 'twitter:image', image]);
  if (r.keywords.length) meta.push(['name', 'keywords', r.keywords.join(', ')]);
  // Adult media stay out of search engines (core §2, MEDIA-56).
  if (r.is_adult) meta.push(['name', 'robots', 'noindex']);
  return { title: `${title} · Tsuzuki`, description, meta, canonical: url, jsonLd: mediaJsonLd(r, url, description) };
}

/** The canonical address of a media page: its own page with its slug, whatever slug or sub-page was asked for. */
export const mediaUrl = (type: 'ANIME' | 'MANGA', id: number, title: string) => {
  const slug = mediaSlug(title);
  return `${SITE_URL}/${type.toLowerCase()}/${id}${slug ? `/${slug}` : ''}`;
};

/** The head of /anime/:id/... or /manga/:id/... and whether the media is adult; null when there is no such media. */
export async function findMediaHead(db: Queryable, type: 'ANIME' | 'MANGA', id: number): Promise<{ head: Head; isAdult: boolean } | null> {
  const { rows } = await db.query<MediaHeadRow>(MEDIA_SQL, [id, type]);
  const row = rows[0];
  if (!row) return null;
  return { head: mediaHead(row, mediaUrl(type, id, row.title_romaji)), isAdult: row.is_adult };
}
