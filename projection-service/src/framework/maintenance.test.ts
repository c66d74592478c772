import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tsuzuki/events/testing';
import { StatisticsKeeper, vacuumSchema } from './maintenance.ts';

describe('StatisticsKeeper', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase('maintenance');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    await pool.query('CREATE SCHEMA rm_probe; CREATE TABLE rm_probe.items (id int PRIMARY KEY); INSERT INTO rm_probe.items SELECT generate_series(1, 2000)');
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const analyzedAt = async () =>
    (await pool.query<{ at: Date | null }>("SELECT last_analyze AS at FROM pg_stat_user_tables WHERE schemaname = 'rm_probe' AND relname = 'items'")).rows[0]!.at;

  it('says statistics are due once enough events were applied, and counts again from zero', () => {
    const keeper = new StatisticsKeeper(1000);
    expect(keeper.applied('rm_probe', 600)).toBe(false);
    expect(keeper.applied('rm_other', 600)).toBe(false);
    expect(keeper.applied('rm_probe', 600)).toBe(true);
    expect(keeper.applied('rm_probe', 10)).toBe(false);
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
});
