import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, withDatabase } from '../config.ts';
import { dropDatabase, ensureDatabase } from '../database.ts';
import { dropAbandonedTestDatabases } from './index.ts';

const base = process.env.TEST_DATABASE_URL || loadConfig().databaseUrl;
const named = (label: string, at: number) => withDatabase(base, `tsuzuki_test_${label}_${at.toString(36)}_abc123`);
const exists = async (url: string) => {
  const admin = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [new URL(url).pathname.slice(1)]);
    return rows.length === 1;
  } finally {
    await admin.end();
  }
};

describe('dropAbandonedTestDatabases', () => {
  const old = named('abandoned_old', Date.now() - 3 * 60 * 60 * 1000);
  const busy = named('abandoned_busy', Date.now() - 3 * 60 * 60 * 1000);
  const fresh = named('abandoned_fresh', Date.now());
  afterAll(async () => {
    for (const url of [old, busy, fresh]) await dropDatabase(url);
  });

  it('drops old test databases nobody uses, and keeps recent ones and those with a connection', async () => {
    for (const url of [old, busy, fresh]) await ensureDatabase(url);
    const user = new pg.Client({ connectionString: busy });
    await user.connect();
    try {
      const dropped = await dropAbandonedTestDatabases();
      expect(dropped).toContain(new URL(old).pathname.slice(1));
      expect(await exists(old)).toBe(false);
      expect(await exists(busy)).toBe(true);
      expect(await exists(fresh)).toBe(true);
    } finally {
      await user.end();
    }
  });
});
