import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { groupBy } from '../../loaders.ts';
import { pagedChildren } from '../page/childPages.ts';
import type { ConnectionPage, PageWindow } from '../page/paging.ts';
import { trendOrder, trendsOfSql, type TrendRow } from './queries.ts';
import type { SortArg } from '../sortArg.ts';

export const trendsOf = (ctx: Context, args: { sort?: SortArg; releasing?: boolean | null }, window: PageWindow) =>
  ctx.loaders.get<number, ConnectionPage<TrendRow>>(`media.trends:${JSON.stringify([args.sort, args.releasing, window])}`, (ids) =>
    pagedChildren<TrendRow>(ctx.db, {
      inner: trendsOfSql(args.releasing),
      params: args.releasing == null ? [] : [args.releasing],
      orderBy: trendOrder(args.sort),
      window,
      parentIds: ids,
    }),
  );

export interface ProgressionRow {
  media_id: number;
  episode: number;
  score: number | null;
  watching: number | null;
}

/** MediaStats.airingProgression (deprecated by AniList for trends): each aired episode's last point while releasing. */
export const airingProgressionOf = (ctx: Context) =>
  ctx.loaders.get<number, ProgressionRow[]>('media.airingProgression', async (ids) => {
    const { rows } = await ctx.db.query<ProgressionRow>(
      `SELECT DISTINCT ON (media_id, episode) media_id, episode, average_score AS score, in_progress AS watching
       FROM ${T.trends} WHERE media_id = ANY($1::int[]) AND releasing AND episode IS NOT NULL
       ORDER BY media_id, episode, date DESC`,
      [ids],
    );
    return groupBy(ids, rows, (r) => r.media_id);
  });
