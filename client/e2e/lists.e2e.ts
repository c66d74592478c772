import type { Cookie, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestGql, pageGql } from './api.ts';
import { BASE_URL, openBrowser, type E2EBrowser, logInAs } from './browser.ts';

// The list pages, the home list preview, /airing and the favourites page, against a running stack with demo data
// (E2E_BASE_URL), as the demo member Sakura (the list editor's tests use Yuki). The entries are made in the set-up
// through the GraphQL mutation SaveMediaListEntry, as the signed-in browser sends it.
const TIMEOUT = 120_000;
const OWNER = 'Sakura';
const EMAIL = process.env.E2E_LISTS_EMAIL ?? 'sakura@tsuzuki.test';
const PASSWORD = process.env.E2E_DEMO_PASSWORD ?? 'tsuzuki-demo';

interface Media {
  id: number;
  title: string;
  episodes: number | null;
  timeUntilAiring: number | null;
}

let browser: E2EBrowser;
let page: Page;
/** Releasing anime with a next episode: the "Airing" section needs more than 3. */
let airing: Media[];
/** Finished anime: three watched, one completed, one planned privately. */
let finished: Media[];
let manga: Media;
const entryIds: number[] = [];
let session: Cookie[] = [];

beforeAll(async () => {
  [airing, finished, manga] = await Promise.all([
    pickMedia('type: ANIME, status: RELEASING', 4, (m) => m.timeUntilAiring != null),
    pickMedia('type: ANIME, status: FINISHED, format: TV', 5, (m) => (m.episodes ?? 0) >= 3),
    pickMedia('type: MANGA', 1).then((found) => found[0]!),
  ]);
  browser = await openBrowser('lists', 20_000);
  ({ page } = browser);
  await logIn();
  const save = async (variables: Record<string, unknown>) => {
    const data = await pageGql<{ SaveMediaListEntry: { id: number } }>(
      page,
      `mutation ($mediaId: Int, $status: MediaListStatus, $progress: Int, $private: Boolean) {
        SaveMediaListEntry(mediaId: $mediaId, status: $status, progress: $progress, private: $private) { id }
      }`,
      variables,
    );
    entryIds.push(data.SaveMediaListEntry.id);
  };
  // One at a time: a member's list is one stream.
  for (const media of airing) await save({ mediaId: media.id, status: 'CURRENT', progress: 0 });
  for (const media of finished.slice(0, 3)) await save({ mediaId: media.id, status: 'CURRENT', progress: 1 });
  await save({ mediaId: finished[3]!.id, status: 'COMPLETED', progress: finished[3]!.episodes });
  await save({ mediaId: finished[4]!.id, status: 'PLANNING', private: true });
  await save({ mediaId: manga.id, status: 'CURRENT', progress: 1 });
  for (const media of finished.slice(0, 3)) {
    const known = await pageGql<{ Media: { isFavourite: boolean } }>(page, `query ($id: Int) { Media(id: $id) { isFavourite } }`, {
      id: media.id,
    });
    if (!known.Media.isFavourite)
      await pageGql(page, `mutation ($id: Int) { ToggleFavourite(animeId: $id) { anime { nodes { id } } } }`, { id: media.id });
  }
}, 4 * TIMEOUT);

afterAll(async () => {
  // Leaves the demo member as it was (the stack may serve other test files after this one).
  if (page && session.length > 0) {
    await browser.context.addCookies(session);
    await page.goto(`${BASE_URL}/about`);
    for (const id of entryIds)
      await pageGql(page, `mutation ($id: Int) { DeleteMediaListEntry(id: $id) { deleted } }`, { id }).catch(() => undefined);
  }
  await browser?.close();
}, TIMEOUT);

