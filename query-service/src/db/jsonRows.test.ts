import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAkiList } from '../schema/lists/fixtures.ts';
import { seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';
import { JSON_READ_TABLES, JSON_SAFE_TYPES, jsonRows } from './jsonRows.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_json_rows');
  await seedCatalogue(t.pool);
  await seedAkiList(t.pool);
});
afterAll(() => t.close());

describe('jsonRows', () => {
  it('reads only tables whose columns JSON gives back as node-postgres parses them', async () => {
    const { rows } = await t.pool.query<{ table: string; column: string; type: string }>(
      `SELECT c.oid::regclass::text AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.oid = ANY($1::regclass[]) AND a.attnum > 0 AND NOT a.attisdropped`,
      [JSON_READ_TABLES],
    );
    expect(new Set(rows.map((r) => r.table))).toEqual(new Set(JSON_READ_TABLES));
    // A bigint, numeric or timestamp column would come back as a number or a string where node-postgres gives a
    // string or a Date: such a table must be read another way.
    expect(rows.filter((r) => !JSON_SAFE_TYPES.has(r.type))).toEqual([]);
  });

  it.each(JSON_READ_TABLES)('gives the rows of %s exactly as node-postgres reads them, in the statement order', async (table) => {
    const sql = `SELECT * FROM ${table} ORDER BY ${table === JSON_READ_TABLES[5] ? 'user_id, media_id' : 'id'} DESC`;
    const { rows } = await t.pool.query(sql);
    expect(rows.length).toBeGreaterThan(0);
    expect(await jsonRows(t.pool, sql, [])).toStrictEqual(rows);
  });

  it('gives no rows as an empty array, with parameters', async () => {
    expect(await jsonRows(t.pool, `SELECT * FROM ${JSON_READ_TABLES[0]} WHERE id = ANY($1::int[])`, [[-1]])).toEqual([]);
  });
});
