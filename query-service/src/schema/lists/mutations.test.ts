import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../testing/browser.ts';
import { startListStack, type ListStack } from '../../testing/lists.ts';

// The list and favourite mutations over the real command-service and projections: each answers with the saved
// state (read-your-writes), and the queries a client runs next already show it.
let stack: ListStack;
const SHOW = 301; // 12 episodes, finished
const OTHER = 302;
const BLOCKED = 303; // favourites blocked
const BOOK = 304; // a manga
beforeAll(async () => {
  stack = await startListStack('query_list_mutations');
  await stack.addMedia([
    { id: SHOW, episodes: 12 },
    { id: OTHER, episodes: 24 },
    { id: BLOCKED, isFavouriteBlocked: true },
    { id: BOOK, type: 'MANGA', episodes: null },
  ]);
}, 60_000);
afterAll(() => stack?.close());

type Entry = { id: number; status: string; score: number; progress: number; revision: number } & Record<string, unknown>;
type Groups = { MediaListCollection: { lists: { name: string; entries: { mediaId: number; progress: number; score: number }[] }[] } };

const SAVE = `mutation ($id: Int, $mediaId: Int, $status: MediaListStatus, $score: Float, $scoreRaw: Int, $progress: Int,
  $private: Boolean, $notes: String, $customLists: [String], $advancedScores: [Float], $startedAt: FuzzyDateInput,
  $hiddenFromStatusLists: Boolean, $basedOnRevision: Int) {
  SaveMediaListEntry(id: $id, mediaId: $mediaId, status: $status, score: $score, scoreRaw: $scoreRaw, progress: $progress,
    private: $private, notes: $notes, customLists: $customLists, advancedScores: $advancedScores, startedAt: $startedAt,
    hiddenFromStatusLists: $hiddenFromStatusLists, basedOnRevision: $basedOnRevision) {
    id mediaId status score p100: score(format: POINT_100) progress private notes revision customLists
    startedAt { year month day } media { id mediaListEntry { id } } user { name }
  } }`;

const save = (browser: Browser, variables: Record<string, unknown>) => browser.gql<{ SaveMediaListEntry: Entry }>(SAVE, { variables });

const collection = (browser: Browser, userId: number, type = 'ANIME') =>
  browser.gql<Groups>(
    `query ($userId: Int, $type: MediaType) { MediaListCollection(userId: $userId, type: $type) {
    lists { name entries { mediaId progress score(format: POINT_100) } } } }`,
    { variables: { userId, type }, schema: 'public' },
  );

