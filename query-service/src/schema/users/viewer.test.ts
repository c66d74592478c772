import { defaultMediaListOptions, defaultUserOptions } from '@tsuzuki/events/userDefaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClientOperations } from '../../compat/measure.ts';
import { exampleVariables } from '../../compat/exampleVariables.ts';
import { startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import { ID, seedCatalogue } from '../../testing/catalogue.ts';
import { buildSchemas } from '../executable.ts';

// The logged-in viewer over the real command-service and users projection: fields, settings round trips
// with read-your-writes, and the display rules that follow the viewer's settings.
let stack: AccountsStack;
beforeAll(async () => {
  stack = await startAccountsStack('query_viewer');
  await seedCatalogue(stack.pool);
});
afterAll(() => stack?.close());

const VIEWER = `{ Viewer {
  id name about avatar { large medium } bannerImage unreadNotificationCount donatorTier donatorBadge moderatorRoles siteUrl
  previousNames { name } isFollowing
  options { titleLanguage staffNameLanguage displayAdultContent airingNotifications profileColor timezone activityMergeTime
    restrictMessagesToFollowing notificationOptions { type enabled } disabledListActivity { type disabled } }
  mediaListOptions { scoreFormat rowOrder animeList { sectionOrder splitCompletedSectionByFormat customLists advancedScoring advancedScoringEnabled }
    mangaList { customLists } }
  statistics { anime { count meanScore minutesWatched genres(limit: 5, sort: COUNT_DESC) { genre count } } }
  favourites { anime { nodes { id } pageInfo { total } } }
} }`;

type Viewer = Record<string, unknown> & { options: Record<string, unknown>; mediaListOptions: Record<string, unknown> };

describe('Viewer', () => {
  it('has the fields of spec core §3 with the defaults of a new member', async () => {
    const { browser, user } = await stack.signUp('Viewer_Fields');
    const res = await browser.gql<{ Viewer: Viewer }>(VIEWER);
    expect(res.body.errors).toBeUndefined();
    const defaults = defaultUserOptions();
    expect(res.body.data!.Viewer).toEqual({
      id: user.id,
      name: 'Viewer_Fields',
      about: null,
      avatar: { large: `/img/avatar/${user.id}.svg`, medium: `/img/avatar/${user.id}.svg` },
      bannerImage: null,
      unreadNotificationCount: 0,
      donatorTier: 0,
      donatorBadge: null,
      moderatorRoles: [],
      siteUrl: expect.stringMatching(/\/user\/Viewer_Fields$/),
      previousNames: [],
      isFollowing: false,
      options: { ...defaults },
      mediaListOptions: {
        scoreFormat: 'POINT_10_DECIMAL',
        rowOrder: 'title',
        animeList: defaultMediaListOptions().animeList,
        mangaList: { customLists: [] },
      },
      statistics: { anime: { count: 0, meanScore: 0, minutesWatched: 0, genres: [] } },
      favourites: { anime: { nodes: [], pageInfo: { total: 0 } } },
    });
  });

  it('runs every AniList client operation that reads Viewer without an error', async () => {
    const { browser } = await stack.signUp();
    const schema = buildSchemas().public;
    const ops = loadClientOperations().filter((op) => op.kind === 'query' && /\bViewer\b/.test(op.document));
    expect(ops.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const op of ops) {
      const res = await browser.gql(op.document, { variables: exampleVariables(schema, op.document, ID.aot), schema: 'public' });
      // The example id names no user: a 404 for User(id) beside the Viewer is AniList's answer too.
      const unexpected = (res.body.errors ?? []).filter((e) => e.status !== 404);
      if (unexpected.length || !res.body.data) failures.push(`${op.id}: ${JSON.stringify(res.body.errors)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('UpdateUser', () => {
  it('forwards the settings and answers with them at once (read-your-writes); a reload agrees', async () => {
    const { browser } = await stack.signUp();
    const res = await browser.gql<{ UpdateUser: Viewer }>(`mutation {
      UpdateUser(about: "Hello *there*", titleLanguage: ENGLISH, staffNameLanguage: NATIVE, displayAdultContent: true,
        profileColor: "#ff8800", timezone: "+09:00", activityMergeTime: 60, scoreFormat: POINT_100, rowOrder: "score",
        notificationOptions: [{ type: AIRING, enabled: false }], disabledListActivity: [{ type: PLANNING, disabled: true }],
        animeListOptions: { customLists: ["Favourites", "Rewatch"], advancedScoringEnabled: true }) {
        about options { titleLanguage staffNameLanguage displayAdultContent profileColor timezone activityMergeTime
          notificationOptions { type enabled } disabledListActivity { type disabled } }
        mediaListOptions { scoreFormat rowOrder animeList { customLists advancedScoringEnabled } }
      } }`);
    expect(res.body.errors).toBeUndefined();
    const updated = res.body.data!.UpdateUser;
    expect(updated.about).toBe('Hello *there*');
    expect(updated.options).toMatchObject({
      titleLanguage: 'ENGLISH',
      staffNameLanguage: 'NATIVE',
      displayAdultContent: true,
      profileColor: '#ff8800',
      timezone: '+09:00',
      activityMergeTime: 60,
    });
    const notifications = updated.options.notificationOptions as { type: string; enabled: boolean }[];
    expect(notifications.find((n) => n.type === 'AIRING')).toEqual({ type: 'AIRING', enabled: false });
    expect(notifications.filter((n) => !n.enabled)).toHaveLength(1); // the other types kept their setting
    expect((updated.options.disabledListActivity as { type: string; disabled: boolean }[]).filter((d) => d.disabled)).toEqual([
      { type: 'PLANNING', disabled: true },
    ]);
    expect(updated.mediaListOptions).toEqual({
      scoreFormat: 'POINT_100',
      rowOrder: 'score',
      animeList: { customLists: ['Favourites', 'Rewatch'], advancedScoringEnabled: true },
    });

    const reloaded = await browser.gql<{ Viewer: Viewer }>(
      '{ Viewer { about options { titleLanguage } mediaListOptions { scoreFormat } } }',
    );
    expect(reloaded.body.data!.Viewer).toEqual({
      about: 'Hello *there*',
      options: { titleLanguage: 'ENGLISH' },
      mediaListOptions: { scoreFormat: 'POINT_100' },
    });
  });

  it("returns the command-service's validation map under the argument names", async () => {
    const { browser } = await stack.signUp();
    const res = await browser.gql(
      'mutation { UpdateUser(profileColor: "not a colour", animeListOptions: { customLists: ["A", "a"] }) { id } }',
    );
    expect(res.status).toBe(400);
    const error = res.body.errors![0]!;
    expect(error.status).toBe(400);
    expect(Object.keys(error.validation ?? {})).toEqual(expect.arrayContaining(['profileColor']));
    const custom = await browser.gql('mutation { UpdateUser(animeListOptions: { customLists: ["A", "a"] }) { id } }');
    expect(custom.body.errors![0]!.validation).toEqual({ 'animeListOptions.customLists': ['Custom list names must be unique.'] });
  });

  it('writes nothing when any argument is refused (one mutation, one command)', async () => {
    const { browser } = await stack.signUp();
    // Before: titleLanguage changed in its own command, then the list settings were refused.
    const res = await browser.gql(
      'mutation { UpdateUser(titleLanguage: NATIVE, about: "Kept?", animeListOptions: { customLists: ["Dup", "dup"] }) { id } }',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Validation failed.',
      validation: { 'animeListOptions.customLists': ['Custom list names must be unique.'] },
    });
    const after = await browser.gql<{ Viewer: Viewer }>(
      '{ Viewer { about options { titleLanguage } mediaListOptions { animeList { customLists } } } }',
    );
    expect(after.body.data!.Viewer).toEqual({
      about: null,
      options: { titleLanguage: 'ROMAJI' },
      mediaListOptions: { animeList: { customLists: defaultMediaListOptions().animeList.customLists } },
    });
  });

  it('saves once per Idempotency-Key: a retried request answers as the first without a second change', async () => {
    const { browser, user } = await stack.signUp();
    const save = (about: string, key: string) =>
      browser.gql<{ UpdateUser: { about: string } }>(`mutation { UpdateUser(about: "${about}") { about } }`, {
        headers: { 'idempotency-key': key },
      });
    expect((await save('First', 'key-1')).body.data!.UpdateUser.about).toBe('First');
    expect((await save('Second', 'key-2')).body.data!.UpdateUser.about).toBe('Second');
    // The retry of key-1 (say after a lost answer) changes nothing: the about text stays "Second".
    expect((await save('First', 'key-1')).body.data!.UpdateUser.about).toBe('Second');
    const { rows } = await stack.pool.query(
      `SELECT count(*)::int AS n FROM event_store.events WHERE stream_id = $1 AND type = 'UserProfileUpdated'`,
      [`user-${user.id}`],
    );
    expect(rows[0].n).toBe(2);
    // Another member's identical key is theirs alone.
    const other = await stack.signUp();
    const theirs = await other.browser.gql<{ UpdateUser: { about: string } }>('mutation { UpdateUser(about: "Mine") { about } }', {
      headers: { 'idempotency-key': 'key-1' },
    });
    expect(theirs.body.data!.UpdateUser.about).toBe('Mine');
    const bad = await save('x', 'with space');
    expect(bad.body.errors![0]).toMatchObject({ status: 400, message: 'Idempotency-Key must be 1 to 200 visible ASCII characters.' });
  });

  it('offers the adult genre once the member shows adult content', async () => {
    const { browser } = await stack.signUp();
    const genres = async () => (await browser.gql<{ GenreCollection: string[] }>('{ GenreCollection }')).body.data!.GenreCollection;
    expect(await genres()).not.toContain('Hentai');
    await browser.gql('mutation { UpdateUser(displayAdultContent: true) { id } }');
    expect(await genres()).toContain('Hentai');
  });

  it('refuses a guest with 401', async () => {
    const res = await stack.browser().gql('mutation { UpdateUser(about: "x") { id } }');
    expect(res.body.errors![0]).toMatchObject({ message: 'Unauthorized.', status: 401 });
  });
});

describe('DeleteCustomList and UpdateUserName', () => {
  it('remove a custom list and rename the viewer, keeping the previous name', async () => {
    const { browser } = await stack.signUp('Before_Rename');
    await browser.gql('mutation { UpdateUser(mangaListOptions: { customLists: ["Keep", "Drop"] }) { id } }');
    const deleted = await browser.gql('mutation { DeleteCustomList(customList: "Drop", type: MANGA) { deleted } }');
    expect(deleted.body).toEqual({ data: { DeleteCustomList: { deleted: true } } });
    const lists = await browser.gql<{ Viewer: Viewer }>('{ Viewer { mediaListOptions { mangaList { customLists } } } }');
    expect(lists.body.data!.Viewer.mediaListOptions).toEqual({ mangaList: { customLists: ['Keep'] } });

    const renamed = await browser.gql<{ UpdateUserName: { name: string; previousNames: { name: string }[] } }>(
      'mutation { UpdateUserName(name: "After_Rename") { name previousNames { name } } }',
    );
    expect(renamed.body.data!.UpdateUserName).toEqual({ name: 'After_Rename', previousNames: [{ name: 'Before_Rename' }] });
    const byOldName = await stack.browser().gql('{ User(name: "before_rename") { id } }');
    expect(byOldName.status).toBe(404);
  });
});

describe('display follows the viewer', () => {
  const TITLE = `{ Media(id: ${ID.aot}) { title { userPreferred } } sequel: Media(id: ${ID.aot2}) { title { userPreferred } }
    Character(id: ${ID.eren}) { name { userPreferred } } Staff(id: ${ID.kaji}) { name { userPreferred } } }`;
  type Names = {
    Media: { title: { userPreferred: string } };
    sequel: { title: { userPreferred: string } };
    Character: { name: { userPreferred: string } };
    Staff: { name: { userPreferred: string } };
  };
  const names = (d: Names) => [
    d.Media.title.userPreferred,
    d.sequel.title.userPreferred,
    d.Character.name.userPreferred,
    d.Staff.name.userPreferred,
  ];

  it('switches title.userPreferred with titleLanguage and name.userPreferred with staffNameLanguage', async () => {
    const { browser } = await stack.signUp();
    const guest = await stack.browser().gql<Names>(TITLE);
    expect(names(guest.body.data!)).toEqual(['Shingeki no Kyojin', 'Shingeki no Kyojin Season 2', 'Eren Yeager', 'Yuuki Kaji']);

    const steps: [string, string[]][] = [
      ['titleLanguage: ENGLISH, staffNameLanguage: ROMAJI', ['Attack on Titan', 'Attack on Titan Season 2', 'Yeager Eren', 'Yuuki Kaji']],
      [
        'titleLanguage: NATIVE_STYLISED, staffNameLanguage: NATIVE',
        ['進撃の巨人', 'Shingeki no Kyojin Season 2', 'エレン・イェーガー', '梶裕貴'],
      ],
      [
        'titleLanguage: ROMAJI, staffNameLanguage: ROMAJI_WESTERN',
        ['Shingeki no Kyojin', 'Shingeki no Kyojin Season 2', 'Eren Yeager', 'Yuuki Kaji'],
      ],
    ];
    for (const [args, expected] of steps) {
      await browser.gql(`mutation { UpdateUser(${args}) { id } }`);
      expect(names((await browser.gql<Names>(TITLE)).body.data!), args).toEqual(expected);
    }
  });

  it('shows an adult media once the member turns adult content on (not found before)', async () => {
    const { browser } = await stack.signUp();
    const adult = () => browser.gql<{ Media: { id: number; isAdult: boolean } }>(`{ Media(id: ${ID.adult}) { id isAdult } }`);
    expect((await adult()).body.errors?.[0]).toMatchObject({ status: 404, message: 'Not Found.' });
    await browser.gql('mutation { UpdateUser(displayAdultContent: true) { id } }');
    expect((await adult()).body.data!.Media).toEqual({ id: ID.adult, isAdult: true });
  });
});
