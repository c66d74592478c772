import type pg from 'pg';
import { quoteIdent } from '@tsuzuki/event-store';

/** Events applied to a schema since its last statistics refresh before it gets another one. */
export const ANALYZE_EVERY_EVENTS = 5000;

/** A schema that took events gets a statistics check at least this often, however few the events. */
export const ANALYZE_QUIET_MS = 30_000;

/**
 * Decides when a schema's planner statistics are due. Autovacuum may be off (it is on some CI machines) or slow
 * to notice a catch-up of thousands of rows; without statistics the planner treats a bulk-loaded table as tiny,
 * and GIN indexes keep a long pending list that every search scans. Counting is per process and approximate:
 * it only decides when to spend a maintenance job, never what the read model holds. Due after `every` events, and
 * also on a schema's first events in this process and then at most every `quietMs`: a database that only ever took
 * a few thousand events (a new site, a bench's 2,000-entry list) was otherwise never analysed, and its planner
 * chose a nested loop that took three times as long as the hash join real statistics give. The job itself
 * (maintainSchema) only touches tables whose changes pass autovacuum's thresholds, so a due check is cheap.
 */
export class StatisticsKeeper {
  private readonly pending = new Map<string, number>();
  private readonly lastDue = new Map<string, number>();

  constructor(
    private readonly every = ANALYZE_EVERY_EVENTS,
    private readonly quietMs = ANALYZE_QUIET_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records applied events; true when the schema's statistics are due for a check. */
  applied(schema: string, events: number): boolean {
    const total = (this.pending.get(schema) ?? 0) + events;
    const last = this.lastDue.get(schema);
    const at = this.now();
    if (total < this.every && last !== undefined && at - last < this.quietMs) {
      this.pending.set(schema, total);
      return false;
    }
    this.pending.set(schema, 0);
    this.lastDue.set(schema, at);
    return true;
  }
}

/** VACUUM (ANALYZE) every table of a schema (a freshly built one); outside any transaction, blocking nobody. */
export async function vacuumSchema(pool: pg.Pool, schema: string): Promise<void> {
  const { rows } = await pool.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
  for (const { tablename } of rows) await pool.query(`VACUUM (ANALYZE) ${quoteIdent(schema)}.${quoteIdent(tablename)}`);
}

/**
 * The tables of a schema that autovacuum's default rules would visit now: VACUUM (ANALYZE) where dead rows or
 * inserts since the last vacuum pass their threshold (inserts: GIN pending lists and the visibility map), ANALYZE
 * alone where only changes since the last analyze do. A live schema mixes tables that every list event touches
 * with large ones that never change after the catalogue is loaded; vacuuming them all each time cost the seed
 * minutes (media: 4-5 s a pass, 21 passes). The counters are flushed by other backends within seconds: close enough.
 */
export async function maintainSchema(pool: pg.Pool, schema: string): Promise<{ vacuumed: number; analyzed: number }> {
  const { rows } = await pool.query<{ relname: string; vacuum: boolean; analyze: boolean }>(
    `SELECT relname,
            n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup AS vacuum,
            n_mod_since_analyze > 50 + 0.1 * n_live_tup OR (last_analyze IS NULL AND last_autoanalyze IS NULL AND n_live_tup > 0) AS analyze
       FROM pg_stat_user_tables WHERE schemaname = $1`,
    [schema],
  );
  let vacuumed = 0;
  let analyzed = 0;
  for (const { relname, vacuum, analyze } of rows) {
    const table = `${quoteIdent(schema)}.${quoteIdent(relname)}`;
    if (vacuum) {
      await pool.query(`VACUUM (ANALYZE) ${table}`);
      vacuumed++;
    } else if (analyze) {
      await pool.query(`ANALYZE ${table}`);
      analyzed++;
    }
  }
  return { vacuumed, analyzed };
}
