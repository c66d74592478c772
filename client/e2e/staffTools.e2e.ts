import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiMember, expectToast } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Admins' tools in Mod Tools' settings (issue 24: MOD-02..06, PROF-23, HOME-18): the demo Admin finds a new member,
// makes them a community moderator and retires them, then gives them donator tier 5 with their own badge text; the
// profile wears "Former Community Mod" and the badge. The Admin publishes an announcement, shown on /home, and
// withdraws it. Haruto, a community moderator, sees none of these tools.
const TIMEOUT = 180_000;
const run = Date.now().toString(36).slice(-5);
const member = new ApiMember(`staffed_${run}`);
const BADGE = `Patron ${run}`;
let admin: E2EBrowser;
let haruto: E2EBrowser;

beforeAll(async () => {
  await member.signUp();
  admin = await openBrowser('staff-tools-admin', 30_000);
  haruto = await openBrowser('staff-tools-haruto', 30_000);
  await logInAs(admin.page, 'admin@tsuzuki.test', 'tsuzuki-demo');
  await logInAs(haruto.page, 'haruto@tsuzuki.test', 'tsuzuki-demo');
}, TIMEOUT);

afterAll(async () => {
  await admin?.close();
  await haruto?.close();
});

describe("the admins' tools in Mod Tools' settings", () => {
  it(
    'lets an admin give a member roles, retire them and set their donator tier, worn on the profile',
    async () => {
      const { page } = admin;
      await page.goto(`${BASE_URL}/edit/dashboard/settings`);
      await page.getByLabel('Member name').fill(member.name);
      await page.getByRole('button', { name: 'Find' }).click();
      const roles = page.getByRole('form', { name: 'Moderator roles' });
      await roles.waitFor();
      expect(new URL(page.url()).searchParams.get('name')).toBe(member.name);

      await roles.getByLabel('Community Mod', { exact: true }).check();
      await roles.getByLabel('Retired Mod').check();
      await expect.poll(() => roles.innerText()).toContain('Badge: Former Community Mod');
      await roles.getByRole('button', { name: 'Save roles' }).click();
      await expectToast(page, 'Roles saved');

      const donator = page.getByRole('form', { name: 'Donator tier' });
      await donator.getByRole('combobox').selectOption('5');
      await donator.getByLabel('Badge text (above tier 3)').fill(BADGE);
      await donator.getByRole('button', { name: 'Save donator tier' }).click();
      await expectToast(page, 'Donator tier saved');

      // The profile, freshly loaded, wears both badges.
      await page.goto(`${BASE_URL}/user/${member.name}`);
      const header = page.locator('main');
      await expect.poll(() => header.innerText()).toContain('Former Community Mod');
      await expect.poll(() => header.innerText()).toContain(BADGE);

      // And the page found them again shows what they hold now.
      await page.goto(`${BASE_URL}/edit/dashboard/settings?name=${member.name}`);
      await expect.poll(() => page.getByRole('form', { name: 'Moderator roles' }).getByLabel('Retired Mod').isChecked()).toBe(true);
      expect(await page.getByRole('form', { name: 'Donator tier' }).getByRole('combobox').inputValue()).toBe('5');
    },
    TIMEOUT,
  );

  it(
    'lets an admin publish an announcement, shown as the banner on /home, and withdraw it',
    async () => {
      const { page } = admin;
      const message = `Maintenance tonight ${run}`;
      await page.goto(`${BASE_URL}/edit/dashboard/settings`);
      const form = page.getByRole('form', { name: 'New announcement' });
      await form.getByLabel('Message').fill(message);
      await form.getByLabel('Link (a path on this site, such as /forum/thread/1)').fill('/forum/recent');
      await form.getByRole('button', { name: 'Publish' }).click();
      await expectToast(page, 'Announcement published');
      const published = page.getByRole('list', { name: 'Published announcements' }).getByRole('listitem').filter({ hasText: message });
      await expect.poll(() => published.innerText()).toContain('Showing');

      // The banner: /announcement.json is kept by the browser for a minute (it asked before, and heard none).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${BASE_URL}/home`);
      const banner = page.getByRole('complementary', { name: 'Announcement' });
      await expect.poll(() => banner.getByRole('link', { name: message }).getAttribute('href')).toBe('/forum/recent');

      await page.goto(`${BASE_URL}/edit/dashboard/settings`);
      await published.getByRole('button', { name: 'Withdraw' }).click();
      await expectToast(page, 'Announcement withdrawn');
      await expect.poll(() => published.count()).toBe(0);
      expect(await (await fetch(`${BASE_URL}/announcement.json`)).json()).toEqual({});
    },
    TIMEOUT,
  );

  it(
    'shows other moderators their own standing only',
    async () => {
      const { page } = haruto;
      await page.goto(`${BASE_URL}/edit/dashboard/settings?name=${member.name}`);
      await page.getByRole('region', { name: 'Your roles' }).waitFor();
      expect(await page.getByRole('region', { name: "Members' roles and donator tiers" }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Announcements' }).count()).toBe(0);
      expect(await page.getByRole('form', { name: 'Moderator roles' }).count()).toBe(0);
    },
    TIMEOUT,
  );
});
