import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../db/sql.ts';
import { startTestApp } from '../../testing/http.ts';
import { rowsRead } from '../../testing/plans.ts';
import { insertUser } from '../../testing/users.ts';

// User, Page.users and the public/private split of a user's settings, over fixture rows of the users read model.
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_users');
  await insertUser(t.pool, {
    id: 1,
    name: 'Yuki',
    about: 'Hi <script>alert(1)</script>\nsecond line',
    moderator_roles: [],
    donator_tier: 2,
    donator_badge: 'Supporter',
    options: { profileColor: 'pink', timezone: '+09:00', titleLanguage: 'ENGLISH' },
    avatar_large: '/uploads/avatar-1-abc.png',
    avatar_medium: '/uploads/avatar-1-abc.png',
    previous_names: [{ name: 'Yukiko', createdAt: 1_700_000_100, updatedAt: 1_700_000_100 }],
  });
  await insertUser(t.pool, { id: 2, name: 'Haruto', moderator_roles: ['COMMUNITY'] });
  await insertUser(t.pool, { id: 3, name: 'Sakura', moderator_roles: ['ANIME_DATA'] });
  await insertUser(t.pool, { id: 4, name: 'Admin', moderator_roles: ['ADMIN'] });
  await insertUser(t.pool, { id: 5, name: 'Yukinari', moderator_roles: ['RETIRED', 'COMMUNITY'] });
});
afterAll(() => t.close());

type U = { id: number; name: string };

describe('User', () => {
  it('finds a user by id, by name whatever its case, and by search', async () => {
    const res = await t.gql<{ a: U; b: U; c: U }>(
      '{ a: User(id: 2) { id name } b: User(name: "sAKURA") { id name } c: User(search: "admi") { id name } }',
    );
    expect(res.body).toEqual({ data: { a: { id: 2, name: 'Haruto' }, b: { id: 3, name: 'Sakura' }, c: { id: 4, name: 'Admin' } } });
  });

  it('answers 404 "Not Found." for nobody', async () => {
    const res = await t.gql('{ User(name: "nobody") { id } }');
    expect(res.status).toBe(404);
    expect(res.body.errors![0]).toMatchObject({ message: 'Not Found.', status: 404 });
  });

  it("shows the profile in AniList's shape, the about text rendered as sanitised markdown for asHtml", async () => {
    const res = await t.gql<{ User: Record<string, unknown> }>(`{ User(id: 1) {
      about html: about(asHtml: true) avatar { large medium } donatorTier donatorBadge moderatorRoles previousNames { name createdAt }
      siteUrl isFollowing isBlocked bans unreadNotificationCount } }`);
    expect(res.body.data!.User).toEqual({
      about: 'Hi <script>alert(1)</script>\nsecond line',
      html: '<p>Hi <br>\nsecond line</p>\n',
      avatar: { large: '/uploads/avatar-1-abc.png', medium: '/uploads/avatar-1-abc.png' },
      donatorTier: 2,
      donatorBadge: 'Supporter',
      moderatorRoles: [],
      previousNames: [{ name: 'Yukiko', createdAt: 1_700_000_100 }],
      siteUrl: expect.stringMatching(/\/user\/Yuki$/),
      isFollowing: false,
      isBlocked: false,
      bans: null,
      unreadNotificationCount: 0,
    });
  });

  it('keeps private settings to the user themself; public ones and list options show to everyone', async () => {
    const query =
      '{ User(id: 1) { options { profileColor titleLanguage timezone notificationOptions { type } } mediaListOptions { scoreFormat } } }';
    const guest = await t.gql<{ User: { options: Record<string, unknown> } }>(query);
    expect(guest.body.data!.User).toEqual({
      options: { profileColor: 'pink', titleLanguage: 'ENGLISH', timezone: null, notificationOptions: null },
      mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' },
    });
    const system = await t.gql<{ User: { options: { timezone: string; notificationOptions: unknown[] } } }>(query, { viewer: 'system' });
    expect(system.body.data!.User.options.timezone).toBe('+09:00');
    expect(system.body.data!.User.options.notificationOptions.length).toBeGreaterThan(10);
  });
});

