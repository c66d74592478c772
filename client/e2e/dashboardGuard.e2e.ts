import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestGql } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// MOD-11 (social §2): every page of the edit dashboard opened by its address, in a fresh tab. A guest and a member
// are sent to the landing page (the member on to /home, as the landing page sends viewers); a moderator gets each
// page with its heading. A page whose guard or query fails shows a blank page under a stuck progress bar.
const TIMEOUT = 240_000;
const MEMBER = { email: 'yuki@tsuzuki.test', password: 'tsuzuki-demo' };
// A community moderator, a data moderator and an admin: each role group opens every page.
const MODERATORS = ['haruto', 'sakura', 'admin'].map((name) => ({ name, email: `${name}@tsuzuki.test`, password: 'tsuzuki-demo' }));
const PAGES = [
  ['feed', 'Feed'],
  ['actions', 'Mod Actions'],
  ['reports', 'Reports'],
  ['anime', 'Anime submissions'],
  ['manga', 'Manga submissions'],
  ['characters', 'Character submissions'],
  ['staff', 'Staff submissions'],
  ['tags', 'Tag submissions'],
  ['imports', 'Imports'],
  ['settings', 'Settings'],
  ['links', 'Links'],
] as const;

// The API's own counts, one Page each (over plain HTTP, where aliases keep answers apart; in Relay's store they did not).
const COUNTS = `{
  anime: Page(perPage: 1) { pageInfo { total } media(type: ANIME) { id } }
  manga: Page(perPage: 1) { pageInfo { total } media(type: MANGA) { id } }
  characters: Page(perPage: 1) { pageInfo { total } characters { id } }
  staff: Page(perPage: 1) { pageInfo { total } staff { id } }
  studios: Page(perPage: 1) { pageInfo { total } studios { id } }
  members: Page(perPage: 1) { pageInfo { total } users { id } }
}`;

let guest: E2EBrowser;
let member: E2EBrowser;
let moderators: E2EBrowser[];

beforeAll(async () => {
  [guest, member, ...moderators] = await Promise.all([
    openBrowser('guard-g'),
    openBrowser('guard-m'),
    ...MODERATORS.map((m) => openBrowser(`guard-${m.name}`)),
  ]);
  await logInAs(member.page, MEMBER.email, MEMBER.password);
  for (const [i, m] of MODERATORS.entries()) await logInAs(moderators[i]!.page, m.email, m.password);
}, TIMEOUT);

afterAll(async () => {
  await Promise.all([guest?.close(), member?.close(), ...(moderators ?? []).map((b) => b.close())]);
}, TIMEOUT);

/** Opens the address as a new visit would (a fresh tab of the same profile): the router starts there. */
async function visit(browser: E2EBrowser, page: string) {
  const tab = await browser.context.newPage();
  tab.setDefaultTimeout(20_000);
  await tab.goto(`${BASE_URL}/edit/dashboard/${page}`);
  return tab;
}

describe('the dashboard opened by its address', () => {
  it(
    'sends a guest to the landing page from every page',
    async () => {
      for (const [page] of PAGES) {
        const tab = await visit(guest, page);
        await tab.waitForURL(`${BASE_URL}/`);
        await tab.getByRole('link', { name: 'Sign Up' }).first().waitFor();
        await tab.close();
      }
    },
    TIMEOUT,
  );

  it(
    'sends a member to /home from every page',
    async () => {
      for (const [page] of PAGES) {
        const tab = await visit(member, page);
        await tab.waitForURL(`${BASE_URL}/home`);
        await tab.getByRole('button', { name: 'User menu' }).waitFor();
        await tab.close();
      }
    },
    TIMEOUT,
  );

  it.each(MODERATORS.map((m, i) => [m.name, i] as const))(
    'shows %s every page',
    async (_name, i) => {
      for (const [page, heading] of PAGES) {
        const tab = await visit(moderators[i]!, page);
        await tab.getByRole('heading', { name: heading, exact: true }).waitFor();
        await tab
          .getByRole('alert')
          .filter({ hasText: /error|went wrong/i })
          .waitFor({ state: 'detached' });
        await tab.close();
      }
    },
    TIMEOUT,
  );

  it(
    'counts each kind of the catalogue on the imports page, as the API counts it (six lists of one query once showed one figure)',
    async () => {
      const tab = await visit(moderators[1]!, 'imports');
      // Other suites may add media or members meanwhile: the page and the API are read together until they agree.
      const pageAndApi = async () => {
        await tab.reload();
        const catalogue = tab.getByLabel('Catalogue');
        await catalogue.getByText('Members').waitFor();
        // Thousands are grouped on the page (1,137), never in the API's totals.
        const shown = (await catalogue.innerText())
          .replace(/(\d),(?=\d{3})/g, '$1')
          .replace(/[,\s]+/g, ' ')
          .trim();
        const totals = await guestGql<Record<string, { pageInfo: { total: number } }>>(COUNTS);
        const expected = Object.entries(totals)
          .map(([kind, { pageInfo }]) => `${pageInfo.total} ${kind[0]!.toUpperCase()}${kind.slice(1)}`)
          .join(' ');
        return { shown, expected, different: new Set(Object.values(totals).map((t) => t.pageInfo.total)).size };
      };
      await expect
        .poll(
          async () => {
            const { shown, expected } = await pageAndApi();
            return shown === expected ? 'agree' : `${shown} | ${expected}`;
          },
          { timeout: 60_000 },
        )
        .toBe('agree');
      expect((await pageAndApi()).different, 'the demo data has different counts').toBeGreaterThan(1);
      await tab.close();
    },
    TIMEOUT,
  );
});
