import { listiclePath, listicleTitle, type Listicle } from '@tsuzuki/events/listicles';
import type { Queryable } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { SITE_URL } from '../../schema/text.ts';
import type { Head } from './html.ts';
import { mediaUrl } from './mediaHead.ts';

/**
 * Which media of a type, genre and year a listicle ranks, as the rankings read model ranks a year (its year is the
 * season year, else the start year: anime by season year, manga, which have no season, by start year); scored media
 * only; by average score, ties to the more popular, then the lower id. The client asks Page.media for the same
 * (screens/Listicles/listicleRules.ts).
 */
export const LISTICLE_WHERE = `m.type = $1 AND m.genres @> ARRAY[$2::text] AND NOT m.is_adult AND m.average_score > 0
  AND (CASE m.type WHEN 'ANIME' THEN m.season_year ELSE m.start_year END) = $3`;
const LISTICLE_ORDER = 'm.average_score DESC, m.popularity DESC, m.id';

interface ListicleRow {
  id: number;
  type: 'ANIME' | 'MANGA';
  title_romaji: string;
}

export async function listicleMedia(db: Queryable, l: Listicle): Promise<ListicleRow[]> {
  const { rows } = await db.query<ListicleRow>(
    `SELECT m.id, m.type, m.title_romaji FROM ${T.media} m WHERE ${LISTICLE_WHERE} ORDER BY ${LISTICLE_ORDER} LIMIT $4`,
    [l.type, l.genre, l.year, l.amount],
  );
  return rows;
}

/**
 * The head of a listicle: its title and an ItemList of the ranked titles for search engines. An article that ranks
 * nothing yet is kept out of their indexes (it is not in the sitemap either).
 */
export async function listicleHead(db: Queryable | undefined, l: Listicle): Promise<Head> {
  const title = listicleTitle(l);
  const url = `${SITE_URL}${listiclePath(l)}`;
  const noun = l.type === 'MANGA' ? 'manga' : 'anime';
  const description = `The highest rated ${l.genre} ${noun} of ${l.year}, ranked by the average score of Tsuzuki's members.`;
  const rows = db ? await listicleMedia(db, l) : [];
  const meta: [string, string, string][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:title', title],
    ['property', 'og:url', url],
    ['property', 'og:description', description],
    ['property', 'og:site_name', 'Tsuzuki'],
    ['name', 'twitter:card', 'summary'],
  ];
  if (rows.length === 0) meta.push(['name', 'robots', 'noindex']);
  return {
    title: `${title} · Tsuzuki`,
    description,
    meta,
    canonical: url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      description,
      url,
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: rows.length,
      itemListElement: rows.map((r, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: r.title_romaji,
        url: mediaUrl(r.type, r.id, r.title_romaji),
      })),
    },
  };
}