describe('Page.users', () => {
  it('searches by name with the best match first, and pages', async () => {
    const res = await t.gql<{ Page: { pageInfo: { total: number; hasNextPage: boolean }; users: U[] } }>(
      '{ Page(perPage: 1) { pageInfo { total hasNextPage } users(search: "yuki") { id name } } }',
    );
    expect(res.body.data!.Page).toEqual({ pageInfo: { total: 2, hasNextPage: true }, users: [{ id: 1, name: 'Yuki' }] });
  });

  it('sorts by name, filters by id_in and by moderator status (RETIRED negates the roles)', async () => {
    const res = await t.gql<{ a: { users: U[] }; b: { users: U[] }; c: { users: U[] } }>(`{
      a: Page { users(sort: USERNAME_DESC, id_in: [1, 2, 3]) { name } }
      b: Page { users(isModerator: true, sort: ID) { name } }
      c: Page { users(search: "zzz") { name } } }`);
    expect(res.body.data).toEqual({
      a: { users: [{ name: 'Yuki' }, { name: 'Sakura' }, { name: 'Haruto' }] },
      b: { users: [{ name: 'Haruto' }, { name: 'Sakura' }, { name: 'Admin' }] },
      c: { users: [] },
    });
  });
});

describe('Viewer', () => {
  it('answers a guest with 401 "Invalid token"', async () => {
    const res = await t.gql('{ Viewer { id } }');
    expect(res.status).toBe(401);
    expect(res.body.errors![0]).toMatchObject({ message: 'Invalid token', status: 401, extensions: { code: 'UNAUTHORIZED' } });
  });
});

describe('Statement timeouts are 503, never 500, and cheap queries cannot time out: short user searches', () => {
  // 3000 more members, "Member0001" and on, so that a one-letter search has thousands of names to go through.
  const MEMBERS = 3000;
  beforeAll(async () => {
    await t.pool.query(
      `INSERT INTO ${T.users} (id, name, name_lower, options, media_list_options, moderator_roles, donator_tier, previous_names)
       SELECT 1000 + n, 'Member' || lpad(n::text, 4, '0'), 'member' || lpad(n::text, 4, '0'), '{}', '{}', '{}', 0, '[]'
       FROM generate_series(1, $1::int) n`,
      [MEMBERS],
    );
    await t.pool.query(`ANALYZE ${T.users}`);
  });

  it('one or two letters find the names starting with them, the exact name first, through an index', async () => {
    t.db.reset();
    const res = await t.gql<{ Page: { pageInfo: { total: number }; users: U[] } }>(
      '{ Page(perPage: 3) { pageInfo { total } users(search: "Yu") { id name } } }',
    );
    expect(res.body.data!.Page).toEqual({
      pageInfo: { total: 2 },
      users: [
        { id: 1, name: 'Yuki' },
        { id: 5, name: 'Yukinari' },
      ],
    });
    const m = await t.gql<{ Page: { pageInfo: { total: number }; users: U[] } }>(
      '{ Page(perPage: 2) { pageInfo { total } users(search: "m") { name } } }',
    );
    expect(m.body.data!.Page).toEqual({ pageInfo: { total: MEMBERS }, users: [{ name: 'Member0001' }, { name: 'Member0002' }] });
    // The page alone (its count reads the matches, up to 5000, like any Page's).
    t.db.reset();
    const page = await t.gql<{ Page: { users: U[] } }>('{ Page(perPage: 2) { users(search: "m") { name } } }');
    expect(page.body.data!.Page.users).toEqual([{ name: 'Member0001' }, { name: 'Member0002' }]);
    const [statement] = t.db.statements;
    for (const plan of ['custom', 'generic'] as const) expect(await rowsRead(t.pool, statement!, T.users, plan)).toBeLessThan(50);
  });
});
