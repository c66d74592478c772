import { z } from 'zod';
import type { Context } from '../../context.ts';
import { SqlParams, T } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { adultCondition } from '../adultContent.ts';
import { sortKeys, type SortArg } from '../sortArg.ts';

import type { TrendRow } from '@tsuzuki/projection-service/rows/trends';

export type { TrendRow };

const Int = z.number().int().nullish();
const IntList = z.array(z.number().int()).max(1000).nullish();
const TrendFilter = z.object({
  mediaId: Int,
  date: Int,
  trending: Int,
  averageScore: Int,
  popularity: Int,
  episode: Int,
  releasing: z.boolean().nullish(),
  mediaId_not: Int,
  mediaId_in: IntList,
  mediaId_not_in: IntList,
  date_greater: Int,
  date_lesser: Int,
  trending_greater: Int,
  trending_lesser: Int,
  trending_not: Int,
  averageScore_greater: Int,
  averageScore_lesser: Int,
  averageScore_not: Int,
  popularity_greater: Int,
  popularity_lesser: Int,
  popularity_not: Int,
  episode_greater: Int,
  episode_lesser: Int,
  episode_not: Int,
  sort: z.array(z.string()).max(10).nullish(),
});
type TrendFilter = z.infer<typeof TrendFilter>;

// MediaTrend has no id of its own: ID orders by the (media, day) key.
export const TREND_ORDER: Record<string, string> = {
  ID: 'x.media_id, x.date',
  ID_DESC: 'x.media_id DESC, x.date DESC',
  MEDIA_ID: 'x.media_id',
  MEDIA_ID_DESC: 'x.media_id DESC',
  DATE: 'x.date',
  DATE_DESC: 'x.date DESC',
  SCORE: 'x.average_score',
  SCORE_DESC: 'x.average_score DESC NULLS LAST',
  POPULARITY: 'x.popularity',
  POPULARITY_DESC: 'x.popularity DESC NULLS LAST',
  TRENDING: 'x.trending',
  TRENDING_DESC: 'x.trending DESC',
  EPISODE: 'x.episode',
  EPISODE_DESC: 'x.episode DESC NULLS LAST',
};
export const trendOrder = (sort: SortArg) =>
  [
    ...sortKeys(sort)
      .map((s) => TREND_ORDER[s])
      .filter(Boolean),
    'x.media_id',
    'x.date',
  ].join(', ');

const COMPARISONS: [keyof TrendFilter, string, string][] = [
  ['mediaId', 'media_id', '='],
  ['mediaId_not', 'media_id', '<>'],
  ['date', 'date', '='],
  ['date_greater', 'date', '>'],
  ['date_lesser', 'date', '<'],
  ['trending', 'trending', '='],
  ['trending_greater', 'trending', '>'],
  ['trending_lesser', 'trending', '<'],
  ['trending_not', 'trending', '<>'],
  ['averageScore', 'average_score', '='],
  ['averageScore_greater', 'average_score', '>'],
  ['averageScore_lesser', 'average_score', '<'],
  ['averageScore_not', 'average_score', '<>'],
  ['popularity', 'popularity', '='],
  ['popularity_greater', 'popularity', '>'],
  ['popularity_lesser', 'popularity', '<'],
  ['popularity_not', 'popularity', '<>'],
  ['episode', 'episode', '='],
  ['episode_greater', 'episode', '>'],
  ['episode_lesser', 'episode', '<'],
  ['episode_not', 'episode', '<>'],
];

/** Page.mediaTrends and Query.MediaTrend: AniList's filters over rm_trends; adult media's only for those who show them. */
export async function findTrends(ctx: Context, raw: Record<string, unknown>, offset: number, limit: number) {
  const parsed = TrendFilter.safeParse(raw);
  if (!parsed.success) throw badInput('Validation error.');
  const f = parsed.data;
  const adult = await adultCondition(ctx, 'x.media_id');
  const { p, values } = new SqlParams();
  const w: string[] = [];
  for (const [arg, column, op] of COMPARISONS) if (f[arg] != null) w.push(`x.${column} ${op} ${p(f[arg])}`);
  if (f.mediaId_in) w.push(`x.media_id = ANY(${p(f.mediaId_in)}::int[])`);
  if (f.mediaId_not_in?.length) w.push(`NOT (x.media_id = ANY(${p(f.mediaId_not_in)}::int[]))`);
  if (f.releasing != null) w.push(`x.releasing = ${p(f.releasing)}`);
  if (adult) w.push(adult);
  const { rows } = await ctx.db.query<TrendRow & { __total: string }>(
    `SELECT x.*, count(*) OVER () AS __total FROM ${T.trends} x ${w.length ? `WHERE ${w.join(' AND ')}` : ''}
     ORDER BY ${trendOrder(f.sort)} LIMIT ${p(limit)} OFFSET ${p(offset)}`,
    values,
  );
  return { rows, total: rows.length ? Number(rows[0]!.__total) : 0 };
}

/** Media.trends: a page of one media's points per parent, for many media in one statement. */
export const trendsOfSql = (releasing: boolean | null | undefined) =>
  `SELECT t.*, t.media_id AS __parent FROM ${T.trends} t WHERE t.media_id = ANY($1::int[])${releasing == null ? '' : ' AND t.releasing = $2'}`;
