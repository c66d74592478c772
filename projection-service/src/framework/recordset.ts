import type pg from 'pg';
import { recordset } from './sql.ts';

/** Column name → SQL type of the rows a statement receives as one jsonb parameter. */
export type Columns = Readonly<Record<string, string>>;

export function recordsetSource(columns: Columns, param = 1): string {
  const defs = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  // json, not jsonb: the rows are read once, so building the binary jsonb form first only costs time.
  return `json_to_recordset($${param}::json) AS x(${defs})`;
}

/**
 * INSERT every row in one statement. ON CONFLICT DO NOTHING by default: an entity is added once, so a
 * repeated Added event (or a repeated edge in one list) keeps the first, the same on every replay.
 */
export async function insertRows(
  tx: pg.ClientBase,
  table: string,
  columns: Columns,
  rows: readonly object[],
  conflict = 'ON CONFLICT DO NOTHING',
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns).join(', ');
  await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM ${recordsetSource(columns)} ${conflict}`, [recordset(rows)]);
}

/** Runs `sql` (a statement over `$1` rows with RETURNING <column>) and collects the returned ids. */
export async function returningIds(tx: pg.ClientBase, sql: string, rows: readonly object[], column = 'id'): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const result = await tx.query<Record<string, number>>(sql, [recordset(rows)]);
  return new Set(result.rows.map((r) => r[column]!));
}
