import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { expectList } from '../../http/requestCost.ts';
import { indexBy } from '../../loaders.ts';
import { staffById, studioById, userById } from '../byId.ts';
import type { Resolvers } from '../resolverTypes.ts';
import type { StatisticsModel } from './models.ts';
import { listOptionsOf, type MediaType } from './rows.ts';
import { BREAKDOWNS, breakdownSql, totalsSql, type BreakdownName } from './statisticsSql.ts';

interface TotalsRow {
  user_id: number;
  count: number;
  mean_score: number;
  standard_deviation: number;
  minutes: string;
  episodes: string;
  chapters: string;
  volumes: string;
}
interface GroupRow {
  user_id: number;
  key: string | number | null;
  count: number;
  mean_score: number;
  minutes: string;
  chapters: string;
  media_ids: number[];
  extra?: unknown;
}

/** The parameters every statistics statement takes (statisticsSql.ts), for a batch of owners. */
async function statementParams(ctx: Context, userIds: readonly number[], type: MediaType): Promise<unknown[]> {
  const owners = await userById(ctx).loadMany(userIds);
  const formats = owners.map((o) => listOptionsOf(o instanceof Error ? null : o).scoreFormat);
  const viewer = ctx.actor.kind === 'user' ? ctx.actor.id : -1;
  return [userIds, formats, type, viewer, ctx.actor.kind === 'system'];
}

const totalsOf = (ctx: Context, type: MediaType) =>
  ctx.loaders.get<number, TotalsRow | null>(`statistics.totals:${type}`, async (userIds) => {
    const { rows } = await ctx.db.query<TotalsRow>(totalsSql(type), await statementParams(ctx, userIds, type));
    return indexBy(userIds, rows, (r) => r.user_id);
  });

const breakdownOf = (ctx: Context, type: MediaType, name: BreakdownName) =>
  ctx.loaders.get<number, GroupRow[]>(`statistics.${name}:${type}`, async (userIds) => {
    const { rows } = await ctx.db.query<GroupRow>(breakdownSql(type, name), await statementParams(ctx, userIds, type));
    const byUser = new Map<number, GroupRow[]>(userIds.map((id) => [id, []]));
    for (const row of rows) byUser.get(row.user_id)?.push(row);
    return userIds.map((id) => byUser.get(id)!);
  });

const total = (key: keyof TotalsRow) => async (s: StatisticsModel, _a: unknown, ctx: Context) =>
  Number((await totalsOf(ctx, s.type).load(s.userId))?.[key] ?? 0);

type SortArgs = { limit?: number | null; sort?: string[] | null };

/** UserStatisticsSort: ID (the key), COUNT, PROGRESS (time watched, chapters read), MEAN_SCORE; most first by default. */
function ordered(rows: GroupRow[], type: MediaType, a: SortArgs): GroupRow[] {
  const value = (row: GroupRow, key: string): number | string => {
    if (key === 'COUNT') return row.count;
    if (key === 'MEAN_SCORE') return row.mean_score;
    if (key === 'PROGRESS') return Number(type === 'ANIME' ? row.minutes : row.chapters);
    return row.key ?? '';
  };
  const sorts = a.sort?.length ? a.sort : ['COUNT_DESC'];
  const compare = (x: GroupRow, y: GroupRow) => {
    for (const s of [...sorts, 'ID']) {
      const desc = s.endsWith('_DESC');
      const key = desc ? s.slice(0, -5) : s;
      const vx = value(x, key);
      const vy = value(y, key);
      const c = typeof vx === 'number' && typeof vy === 'number' ? vx - vy : String(vx).localeCompare(String(vy));
      if (c !== 0) return desc ? -c : c;
    }
    return 0;
  };
  // An unknown key (a media without a start year, a length or a format) is no bar of a chart: left out.
  const sorted = rows.filter((r) => r.key != null).sort(compare);
  return a.limit != null && a.limit >= 0 ? sorted.slice(0, a.limit) : sorted;
}

/** The field each breakdown names its key with, and how the key becomes that field's value. */
const KEY_FIELDS: Record<BreakdownName, [string, (row: GroupRow, ctx: Context) => unknown]> = {
  formats: ['format', (r) => r.key],
  statuses: ['status', (r) => r.key],
  scores: ['score', (r) => r.key],
  lengths: ['length', (r) => r.key],
  releaseYears: ['releaseYear', (r) => r.key],
  startYears: ['startYear', (r) => r.key],
  genres: ['genre', (r) => r.key],
  countries: ['country', (r) => r.key],
  tags: ['tag', (r) => r.extra ?? null],
  voiceActors: ['voiceActor', (r, ctx) => staffById(ctx).load(Number(r.key))],
  staff: ['staff', (r, ctx) => staffById(ctx).load(Number(r.key))],
  studios: ['studio', (r, ctx) => studioById(ctx).load(Number(r.key))],
};

const breakdown = (name: BreakdownName) => async (s: StatisticsModel, a: SortArgs, ctx: Context, info: GraphQLResolveInfo) => {
  const rows = ordered(await breakdownOf(ctx, s.type, name).load(s.userId), s.type, a);
  // A member's staff or tags may run to thousands: too many for the request are refused before any is resolved.
  expectList(ctx.cost, info, rows.length, `The statistics hold ${rows.length} ${name}: ask for fewer (limit).`);
  const [field, value] = KEY_FIELDS[name];
  return rows.map((r) => ({
    count: r.count,
    meanScore: r.mean_score,
    minutesWatched: Number(r.minutes),
    chaptersRead: Number(r.chapters),
    mediaIds: r.media_ids,
    [field]: value(r, ctx),
    ...(name === 'voiceActors' ? { characterIds: [...new Set((r.extra as number[][]).flat())].sort((x, y) => x - y) } : {}),
  }));
};

export const statisticsResolvers: Resolvers = {
  User: {
    statistics: (u) => ({ userId: u.id }),
  },
  UserStatisticTypes: {
    anime: (s): StatisticsModel => ({ userId: s.userId, type: 'ANIME' }),
    manga: (s): StatisticsModel => ({ userId: s.userId, type: 'MANGA' }),
  },
  UserStatistics: {
    count: total('count'),
    meanScore: total('mean_score'),
    standardDeviation: total('standard_deviation'),
    minutesWatched: total('minutes'),
    episodesWatched: total('episodes'),
    chaptersRead: total('chapters'),
    volumesRead: total('volumes'),
    ...Object.fromEntries(BREAKDOWNS.map((name) => [name, breakdown(name)])),
  },
};
