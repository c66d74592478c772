import { z } from 'zod';
import type { Context } from '../../context.ts';
import { T, type SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import type { Slice, SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import type { UserRow } from './rows.ts';

export const UserFilter = z.object({
  id: z.number().int().nullish(),
  id_in: z.array(z.number().int()).max(1000).nullish(),
  name: z.string().max(100).nullish(),
  isModerator: z.boolean().nullish(),
  search: z.string().max(200).nullish(),
  sort: z.array(z.string()).max(10).nullish(),
});
export type UserFilter = z.infer<typeof UserFilter>;

export function parseUserFilter(args: Record<string, unknown>): UserFilter {
  const parsed = UserFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Below three letters a name fragment has no trigram to look up: such a search matches names that start with it,
// a range of the (name_lower COLLATE "C") index, and SEARCH_MATCH walks that index (the exact name comes first).
const FRAGMENT_MIN_LETTERS = 3;
const BY_BYTES = 'u.name_lower COLLATE "C"';

/** The names starting with `prefix`, as a range (an index range in generic plans too, unlike LIKE $1). */
function startsWith(prefix: string, p: SqlParams['p']): string {
  const chars = [...prefix];
  const last = chars.pop()!.codePointAt(0)!;
  if (last >= 0x10ffff) return `${BY_BYTES} >= ${p(prefix)}`;
  // UTF-8 sorts bytewise as code points do: the next code point after the last (surrogates skipped) bounds the range.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return `${BY_BYTES} >= ${p(prefix)} AND ${BY_BYTES} < ${p(chars.join('') + String.fromCodePoint(next))}`;
}

// Watched time and chapters read need lists (not landed): those sorts fall back to the id order for now.
function orderBy(sort: readonly string[] | null | undefined, search: string | null, p: SqlParams['p']): string {
  const terms: string[] = [];
  for (const s of sort?.length ? sort : search ? ['SEARCH_MATCH'] : []) {
    if (s === 'SEARCH_MATCH' && search && [...search].length < FRAGMENT_MIN_LETTERS) {
      terms.push(BY_BYTES);
    } else if (s === 'SEARCH_MATCH' && search) {
      const q = p(search.toLowerCase());
      terms.push(`(u.name_lower = ${q}) DESC, (u.name_lower LIKE ${q} || '%') DESC, similarity(u.name_lower, ${q}) DESC`);
    } else if (s === 'USERNAME' || s === 'USERNAME_DESC') {
      terms.push(`u.name_lower ${s.endsWith('_DESC') ? 'DESC' : 'ASC'}`);
    } else if (s === 'ID' || s === 'ID_DESC') {
      terms.push(`u.id ${s.endsWith('_DESC') ? 'DESC' : 'ASC'}`);
    }
  }
  if (!terms.some((x) => x.startsWith('u.id '))) terms.push(`u.id ${sort?.[0]?.endsWith('_DESC') ? 'DESC' : 'ASC'}`);
  return terms.join(', ');
}

/** One statement for a page of users matching AniList's User/Page.users arguments, counted (capped) when asked. */
export function findUsers(
  ctx: Context,
  f: UserFilter,
  offset: number,
  limit: number,
  options: SliceOptions = { total: false },
): Promise<Slice<UserRow>> {
  const search = f.search?.trim() || null;
  return fetchSlice<UserRow>(
    ctx.db,
    (p) => {
      const where: string[] = [];
      if (f.id != null) where.push(`u.id = ${p(f.id)}`);
      if (f.id_in) where.push(`u.id = ANY(${p(f.id_in)}::int[])`);
      if (f.name != null) where.push(`u.name_lower = ${p(f.name.trim().toLowerCase())}`);
      if (search) {
        const text = search.toLowerCase();
        where.push([...text].length < FRAGMENT_MIN_LETTERS ? startsWith(text, p) : `u.name_lower LIKE ${p(likePattern(text))}`);
      }
      if (f.isModerator != null) {
        const mod = `(cardinality(u.moderator_roles) > 0 AND NOT ('RETIRED' = ANY(u.moderator_roles)))`;
        where.push(f.isModerator ? mod : `NOT ${mod}`);
      }
      return {
        select: 'u.*',
        from: `FROM ${T.users} u ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
        orderBy: orderBy(f.sort, search, p),
      };
    },
    offset,
    limit,
    options,
  );
}
