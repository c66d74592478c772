import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { TOTAL_CAP, type Slice, type SliceOptions } from '../page/paging.ts';
import { fetchSlice } from '../page/slice.ts';
import { commonCountFrom, commonMatch, commonSearchCte, commonSort, planSearch } from './commonSearch.ts';
import { hitsJoin, searchHitsCte, searchMatchOrder, type SearchKind } from './textSearch.ts';

const IntList = z.array(z.number().int()).max(1000);

/** Arguments shared by Character, Staff and Studio lookups (Page lists, root fields, *Search connections). */
export const EntityFilter = z.object({
  id: z.number().int().nullish(),
  id_not: z.number().int().nullish(),
  id_in: IntList.nullish(),
  id_not_in: IntList.nullish(),
  isBirthday: z.boolean().nullish(),
  search: z.string().max(200).nullish(),
  sort: z.array(z.string()).max(10).nullish(),
});
export type EntityFilter = z.infer<typeof EntityFilter>;

export interface EntityTable {
  kind: SearchKind;
  table: string;
  /** Sort value without _DESC → column over alias `e`. */
  sortColumns: Record<string, string>;
  /** Sort values whose column is never null (ordered without NULLS LAST, like their indexes). */
  notNull?: readonly string[];
  hasBirthday: boolean;
}

export function parseEntityFilter(args: Record<string, unknown>): EntityFilter {
  const parsed = EntityFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

// Ties are broken by id ascending (like the (favourites DESC, id) indexes); SEARCH_MATCH ranks by match
// (search/textSearch.ts), equally good matches by favourites.
function orderBy(t: EntityTable, sort: readonly string[] | null | undefined, hasSearch: boolean): string {
  const terms: string[] = [];
  let searchMatch = false;
  for (const s of sort?.length ? sort : hasSearch ? ['SEARCH_MATCH'] : []) {
    if (s === 'SEARCH_MATCH') {
      if (hasSearch && !searchMatch) terms.push(searchMatchOrder('h'));
      searchMatch ||= hasSearch;
      continue;
    }
    const desc = s.endsWith('_DESC');
    const key = desc ? s.slice(0, -5) : s;
    const col = key === 'ID' ? 'e.id' : t.sortColumns[key];
    if (!col) continue;
    terms.push(`${col} ${desc ? 'DESC' : 'ASC'}${col === 'e.id' || t.notNull?.includes(key) ? '' : ' NULLS LAST'}`);
    if (col === 'e.id') return terms.join(', ');
  }
  terms.push('e.id ASC');
  return terms.join(', ');
}

/**
 * One statement for a page of characters, staff or studios, counted (capped) when asked; a search first asks how
 * common its text is (planSearch), and a common one lists its matches by favourites.
 */
export async function findEntities<R extends object>(
  ctx: Context,
  t: EntityTable,
  f: EntityFilter,
  offset: number,
  limit: number,
  options: SliceOptions = { total: false },
): Promise<Slice<R>> {
  const search = f.search?.trim() ? f.search : null;
  const conditions = (p: SqlParams['p']) => {
    const where: string[] = [];
    if (f.id != null) where.push(`e.id = ${p(f.id)}`);
    if (f.id_not != null) where.push(`e.id <> ${p(f.id_not)}`);
    if (f.id_in) where.push(`e.id = ANY(${p(f.id_in)}::int[])`);
    if (f.id_not_in?.length) where.push(`NOT (e.id = ANY(${p(f.id_not_in)}::int[]))`);
    if (f.isBirthday != null && t.hasBirthday) {
      const today = new Date(ctx.now * 1000);
      const cond = `(e.birth_month = ${p(today.getUTCMonth() + 1)} AND e.birth_day = ${p(today.getUTCDate())})`;
      where.push(f.isBirthday ? cond : `NOT coalesce(${cond}, false)`);
    }
    return where;
  };
  // Whether other conditions narrow the search (then its count reads the entities too).
  const filtered = conditions(() => 'NULL').length > 0;
  const plan = search ? await planSearch(ctx.db, t.kind, search, {}, options.total && !filtered ? TOTAL_CAP : 0) : null;
  if (search && plan?.common) {
    const slice = await fetchSlice<R>(
      ctx.db,
      (p) => {
        const where = conditions(p);
        return {
          with: commonSearchCte(search, p),
          select: 'e.*',
          from: `FROM ${t.table} e WHERE ${[...where, commonMatch(t.kind, search, 'e')].join(' AND ')}`,
          countFrom: commonCountFrom(t.kind, search, t.table, 'e', where),
          orderBy: orderBy(t, commonSort(f.sort, 'FAVOURITES_DESC'), false),
        };
      },
      offset,
      limit,
      { total: options.total && filtered },
    );
    return !filtered && options.total ? { ...slice, total: plan.matches } : slice;
  }
  return fetchSlice<R>(
    ctx.db,
    (p) => {
      const cte = search ? searchHitsCte(t.kind, search, p) : undefined;
      const where = conditions(p);
      const from = (forCount: boolean) =>
        `FROM ${t.table} e ${search ? hitsJoin('e', forCount) : ''} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
      // Without other filters a search counts its hits without reading the entities.
      const countFrom = search && !where.length ? 'FROM hits' : from(true);
      return { with: cte, select: 'e.*', from: from(false), countFrom, orderBy: orderBy(t, f.sort, !!search) };
    },
    offset,
    limit,
    options,
  );
}
