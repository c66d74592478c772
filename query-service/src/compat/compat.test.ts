import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchemas } from '../schema/executable.ts';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { T } from '../db/sql.ts';
import { insertRow } from '../testing/fixtures.ts';
import { startTestApp } from '../testing/http.ts';
import { insertActivities, insertEntries, insertFavourites } from '../testing/lists.ts';
import { insertUser } from '../testing/users.ts';
import { exampleVariables } from './exampleVariables.ts';
import { measureCompat } from './measure.ts';

// validQueries: the part of validOperations that are queries (mutations validate but are not run here).
const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as { validOperations: number; validQueries: number };
const schema = buildSchemas().public;
const report = measureCompat(schema);

describe('AniList client compatibility', () => {
  it('validates at least the baseline number of real client operations (the count must never go down)', () => {
    console.log(`compat: ${report.valid.length}/${report.total} operations validate`);
    console.log(`top missing: ${report.missing.slice(0, 15).map(([what, n]) => `${what} (${n})`).join(', ')}`);
    expect(report.valid.length).toBeGreaterThanOrEqual(baseline.validOperations);
  });

  describe('against the fixture catalogue', () => {
    let t: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      t = await startTestApp('query_compat');
      await seedCatalogue(t.pool);
      // The example id every id variable gets also names a user, so that User(id) operations resolve.
      await insertUser(t.pool, { id: ID.aot, name: 'Shingeki_Fan' });
      // ...who keeps a list, favourites and list activities, so that list operations read real rows (the example
      // media id is on the list: MediaList(userId, mediaId) finds it).
      await insertEntries(t.pool, [
        { user_id: ID.aot, media_id: ID.aot, status: 'COMPLETED', score: 80, progress: 25, started_at: 20130407 },
        { user_id: ID.aot, media_id: ID.frieren, status: 'CURRENT', progress: 3 },
        { user_id: ID.aot, media_id: ID.aotManga, media_type: 'MANGA', status: 'CURRENT', progress: 10 },
      ]);
      await insertFavourites(t.pool, [
        { user_id: ID.aot, kind: 'ANIME', item_id: ID.aot, position: 0 },
        { user_id: ID.aot, kind: 'CHARACTER', item_id: ID.eren, position: 0 },
      ]);
      await insertActivities(t.pool, [{ id: ID.aot, user_id: ID.aot, media_id: ID.aot }]);
      // ...and who reviewed it and recommended its sequel, so that review and recommendation operations read rows.
      await insertRow(t.pool, T.reviews, {
        id: ID.aot, user_id: ID.aot, media_id: ID.aot, media_type: 'ANIME', summary: 'Titans, walls and a long way down', body: '**Dense** and grim.',
        score: 85, private: false, rating: 3, rating_amount: 4, created_at: 1_700_000_000, updated_at: 1_700_000_000,
      });
      await insertRow(t.pool, T.recommendations, { id: ID.aot, media_id: ID.aot, media_recommendation_id: ID.aot2, user_id: ID.aot, rating: 5, created_at: 1_700_000_000 });
    });
    afterAll(() => t.close());

    it('runs every validating query without an error AniList would not give', async () => {
      const queries = report.valid.filter((op) => op.kind === 'query');
      expect(queries.length).toBeGreaterThanOrEqual(baseline.validQueries);
      const failures: string[] = [];
      for (const op of queries) {
        const variables = exampleVariables(schema, op.document, ID.aot);
        const res = await t.gql(op.document, { variables, operationName: op.operationName });
        // A missing id is a 404 "Not Found." on AniList too, and so is Viewer's 401 "Invalid token" to a guest
        // (schema/users/viewer.test.ts runs the Viewer operations logged in); anything else is ours.
        const unexpected = (res.body.errors ?? []).filter((e) => e.status !== 404 && !(e.status === 401 && e.message === 'Invalid token'));
        if (unexpected.length || !res.body.data) failures.push(`${op.id}: ${JSON.stringify(res.body.errors)}`);
      }
      expect(failures).toEqual([]);
    });
  });
});
