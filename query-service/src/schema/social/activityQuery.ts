import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T, type SqlParams } from '../../db/sql.ts';
import { badInput, notFound } from '../../http/errors.ts';
import { mediaById, userById } from '../byId.ts';
import { pageList, type PageState } from '../page/resolvers.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { SITE_URL } from '../text.ts';
import { viewerAllowsAdult } from '../users/preferences.ts';
import { memberId } from './access.ts';
import type { ActivityRow } from './rows.ts';

// Activities in AniList's shape. Only list activities exist so far (text and message activities arrive with the
// social features): a filter that can only match those finds nothing.

const LIST_TYPES = ['ANIME_LIST', 'MANGA_LIST'] as const;
const Id = z.number().int();
const Ids = z.array(Id).max(1000);
const Type = z.enum(['TEXT', 'ANIME_LIST', 'MANGA_LIST', 'MESSAGE', 'MEDIA_LIST']);
const Types = z.array(Type).max(10);
const n = <S extends z.ZodType>(s: S) => s.nullish();

export const ActivityFilter = z.object({
  id: n(Id), id_not: n(Id), id_in: n(Ids), id_not_in: n(Ids),
  userId: n(Id), userId_not: n(Id), userId_in: n(Ids), userId_not_in: n(Ids),
  messengerId: n(Id), messengerId_not: n(Id), messengerId_in: n(Ids), messengerId_not_in: n(Ids),
  mediaId: n(Id), mediaId_not: n(Id), mediaId_in: n(Ids), mediaId_not_in: n(Ids),
  type: n(Type), type_not: n(Type), type_in: n(Types), type_not_in: n(Types),
  isFollowing: n(z.boolean()), hasReplies: n(z.boolean()), hasRepliesOrTypeText: n(z.boolean()),
  createdAt: n(Id), createdAt_greater: n(Id), createdAt_lesser: n(Id),
  sort: n(z.array(z.enum(['ID', 'ID_DESC', 'PINNED'])).max(5)),
});
export type ActivityFilter = z.infer<typeof ActivityFilter>;

function parseActivityFilter(args: Record<string, unknown>): ActivityFilter {
  const parsed = ActivityFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

/** The list activity types an ActivityType names: MEDIA_LIST is both, TEXT and MESSAGE none of them. */
const listTypes = (t: string): string[] => (t === 'MEDIA_LIST' ? [...LIST_TYPES] : (LIST_TYPES as readonly string[]).includes(t) ? [t] : []);

/**
 * WHERE conditions over `a` (rm_activities.activities) and `m` (its media, left joined). isFollowing: a member
 * follows nobody until follows exist, so their following feed is their own activity (AniList's includes it).
 */
function conditions(f: ActivityFilter, ctx: Context, hideAdult: boolean, p: SqlParams['p']): string[] {
  const c: string[] = [];
  const column = (col: string, eq: unknown, not: unknown, inList: unknown[] | null | undefined, notIn: unknown[] | null | undefined) => {
    if (eq != null) c.push(`${col} = ${p(eq)}`);
    if (not != null) c.push(`${col} IS DISTINCT FROM ${p(not)}`);
    if (inList) c.push(`${col} = ANY(${p(inList)}::int[])`);
    if (notIn?.length) c.push(`NOT (${col} = ANY(${p(notIn)}::int[]))`);
  };
  column('a.id', f.id, f.id_not, f.id_in, f.id_not_in);
  column('a.user_id', f.userId, f.userId_not, f.userId_in, f.userId_not_in);
  column('a.media_id', f.mediaId, f.mediaId_not, f.mediaId_in, f.mediaId_not_in);
  // Only message activities have a messenger.
  if (f.messengerId != null || f.messengerId_in) c.push('false');
  let types = new Set<string>(LIST_TYPES);
  if (f.type) types = new Set(listTypes(f.type));
  if (f.type_in) types = new Set([...types].filter((t) => f.type_in!.some((x) => listTypes(x).includes(t))));
  for (const t of [...(f.type_not ? [f.type_not] : []), ...(f.type_not_in ?? [])]) for (const lt of listTypes(t)) types.delete(lt);
  if (types.size < LIST_TYPES.length) c.push(`a.type = ANY(${p([...types])}::text[])`);
  if (f.createdAt != null) c.push(`a.created_at = ${p(f.createdAt)}`);
  if (f.createdAt_greater != null) c.push(`a.created_at > ${p(f.createdAt_greater)}`);
  if (f.createdAt_lesser != null) c.push(`a.created_at < ${p(f.createdAt_lesser)}`);
  if (f.hasReplies != null) c.push(f.hasReplies ? 'a.reply_count > 0' : 'a.reply_count = 0');
  if (f.hasRepliesOrTypeText) c.push('a.reply_count > 0');
  if (f.isFollowing) {
    const viewer = memberId(ctx);
    c.push(viewer == null ? 'false' : `a.user_id = ${p(viewer)}`);
  }
  if (hideAdult) c.push('m.is_adult IS NOT TRUE');
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
  ctx: Context, f: ActivityFilter, offset: number, limit: number, options: SliceOptions,
): Promise<Slice<ActivityRow>> {
  const hideAdult = !(await viewerAllowsAdult(ctx));
  return fetchSlice<ActivityRow>(ctx.db, (p) => {
    const where = conditions(f, ctx, hideAdult, p);
    const media = hideAdult ? `LEFT JOIN ${T.media} m ON m.id = a.media_id` : '';
    return { select: 'a.*', from: `FROM ${T.activities} a ${media} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, orderBy: orderBy(f.sort) };
  }, offset, limit, options);
}

const asUnion = (row: ActivityRow) => ({ ...row, __typename: 'ListActivity' });

export const activityResolvers: Resolvers = {
  Query: {
    Activity: async (_r: unknown, a: Record<string, unknown>, ctx: Context) => {
      const { rows } = await findActivities(ctx, parseActivityFilter(a), 0, 1, { total: false });
      if (!rows[0]) throw notFound();
      return asUnion(rows[0]);
    },
  },
  Page: {
    activities: (state: PageState, a: Record<string, unknown>, ctx: Context) =>
      pageList(state, async (w, options) => {
        const slice = await findActivities(ctx, parseActivityFilter(a), w.offset, w.perPage, options);
        return { ...slice, rows: slice.rows.map(asUnion) };
      }),
  },
  ListActivity: {
    userId: (a: ActivityRow) => a.user_id,
    replyCount: (a: ActivityRow) => a.reply_count,
    likeCount: (a: ActivityRow) => a.like_count,
    isLocked: (a: ActivityRow) => a.is_locked,
    isPinned: (a: ActivityRow) => a.is_pinned,
    // Likes and subscriptions arrive with the social features.
    isLiked: () => false,
    isSubscribed: () => false,
    siteUrl: (a: ActivityRow) => `${SITE_URL}/activity/${a.id}`,
    createdAt: (a: ActivityRow) => a.created_at,
    user: (a: ActivityRow, _args: unknown, ctx: Context) => userById(ctx).load(a.user_id),
    media: (a: ActivityRow, _args: unknown, ctx: Context) => (a.media_id == null ? null : mediaById(ctx).load(a.media_id)),
  },
};
