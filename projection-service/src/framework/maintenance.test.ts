import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { StatisticsKeeper, maintainSchema, vacuumSchema } from './maintenance.ts';

describe('StatisticsKeeper', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase('maintenance');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await pool.query(
      'CREATE SCHEMA rm_probe; CREATE TABLE rm_probe.items (id int PRIMARY KEY); INSERT INTO rm_probe.items SELECT generate_series(1, 2000)',
    );
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const analyzedAt = async () =>
    (
      await pool.query<{ at: Date | null }>(
        "SELECT last_analyze AS at FROM pg_stat_user_tables WHERE schemaname = 'rm_probe' AND relname = 'items'",
      )
    ).rows[0]!.at;

  it("says statistics are due on a schema's first events, then after enough events or a quiet while", () => {
    let now = 0;
    const keeper = new StatisticsKeeper(1000, 30_000, () => now);
    expect(keeper.applied('rm_probe', 5)).toBe(true);
    expect(keeper.applied('rm_other', 5)).toBe(true);
    expect(keeper.applied('rm_probe', 600)).toBe(false);
    expect(keeper.applied('rm_probe', 600)).toBe(true);
    expect(keeper.applied('rm_probe', 10)).toBe(false);
    now = 29_999;
    expect(keeper.applied('rm_probe', 10)).toBe(false);
    // A few events after a quiet while: a check, then counting starts again from zero.
    now = 30_000;
    expect(keeper.applied('rm_probe', 10)).toBe(true);
    expect(keeper.applied('rm_probe', 990)).toBe(false);
    expect(keeper.applied('rm_other', 10)).toBe(true);
  });

  it('refreshes the planner statistics of every table of a schema', async () => {
    await vacuumSchema(pool, 'rm_probe');
    const { rows } = await pool.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE oid = 'rm_probe.items'::regclass");
    expect(rows[0]!.reltuples).toBe(2000);
    // pg_stat counters are flushed asynchronously; poll briefly.
    let at: Date | null = null;
    for (let i = 0; i < 50 && !at; i++) {
      at = await analyzedAt();
      if (!at) await new Promise((r) => setTimeout(r, 100));
    }
    expect(at).not.toBeNull();
  });

  it('visits only the tables whose changes pass the thresholds autovacuum would use', async () => {
    // One backend throughout, told to flush its counters to the shared statistics at once (else within a second).
    const client = await pool.connect();
    const flushed = async (sql: string) => {
      await client.query(sql);
      await client.query('SELECT pg_stat_force_next_flush()');
      await client.query('SELECT 1');
    };
    try {
      await flushed('CREATE TABLE rm_probe.still (id int PRIMARY KEY); INSERT INTO rm_probe.still SELECT generate_series(1, 2000)');
      await flushed('CREATE TABLE rm_probe.busy (id int PRIMARY KEY, n int); INSERT INTO rm_probe.busy SELECT generate_series(1, 2000), 0');
      await vacuumSchema(pool, 'rm_probe');
      expect(await maintainSchema(pool, 'rm_probe')).toEqual({ vacuumed: 0, analyzed: 0 });
      await flushed('UPDATE rm_probe.busy SET n = n + 1');
      await flushed('UPDATE rm_probe.still SET id = id WHERE id <= 10');
      expect(await maintainSchema(pool, 'rm_probe')).toEqual({ vacuumed: 1, analyzed: 0 });
      const dead = await pool.query<{ n: string }>("SELECT n_dead_tup AS n FROM pg_stat_user_tables WHERE relname = 'busy'");
      expect(Number(dead.rows[0]!.n)).toBeLessThan(2000);
    } finally {
      client.release();
    }
  });
});
