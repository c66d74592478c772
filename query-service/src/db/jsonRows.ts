import type { Queryable } from './queryable.ts';
import { T } from './sql.ts';

/**
 * The rows of a statement, built into one JSON array by PostgreSQL (json_agg) and parsed by one JSON.parse, instead of
 * node-postgres slicing and parsing each column of each row in JavaScript. Measured for the 2,000 entries of a long
 * list and their media (scripts/bench/lists.ts data): the query-service's CPU per read went from 7.4 to 5.2 ms for
 * the entries and from 21.8 to 13.4 ms for the media, with less garbage; PostgreSQL does the work instead, and the
 * query-service's one thread, not PostgreSQL, is what saturates first.
 *
 * Only for tables whose columns JSON gives back as node-postgres parses them (JSON_SAFE_TYPES: no bigint, numeric or
 * timestamp, which node-postgres reads as strings or Dates): jsonRows.test.ts checks the column types of every table
 * in JSON_READ_TABLES and compares both reads row for row. The rows keep the statement's order: the aggregate reads
 * its sorted subquery as it comes (PostgreSQL's documented behaviour for a sorted subquery without parallel workers).
 */
export async function jsonRows<R>(db: Queryable, sql: string, values: unknown[]): Promise<R[]> {
  const { rows } = await db.query<{ rows: R[] }>(`SELECT coalesce(json_agg(r), '[]'::json) AS rows FROM (${sql}) r`, values);
  return rows[0]!.rows;
}

/** The tables read through jsonRows (byId.ts, lists/collection.ts). */
export const JSON_READ_TABLES = [T.media, T.characters, T.staff, T.studios, T.users, T.listEntries] as const;

/** Column types that JSON gives back exactly as node-postgres parses them (PostgreSQL's format_type names). */
export const JSON_SAFE_TYPES = new Set(['integer', 'smallint', 'boolean', 'text', 'jsonb', 'integer[]', 'smallint[]', 'text[]']);
