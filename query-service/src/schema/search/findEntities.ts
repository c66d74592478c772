import { z } from 'zod';
import type { Context } from '../../context.ts';
import { SqlParams } from '../../db/sql.ts';
import { badInput } from '../../http/errors.ts';
import { searchHitsCte, type SearchKind } from './textSearch.ts';

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
  hasBirthday: boolean;
}

export function parseEntityFilter(args: Record<string, unknown>): EntityFilter {
  const parsed = EntityFilter.safeParse(args);
  if (parsed.success) return parsed.data;
  const validation: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (validation[issue.path.join('.')] ??= []).push(issue.message);
  throw badInput('Validation error.', validation);
}

function orderBy(t: EntityTable, sort: readonly string[] | null | undefined, hasSearch: boolean): string {
  const terms: string[] = [];
  for (const s of sort?.length ? sort : hasSearch ? ['SEARCH_MATCH'] : []) {
    if (s === 'SEARCH_MATCH') {
      if (hasSearch) terms.push('h.score DESC');
      continue;
    }
    const desc = s.endsWith('_DESC');
    const col = s.startsWith('ID') ? 'e.id' : t.sortColumns[desc ? s.slice(0, -5) : s];
    if (col) terms.push(`${col} ${desc ? 'DESC' : 'ASC'}${col === 'e.id' ? '' : ' NULLS LAST'}`);
  }
  // id last, in the direction of the main sort, so that pages are stable.
  if (!terms.some((x) => x.startsWith('e.id '))) terms.push(`e.id ${sort?.[0]?.endsWith('_DESC') ? 'DESC' : 'ASC'}`);
  return terms.join(', ');
}

/** One statement for a page of characters, staff or studios and the number of all matches. */
export async function findEntities<R>(ctx: Context, t: EntityTable, f: EntityFilter, offset: number, limit: number): Promise<{ rows: R[]; total: number }> {
  const sql = new SqlParams();
  const p = sql.p;
  const search = f.search?.trim() ? f.search : null;
  const cte = search ? `WITH ${searchHitsCte(t.kind, search, p)}` : '';
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
  const from = `FROM ${t.table} e ${search ? 'JOIN hits h ON h.id = e.id' : ''} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const { rows } = await ctx.db.query<R & { __total: string }>(
    `${cte} SELECT e.*, count(*) OVER () AS __total ${from} ORDER BY ${orderBy(t, f.sort, !!search)}
     LIMIT ${p(limit)} OFFSET ${p(offset)}`,
    sql.values,
  );
  if (rows.length || offset === 0) return { rows, total: rows.length ? Number(rows[0]!.__total) : 0 };
  const { rows: c } = await ctx.db.query<{ n: string }>(`${cte} SELECT count(*) AS n ${from}`, sql.values.slice(0, -2));
  return { rows: [], total: Number(c[0]?.n ?? 0) };
}
