import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../db/sql.ts';
import { startTestApp } from '../../testing/http.ts';
import { rowsRead } from '../../testing/plans.ts';

// A catalogue of 4000 ordinary anime (finished Japanese TV series, licensed, not adult) and a few that a filter
// singles out. Under load, such filters sorted by popularity walked the whole popularity index (or the whole table)
// to find their few matches and ran into the statement timeout.
const ORDINARY = 4000;
const RARE = [
  { id: 1, status: 'CANCELLED' },
  { id: 2, status: 'CANCELLED' },
  { id: 3, status: 'CANCELLED', type: 'MANGA', format: 'MANGA' },
  { id: 4, status: 'HIATUS' },
  { id: 5, status: 'HIATUS' },
  { id: 6, is_adult: true },
  { id: 7, is_adult: true },
  { id: 8, format: 'MUSIC' },
  { id: 9, country_of_origin: 'TW' },
  { id: 10, is_licensed: false },
  { id: 11, source: 'COMIC' },
];

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_rare_filters');
  await t.pool.query(
    `INSERT INTO ${T.media} (id, type, title_romaji, format, status, source, country_of_origin, popularity, created_at, updated_at)
     SELECT 1000 + n, 'ANIME', 'Ordinary ' || n, 'TV', 'FINISHED', 'ORIGINAL', 'JP', n, 1600000000, 1600000000
     FROM generate_series(1, $1::int) n`,
    [ORDINARY],
  );
  for (const r of RARE) {
    const row = {
      type: 'ANIME',
      format: 'TV',
      status: 'FINISHED',
      source: 'ORIGINAL',
      country_of_origin: 'JP',
      is_adult: false,
      is_licensed: true,
      ...r,
    };
    await t.pool.query(
      `INSERT INTO ${T.media} (id, type, title_romaji, format, status, source, country_of_origin, is_adult, is_licensed, popularity, created_at, updated_at)
       VALUES ($1::int, $2, 'Rare ' || $1::int, $3, $4, $5, $6, $7, $8, $1::int * 10, 1600000000, 1600000000)`,
      [row.id, row.type, row.format, row.status, row.source, row.country_of_origin, row.is_adult, row.is_licensed],
    );
  }
  // As every bulk path does (autovacuum may be off): the planner knows how rare each value is.
  await t.pool.query(`ANALYZE ${T.media}`);
});
afterAll(() => t.close());

describe('Statement timeouts are 503, never 500, and cheap queries cannot time out: rare filters', () => {
  const cases: [string, number[]][] = [
    ['isAdult: true', [7, 6]],
    ['type: ANIME, isAdult: true', [7, 6]],
    ['type: ANIME, status: CANCELLED', [2, 1]],
    ['status: HIATUS', [5, 4]],
    ['status_in: [CANCELLED, HIATUS], type: ANIME', [5, 4, 2, 1]],
    ['type: ANIME, format: MUSIC', [8]],
    ['type: ANIME, countryOfOrigin: "TW"', [9]],
    ['type: ANIME, isLicensed: false', [10]],
    ['type: ANIME, source: COMIC', [11]],
  ];

  it.each(cases)(
    'media(%s) sorted by popularity reads its matches, not the catalogue, in custom and generic plans',
    async (filter, ids) => {
      t.db.reset();
      // Adult media reach only viewers who show them (ADR 30): the system viewer sees them, as such a member does.
      const res = await t.gql<{ Page: { pageInfo: { total: number }; media: { id: number }[] } }>(
        `{ Page(perPage: 10) { pageInfo { total } media(${filter}, sort: POPULARITY_DESC) { id } } }`,
        { viewer: filter.includes('isAdult') ? 'system' : 'guest' },
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.Page).toEqual({ pageInfo: { total: ids.length }, media: ids.map((id) => ({ id })) });
      const [statement] = t.db.statements;
      expect(t.db.statements).toHaveLength(1);
      // A few index entries and rows beside the matches; walking the popularity index reads all 4000.
      expect(await rowsRead(t.pool, statement!, T.media, 'custom')).toBeLessThan(50);
      expect(await rowsRead(t.pool, statement!, T.media, 'generic')).toBeLessThan(50);
    },
  );
});
