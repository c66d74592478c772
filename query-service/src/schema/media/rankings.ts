import type { Context } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/queryable.ts';
import { T } from '../../db/sql.ts';
import { groupBy } from '../../loaders.ts';
import type { RankingRow } from '@tsuzuki/projection-service/rows/rankings';

/** A ranking as Media.rankings reads it (without the projection's display order, which orders the statement). */
export type RankingModel = Omit<RankingRow, 'importance'>;

/** A media's rankings, most important first: all time, then year, then season; overall before per format. */
export const rankingsOf = (ctx: Context) =>
  ctx.loaders.get<number, RankingModel[]>('media.rankings', async (ids) => {
    const { rows } = await ctx.db.query<RankingModel>(
      `${GENERIC_PLAN} SELECT id, media_id, rank, type, format, year, season, all_time, context FROM ${T.rankings}
       WHERE media_id = ANY($1::int[]) ORDER BY media_id, importance, id`,
      [ids],
    );
    return groupBy(ids, rows, (r) => r.media_id);
  });

export const rankingResolvers = {
  MediaRank: { allTime: (r: RankingModel) => r.all_time },
};
