import type pg from 'pg';
import { quoteIdent } from '@tsuzuki/events';

/** Events applied to a schema since its last statistics refresh before it gets another one. */
export const ANALYZE_EVERY_EVENTS = 5000;

/**
 * Decides when a schema's planner statistics are due. Autovacuum may be off (it is on some CI machines) or slow
 * to notice a catch-up of thousands of rows; without statistics the planner treats a bulk-loaded table as tiny,
 * and GIN indexes keep a long pending list that every search scans. Counting is per process and approximate:
 * it only decides when to spend a VACUUM (ANALYZE), run as a maintenance job, never what the read model holds.
 */
export class StatisticsKeeper {
  private readonly pending = new Map<string, number>();

  constructor(private readonly every = ANALYZE_EVERY_EVENTS) {}

  /** Records applied events; true when enough have accumulated that the schema's statistics are due. */
  applied(schema: string, events: number): boolean {
    const total = (this.pending.get(schema) ?? 0) + events;
    if (total < this.every) {
      this.pending.set(schema, total);
      return false;
    }
    this.pending.set(schema, 0);
    return true;
  }
}

/** VACUUM (ANALYZE) every table of a schema; runs outside any transaction and does not block readers or writers. */
export async function vacuumSchema(pool: pg.Pool, schema: string): Promise<void> {
  const { rows } = await pool.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
  for (const { tablename } of rows) await pool.query(`VACUUM (ANALYZE) ${quoteIdent(schema)}.${quoteIdent(tablename)}`);
}
