import { REPORT_OBJECT_TYPES, reportReason, type ReportObjectType } from '@tsuzuki/events/moderationRules';
import type { Context } from '../../context.ts';
import { T } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { userById } from '../byId.ts';
import { pageList } from '../page/resolvers.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { viewerId } from '../users/viewer.ts';
import { viewerIsModerator } from './modActionQuery.ts';
import { reportedItem, reportedItemPathOf } from './reportedItems.ts';
import { banInForce, bansOf, findReports, memberCounts, notesOf, parseReportFilter, reportById } from './reportQuery.ts';
import type { AccountModData } from '@tsuzuki/events/commands';
import type { BanRow, ModNoteRow } from './rows.ts';

/** A report, note or ban is read back from this read model; the mod action's entry from its own. */
const READS = ['moderation', 'modactions'] as const;

const int = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('Validation error.', { [field]: ['Required'] });
  return value;
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function objectTypeOf(value: unknown): ReportObjectType | undefined {
  if (value == null) return undefined;
  if (!REPORT_OBJECT_TYPES.includes(value as ReportObjectType)) throw badInput('Validation error.', { objectType: ['Invalid value'] });
  return value as ReportObjectType;
}

/**
 * Sends a report of an item (the reported member is its author, found in the read model as the reporter may see it).
 * `compose`: the reason is the reporter's words only, and the link and the item's text are added here, as the site's
 * own ReportReview and ReportThreadComment do; CreateUserReport takes the reason as sent (AniList's shape).
 */
export async function sendReport(
  ctx: Context,
  a: { userId?: number; objectType?: ReportObjectType; objectId?: number; reason: string },
  compose: boolean,
): Promise<void> {
  viewerId(ctx);
  let userId = a.userId;
  let reason = a.reason;
  const objectType = a.objectType ?? 'USER';
  if (objectType !== 'USER' || a.objectId !== undefined) {
    const item = await reportedItem(ctx, objectType, objectType === 'USER' ? (a.objectId ?? a.userId ?? 0) : int(a.objectId, 'objectId'));
    userId = item.authorId;
    // A blank reason stays blank, for the command-service to refuse with the spec's message.
    if (compose && reason.trim()) reason = reportReason(reason, item.path, item.text);
  }
  if (userId === undefined) throw badInput('Validation error.', { userId: ['Required'] });
  const objectId = objectType === 'USER' ? null : a.objectId;
  // Nothing the reporter can read changes: no read model to wait for.
  await ctx.commands.send('CreateUserReport', { userId, reason, objectType, objectId }, { projections: [] });
}

/** The notes as AniList's modNotes text: newest first, each dated. */
const notesText = (notes: readonly ModNoteRow[]) =>
  notes.length ? notes.map((n) => `${new Date(n.created_at * 1000).toISOString().slice(0, 10)}: ${n.note}`).join('\n\n') : null;

const banModel = (b: BanRow, inForce: BanRow | null) => ({
  id: b.id,
  reason: b.reason,
  createdAt: b.created_at,
  expiresAt: b.expires_at,
  liftedAt: b.lifted_at,
  liftReason: b.lift_reason,
  moderatorId: b.moderator_id,
  inForce: inForce?.id === b.id,
});

async function bansJson(ctx: Context, userId: number) {
  const bans = await bansOf(ctx).load(userId);
  const current = banInForce(bans, ctx.now);
  return bans.map((b) => banModel(b, current));
}

/** Account facts the command-service keeps (email, addresses, alts), asked once per request and member. */
const accountData = (ctx: Context, userId: number) =>
  ctx.loaders
    .get<number, AccountModData>('moderation:account', (ids) =>
      Promise.all(ids.map((id) => ctx.accounts.get<AccountModData>(`/moderation/accounts/${id}`, ctx.requestId))),
    )
    .load(userId);