describe('as the list owner', () => {
  it(
    'shows each entry in its status section, a section alone under its own address',
    async () => {
      await openList();
      await expectRow('Watching', airing[0]!.title);
      await expectRow('Watching', finished[0]!.title);
      await expectRow('Completed', finished[3]!.title);
      // Private entries are the owner's to see.
      await expectRow('Planning', finished[4]!.title);

      await page.goto(`${BASE_URL}/user/${OWNER}/animelist/Completed`);
      await filter(finished[3]!.title);
      await row('Completed', finished[3]!.title).waitFor();
      const sections = await page.locator('[data-list-section]').evaluateAll((all) => all.map((s) => s.getAttribute('data-list-section')));
      expect(sections.length).toBeGreaterThan(0);
      expect(sections.every((name) => name?.startsWith('Completed'))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'adds an episode with the +1 button and keeps it after a reload',
    async () => {
      const media = finished[0]!;
      await openList();
      const entry = await expectRow('Watching', media.title);
      const saved = page.waitForResponse((response) => /saveListEntryMutation/.test(response.request().postData() ?? ''));
      await entry.getByRole('button', { name: `Increment progress of ${media.title}` }).click();
      // Shown at once, saved when the answer comes (leaving the page earlier would cancel the request).
      await entry
        .getByTestId('progress')
        .filter({ hasText: `2/${media.episodes}` })
        .waitFor();
      expect((await saved).ok()).toBe(true);
      await openList();
      await (
        await expectRow('Watching', media.title)
      )
        .getByTestId('progress')
        .filter({ hasText: `2/${media.episodes}` })
        .waitFor();
    },
    TIMEOUT,
  );

  it(
    'opens the list editor when a row is clicked',
    async () => {
      const media = airing[1]!;
      await openList();
      await (await expectRow('Watching', media.title)).getByRole('cell').last().click();
      const editor = page.getByRole('dialog', { name: media.title });
      expect(await editor.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('CURRENT');
      await page.keyboard.press('Escape');
      // (The list page has a Status filter of its own: the editor's dialog is what goes.)
      await editor.waitFor({ state: 'detached' });
    },
    TIMEOUT,
  );

  it(
    'previews the entries on the home page: Airing by next episode, Anime and Manga in Progress',
    async () => {
      await page.goto(`${BASE_URL}/home`);
      const airingSection = page.getByRole('region', { name: 'Airing', exact: true });
      await airingSection.locator('[data-preview-entry]').first().waitFor();
      const soonestFirst = [...airing].sort((a, b) => a.timeUntilAiring! - b.timeUntilAiring!).map((m) => m.title);
      expect(ours(await names(airingSection, 'data-preview-entry'), soonestFirst)).toEqual(soonestFirst);
      const inProgress = await names(page.getByRole('region', { name: 'Anime in Progress' }), 'data-preview-entry');
      expect(inProgress).toEqual(expect.arrayContaining(finished.slice(0, 3).map((m) => m.title)));
      expect(await names(page.getByRole('region', { name: 'Manga in Progress' }), 'data-preview-entry')).toContain(manga.title);

      await airingSection.getByRole('link', { name: 'Airing', exact: true }).click();
      await page.waitForURL(`${BASE_URL}/airing`);
    },
    TIMEOUT,
  );

  it(
    'remembers the large preview on this device',
    async () => {
      await page.goto(`${BASE_URL}/home`);
      const sizes = page.getByRole('group', { name: 'List preview size' });
      await sizes.getByRole('button', { name: 'Large' }).click();
      await sizes.getByRole('button', { name: 'Large', pressed: true }).waitFor();
      await page.reload();
      await sizes.getByRole('button', { name: 'Large', pressed: true }).waitFor();
      await sizes.getByRole('button', { name: 'Small' }).click();
      await sizes.getByRole('button', { name: 'Small', pressed: true }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'lists the airing anime on /airing, soonest episode first',
    async () => {
      await page.goto(`${BASE_URL}/airing`);
      await page.getByRole('heading', { name: 'Your Airing Anime', level: 1 }).waitFor();
      await page.locator('[data-airing-entry]').first().waitFor();
      const shown = await names(page.locator('main'), 'data-airing-entry');
      const soonestFirst = [...airing].sort((a, b) => a.timeUntilAiring! - b.timeUntilAiring!).map((m) => m.title);
      expect(ours(shown, soonestFirst)).toEqual(soonestFirst);
      expect(shown).not.toContain(finished[0]!.title);
    },
    TIMEOUT,
  );

  it(
    'reorders favourites with Save Order, keeps the order on Cancel, and removes one',
    async () => {
      const mine = finished.slice(0, 3).map((m) => m.title);
      const section = page.getByRole('region', { name: 'Favourite Anime' });
      await openFavourites();
      const before = ours(await names(section, 'data-favourite'), mine);
      expect(before).toHaveLength(3);

      // The last of ours moves one place earlier.
      await section.getByRole('button', { name: 'Reorder' }).click();
      const moved = before[2]!;
      await section.getByRole('button', { name: `Move ${moved} earlier` }).click();
      const expected = [before[0]!, moved, before[1]!];
      expect(ours(await names(section, 'data-favourite'), mine)).toEqual(expected);
      await section.getByRole('button', { name: 'Save Order' }).click();
      await expectToast('Favorites order saved');
      await openFavourites();
      expect(ours(await names(section, 'data-favourite'), mine)).toEqual(expected);

      await section.getByRole('button', { name: 'Reorder' }).click();
      await section.getByRole('button', { name: `Move ${expected[0]} later` }).click();
      await section.getByRole('button', { name: 'Cancel' }).click();
      await section.getByRole('button', { name: 'Reorder' }).waitFor();
      expect(ours(await names(section, 'data-favourite'), mine)).toEqual(expected);

      await section.getByRole('button', { name: `Remove ${expected[1]} from favourites` }).click();
      await expectToast('Removed from favourites');
      await openFavourites();
      expect(ours(await names(section, 'data-favourite'), mine)).toEqual([expected[0], expected[2]]);
    },
    TIMEOUT,
  );

  it(
    "compares another member's list with the viewer's",
    async () => {
      await page.goto(`${BASE_URL}/user/Yuki/animelist/compare`);
      await page.getByRole('heading', { name: 'On Both Lists' }).waitFor();
      await page.getByRole('heading', { name: /^Only Yuki/ }).waitFor();
      const onlyMine = await names(page.getByRole('region', { name: 'Only You' }), 'data-compare-entry');
      const shared = await names(page.getByRole('region', { name: 'Shared entries' }), 'data-compare-entry');
      expect([...onlyMine, ...shared]).toContain(airing[0]!.title);
    },
    TIMEOUT,
  );
});

describe('as a guest', () => {
  beforeAll(async () => {
    session = await browser.context.cookies();
    await browser.context.clearCookies();
    await page.goto(`${BASE_URL}/about`);
    await page.evaluate(() => localStorage.clear());
  }, TIMEOUT);

  it(
    'sees the list without private entries and without the +1 button',
    async () => {
      await page.goto(`${BASE_URL}/user/${OWNER}/animelist`);
      const entry = await expectRow('Watching', finished[1]!.title);
      expect(await entry.getByRole('button', { name: /^Increment progress/ }).count()).toBe(0);
      await filter(finished[4]!.title);
      await page.getByText('No Results').waitFor();
      expect(await page.locator(`[data-list-entry=${JSON.stringify(finished[4]!.title)}]`).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'sees the first rows of a long list at once, without counts or filters, and the whole list when it arrives',
    async () => {
      const owner = await longestAnimeList();
      // The page's head is 100 entries (MediaListQuery.ts, HEAD_ENTRIES): the demo data must have a longer list.
      expect(owner.count).toBeGreaterThan(100);
      // The whole-list request (perChunk null) is held back until the head has been looked at.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('"perChunk":null')) await held;
        await route.fallback();
      });
      try {
        await page.goto(`${BASE_URL}/user/${owner.name}/animelist`);
        const rows = page.locator('[data-list-entry]');
        await rows.first().waitFor();
        const main = page.locator('[aria-busy="true"]');
        expect(await main.count()).toBe(1);
        const headRows = await rows.count();
        expect(headRows).toBeGreaterThan(0);
        expect(headRows).toBeLessThanOrEqual(100);
        expect(await page.getByPlaceholder('Filter').count()).toBe(0);
        expect(await page.locator('[data-list-section] h3 span').count()).toBe(0);

        release();
        await page.getByPlaceholder('Filter').waitFor();
        expect(await main.count()).toBe(0);
        expect(await page.locator('[data-list-section] h3 span').count()).toBeGreaterThan(0);
        // The side menu counts the whole list, as the API gives it to a guest.
        const all = page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: /^All/ });
        expect((await all.innerText()).replace(/\s+/g, ' ')).toBe(`All ${owner.count}`);
      } finally {
        release();
        await page.unroute('**/graphql');
      }
    },
    TIMEOUT,
  );

  it(
    'is sent to the login page from /airing',
    async () => {
      await page.goto(`${BASE_URL}/airing`);
      await page.waitForURL(`${BASE_URL}/login`);
    },
    TIMEOUT,
  );
});

/** The demo member with the most anime on their list (of the first 50), and how many a guest sees. */
async function longestAnimeList(): Promise<{ name: string; count: number }> {
  const data = await guestGql<{ Page: { users: { name: string; statistics: { anime: { count: number } } }[] } }>(
    `{ Page(perPage: 50) { users { name statistics { anime { count } } } } }`,
  );
  const [longest] = [...data.Page.users].sort((a, b) => b.statistics.anime.count - a.statistics.anime.count);
  const list = await guestGql<{ MediaListCollection: { lists: { isCustomList: boolean; entries: { id: number }[] }[] } }>(
    `query ($name: String) { MediaListCollection(userName: $name, type: ANIME) { lists { isCustomList entries { id } } } }`,
    { name: longest!.name },
  );
  const count = list.MediaListCollection.lists.filter((l) => !l.isCustomList).reduce((n, l) => n + l.entries.length, 0);
  return { name: longest!.name, count };
}

async function openList(): Promise<void> {
  await page.goto(`${BASE_URL}/user/${OWNER}/animelist`);
  await page.locator('[data-list-section]').first().waitFor();
}

async function openFavourites(): Promise<void> {
  await page.goto(`${BASE_URL}/user/${OWNER}/favorites`);
  const section = page.getByRole('region', { name: 'Favourite Anime' });
  await section.locator('[data-favourite]').first().waitFor();
  // 25 a page: a member with many favourites has this test's further on.
  const more = section.getByRole('button', { name: 'Load More' });
  while ((await more.count()) > 0) {
    const shown = await section.locator('[data-favourite]').count();
    await more.click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[aria-label="Favourite Anime"] [data-favourite]').length > count,
      shown,
    );
  }
}

/** Narrows the list to one title (a member's list can be longer than the rows first drawn). */
async function filter(title: string): Promise<void> {
  await page.getByPlaceholder('Filter').fill(title);
}

const row = (section: string, title: string): Locator =>
  page.locator(`[data-list-section^=${JSON.stringify(section)}] [data-list-entry=${JSON.stringify(title)}]`);

async function expectRow(section: string, title: string): Promise<Locator> {
  await filter(title);
  const found = row(section, title);
  await found.waitFor();
  return found;
}

async function names(scope: Locator, attribute: string): Promise<string[]> {
  return scope.locator(`[${attribute}]`).evaluateAll((all, name) => all.map((element) => element.getAttribute(name) ?? ''), attribute);
}

/** The titles this test made, in the order shown (the demo member may hold others). */
const ours = (shown: readonly string[], mine: readonly string[]) => shown.filter((title) => mine.includes(title));

async function expectToast(text: string): Promise<void> {
  await page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: text }).first().waitFor();
}

