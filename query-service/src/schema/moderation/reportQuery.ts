import { REPORT_OBJECT_TYPES } from '@tsuzuki/events/moderationRules';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { BanRow, ModNoteRow, ReportRow } from './rows.ts';

const Int = z.number().int().nullish();
export const ReportFilter = z.object({
  reporterId: Int,
  reportedId: Int,
  cleared: z.boolean().nullish(),
  objectType: z.enum(REPORT_OBJECT_TYPES).nullish(),
});
export type ReportFilter = z.infer<typeof ReportFilter>;

export function parseReportFilter(args: Record<string, unknown>): ReportFilter {
  const parsed = ReportFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  throw badInput('Validation error.', Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), [i.message]])));
}

/** A page of reports, newest first (the open queue has an index of its own, migration.sql). */
export function findReports(
  ctx: Context,
  f: ReportFilter,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<ReportRow>> {
  return fetchSlice<ReportRow>(
    ctx.db,
    (p) => {
      const c: string[] = [];
      if (f.reporterId != null) c.push(`r.reporter_id = ${p(f.reporterId)}`);
      if (f.reportedId != null) c.push(`r.user_id = ${p(f.reportedId)}`);
      if (f.cleared === false) c.push('r.resolved_at IS NULL');
      if (f.cleared === true) c.push('r.resolved_at IS NOT NULL');
      if (f.objectType != null) c.push(`r.object_type = ${p(f.objectType)}`);
      return { select: 'r.*', from: `FROM ${T.reports} r ${c.length ? `WHERE ${c.join(' AND ')}` : ''}`, orderBy: 'r.id DESC' };
    },
    offset,
    limit,
    options,
  );
}

/** A member's notes, newest first, per member in one statement. */
export const notesOf = (ctx: Context) =>
  ctx.loaders.get<number, ModNoteRow[]>('moderation:notes', async (ids) => {
    const { rows } = await ctx.db.query<ModNoteRow>(`SELECT * FROM ${T.modNotes} WHERE user_id = ANY($1::int[]) ORDER BY id DESC`, [ids]);
    return ids.map((id) => rows.filter((r) => r.user_id === id));
  });

export const bansOf = (ctx: Context) =>
  ctx.loaders.get<number, BanRow[]>('moderation:bans', async (ids) => {
    const { rows } = await ctx.db.query<BanRow>(`SELECT * FROM ${T.bans} WHERE user_id = ANY($1::int[]) ORDER BY id DESC`, [ids]);
    return ids.map((id) => rows.filter((r) => r.user_id === id));
  });

export const reportById = (ctx: Context) =>
  ctx.loaders.get<number, ReportRow | null>('moderation:report', async (ids) => {
    const { rows } = await ctx.db.query<ReportRow>(`SELECT * FROM ${T.reports} WHERE id = ANY($1::int[])`, [ids]);
    return ids.map((id) => rows.find((r) => r.id === id) ?? null);
  });

/**
 * The ban in force at `now` (unix seconds; ctx.now, so that an answer that depends on the time is known to: ADR 45):
 * the member's newest, unless lifted or past its expiry.
 */
export function banInForce(bans: readonly BanRow[], now: number): BanRow | null {
  const newest = bans[0];
  if (!newest || newest.lifted_at !== null) return null;
  return newest.expires_at === null || newest.expires_at > now ? newest : null;
}

/** How much the member wrote and what moderation says about them, counted in one statement. */
export async function memberCounts(ctx: Context, userId: number): Promise<Record<string, number>> {
  const { rows } = await ctx.db.query<Record<string, string>>(
    `SELECT
      (SELECT count(*) FROM ${T.activities} WHERE user_id = $1 AND messenger_id IS NULL AND NOT deleted) AS activities,
      (SELECT count(*) FROM ${T.activityReplies} WHERE user_id = $1) AS "activityReplies",
      (SELECT count(*) FROM ${T.activities} WHERE messenger_id = $1 AND NOT deleted) AS "messagesSent",
      (SELECT count(*) FROM ${T.reviews} WHERE user_id = $1) AS reviews,
      (SELECT count(*) FROM ${T.threads} WHERE user_id = $1 AND NOT deleted) AS threads,
      (SELECT count(*) FROM ${T.threadComments} WHERE user_id = $1) AS "threadComments",
      (SELECT count(*) FROM ${T.follows} WHERE following_id = $1) AS followers,
      (SELECT count(*) FROM ${T.follows} WHERE user_id = $1) AS following,
      (SELECT count(*) FROM ${T.reports} WHERE user_id = $1) AS "reportsReceived",
      (SELECT count(*) FROM ${T.reports} WHERE user_id = $1 AND resolved_at IS NULL) AS "reportsOpen",
      (SELECT count(*) FROM ${T.reports} WHERE reporter_id = $1) AS "reportsMade",
      (SELECT count(*) FROM ${T.modNotes} WHERE user_id = $1) AS "modNotes",
      (SELECT count(*) FROM ${T.bans} WHERE user_id = $1) AS bans,
      (SELECT count(*) FROM ${T.modActions} WHERE subject_user_id = $1) AS "modActions"`,
    [userId],
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}
