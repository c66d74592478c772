import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// MOD-15 (social §4, §6): Haruto (a community moderator of the demo data) locks a member's status from its card; the
// lock mark and "Activity Locked" show at once (before the server has answered, and without a reload), and unlocking
// takes them away again.
const TIMEOUT = 180_000;
const run = Date.now().toString(36).slice(-5);
const author = new ApiMember(`lockA_${run}`);
let haruto: E2EBrowser;
let statusId = 0;

beforeAll(async () => {
  await author.signUp();
  statusId = (await author.gql<{ SaveTextActivity: { id: number } }>('mutation { SaveTextActivity(text: "Hot take incoming") { id } }'))
    .SaveTextActivity.id;
  haruto = await openBrowser('lock-h');
  await logInAs(haruto.page, 'haruto@tsuzuki.test', 'tsuzuki-demo');
}, TIMEOUT);

afterAll(async () => {
  await haruto?.close();
}, TIMEOUT);

describe('a moderator locks an activity', () => {
  it(
    'shows the lock on the card at once, and takes it away on unlock',
    async () => {
      const page = haruto.page;
      await page.goto(`${BASE_URL}/activity/${statusId}`);
      const card = page.getByRole('article', { name: `Status by ${author.name}` });
      await card.getByText('Hot take incoming').waitFor();
      let reloads = 0;
      page.on('load', () => reloads++);
      // The lock is shown before the server answers: its requests are held until the mark is there.
      await page.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('saveTextActivityMutation')) return route.continue();
        await card.getByRole('img', { name: 'Locked' }).waitFor({ timeout: 10_000 });
        await route.continue();
      });
      await card.getByRole('button', { name: 'Activity options' }).click();
      await page.getByRole('menuitem', { name: 'Lock' }).click();
      await card.getByRole('img', { name: 'Locked' }).waitFor();
      await card.getByText('Activity Locked').waitFor();
      // A community moderator still replies in a locked activity (social §2).
      await page.getByPlaceholder('Write a reply...').waitFor();
      await page.unroute('**/graphql');
      await card.getByRole('button', { name: 'Activity options' }).click();
      await page.getByRole('menuitem', { name: 'Unlock' }).click();
      await card.getByRole('img', { name: 'Locked' }).waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Activity options' }).click();
      await page.getByRole('menuitem', { name: 'Lock' }).click();
      await card.getByText('Activity Locked').waitFor();
      expect(reloads).toBe(0);
      // The card showed the lock before the server answered: the saved state follows once the mutation is done.
      const locked = async () =>
        (
          await author.gql<{ Activity: { isLocked: boolean } }>(
            'query ($id: Int) { Activity(id: $id) { ... on TextActivity { isLocked } } }',
            {
              id: statusId,
            },
          )
        ).Activity.isLocked;
      await expect.poll(locked, { timeout: 10_000 }).toBe(true);
    },
    TIMEOUT,
  );
});
