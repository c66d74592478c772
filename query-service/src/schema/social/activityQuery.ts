import { isCommunityMod } from '@tsuzuki/events/roles';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T, type SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import { adultCondition } from '../adultContent.ts';
import { memberId } from '../lists/access.ts';
import type { ActivityRow } from './rows.ts';

const TYPES = ['TEXT', 'ANIME_LIST', 'MANGA_LIST', 'MESSAGE'] as const;
const Id = z.number().int();
const Ids = z.array(Id).max(1000);
const Type = z.enum(['TEXT', 'ANIME_LIST', 'MANGA_LIST', 'MESSAGE', 'MEDIA_LIST']);
const Types = z.array(Type).max(10);
const n = <S extends z.ZodType>(s: S) => s.nullish();

export const ActivityFilter = z.object({
  id: n(Id),
  id_not: n(Id),
  id_in: n(Ids),
  id_not_in: n(Ids),
  userId: n(Id),
  userId_not: n(Id),
  userId_in: n(Ids),
  userId_not_in: n(Ids),
  messengerId: n(Id),
  messengerId_not: n(Id),
  messengerId_in: n(Ids),
  messengerId_not_in: n(Ids),
  mediaId: n(Id),
  mediaId_not: n(Id),
  mediaId_in: n(Ids),
  mediaId_not_in: n(Ids),
  type: n(Type),
  type_not: n(Type),
  type_in: n(Types),
  type_not_in: n(Types),
  isFollowing: n(z.boolean()),
  hasReplies: n(z.boolean()),
  hasRepliesOrTypeText: n(z.boolean()),
  createdAt: n(Id),
  createdAt_greater: n(Id),
  createdAt_lesser: n(Id),
  sort: n(z.array(z.enum(['ID', 'ID_DESC', 'PINNED'])).max(5)),
});
export type ActivityFilter = z.infer<typeof ActivityFilter>;

export function parseActivityFilter(args: Record<string, unknown>): ActivityFilter {
  const parsed = ActivityFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

/** The stored types an ActivityType names: MEDIA_LIST is both list types. */
const storedTypes = (t: string): string[] => (t === 'MEDIA_LIST' ? ['ANIME_LIST', 'MANGA_LIST'] : [t]);

/**
 * What the viewer may see of `a` (rm_activities.activities): nothing deleted; private messages only as one of the
 * pair or a community moderator; nothing of a member the viewer blocked.
 */
export function visibleActivity(ctx: Context, p: SqlParams['p'], alias = 'a'): string[] {
  const c = [`NOT ${alias}.deleted`];
  if (ctx.actor.kind === 'system') return c;
  const viewer = memberId(ctx);
  if (viewer === null) return [...c, `NOT ${alias}.is_private`];
  const me = p(viewer);
  if (!(ctx.actor.kind === 'user' && isCommunityMod(ctx.actor.moderatorRoles))) {
    c.push(`(NOT ${alias}.is_private OR ${me} IN (${alias}.user_id, ${alias}.messenger_id))`);
  }
  c.push(`NOT EXISTS (SELECT 1 FROM ${T.blocks} b WHERE b.user_id = ${me} AND b.blocked_id IN (${alias}.user_id, ${alias}.messenger_id))`);
  return c;
}

/**
 * The members whose activity makes the viewer's following feed: whom they follow (a follow is void while the other
 * has blocked them), and themselves, as AniList's feed includes one's own.
 */
export const followedBy = (p: SqlParams['p'], viewer: number) => `(SELECT ${p(viewer)}::int AS id UNION ALL
  SELECT f.following_id FROM ${T.follows} f WHERE f.user_id = ${p(viewer)}
    AND NOT EXISTS (SELECT 1 FROM ${T.blocks} b WHERE b.user_id = f.following_id AND b.blocked_id = f.user_id))`;

function conditions(f: ActivityFilter, ctx: Context, adult: string | null, p: SqlParams['p']): string[] {
  const c = visibleActivity(ctx, p);
  const column = (col: string, eq: unknown, not: unknown, inList: unknown[] | null | undefined, notIn: unknown[] | null | undefined) => {
    if (eq != null) c.push(`${col} = ${p(eq)}`);
    if (not != null) c.push(`${col} IS DISTINCT FROM ${p(not)}`);
    if (inList) c.push(`${col} = ANY(${p(inList)}::int[])`);
    if (notIn?.length) c.push(`NOT (${col} = ANY(${p(notIn)}::int[]))`);
  };
  column('a.id', f.id, f.id_not, f.id_in, f.id_not_in);
  column('a.user_id', f.userId, f.userId_not, f.userId_in, f.userId_not_in);
  column('a.messenger_id', f.messengerId, f.messengerId_not, f.messengerId_in, f.messengerId_not_in);
  column('a.media_id', f.mediaId, f.mediaId_not, f.mediaId_in, f.mediaId_not_in);
  let types = new Set<string>(TYPES);
  if (f.type) types = new Set(storedTypes(f.type));
  if (f.type_in) types = new Set([...types].filter((t) => f.type_in!.some((x) => storedTypes(x).includes(t))));
  for (const t of [...(f.type_not ? [f.type_not] : []), ...(f.type_not_in ?? [])]) for (const st of storedTypes(t)) types.delete(st);
  if (types.size < TYPES.length) c.push(`a.type = ANY(${p([...types])}::text[])`);
  if (f.createdAt != null) c.push(`a.created_at = ${p(f.createdAt)}`);
  if (f.createdAt_greater != null) c.push(`a.created_at > ${p(f.createdAt_greater)}`);
  if (f.createdAt_lesser != null) c.push(`a.created_at < ${p(f.createdAt_lesser)}`);
  if (f.hasReplies != null) c.push(f.hasReplies ? 'a.reply_count > 0' : 'a.reply_count = 0');
  if (f.hasRepliesOrTypeText) c.push("(a.reply_count > 0 OR a.type = 'TEXT')");
  if (f.isFollowing) {
    const viewer = memberId(ctx);
    if (viewer === null) c.push('false');
    else c.push(`(a.user_id IN ${followedBy(p, viewer)} OR a.messenger_id IN ${followedBy(p, viewer)})`);
  }
  if (adult) c.push(adult);
  return c;
}

/**
 * ActivitySort: ID_DESC (the default) lists the latest first, by when the activity was last updated (a merged list
 * activity moves up, as AniList's does), then id; PINNED puts pinned activities first.
 */
function orderBy(sort: ActivityFilter['sort']): string {
  const terms: string[] = [];
  for (const s of sort?.length ? sort : ['ID_DESC' as const]) {
    if (s === 'PINNED') terms.push('a.is_pinned DESC');
    else {
      terms.push(s === 'ID' ? 'a.created_at ASC, a.id ASC' : 'a.created_at DESC, a.id DESC');
      break;
    }
  }
  if (!terms.some((t) => t.includes('a.id'))) terms.push('a.created_at DESC, a.id DESC');
  return terms.join(', ');
}

/** One statement for a page of activities. Adult media's activities only for viewers who show adult content. */
export async function findActivities(
  ctx: Context,
  f: ActivityFilter,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<ActivityRow>> {
  const adult = await adultCondition(ctx, 'a.media_id');
  return fetchSlice<ActivityRow>(
    ctx.db,
    (p) => {
      const where = conditions(f, ctx, adult, p);
      return { select: 'a.*', from: `FROM ${T.activities} a WHERE ${where.join(' AND ')}`, orderBy: orderBy(f.sort) };
    },
    offset,
    limit,
    options,
  );
}
