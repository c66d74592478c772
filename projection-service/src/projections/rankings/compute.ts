import type pg from 'pg';
import { inTransaction, lockSchema, quoteIdent } from '../../framework/sql.ts';

const LIVE_SCHEMA = 'rm_rankings';

// A rank scope: the partition a media competes in. Overall scopes leave format null.
interface Scope {
  allTime: boolean;
  year: string;
  season: string;
  partition: string;
  where: string;
  weight: number;
}

const SCOPES: Scope[] = [
  { allTime: true, year: 'NULL::int', season: 'NULL::text', partition: '', where: 'true', weight: 0 },
  { allTime: false, year: 's.year', season: 'NULL::text', partition: ', s.year', where: 's.year IS NOT NULL', weight: 10 },
  {
    allTime: false,
    year: 's.season_year',
    season: 's.season',
    partition: ', s.season_year, s.season',
    where: 's.season IS NOT NULL AND s.season_year IS NOT NULL',
    weight: 20,
  },
];

// RATED ties go to the more popular media, POPULAR ties to the better rated; the id settles the rest, so
// a recompute over the same rows gives the same ranks.
const ORDER = `s.value DESC, s.tiebreak DESC NULLS LAST, s.media_id`;

function scopeSelects(): string[] {
  const selects: string[] = [];
  for (const scope of SCOPES) {
    for (const byFormat of [false, true]) {
      const format = byFormat ? 's.format' : 'NULL::text';
      const suffix = scope.allTime ? " || ' all time'" : '';
      selects.push(`SELECT s.media_id, s.rank_type, ${format} AS format, ${scope.year} AS year, ${scope.season} AS season,
        ${scope.allTime} AS all_time, s.label${suffix} AS context,
        ${scope.weight + (byFormat ? 5 : 0)} + CASE s.rank_type WHEN 'RATED' THEN 0 ELSE 1 END AS importance,
        row_number() OVER (PARTITION BY s.media_type, s.rank_type${byFormat ? ', s.format' : ''}${scope.partition} ORDER BY ${ORDER}) AS rank
        FROM scored s WHERE ${scope.where}${byFormat ? ' AND s.format IS NOT NULL' : ''}`);
    }
  }
  return selects;
}

const recomputeSql = (schema: string) => `
  WITH m AS (
    SELECT id, type, format, average_score, popularity, season, season_year, coalesce(season_year, start_year) AS year
    FROM rm_media.media
  ),
  scored AS (
    SELECT id AS media_id, type AS media_type, format, year, season, season_year, 'RATED' AS rank_type,
           'highest rated' AS label, average_score AS value, popularity AS tiebreak
    FROM m WHERE average_score IS NOT NULL
    UNION ALL
    SELECT id, type, format, year, season, season_year, 'POPULAR', 'most popular', popularity, average_score
    FROM m WHERE popularity > 0
  ),
  ranked AS (${scopeSelects().join('\nUNION ALL\n')})
  INSERT INTO ${quoteIdent(schema)}.media_rankings (id, media_id, rank, type, format, year, season, all_time, context, importance)
  SELECT row_number() OVER (ORDER BY media_id, importance), media_id, rank, rank_type, format, year, season, all_time, context, importance
  FROM ranked`;

export interface RecomputeResult {
  rankings: number;
  media: number;
}

/**
 * Replaces every ranking in one transaction (readers see the old set or the new, never a mix). Holds the
 * schema's lock so two workers' recomputes serialise, and reads rm_media as of the transaction's snapshot.
 * `schema` is the live one, or a rebuild's scratch schema that must be complete before it is swapped in.
 */
export async function recomputeRankings(pool: pg.Pool, schema = LIVE_SCHEMA): Promise<RecomputeResult> {
  const target = quoteIdent(schema);
  return inTransaction(pool, async (tx) => {
    await lockSchema(tx, schema);
    await tx.query(`DELETE FROM ${target}.media_rankings`);
    const { rowCount } = await tx.query(recomputeSql(schema));
    const { rows } = await tx.query<{ n: number }>(`SELECT count(DISTINCT media_id)::int AS n FROM ${target}.media_rankings`);
    const media = rows[0]?.n ?? 0;
    await tx.query(
      `INSERT INTO ${target}.refreshed (singleton, at, media) VALUES (true, now(), $1)
       ON CONFLICT (singleton) DO UPDATE SET at = excluded.at, media = excluded.media`,
      [media],
    );
    return { rankings: rowCount ?? 0, media };
  });
}
