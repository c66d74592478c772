import type pg from 'pg';

/** Every row of every read-model table of `schema`, sorted, for whole-schema equality assertions. */
export async function dumpSchema(pool: pg.Pool, schema: string): Promise<Record<string, string[]>> {
  const { rows: tables } = await pool.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename NOT IN ('checkpoint', 'migration') ORDER BY 1`,
    [schema],
  );
  const dump: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    const { rows } = await pool.query<{ r: string }>(`SELECT to_jsonb(t)::text AS r FROM "${schema}"."${tablename}" t`);
    dump[tablename] = rows.map((x) => x.r).sort();
  }
  return dump;
}
