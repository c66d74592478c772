import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, expectToast, guestGql, OUTBOX } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Data edits and submissions (social §2, checklist EDIT, ADR 22) against a running stack (E2E_BASE_URL) that mails to
// E2E_OUTBOX_DIR. A fresh member opens a media's Edit link, changes its episodes and synonyms and submits; Sakura
// (anime data moderator) opens the submission and accepts it with notes and a reason; the media page shows the
// change, its revision history the diff, the member's Submissions tab the decision, and the member (who lists the
// media) hears of it. /edit/anime/abc is not found; /edit/studio is for moderators only.
const TIMEOUT = 180_000;
const SAKURA = 'sakura@tsuzuki.test';
const SUBMITTED = 'Your submission has been received and will be reviewed by a data moderator.';
const run = Date.now().toString(36).slice(-5);
const member = new ApiMember(`editor_${run}`);
const synonym = `Edit Trial ${run}`;

interface Title {
  id: number;
  title: { userPreferred: string };
  episodes: number | null;
  synonyms: string[];
}
let media: Title;
let episodes: number;
let submissionId: number;
let studioId: number;
let browser: E2EBrowser;

const dataSheetRow = (page: Page, label: string) => page.getByRole('region', { name: 'Data sheet' }).locator(`[data-field="${label}"]`);

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to');
  const { Page: found } = await guestGql<{ Page: { media: Title[] } }>(
    '{ Page(page: 3, perPage: 50) { media(type: ANIME, isAdult: false, format: TV, sort: [POPULARITY_DESC]) { id title { userPreferred } episodes synonyms } } }',
  );
  // A title with a known episode count that no other suite edits (page 3 of the popular TV anime).
  media = found.media.find((m) => m.episodes && m.episodes > 1 && m.episodes < 90)!;
  expect(media).toBeDefined();
  episodes = media.episodes! + 1;
  studioId = (await guestGql<{ Page: { studios: { id: number }[] } }>('{ Page(perPage: 1) { studios { id } } }')).Page.studios[0]!.id;
  await member.signUp();
  // On the member's list, so the accepted change with a reason reaches them (MEDIA_DATA_CHANGE).
  await member.gql('mutation ($id: Int) { SaveMediaListEntry(mediaId: $id, status: PLANNING) { id } }', { id: media.id });
  browser = await openBrowser('edits');
  await logInAs(browser.page, member.email, member.password);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
}, TIMEOUT);

