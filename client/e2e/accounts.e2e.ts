import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, mailLink, OUTBOX } from './api.ts';
import { BASE_URL, openBrowser, type E2EBrowser } from './browser.ts';

// Runs against a running stack with demo data (E2E_BASE_URL) whose services write mail to E2E_OUTBOX_DIR (their
// OUTBOX_DIR) and require email verification (the default). Accounts: core §2, §4, §5, §8; social §2.
const TIMEOUT = 120_000;

// A fresh member per run: names are 2 to 20 letters, digits or underscores.
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const user = { name: `e2e_${stamp}`.slice(0, 20), email: `e2e.${stamp}@tsuzuki.test`, password: 'A long enough password 42' };

let browser: E2EBrowser;
let page: Page;

beforeAll(async () => {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to (their OUTBOX_DIR)');
  browser = await openBrowser('accounts', 30_000);
  ({ page } = browser);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
});

describe('accounts in the browser', () => {
  it(
    'signs up through the captcha, follows the verification link from the outbox and goes through setup',
    async () => {
      await page.goto(`${BASE_URL}/signup`);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Username').fill(user.name);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByLabel('Confirm Password').fill(user.password);

      // Terms first: the spec's message, and nothing is sent.
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expectToast(page, 'Sorry you need to accept our terms of service to sign up.');
      await page.getByRole('checkbox', { name: /terms of service/ }).check();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expectToast(page, /^Please verify you are not a robot\. [01]{8}( [01]{8})+$/);

      await solveCaptcha(page);
      const sentAfter = Date.now();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      const alert = page.getByRole('dialog', { name: 'Email verification required' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain("We've sent you an email, please check it to confirm your account creation.");
      await alert.getByRole('button', { name: 'OK' }).click();
      // The solved challenge was spent: the widget asks for a new one.
      await page.locator('altcha-widget [data-state="unverified"]').waitFor();

      const link = await mailLinkText(user.email, /\/verify-email\/[A-Za-z0-9_-]+/, sentAfter);
      await page.goto(`${BASE_URL}${link}`);
      await page.waitForURL(`${BASE_URL}/setup`);
      await page.getByRole('heading', { name: 'Title Language' }).waitFor();
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Scoring System' }).waitFor();
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Avatar' }).waitFor();
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Profile Color' }).waitFor();
      await page.getByRole('radio', { name: 'Green' }).click();
      await expectToast(page, 'Settings saved');
      expect(await page.getByRole('radio', { name: 'Green' }).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByRole('heading', { name: "You're all set!" }).waitFor();
      expect(page.url()).toBe(`${BASE_URL}/setup/complete`);
      await page.getByRole('button', { name: 'User menu' }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'logs out after the confirmation and forgets the viewer',
    async () => {
      await openUserMenu(page);
      await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Logout' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Logout' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain('Are you sure you want to logout?');

      // Cancelling keeps the session.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'User menu' }).waitFor();

      await openUserMenu(page);
      await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Yes, Logout' }).click();
      await page.waitForURL(`${BASE_URL}/`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'refuses wrong logins with the exact messages and resets the captcha',
    async () => {
      await page.goto(`${BASE_URL}/login`);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expectToast(page, 'Please verify you are not a robot by completing the captcha.');

      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await expectToast(page, 'Login failed. Invalid login details.');
      await page.locator('altcha-widget [data-state="unverified"]').waitFor();

      await page.getByLabel('Email').fill(user.name);
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await expectToast(page, 'Login failed. Please use your email instead of username.');
      await page.locator('altcha-widget [data-state="unverified"]').waitFor();
    },
    TIMEOUT,
  );

  it(
    'logs in by email and keeps the session over a reload',
    async () => {
      await page.goto(`${BASE_URL}/login`);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${BASE_URL}/home`);
      await page.getByRole('button', { name: 'User menu' }).waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}').name).toBe(user.name);

      await page.reload();
      await page.getByRole('button', { name: 'User menu' }).waitFor();
      // A logged-in viewer opening the landing page is sent home (core §2).
      await page.goto(`${BASE_URL}/`);
      await page.waitForURL(`${BASE_URL}/home`);
      // An API client's login (apiVersion) goes on to the authorize endpoint with the other parameters.
      await page.goto(`${BASE_URL}/login?apiVersion=v2&client_id=1&response_type=token`);
      await page.waitForURL(`${BASE_URL}/api/v2/oauth/authorize?client_id=1&response_type=token`);
    },
    TIMEOUT,
  );

  it(
    'changes the theme and the title language in settings, and the titles switch at once',
    async () => {
      const media = await mediaWithDistinctEnglishTitle(page);
      await page.goto(`${BASE_URL}/anime/${media.id}`);
      await expectHeading(page, media.romaji);

      // Into the settings by the user menu (client-side navigation: the media page stays in memory).
      await openUserMenu(page);
      await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      await page.getByRole('group', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('site-theme'))).toBe('dark');

      await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Anime & Manga' }).click();
      await page.getByRole('heading', { name: 'Anime & Manga', level: 1 }).waitFor();
      await page.getByRole('group', { name: 'Title Language' }).getByText('English', { exact: true }).click();
      await expectToast(page, 'Settings saved');
      expect(await page.getByRole('radio', { name: /^English/ }).isChecked()).toBe(true);

      await page.goBack();
      await page.goBack();
      await page.waitForURL((url) => url.pathname.startsWith(`/anime/${media.id}`));
      await expectHeading(page, media.english);

      await page.reload();
      await expectHeading(page, media.english);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    },
    TIMEOUT,
  );

  it(
    'asks before a mailed link switches the signed-in member to another account',
    async () => {
      // Someone else signs up in their own browser; their verification link reaches this one, signed in as `user`.
      const stranger = { name: `x${user.name}`.slice(0, 20), email: `x.${user.email}` };
      const guest = await openBrowser('accounts-other', 30_000);
      const sentAfter = Date.now();
      try {
        await guest.page.goto(`${BASE_URL}/signup`);
        await guest.page.getByLabel('Email').fill(stranger.email);
        await guest.page.getByLabel('Username').fill(stranger.name);
        await guest.page.getByLabel('Password', { exact: true }).fill(user.password);
        await guest.page.getByLabel('Confirm Password').fill(user.password);
        await guest.page.getByRole('checkbox', { name: /terms of service/ }).check();
        await solveCaptcha(guest.page);
        await guest.page.getByRole('button', { name: 'Sign Up' }).click();
        await guest.page.getByRole('dialog', { name: 'Email verification required' }).waitFor();
      } finally {
        await guest.close();
      }
      const link = await mailLinkText(stranger.email, /\/verify-email\/[A-Za-z0-9_-]+/, sentAfter);

      await page.goto(`${BASE_URL}${link}`);
      const ask = page.getByRole('dialog', { name: 'Switch accounts?' });
      await ask.waitFor();
      expect(await ask.innerText()).toContain(`You are signed in as ${user.name}.`);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(`${BASE_URL}/home`);
      const signedIn = () => page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? 'null') as { name?: string } | null)?.name);
      expect(await signedIn()).toBe(user.name);

      // The link was not spent: following it again and continuing signs in the account it was sent to.
      await page.goto(`${BASE_URL}${link}`);
      await page.getByRole('dialog', { name: 'Switch accounts?' }).getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${BASE_URL}/setup`);
      expect(await signedIn()).toBe(stranger.name);
    },
    TIMEOUT,
  );

  it(
    'logs out the other tabs too: private settings open elsewhere give way to the guest state',
    async () => {
      const other = await browser.context.newPage();
      try {
        await other.goto(`${BASE_URL}/settings`);
        await other.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

        await openUserMenu(page);
        const menu = page.getByRole('menu', { name: 'User menu' });
        expect(await menu.getByRole('menuitem', { name: 'Apps' }).getAttribute('href')).toBe('/apps');
        await menu.getByRole('menuitem', { name: 'Logout' }).click();
        await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Yes, Logout' }).click();
        await page.waitForURL(`${BASE_URL}/`);

        // The other tab hears of it through the shared storage and loads again as a guest; settings send guests to /login.
        await other.waitForURL(`${BASE_URL}/login`);
        await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
        expect(await other.getByRole('heading', { name: 'Profile', level: 1 }).count()).toBe(0);
        expect(await other.getByRole('button', { name: 'User menu' }).count()).toBe(0);
      } finally {
        await other.close();
      }
    },
    TIMEOUT,
  );
});

async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  await widget.locator('[data-state]').waitFor();
  // The label, as a person would: the widget draws its check mark over the input.
  await widget.getByText("I'm not a robot").click();
  await widget.locator('[data-state="verified"]').waitFor({ timeout: 60_000 });
}

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menu', { name: 'User menu' }).getByRole('menuitem', { name: 'Profile' }).waitFor();
}

async function expectHeading(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('h1')?.textContent?.includes(expected) ?? false, title, {
    timeout: 30_000,
  });
}

/** A media whose English title differs from its romaji one, asked as a guest through the public API. */
async function mediaWithDistinctEnglishTitle(page: Page): Promise<{ id: number; romaji: string; english: string }> {
  // The best-known titles mostly use their English title as romaji too (ADR 73): a few pages are looked through.
  const bodies = await page.evaluate(async () => {
    const pages = [];
    for (let n = 1; n <= 6; n++) {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ Page(page: ${n}, perPage: 50) { media(type: ANIME, sort: [POPULARITY_DESC], isAdult: false) { id title { romaji english } } } }`,
        }),
      });
      pages.push(await response.json());
    }
    return pages;
  });
  type Body = { data: { Page: { media: { id: number; title: { romaji: string | null; english: string | null } }[] } } };
  const list = (bodies as Body[]).flatMap((body) => body.data.Page.media);
  const found = list.find((item) => item.title.english && item.title.romaji && item.title.english !== item.title.romaji);
  if (!found) throw new Error('the demo data has no anime with an English title different from its romaji one');
  return { id: found.id, romaji: found.title.romaji!, english: found.title.english! };
}

/** The link of the newest mail to `to` since `since` that matches `pattern`. */
const mailLinkText = async (to: string, pattern: RegExp, since: number) => (await mailLink(to, pattern, since))[0];
