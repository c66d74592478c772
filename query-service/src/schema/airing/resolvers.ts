import { z } from 'zod';
import type { Context } from '../../context.ts';
import { SqlParams, T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { adultCondition } from '../adultContent.ts';
import { toAiring } from '../models.ts';
import { pageList } from '../page/resolvers.ts';
import type { Resolvers } from '../resolverTypes.ts';

const IntList = z.array(z.number().int()).max(1000).nullish();
const Int = z.number().int().nullish();
const AiringFilter = z.object({
  id: Int,
  mediaId: Int,
  episode: Int,
  airingAt: Int,
  notYetAired: z.boolean().nullish(),
  id_not: Int,
  id_in: IntList,
  id_not_in: IntList,
  mediaId_not: Int,
  mediaId_in: IntList,
  mediaId_not_in: IntList,
  episode_not: Int,
  episode_in: IntList,
  episode_not_in: IntList,
  episode_greater: Int,
  episode_lesser: Int,
  airingAt_greater: Int,
  airingAt_lesser: Int,
  sort: z.array(z.string()).max(10).nullish(),
});
type AiringFilter = z.infer<typeof AiringFilter>;

const ORDER: Record<string, string> = {
  ID: 'a.media_id, a.episode',
  ID_DESC: 'a.media_id DESC, a.episode DESC',
  MEDIA_ID: 'a.media_id',
  MEDIA_ID_DESC: 'a.media_id DESC',
  TIME: 'a.airing_at',
  TIME_DESC: 'a.airing_at DESC',
  EPISODE: 'a.episode',
  EPISODE_DESC: 'a.episode DESC',
};

async function findAiring(ctx: Context, raw: Record<string, unknown>, offset: number, limit: number) {
  const parsed = AiringFilter.safeParse(raw);
  if (!parsed.success) throw badInput('Validation error.');
  const f: AiringFilter = parsed.data;
  const adult = await adultCondition(ctx, 'a.media_id');
  const sql = new SqlParams();
  const p = sql.p;
  const w: string[] = [];
  // AiringSchedule ids are media_id * 10000 + episode (see the media read model).
  const idExpr = '(a.media_id * 10000 + a.episode)';
  if (f.id != null) w.push(`${idExpr} = ${p(f.id)}`);
  if (f.id_not != null) w.push(`${idExpr} <> ${p(f.id_not)}`);
  if (f.id_in) w.push(`${idExpr} = ANY(${p(f.id_in)}::int[])`);
  if (f.id_not_in?.length) w.push(`NOT (${idExpr} = ANY(${p(f.id_not_in)}::int[]))`);
  if (f.mediaId != null) w.push(`a.media_id = ${p(f.mediaId)}`);
  if (f.mediaId_not != null) w.push(`a.media_id <> ${p(f.mediaId_not)}`);
  if (f.mediaId_in) w.push(`a.media_id = ANY(${p(f.mediaId_in)}::int[])`);
  if (f.mediaId_not_in?.length) w.push(`NOT (a.media_id = ANY(${p(f.mediaId_not_in)}::int[]))`);
  if (f.episode != null) w.push(`a.episode = ${p(f.episode)}`);
  if (f.episode_not != null) w.push(`a.episode <> ${p(f.episode_not)}`);
  if (f.episode_in) w.push(`a.episode = ANY(${p(f.episode_in)}::int[])`);
  if (f.episode_not_in?.length) w.push(`NOT (a.episode = ANY(${p(f.episode_not_in)}::int[]))`);
  if (f.episode_greater != null) w.push(`a.episode > ${p(f.episode_greater)}`);
  if (f.episode_lesser != null) w.push(`a.episode < ${p(f.episode_lesser)}`);
  if (f.airingAt != null) w.push(`a.airing_at = ${p(f.airingAt)}`);
  if (f.airingAt_greater != null) w.push(`a.airing_at > ${p(f.airingAt_greater)}`);
  if (f.airingAt_lesser != null) w.push(`a.airing_at < ${p(f.airingAt_lesser)}`);
  if (f.notYetAired != null) w.push(f.notYetAired ? `a.airing_at > ${p(ctx.now)}` : `a.airing_at <= ${p(ctx.now)}`);
  if (adult) w.push(adult);
  const order = [...(f.sort ?? []).map((s) => ORDER[s]).filter(Boolean), 'a.media_id', 'a.episode'].join(', ');
  const { rows } = await ctx.db.query<{ media_id: number; episode: number; airing_at: number; __total: string }>(
    `SELECT a.*, count(*) OVER () AS __total FROM ${T.airing} a ${w.length ? `WHERE ${w.join(' AND ')}` : ''}
     ORDER BY ${order} LIMIT ${p(limit)} OFFSET ${p(offset)}`,
    sql.values,
  );
  return { rows: rows.map((r) => toAiring(r)), total: rows.length ? Number(rows[0]!.__total) : 0 };
}

export const airingResolvers: Resolvers = {
  Query: {
    AiringSchedule: async (_r, a, ctx) => {
      const { rows } = await findAiring(ctx, a, 0, 1);
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  },
  Page: {
    airingSchedules: (state, a, ctx) => pageList(state, (w) => findAiring(ctx, a, w.offset, w.perPage)),
  },
};
