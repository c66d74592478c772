import pg from 'pg';
import type { Statement } from '../db/queryable.ts';

interface PlanNode {
  'Relation Name'?: string;
  Schema?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** A parameter as an SQL literal of unknown type (PostgreSQL gives it the parameter's type), arrays included. */
const literal = (value: unknown): string => {
  if (value == null) return 'NULL';
  const text = Array.isArray(value)
    ? `{${value.map((v) => (v == null ? 'NULL' : `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`
    : String(value);
  return pg.escapeLiteral(text);
};

/**
 * The rows a statement reads from one table, by EXPLAIN ANALYZE: each scan of it counts the rows it returned and
 * those its filters dropped, per loop. `generic` plans it as a prepared statement's generic plan, which the app's
 * named statements come to after five runs (db/queryable.ts): values unknown to the planner.
 * Plan shapes, not times: a test can say "reads its matches, not the whole table" on any machine.
 */
export async function rowsRead(pool: pg.Pool, statement: Statement, table: string, plan: 'custom' | 'generic'): Promise<number> {
  const [schema, relation] = table.split('.') as [string, string];
  const client = await pool.connect();
  try {
    let explained: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    if (plan === 'custom') {
      ({ rows: explained } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.params));
    } else {
      await client.query('SET plan_cache_mode = force_generic_plan');
      await client.query(`PREPARE rows_read AS ${statement.text}`);
      const args = (statement.params ?? []).map(literal).join(', ');
      ({ rows: explained } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE rows_read${args ? `(${args})` : ''}`));
      await client.query('DEALLOCATE rows_read');
      await client.query('RESET plan_cache_mode');
    }
    let read = 0;
    const visit = (node: PlanNode) => {
      if (node['Relation Name'] === relation && (node.Schema ?? schema) === schema) {
        const perLoop = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
        read += perLoop * (node['Actual Loops'] ?? 1);
      }
      node.Plans?.forEach(visit);
    };
    visit(explained[0]!['QUERY PLAN'][0].Plan);
    return read;
  } finally {
    client.release();
  }
}