export const memberModerationResolvers: Resolvers = {
  Page: {
    reports: (state, a, ctx) => {
      if (!viewerIsModerator(ctx)) return null;
      const filter = parseReportFilter(a);
      return pageList(state, (w, options) => findReports(ctx, filter, w.offset, w.perPage, options));
    },
  },
  Report: {
    reporter: (r, _a, ctx) => userById(ctx).load(r.reporter_id),
    reported: (r, _a, ctx) => userById(ctx).load(r.user_id),
    createdAt: (r) => r.created_at,
    cleared: (r) => r.resolved_at !== null,
    objectType: (r) => r.object_type,
    objectId: (r) => r.object_id,
    itemPath: (r, _a, ctx) => reportedItemPathOf(ctx, r.object_type, r.object_id, r.user_id),
    dismissed: (r) => r.dismissed,
    resolvedBy: (r, _a, ctx) => (r.resolved_by === null ? null : userById(ctx).load(r.resolved_by)),
    resolvedAt: (r) => r.resolved_at,
  },
  User: {
    bans: (u, _a, ctx) => (viewerIsModerator(ctx) ? bansJson(ctx, u.id) : null),
    modNotes: async (u, _a, ctx) => (viewerIsModerator(ctx) ? notesText(await notesOf(ctx).load(u.id)) : null),
    modData: (u, _a, ctx) => (viewerIsModerator(ctx) ? u : null),
  },
  UserModData: {
    alts: async (u, _a, ctx) =>
      (await Promise.all((await accountData(ctx, u.id)).alts.map((alt) => userById(ctx).load(alt.userId)))).filter(Boolean),
    bans: (u, _a, ctx) => bansJson(ctx, u.id),
    ip: async (u, _a, ctx) => (await accountData(ctx, u.id)).ips,
    email: async (u, _a, ctx) => (await accountData(ctx, u.id)).email,
    counts: (u, _a, ctx) => memberCounts(ctx, u.id),
    privacy: (u) => ((u.options as { restrictMessagesToFollowing?: boolean } | null)?.restrictMessagesToFollowing ? 1 : 0),
    notes: (u, _a, ctx) => notesOf(ctx).load(u.id),
    reports: async (u, _a, ctx) => (await findReports(ctx, { reportedId: u.id }, 0, 50, { total: false })).rows,
    banned: async (u, _a, ctx) => banInForce(await bansOf(ctx).load(u.id), ctx.now) !== null,
  },
  ModNote: {
    moderator: (n, _a, ctx) => userById(ctx).load(n.moderator_id),
    createdAt: (n) => n.created_at,
  },
  Mutation: {
    CreateUserReport: async (_r, a, ctx) => {
      await sendReport(
        ctx,
        {
          ...(a.userId != null ? { userId: int(a.userId, 'userId') } : {}),
          ...(a.objectType != null ? { objectType: objectTypeOf(a.objectType) } : {}),
          ...(a.objectId != null ? { objectId: int(a.objectId, 'objectId') } : {}),
          reason: text(a.reason),
        },
        false,
      );
      return true;
    },
    ResolveReport: async (_r, a, ctx) => {
      viewerId(ctx);
      const id = int(a.id, 'id');
      const report = await reportById(ctx).load(id);
      if (!report) throw notFound();
      const note = typeof a.note === 'string' && a.note.trim() ? a.note : null;
      await ctx.commands.send(
        'ResolveReport',
        { userId: report.user_id, reportId: id, note, dismiss: a.dismiss === true },
        { projections: [...READS] },
      );
      reportById(ctx).clear(id);
      return reportById(ctx).load(id);
    },
    SaveModNote: async (_r, a, ctx) => {
      const moderatorId = viewerId(ctx);
      const userId = int(a.userId, 'userId');
      await ctx.commands.send('SaveModNote', { userId, note: text(a.note) }, { projections: [...READS] });
      const { rows } = await ctx.db.query<ModNoteRow>(
        `SELECT * FROM ${T.modNotes} WHERE user_id = $1 AND moderator_id = $2 ORDER BY id DESC LIMIT 1`,
        [userId, moderatorId],
      );
      return rows[0] ?? null;
    },
    BanUser: async (_r, a, ctx) => {
      viewerId(ctx);
      const userId = int(a.userId, 'userId');
      const expiresAt = a.expiresAt == null ? null : new Date(int(a.expiresAt, 'expiresAt') * 1000).toISOString();
      await ctx.commands.send('BanUser', { userId, reason: text(a.reason), expiresAt }, { projections: [...READS] });
      return userById(ctx).load(userId);
    },
    UnbanUser: async (_r, a, ctx) => {
      viewerId(ctx);
      const userId = int(a.userId, 'userId');
      await ctx.commands.send(
        'UnbanUser',
        { userId, ...(typeof a.reason === 'string' && a.reason.trim() ? { reason: a.reason } : {}) },
        { projections: [...READS] },
      );
      return userById(ctx).load(userId);
    },
  },
};