describe('data edits and submissions', () => {
  it(
    "lets a member submit a media edit from the media page's Edit link",
    async () => {
      const page = browser.page;
      await page.goto(`${BASE_URL}/anime/${media.id}`);
      await page.getByTestId('media-sidebar').getByRole('link', { name: 'Edit', exact: true }).click();
      await page.waitForURL(`${BASE_URL}/edit/anime/${media.id}`);
      const episodesField = page.getByRole('textbox', { name: 'Episodes', exact: true });
      expect(await episodesField.inputValue()).toBe(String(media.episodes));
      await episodesField.fill(String(episodes));
      const synonyms = page.getByRole('textbox', { name: 'Synonyms (one per line)' });
      await synonyms.fill([...media.synonyms, synonym].join('\n'));
      await page.getByText('2 fields changed.').waitFor();
      await page.getByRole('textbox', { name: 'Source or notes for the reviewer' }).fill('Counted on the official site.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, SUBMITTED);
      await page.waitForURL(new RegExp(`/edit/anime/${media.id}/submission/\\d+$`));
      submissionId = Number(page.url().split('/').pop());
      const card = page.getByRole('article', { name: `Submission ${submissionId}` });
      await card.getByText('Pending').waitFor();
      const diff = card.getByRole('table', { name: `Changes of submission ${submissionId}` });
      expect(await diff.locator('tr[data-field="episodes"] td').allInnerTexts()).toEqual([String(media.episodes), String(episodes)]);
      expect(await diff.locator('tr[data-field="synonyms"] td').last().innerText()).toContain(synonym);
      // The member decides nothing: no Accept button.
      expect(await card.getByRole('button', { name: 'Accept' }).count()).toBe(0);

      await page.goto(`${BASE_URL}/user/${member.name}/submissions`);
      const row = page
        .getByRole('region', { name: 'Anime & Manga' })
        .getByTestId('submission-row')
        .filter({ hasText: media.title.userPreferred });
      await row.getByText('Pending').waitFor();
    },
    TIMEOUT,
  );

  it(
    "lets Sakura accept it: the media page shows the change, its history the diff, the member's tab the decision",
    async () => {
      const mod = await openBrowser('edits-mod');
      try {
        const page = mod.page;
        await logInAs(page, SAKURA);
        await page.goto(`${BASE_URL}/edit/anime/${media.id}/submission/${submissionId}`);
        const card = page.getByRole('article', { name: `Submission ${submissionId}` });
        await card.getByRole('textbox', { name: 'Notes for the submitter' }).fill('Thanks, confirmed.');
        await card.getByRole('textbox', { name: /^Reason/ }).fill('Episode count corrected');
        await card.getByRole('button', { name: 'Accept' }).click();
        await expectToast(page, 'Submission accepted.');
        await card.getByText('Accepted', { exact: true }).waitFor();

        await page.goto(`${BASE_URL}/anime/${media.id}`);
        await expect.poll(() => dataSheetRow(page, 'Episodes').innerText()).toContain(String(episodes));
        expect(await dataSheetRow(page, 'Synonyms').innerText()).toContain(synonym);

        await page.getByTestId('media-sidebar').getByRole('link', { name: 'History' }).click();
        await page.waitForURL(`${BASE_URL}/edit/anime/${media.id}/history`);
        const latest = page.getByTestId('revision').first();
        await latest.getByText(member.name, { exact: true }).waitFor();
        expect(await latest.innerText()).toContain('accepted by Sakura');
        expect(await latest.innerText()).toContain('Reason: Episode count corrected');
        expect(await latest.locator('tr[data-field="episodes"] td').allInnerTexts()).toEqual([String(media.episodes), String(episodes)]);

        // The studio form is the moderators' (EDIT-10).
        await page.goto(`${BASE_URL}/edit/studio/${studioId}`);
        await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
      } finally {
        await mod.close();
      }

      const page = browser.page;
      await page.goto(`${BASE_URL}/user/${member.name}/submissions`);
      const row = page
        .getByRole('region', { name: 'Anime & Manga' })
        .getByTestId('submission-row')
        .filter({ hasText: media.title.userPreferred });
      await row.getByText('Accepted').waitFor();
      await row.getByText('Thanks, confirmed.').waitFor();
      // Having the media on their list, the member is told of the change and its reason.
      const { Page: inbox } = await member.gql<{ Page: { notifications: { reason: string; media: { id: number } }[] } }>(
        '{ Page { notifications(type_in: [MEDIA_DATA_CHANGE]) { ... on MediaDataChangeNotification { reason media { id } } } } }',
      );
      expect(inbox.notifications).toContainEqual({ reason: 'Episode count corrected', media: { id: media.id } });
    },
    TIMEOUT,
  );

  it(
    'opens the character form for members, answers /edit/anime/abc with NotFound and keeps members out of /edit/studio',
    async () => {
      const page = browser.page;
      const { Page: people } = await guestGql<{ Page: { characters: { id: number; name: { full: string } }[] } }>(
        '{ Page(perPage: 1) { characters(sort: [FAVOURITES_DESC]) { id name { full } } } }',
      );
      const character = people.characters[0]!;
      await page.goto(`${BASE_URL}/edit/character/${character.id}`);
      expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe(character.name.full);
      await page.getByRole('button', { name: 'Submit' }).waitFor();

      await page.goto(`${BASE_URL}/edit/anime/abc`);
      await page.waitForURL(`${BASE_URL}/404`);
      await page.goto(`${BASE_URL}/edit/studio/${studioId}`);
      await page.waitForURL((url) => !url.pathname.startsWith('/edit/studio'));
      expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    },
    TIMEOUT,
  );
});