describe('SaveMediaListEntry', () => {
  it("creates an entry in the member's score format and answers with it as saved", async () => {
    const { browser, user } = await stack.signUp('Saver');
    const res = await save(browser, {
      mediaId: SHOW,
      status: 'CURRENT',
      score: 8.5,
      progress: 3,
      notes: 'good',
      startedAt: { year: 2024, month: 5 },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.SaveMediaListEntry).toMatchObject({
      mediaId: SHOW,
      status: 'CURRENT',
      score: 8.5,
      p100: 85,
      progress: 3,
      private: false,
      notes: 'good',
      revision: 1,
      startedAt: { year: 2024, month: 5, day: null },
      user: { name: 'Saver' },
    });
    const entry = res.body.data!.SaveMediaListEntry;
    // The media's mediaListEntry is the viewer's own.
    expect(entry.media).toEqual({ id: SHOW, mediaListEntry: { id: entry.id } });

    // A change by entry id, then the list page shows it, and finishing the last episode completes the entry.
    const done = await save(browser, { id: entry.id, progress: 12, scoreRaw: 90 });
    expect(done.body.data!.SaveMediaListEntry).toMatchObject({ id: entry.id, status: 'COMPLETED', score: 9, progress: 12, revision: 2 });
    const list = await collection(browser, user.id);
    expect(list.body.data!.MediaListCollection.lists).toEqual([
      { name: 'Completed', entries: [{ mediaId: SHOW, progress: 12, score: 90 }] },
    ]);
  });

  it('refuses what the spec refuses, with its messages and a GraphQL error code', async () => {
    const { browser } = await stack.signUp('Refused');
    const tooFar = await save(browser, { mediaId: SHOW, progress: 13 });
    expect(tooFar.body.errors![0]).toMatchObject({
      status: 400,
      validation: { progress: ['Progress cannot be more than 12 episodes.'] },
      extensions: { code: 'VALIDATION' },
    });
    const neither = await save(browser, { status: 'CURRENT' });
    expect(neither.body.errors![0]).toMatchObject({ status: 400, validation: { mediaId: ['A list entry id or a media id is required.'] } });
    const unknown = await save(browser, { id: 999_999, progress: 1 });
    expect(unknown.body.errors![0]).toMatchObject({ status: 404, message: 'List entry not found.' });
    const guest = await stack.browser().gql<{ SaveMediaListEntry: Entry }>(SAVE, { variables: { mediaId: SHOW } });
    expect(guest.body.errors![0]!.status).toBe(401);
  });

  it('refuses a save over a change made in another tab since the form was filled', async () => {
    const { browser } = await stack.signUp('Two_Tabs');
    const first = (await save(browser, { mediaId: OTHER, status: 'CURRENT', progress: 1 })).body.data!.SaveMediaListEntry;
    await save(browser, { id: first.id, progress: 2, basedOnRevision: first.revision });
    const stale = await save(browser, { id: first.id, progress: 5, basedOnRevision: first.revision });
    expect(stale.body.errors![0]).toMatchObject({
      status: 409,
      message: 'This list entry was changed in another tab or app since you opened it. Reload it to see the changes, then save again.',
    });
  });

  it('keeps private entries and their activity from other members, and hides entries from status lists', async () => {
    const { browser, user } = await stack.signUp('Private_One');
    await save(browser, { mediaId: SHOW, status: 'CURRENT', progress: 1, private: true });
    await save(browser, { mediaId: OTHER, status: 'PLANNING', hiddenFromStatusLists: true, customLists: [] });
    const own = await collection(browser, user.id);
    expect(own.body.data!.MediaListCollection.lists.map((l) => l.name)).toEqual(['Watching']);
    const { browser: other } = await stack.signUp('Onlooker');
    const seen = await collection(other, user.id);
    expect(seen.body.data!.MediaListCollection.lists).toEqual([]);
    // Only the public entry's activity is there.
    const activity = await other.gql<{ Page: { activities: { media: { id: number } }[] } }>(
      `{ Page { activities(userId: ${user.id}) { ... on ListActivity { media { id } } } } }`,
    );
    expect(activity.body.data!.Page.activities).toEqual([{ media: { id: OTHER } }]);
  });

  it('gives a title added as watching or planning at progress 0 its list activity in the feeds (social §2)', async () => {
    const { browser, user } = await stack.signUp('Starts_At_Zero');
    await save(browser, { mediaId: SHOW, status: 'CURRENT' });
    await save(browser, { mediaId: OTHER, status: 'PLANNING', progress: 0 });
    await save(browser, { mediaId: BOOK, status: 'CURRENT', progress: 0 });
    const feed = await browser.gql<{ Page: { activities: { status: string; progress: string | null; media: { id: number } }[] } }>(
      `{ Page { activities(userId: ${user.id}, sort: [ID]) { ... on ListActivity { status progress media { id } } } } }`,
    );
    expect(feed.body.data!.Page.activities).toEqual([
      { status: 'watched episode', progress: null, media: { id: SHOW } },
      { status: 'plans to watch', progress: null, media: { id: OTHER } },
      { status: 'read chapter', progress: null, media: { id: BOOK } },
    ]);
  });

  it("shows the list page's change right after every save, many times in a row (read-your-writes)", async () => {
    const { browser, user } = await stack.signUp('Read_Your_Writes');
    const id = (await save(browser, { mediaId: OTHER, status: 'CURRENT', progress: 0 })).body.data!.SaveMediaListEntry.id;
    for (let progress = 1; progress <= 50; progress++) {
      const saved = await save(browser, { id, progress: progress % 24, status: 'CURRENT' });
      expect(saved.body.errors).toBeUndefined();
      const list = await collection(browser, user.id);
      expect(list.body.data!.MediaListCollection.lists[0]!.entries[0]!.progress).toBe(progress % 24);
    }
  }, 60_000);
});

describe('UpdateMediaListEntries, DeleteMediaListEntry and list activities', () => {
  it('changes several entries at once, writes list activities, and deletes', async () => {
    const { browser, user } = await stack.signUp('Batcher');
    const a = (await save(browser, { mediaId: SHOW, status: 'PLANNING' })).body.data!.SaveMediaListEntry;
    const b = (await save(browser, { mediaId: BOOK, status: 'PLANNING' })).body.data!.SaveMediaListEntry;
    const batch = await browser.gql<{ UpdateMediaListEntries: { id: number; status: string }[] }>(
      `mutation ($ids: [Int]) { UpdateMediaListEntries(ids: $ids, status: PAUSED) { id status } }`,
      { variables: { ids: [a.id, b.id] } },
    );
    expect(batch.body.errors).toBeUndefined();
    expect(batch.body.data!.UpdateMediaListEntries).toEqual([
      { id: a.id, status: 'PAUSED' },
      { id: b.id, status: 'PAUSED' },
    ]);

    // The media's social tab and the member's history show list activities, filtered by type and media.
    const byType = await browser.gql<{ Page: { activities: { type: string; media: { id: number }; userId: number; status: string }[] } }>(
      `{ Page { activities(userId: ${user.id}, type: MANGA_LIST) { ... on ListActivity { type userId status media { id } } } } }`,
    );
    // Planning, then paused: two activities of the manga, the latest first.
    expect(byType.body.data!.Page.activities.map((x) => [x.type, x.media.id, x.status])).toEqual([
      ['MANGA_LIST', BOOK, 'paused reading'],
      ['MANGA_LIST', BOOK, 'plans to read'],
    ]);
    const onMedia = await browser.gql<{ Page: { activities: { userId: number }[] } }>(
      `{ Page { activities(mediaId: ${SHOW}, type_in: [ANIME_LIST, MANGA_LIST]) { ... on ListActivity { userId } } } }`,
    );
    expect(onMedia.body.data!.Page.activities).toContainEqual({ userId: user.id });

    const deleted = await browser.gql<{ DeleteMediaListEntry: { deleted: boolean } }>(
      `mutation { DeleteMediaListEntry(id: ${a.id}) { deleted } }`,
    );
    expect(deleted.body.data!.DeleteMediaListEntry).toEqual({ deleted: true });
    const list = await collection(browser, user.id);
    expect(list.body.data!.MediaListCollection.lists).toEqual([]);
    const again = await browser.gql(`mutation { DeleteMediaListEntry(id: ${a.id}) { deleted } }`);
    expect(again.body.errors![0]).toMatchObject({ status: 404, message: 'List entry not found.' });
  });
});

describe('DeleteCustomList', () => {
  it('takes the list off its entries: re-created under the same name, it starts empty', async () => {
    const { browser } = await stack.signUp('List_Keeper');
    await browser.gql('mutation { UpdateUser(animeListOptions: { customLists: ["Cosy"] }) { id } }');
    const entry = (await save(browser, { mediaId: SHOW, status: 'PLANNING', customLists: ['Cosy'] })).body.data!.SaveMediaListEntry;
    expect(entry.customLists).toEqual({ Cosy: true });
    const deleted = await browser.gql('mutation { DeleteCustomList(customList: "Cosy", type: ANIME) { deleted } }');
    expect(deleted.body.errors).toBeUndefined();
    await browser.gql('mutation { UpdateUser(animeListOptions: { customLists: ["Cosy"] }) { id } }');
    const read = await browser.gql<{ MediaList: { customLists: Record<string, boolean> } }>(
      `{ MediaList(id: ${entry.id}) { customLists } }`,
    );
    expect(read.body.data!.MediaList.customLists).toEqual({ Cosy: false });
    // Putting it back on the re-created list is a change, not "already there".
    const back = await save(browser, { id: entry.id, customLists: ['Cosy'] });
    expect(back.body.data!.SaveMediaListEntry.customLists).toEqual({ Cosy: true });
  }, 30_000);
});

describe('ToggleFavourite and UpdateFavouriteOrder', () => {
  type Favourites = { anime: { nodes: { id: number }[]; edges: { favouriteOrder: number; node: { id: number } }[] } };
  const FIELDS = 'anime { nodes { id } edges { favouriteOrder node { id } } }';

  it("toggles, answers with the member's favourites and moves the counts; a blocked one gets the spec's message", async () => {
    const { browser, user } = await stack.signUp('Fan');
    const on = await browser.gql<{ ToggleFavourite: Favourites }>(`mutation { ToggleFavourite(animeId: ${SHOW}) { ${FIELDS} } }`);
    expect(on.body.errors).toBeUndefined();
    expect(on.body.data!.ToggleFavourite.anime.nodes).toEqual([{ id: SHOW }]);
    await browser.gql(`mutation { ToggleFavourite(animeId: ${OTHER}) { anime { nodes { id } } } }`);
    const media = await browser.gql<{ Media: { isFavourite: boolean; favourites: number } }>(
      `{ Media(id: ${SHOW}) { isFavourite favourites } }`,
    );
    expect(media.body.data!.Media).toEqual({ isFavourite: true, favourites: 1 });

    const reordered = await browser.gql<{ UpdateFavouriteOrder: Favourites }>(
      `mutation { UpdateFavouriteOrder(animeIds: [${OTHER}, ${SHOW}], animeOrder: [1, 2]) { ${FIELDS} } }`,
    );
    expect(reordered.body.data!.UpdateFavouriteOrder.anime.edges).toEqual([
      { favouriteOrder: 1, node: { id: OTHER } },
      { favouriteOrder: 2, node: { id: SHOW } },
    ]);
    const profile = await stack
      .browser()
      .gql<{ User: { favourites: Favourites } }>(`{ User(id: ${user.id}) { favourites { ${FIELDS} } } }`);
    expect(profile.body.data!.User.favourites.anime.nodes).toEqual([{ id: OTHER }, { id: SHOW }]);

    const off = await browser.gql<{ ToggleFavourite: Favourites }>(
      `mutation { ToggleFavourite(animeId: ${SHOW}) { anime { nodes { id } } } }`,
    );
    expect(off.body.data!.ToggleFavourite.anime.nodes).toEqual([{ id: OTHER }]);
    const after = await browser.gql<{ Media: { isFavourite: boolean; favourites: number } }>(
      `{ Media(id: ${SHOW}) { isFavourite favourites } }`,
    );
    expect(after.body.data!.Media).toEqual({ isFavourite: false, favourites: 0 });

    const blocked = await browser.gql(`mutation { ToggleFavourite(animeId: ${BLOCKED}) { anime { nodes { id } } } }`);
    expect(blocked.body.errors![0]).toMatchObject({ status: 403, message: 'This anime cannot be added to favorites.' });
  });
});

describe("the viewer's list in media queries", () => {
  type Ids = { Page: { media: { id: number; mediaListEntry: { status: string } | null }[] } };
  const search = (browser: Browser, args: string) =>
    browser.gql<Ids>(`{ Page(perPage: 50) { media(${args}, sort: ID) { id mediaListEntry { status } } } }`, { schema: 'public' });

  it("filters search and quick search by the viewer's list with onList; a guest's onList is ignored", async () => {
    const { browser } = await stack.signUp('On_List');
    await save(browser, { mediaId: OTHER, status: 'PLANNING' });
    const mine = await search(browser, 'type: ANIME, onList: true');
    expect(mine.body.data!.Page.media).toEqual([{ id: OTHER, mediaListEntry: { status: 'PLANNING' } }]);
    const rest = await search(browser, 'type: ANIME, onList: false');
    expect(rest.body.data!.Page.media.map((m) => m.id)).toEqual([SHOW, BLOCKED]);
    expect(rest.body.data!.Page.media.every((m) => m.mediaListEntry === null)).toBe(true);
    const quick = await search(browser, 'search: "Shingeki", type: ANIME, onList: true');
    expect(quick.body.data!.Page.media.map((m) => m.id)).toEqual([OTHER]);
    const guest = await search(stack.browser(), 'type: ANIME, onList: true');
    expect(guest.body.data!.Page.media.map((m) => m.id)).toEqual([SHOW, OTHER, BLOCKED]);
    expect(guest.body.data!.Page.media.every((m) => m.mediaListEntry === null)).toBe(true);
  });
});
