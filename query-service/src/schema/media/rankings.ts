import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { groupBy } from '../../loaders.ts';

export interface RankingRow {
  id: number; media_id: number; rank: number; type: string; format: string | null; year: number | null;
  season: string | null; all_time: boolean; context: string;
}

/** A media's rankings, most important first: all time, then year, then season; overall before per format. */
export const rankingsOf = (ctx: Context) =>
  ctx.loaders.get<number, RankingRow[]>('media.rankings', async (ids) => {
    const { rows } = await ctx.db.query<RankingRow>(
      `SELECT id, media_id, rank, type, format, year, season, all_time, context FROM ${T.rankings}
       WHERE media_id = ANY($1::int[]) ORDER BY media_id, importance, id`,
      [ids],
    );
    return groupBy(ids, rows, (r) => r.media_id);
  });

export const rankingResolvers = {
  MediaRank: { allTime: (r: RankingRow) => r.all_time },
};
