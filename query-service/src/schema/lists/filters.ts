import { z } from 'zod';
import { MEDIA_LIST_STATUSES } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { T, type SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { memberId, visibleEntries } from './access.ts';

const Id = z.number().int();
const Ids = z.array(Id).max(1000);
const Status = z.enum(MEDIA_LIST_STATUSES);
const DateLike = z.string().regex(/^[\d%]{1,8}$/, 'must be digits and %');
const nullish = <S extends z.ZodType>(s: S) => s.nullish();

/** The arguments of MediaList, MediaListCollection and Page.mediaList (AniList's), checked beyond their GraphQL types. */
export const ListFilter = z.object({
  id: nullish(Id),
  userId: nullish(Id),
  userName: nullish(z.string().max(100)),
  type: nullish(z.enum(['ANIME', 'MANGA'])),
  mediaId: nullish(Id),
  isFollowing: nullish(z.boolean()),
  compareWithAuthList: nullish(z.boolean()),
  userId_in: nullish(Ids),
  mediaId_in: nullish(Ids),
  mediaId_not_in: nullish(Ids),
  status: nullish(Status),
  status_in: nullish(z.array(Status).max(10)),
  status_not_in: nullish(z.array(Status).max(10)),
  status_not: nullish(Status),
  notes: nullish(z.string().max(2000)),
  notes_like: nullish(z.string().max(200)),
  startedAt: nullish(Id),
  startedAt_greater: nullish(Id),
  startedAt_lesser: nullish(Id),
  startedAt_like: nullish(DateLike),
  completedAt: nullish(Id),
  completedAt_greater: nullish(Id),
  completedAt_lesser: nullish(Id),
  completedAt_like: nullish(DateLike),
  sort: nullish(z.array(z.string()).max(10)),
  forceSingleCompletedList: nullish(z.boolean()),
  chunk: nullish(z.number().int().min(1).max(10000)),
  perChunk: nullish(z.number().int().min(1)),
});
export type ListFilter = z.infer<typeof ListFilter>;

export function parseListFilter(args: Record<string, unknown>): ListFilter {
  const parsed = ListFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * WHERE conditions over `e` (rm_lists.entries) for a filter: other members' private entries are always left out.
 * isFollowing: the entries of members the viewer follows (a guest follows nobody; a follow is void while the other
 * blocks the viewer). compareWithAuthList keeps the media on the viewer's own list (ignored for guests).
 */
export function listConditions(ctx: Context, f: ListFilter, p: SqlParams['p']): string[] {
  const c: string[] = [];
  const eq = (col: string, v: unknown) => v != null && c.push(`${col} = ${p(v)}`);
  const gt = (col: string, v: unknown) => v != null && c.push(`${col} > ${p(v)}`);
  const lt = (col: string, v: unknown) => v != null && c.push(`${col} < ${p(v)}`);
  const inList = (col: string, v: unknown[] | null | undefined, type: string) => v && c.push(`${col} = ANY(${p(v)}::${type}[])`);
  const notIn = (col: string, v: unknown[] | null | undefined, type: string) =>
    v?.length && c.push(`NOT (${col} = ANY(${p(v)}::${type}[]))`);

  eq('e.id', f.id);
  eq('e.user_id', f.userId);
  if (f.userName != null) c.push(`e.user_id = (SELECT u.id FROM ${T.users} u WHERE u.name_lower = lower(${p(f.userName)}))`);
  inList('e.user_id', f.userId_in, 'int');
  eq('e.media_type', f.type);
  eq('e.media_id', f.mediaId);
  inList('e.media_id', f.mediaId_in, 'int');
  notIn('e.media_id', f.mediaId_not_in, 'int');
  eq('e.status', f.status);
  inList('e.status', f.status_in, 'text');
  notIn('e.status', f.status_not_in, 'text');
  if (f.status_not != null) c.push(`e.status <> ${p(f.status_not)}`);
  eq('e.notes', f.notes);
  if (f.notes_like) c.push(`e.notes ILIKE ${p(likePattern(f.notes_like))}`);
  for (const [col, name] of [
    ['e.started_at', 'startedAt'],
    ['e.completed_at', 'completedAt'],
  ] as const) {
    eq(col, f[name]);
    gt(col, f[`${name}_greater`]);
    lt(col, f[`${name}_lesser`]);
    const like = f[`${name}_like`];
    if (like) c.push(`${col}::text LIKE ${p(like)}`);
  }
  const viewer = memberId(ctx);
  if (f.isFollowing) {
    c.push(
      viewer == null
        ? 'false'
        : `e.user_id IN (SELECT f.following_id FROM ${T.follows} f WHERE f.user_id = ${p(viewer)}
      AND NOT EXISTS (SELECT 1 FROM ${T.blocks} b WHERE b.user_id = f.following_id AND b.blocked_id = f.user_id))`,
    );
  }
  if (f.compareWithAuthList && viewer != null) {
    c.push(`e.media_id IN (SELECT v.media_id FROM ${T.listEntries} v WHERE v.user_id = ${p(viewer)})`);
  }
  const visible = visibleEntries(ctx, p);
  if (visible) c.push(visible);
  return c;
}
