import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, guestGql } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Issue 20: adult content stays behind the setting. A guest opening an adult media page gets the not-found page with
// its 18+ hint (core §2), a member with displayAdultContent on gets the page with its Adult label.
const TIMEOUT = 120_000;
const member = new ApiMember(`adult_${Date.now().toString(36)}`);

interface AdultMedia {
  id: number;
  type: 'ANIME' | 'MANGA';
  title: { userPreferred: string };
}
let adult: AdultMedia;
let guest: E2EBrowser;
let shown: E2EBrowser;
const adultPath = () => `${BASE_URL}/${adult.type.toLowerCase()}/${adult.id}`;

beforeAll(async () => {
  await member.signUp();
  await member.gql('mutation { UpdateUser(displayAdultContent: true) { id } }');
  const { Page } = await member.gql<{ Page: { media: AdultMedia[] } }>(
    '{ Page(perPage: 1) { media(isAdult: true, sort: [POPULARITY_DESC]) { id type title { userPreferred } } } }',
  );
  expect(Page.media).toHaveLength(1);
  adult = Page.media[0]!;
  [guest, shown] = await Promise.all([openBrowser('adult-guest'), openBrowser('adult-member')]);
  await logInAs(shown.page, member.email, member.password);
}, TIMEOUT);

afterAll(async () => {
  await Promise.all([guest?.close(), shown?.close()]);
});

describe('adult content stays behind the setting', () => {
  it(
    'shows a guest at an adult media page the not-found page with the 18+ hint, not the page',
    async () => {
      const { page } = guest;
      const response = await page.goto(adultPath());
      expect(response?.status()).toBe(404);
      await page.waitForURL(`${BASE_URL}/404`);
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('404');
      expect(await page.getByRole('note').innerText()).toMatch(/18\+ title\?.*enable it in your settings after logging in/);
      expect(await page.getByRole('region', { name: 'Data sheet' }).count()).toBe(0);
      expect(await page.getByText(adult.title.userPreferred).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'gives a guest no adult title through the API either',
    async () => {
      const { Page } = await guestGql<{ Page: { media: { id: number }[] } }>('{ Page { media(isAdult: true) { id } } }');
      expect(Page.media).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'shows a member with adult content on the adult media page with its Adult label',
    async () => {
      const { page } = shown;
      const response = await page.goto(adultPath());
      expect(response?.status()).toBe(200);
      await page.getByRole('region', { name: 'Data sheet' }).waitFor();
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toContain(adult.title.userPreferred);
      expect(await page.getByText('Adult', { exact: true }).isVisible()).toBe(true);
    },
    TIMEOUT,
  );
});
