import type pg from 'pg';
import { inTransaction, lockSchema, quoteIdent } from '../../framework/sql.ts';

const DAY = 86_400;
const TRENDS = 'rm_trends.media_trends';

/**
 * Media.trending is the activity of the recent days: the sum of the `trending` of its trend points dated today
 * or yesterday (UTC): the members' list changes of those days (before members keep lists, the imported trending
 * figures measured then; ADR 14). Two days, so that the figure does not drop to nothing at midnight; a title
 * nobody touched for two days has 0.
 */
export const TRENDING_DAYS = 2;

/**
 * Recomputes media.trending of `schema` (live rm_media, or a rebuild's scratch schema) from the live trend
 * points, writing only the rows whose figure moved. It holds the schema's drain lock, so it never interleaves
 * with a drain's writes to the same rows. Returns how many media changed.
 */
export async function recomputeTrending(pool: pg.Pool, schema: string, now = Date.now()): Promise<number> {
  const since = Math.floor(now / 1000 / DAY) * DAY - (TRENDING_DAYS - 1) * DAY;
  const media = `${quoteIdent(schema)}.media`;
  return inTransaction(pool, async (tx) => {
    await lockSchema(tx, schema);
    const { rows } = await tx.query<{ ok: boolean }>(`SELECT to_regclass('${TRENDS}') IS NOT NULL AS ok`);
    if (!rows[0]!.ok) return 0; // no trends read model yet (a partial installation): nothing to count
    const { rowCount } = await tx.query(
      `UPDATE ${media} m SET trending = n.trending
       FROM (
         SELECT m.id, coalesce(t.trending, 0) AS trending FROM ${media} m
         LEFT JOIN (SELECT media_id, sum(trending)::int AS trending FROM ${TRENDS} WHERE date >= $1 GROUP BY media_id) t
           ON t.media_id = m.id
       ) n
       WHERE m.id = n.id AND m.trending <> n.trending`,
      [since],
    );
    return rowCount ?? 0;
  });
}