async function logIn(): Promise<void> {
  await logInAs(page, EMAIL, PASSWORD);
}

/** Media of the demo data, most popular first, asked as a guest. */
async function pickMedia(filter: string, count: number, keep: (media: Media) => boolean = () => true): Promise<Media[]> {
  type Found = {
    Page: {
      media: {
        id: number;
        episodes: number | null;
        isLocked: boolean | null;
        title: { userPreferred: string };
        nextAiringEpisode: { timeUntilAiring: number } | null;
      }[];
    };
  };
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ Page(perPage: 50) { media(${filter}, isAdult: false, sort: POPULARITY_DESC) {
        id episodes isLocked title { userPreferred } nextAiringEpisode { timeUntilAiring } } } }`,
    }),
  });
  const data = ((await response.json()) as { data: Found }).data;
  const found = data.Page.media
    // A locked media's list entries cannot be changed.
    .filter((m) => !m.isLocked)
    .map((m) => ({
      id: m.id,
      title: m.title.userPreferred,
      episodes: m.episodes,
      timeUntilAiring: m.nextAiringEpisode?.timeUntilAiring ?? null,
    }))
    .filter(keep)
    // Distinct titles, so that each row is found by its title alone.
    .filter((m, index, all) => all.findIndex((other) => other.title === m.title) === index)
    .slice(0, count);
  if (found.length < count) throw new Error(`the demo data has fewer than ${count} media for ${filter}`);
  return found;
}
