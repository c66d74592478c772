import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, seedCatalogue } from '../testing/catalogue.ts';
import { startTestApp } from '../testing/http.ts';

// The habits of AniList clients that ../shared/compat/README.md lists, and where each is tested. Those not tested
// elsewhere are tested here; compat.test.ts runs every corpus operation as its client sends it (Dantotsu's variables
// as a JSON string with quoted ids among them).
//
// - variables as a JSON string or '', numeric strings for Int, undeclared variables ignored: http/transport.test.ts;
//   page numbers as numeric strings: here
// - no variables, values in the document, anonymous operations, the { ... } shorthand: http/transport.test.ts;
//   null variables mean no filter: schema/media/media.test.ts
// - several root fields in one request, aliased: http/transport.test.ts; six aliased Page roots: here
// - perPage above the maximum is capped: Page at 50 in schema/media/media.test.ts; nested connections at 25: here
// - a single enum value for a list argument: schema/media/media.test.ts
// - versioned enum arguments (relationType, source, status): schema/media/mediaById.test.ts
// - notifications(resetNotificationCount: true): schema/social/social.test.ts
// - Json fields: customLists(asArray: true), advancedScores in schema/lists/lists.test.ts; childComments in
//   schema/forum/forum.test.ts
// - score in the viewer's format, scoreRaw, score(format: POINT_100): schema/lists/lists.test.ts, mutations.test.ts
// - ToggleLikeV2: schema/social/social.test.ts, schema/forum/forum.test.ts
// - modNotes and bans null for non-moderators: User in schema/moderation/reports.test.ts, schema/users/users.test.ts;
//   Media.modNotes: here
// - errors with status and a validation map, "Invalid token": http/transport.test.ts, schema/users/viewer.test.ts,
//   schema/users/users.test.ts, accounts/session.test.ts

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_wire_habits');
  await seedCatalogue(t.pool);
});
afterAll(() => t.close());

type PageInfo = { perPage: number; currentPage: number };

describe('AniList client habits', () => {
  it('takes page and perPage as numeric strings in string-encoded variables, capping perPage at 50', async () => {
    const res = await t.gql<{ Page: { pageInfo: PageInfo; media: { id: number }[] } }>(
      'query ($page: Int, $perPage: Int) { Page(page: $page, perPage: $perPage) { pageInfo { perPage currentPage } media(sort: ID) { id } } }',
      { variables: JSON.stringify({ page: '2', perPage: '60' }) },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.Page.pageInfo).toEqual({ perPage: 50, currentPage: 2 });
    // The catalogue's 68 media less its one adult media, which a guest does not see (ADR 30), less page 1's 50.
    expect(res.body.data!.Page.media).toHaveLength(68 - 1 - 50);
  });

  it('caps perPage of a nested connection at 25 instead of failing', async () => {
    const res = await t.gql<{ Media: { characters: { pageInfo: PageInfo }; staff: { pageInfo: PageInfo } } }>(
      `{ Media(id: ${ID.aot}) { characters(perPage: 100) { pageInfo { perPage currentPage } edges { node { id } } }
         staff(perPage: 26) { pageInfo { perPage currentPage } } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.Media.characters.pageInfo).toEqual({ perPage: 25, currentPage: 1 });
    expect(res.body.data!.Media.staff.pageInfo).toEqual({ perPage: 25, currentPage: 1 });
  });

  it('answers six aliased Page roots in one request, as an airing schedule asks for a week', async () => {
    const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    const res = await t.gql<Record<string, { pageInfo: PageInfo; media: { id: number }[] }>>(`{
      ${days.map((d, i) => `${d}: Page(page: 1, perPage: 1) { pageInfo { perPage currentPage } media(type: ANIME, sort: ID, id_not_in: [${1000 + i}]) { id } }`).join('\n')}
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(Object.keys(res.body.data!)).toEqual(days);
    for (const d of days) expect(res.body.data![d]!.media).toEqual([{ id: ID.bebop }]);
  });

  it('answers Media.modNotes with null for everyone who is not a moderator, without an error', async () => {
    const res = await t.gql(`{ Media(id: ${ID.aot}) { id modNotes } }`);
    expect(res.body).toEqual({ data: { Media: { id: ID.aot, modNotes: null } } });
  });
});
