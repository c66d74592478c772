import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEnv, type TestEnv } from '../testing/env.ts';
import { migrateAll, migrateProjection, readMigrationHash } from './migrate.ts';
import { defineProjection, migrationHash } from './projection.ts';
import { projections } from '../projections/index.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv('migrate');
});
afterAll(async () => env?.drop());

const shaped = (sql: string, version?: number) =>
  defineProjection({ name: 'shaped', migration: sql, handles: ['StudioAdded'], ...(version ? { version } : {}), apply: async () => {} });

describe('migrations', () => {
  it('creates every live schema with its tables, a checkpoint at zero and the migration hash', async () => {
    const states = await migrateAll(env.pool, projections);
    expect([...states.values()]).toEqual(projections.map(() => 'created'));
    for (const p of projections) {
      expect(await env.rows(`SELECT partition, transaction_id, position FROM ${p.schema}.checkpoint`)).toEqual([
        { partition: 0, transaction_id: '0', position: '0' },
      ]);
      expect(await readMigrationHash(env.pool, p.schema)).toBe(migrationHash(p));
    }
    expect(
      await env.rows(`SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE extname = 'pg_trgm'`),
    ).toEqual([{ nspname: 'public' }]);
    expect([...(await migrateAll(env.pool, projections)).values()]).toEqual(projections.map(() => 'current'));
  });

  it('detects a changed migration or projection version without touching the live schema', async () => {
    expect(await migrateProjection(env.pool, shaped('CREATE TABLE t (a int);'))).toBe('created');
    expect(await migrateProjection(env.pool, shaped('CREATE TABLE t (a int);'))).toBe('current');
    expect(await migrateProjection(env.pool, shaped('CREATE TABLE t (a int, b int);'))).toBe('changed');
    expect(await migrateProjection(env.pool, shaped('CREATE TABLE t (a int);', 2))).toBe('changed');
    expect(
      await env.rows(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'rm_shaped' AND table_name = 't'`),
    ).toEqual([{ column_name: 'a' }]);
  });
});
