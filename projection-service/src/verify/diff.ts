import type pg from 'pg';
import { quoteIdent } from '../framework/sql.ts';

/** Framework bookkeeping that legitimately differs between a live schema and a replay. */
const BOOKKEEPING = new Set(['checkpoint', 'migration']);
const SHOWN_ROWS = 20;

export interface TableDiff {
  table: string;
  /** Rows (as JSON) present in live but not in the replay, and the other way round; at most SHOWN_ROWS each. */
  liveOnly: unknown[];
  replayOnly: unknown[];
  liveOnlyCount: number;
  replayOnlyCount: number;
}

async function tablesOf(db: pg.ClientBase, schema: string): Promise<string[]> {
  const { rows } = await db.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename', [
    schema,
  ]);
  return rows.map((r) => r.tablename).filter((t) => !BOOKKEEPING.has(t));
}

async function columnsOf(db: pg.ClientBase, schema: string, table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
    [schema, table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * Compares every table of two schemas built from the same migration, as multisets of rows (EXCEPT ALL),
 * so a doubled row counts as a difference too. `ignore` names columns (per table) left out: those a
 * recompute owns rather than the replay.
 */
export async function diffSchemas(
  db: pg.ClientBase,
  live: string,
  replay: string,
  ignore: Readonly<Record<string, readonly string[]>> = {},
): Promise<TableDiff[]> {
  const diffs: TableDiff[] = [];
  const liveTables = await tablesOf(db, live);
  const replayTables = new Set(await tablesOf(db, replay));
  for (const table of liveTables) {
    if (!replayTables.has(table)) throw new Error(`Table ${table} exists in ${live} but not in the replay`);
    const ignored = new Set(ignore[table] ?? []);
    const columns = (await columnsOf(db, live, table))
      .filter((c) => !ignored.has(c))
      .map(quoteIdent)
      .join(', ');
    const l = `${quoteIdent(live)}.${quoteIdent(table)}`;
    const r = `${quoteIdent(replay)}.${quoteIdent(table)}`;
    const { rows } = await db.query<{ side: 'live' | 'replay'; row: unknown; n: string }>(
      `WITH live_only AS (SELECT ${columns} FROM ${l} EXCEPT ALL SELECT ${columns} FROM ${r}),
            replay_only AS (SELECT ${columns} FROM ${r} EXCEPT ALL SELECT ${columns} FROM ${l})
       (SELECT 'live' AS side, to_jsonb(t) AS row, count(*) OVER () AS n FROM live_only t LIMIT ${SHOWN_ROWS})
       UNION ALL
       (SELECT 'replay', to_jsonb(t), count(*) OVER () FROM replay_only t LIMIT ${SHOWN_ROWS})`,
    );
    if (rows.length === 0) continue;
    const side = (s: string) => rows.filter((x) => x.side === s);
    diffs.push({
      table,
      liveOnly: side('live').map((x) => x.row),
      replayOnly: side('replay').map((x) => x.row),
      liveOnlyCount: Number(side('live')[0]?.n ?? 0),
      replayOnlyCount: Number(side('replay')[0]?.n ?? 0),
    });
  }
  return diffs;
}
