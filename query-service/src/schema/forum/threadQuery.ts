import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T, type SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { memberId } from '../lists/access.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { ThreadRow } from './rows.ts';

const Id = z.number().int();
const n = <S extends z.ZodType>(s: S) => s.nullish();
const SORTS = [
  'ID',
  'ID_DESC',
  'TITLE',
  'TITLE_DESC',
  'CREATED_AT',
  'CREATED_AT_DESC',
  'UPDATED_AT',
  'UPDATED_AT_DESC',
  'REPLIED_AT',
  'REPLIED_AT_DESC',
  'REPLY_COUNT',
  'REPLY_COUNT_DESC',
  'VIEW_COUNT',
  'VIEW_COUNT_DESC',
  'IS_STICKY',
  'SEARCH_MATCH',
] as const;

export const ThreadFilter = z.object({
  id: n(Id),
  id_in: n(z.array(Id).max(1000)),
  userId: n(Id),
  replyUserId: n(Id),
  subscribed: n(z.boolean()),
  categoryId: n(Id),
  mediaCategoryId: n(Id),
  search: n(z.string().max(200)),
  sort: n(z.array(z.enum(SORTS)).max(5)),
});
export type ThreadFilter = z.infer<typeof ThreadFilter>;

export function parseThreadFilter(args: Record<string, unknown>): ThreadFilter {
  const parsed = ThreadFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

/** LIKE's own characters in a member's search are matched as themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: ThreadFilter, ctx: Context, p: SqlParams['p']): string[] {
  const c = ['NOT t.deleted'];
  if (f.id != null) c.push(`t.id = ${p(f.id)}`);
  if (f.id_in) c.push(`t.id = ANY(${p(f.id_in)}::int[])`);
  if (f.userId != null) c.push(`t.user_id = ${p(f.userId)}`);
  if (f.replyUserId != null) c.push(`t.reply_user_id = ${p(f.replyUserId)}`);
  if (f.categoryId != null) c.push(`t.categories @> ARRAY[${p(f.categoryId)}::int]`);
  if (f.mediaCategoryId != null) c.push(`t.media_categories @> ARRAY[${p(f.mediaCategoryId)}::int]`);
  if (f.search) c.push(`lower(t.title) LIKE ${p(likePattern(f.search))}`);
  if (f.subscribed) {
    const viewer = memberId(ctx);
    c.push(
      viewer === null
        ? 'false'
        : `EXISTS (SELECT 1 FROM ${T.forumSubscriptions} s WHERE s.thread_id = t.id AND s.user_id = ${p(viewer)} AND s.subscribed)`,
    );
  }
  return c;
}

const REPLIED = 'coalesce(t.replied_at, t.created_at)';
const ORDER: Record<(typeof SORTS)[number], string> = {
  ID: 't.id',
  ID_DESC: 't.id DESC',
  TITLE: 'lower(t.title)',
  TITLE_DESC: 'lower(t.title) DESC',
  CREATED_AT: 't.created_at',
  CREATED_AT_DESC: 't.created_at DESC',
  UPDATED_AT: 't.updated_at',
  UPDATED_AT_DESC: 't.updated_at DESC',
  REPLIED_AT: REPLIED,
  REPLIED_AT_DESC: `${REPLIED} DESC`,
  REPLY_COUNT: 't.reply_count',
  REPLY_COUNT_DESC: 't.reply_count DESC',
  VIEW_COUNT: 't.view_count',
  VIEW_COUNT_DESC: 't.view_count DESC',
  IS_STICKY: 't.is_sticky DESC',
  SEARCH_MATCH: '',
};

/**
 * ThreadSort in the order given (newest first when none is); a thread without replies counts as replied when it was
 * created, so the recent feed shows new threads too. SEARCH_MATCH ranks titles by trigram similarity to the search.
 */
function orderBy(f: ThreadFilter, p: SqlParams['p']): string {
  const terms: string[] = [];
  for (const s of f.sort?.length ? f.sort : ['ID_DESC' as const]) {
    if (s === 'SEARCH_MATCH') {
      if (f.search) terms.push(`similarity(lower(t.title), ${p(f.search.toLowerCase())}) DESC`);
    } else terms.push(ORDER[s]);
  }
  if (!terms.some((t) => t.startsWith('t.id'))) terms.push('t.id DESC');
  return terms.join(', ');
}

/** One statement for a page of threads that still stand. */
export async function findThreads(
  ctx: Context,
  f: ThreadFilter,
  offset: number,
  limit: number,
  options: SliceOptions,
): Promise<Slice<ThreadRow>> {
  return fetchSlice<ThreadRow>(
    ctx.db,
    (p) => ({
      select: 't.*',
      from: `FROM ${T.threads} t WHERE ${conditions(f, ctx, p).join(' AND ')}`,
      orderBy: orderBy(f, p),
    }),
    offset,
    limit,
    options,
  );
}
