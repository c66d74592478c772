import type { Context } from '../../context.ts';
import { SqlParams, T } from '../../db/sql.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { visibleActivity } from './activityQuery.ts';

/** Days the profile's heatmap covers (social §9: about 182 days, plus the weekday offset of its first column). */
export const HISTORY_DAYS = 189;
const LEVELS = 10;
const DAY = 86_400;

export interface HistoryDay {
  date: number;
  amount: number;
  level: number;
}

/**
 * Activities per day (UTC) of the last HISTORY_DAYS days, only days with any. Level 1-10 scales a day against the
 * member's busiest day, so a quiet member's heatmap still shows contrast.
 */
export function historyLevels(days: readonly { date: number; amount: number }[]): HistoryDay[] {
  const max = Math.max(0, ...days.map((d) => d.amount));
  return days.map((d) => ({ ...d, level: max ? Math.max(1, Math.ceil((d.amount / max) * LEVELS)) : 0 }));
}

async function activityHistory(ctx: Context, userId: number): Promise<HistoryDay[]> {
  const since = Math.floor(ctx.now / DAY) * DAY - (HISTORY_DAYS - 1) * DAY;
  const sql = new SqlParams();
  // Their own statuses and list activities: messages others left on the profile are not the member's activity.
  const { rows } = await ctx.db.query<{ date: number; amount: number }>(
    `SELECT (a.created_at / ${DAY}) * ${DAY} AS date, count(*)::int AS amount FROM ${T.activities} a
      WHERE a.user_id = ${sql.p(userId)} AND a.created_at >= ${sql.p(since)} AND a.messenger_id IS NULL
        AND ${visibleActivity(ctx, sql.p).join(' AND ')}
      GROUP BY 1 ORDER BY 1`,
    sql.values,
  );
  return historyLevels(rows.map((r) => ({ date: Number(r.date), amount: r.amount })));
}

export const activityHistoryResolvers: Resolvers = {
  User: { stats: (u) => ({ userId: u.id }) },
  UserStats: { activityHistory: (s, _a, ctx) => activityHistory(ctx, s.userId) },
};
