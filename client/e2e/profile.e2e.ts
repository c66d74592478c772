import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToast, pageGql } from './api.ts';
import { BASE_URL, hydrated, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Profiles (social §2-§9) against a running stack with demo data (E2E_BASE_URL): the demo member Yuki follows,
// unfollows, blocks and unblocks a generated member and tries to block the community moderator Haruto; a guest tries
// to follow; the heatmap counts a status posted today; the intermediary account ModChan (a demo account)
// explains itself and shows the empty follow lists. Everything done is undone. E2E_SCREENSHOT_DIR,
// when set, receives profile-1400.png and profile-700.png.
const TIMEOUT = 120_000;
const MODERATOR = 'Haruto';
const INTERMEDIARY = 'ModChan';
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

interface Member {
  id: number;
  name: string;
  isFollowing: boolean;
  isBlocked: boolean;
  moderatorRoles: string[] | null;
}

let member: E2EBrowser;
let visitor: E2EBrowser;
let page: Page;
let target: Member;
let postedId: number | null = null;

beforeAll(async () => {
  visitor = await openBrowser('profile-guest');
  member = await openBrowser('profile-member');
  page = member.page;
  await logInAs(page);
  const { Page: list } = await pageGql<{ Page: { users: Member[] } }>(
    page,
    '{ Page(perPage: 50) { users(sort: [ID]) { id name isFollowing isBlocked moderatorRoles } } }',
  );
  // A generated member (the demo accounts come first) whom Yuki neither follows nor blocks.
  const found = list.users.find((u) => u.id > 4 && u.name !== INTERMEDIARY && !u.isFollowing && !u.isBlocked && !u.moderatorRoles?.length);
  if (!found) throw new Error('no generated member for Yuki to follow');
  target = found;
  if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  if (SCREENSHOTS) await photograph(SCREENSHOTS);
  if (postedId != null)
    await pageGql(page, 'mutation ($id: Int) { DeleteActivity(id: $id) { deleted } }', { id: postedId }).catch(() => undefined);
  await member?.close();
  await visitor?.close();
}, TIMEOUT);

describe('a guest on a profile', () => {
  it(
    'is told that following needs a login, sees the public tabs and a see-through bar near the top',
    async () => {
      const guest = visitor.page;
      await guest.goto(`${BASE_URL}/user/${target.name}/`);
      // A guest's profile comes rendered by the server: its Follow button is the page's code's once hydrated.
      await hydrated(guest);
      await guest.getByRole('button', { name: 'Follow', exact: true }).click();
      await expectToast(guest, 'You need to be logged in to follow a user.');
      expect(await tabs(guest)).toEqual(['Overview', 'Anime List', 'Manga List', 'Favorites', 'Stats', 'Social', 'Reviews']);
      expect(await guest.getByRole('button', { name: 'More actions' }).count()).toBe(0);
      const bar = guest.locator('header[data-transparent]').first();
      expect(await bar.getAttribute('data-transparent')).toBe('true');
      await guest.mouse.wheel(0, 400);
      await guest.waitForFunction(() => document.querySelector('header[data-transparent]')?.getAttribute('data-transparent') === 'false');
      await guest.goto(`${BASE_URL}/search/anime`);
      expect(await guest.locator('header[data-transparent]').first().getAttribute('data-transparent')).toBe('false');
    },
    TIMEOUT,
  );
});

describe('a profile overview loading', () => {
  it(
    "asks for the member's activity from the route's loader, before the overview's code has even arrived",
    async () => {
      const own = await openBrowser('profile-prefetch');
      try {
        const guest = own.page;
        await guest.goto(`${BASE_URL}/about`);
        const asked: string[] = [];
        guest.on('request', (request: Request) => {
          if (request.url().endsWith('/graphql')) asked.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
        });
        // The overview screen's code never arrives: nothing of it can render, so any feed request is the loader's.
        await guest.route(/\/assets\/UserOverview-[\w-]+\.js$/, () => {});
        await guest.getByRole('heading', { name: /^About/ }).waitFor();
        await guest.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/user/${target.name}/`);
        await expect.poll(() => asked.includes('ActivityFeedQuery'), { timeout: 20_000 }).toBe(true);
        await guest.unroute(/\/assets\/UserOverview-[\w-]+\.js$/);
        // Once the screen is there, its feed shows with no second request (Relay dedupes the two by variables).
        await guest.goto(`${BASE_URL}/user/${target.name}/`);
        await guest.getByRole('feed', { name: `${target.name}'s activity` }).waitFor();
        await guest.waitForLoadState('networkidle');
        expect(asked.filter((name) => name === 'ActivityFeedQuery')).toHaveLength(2);
      } finally {
        await own.close();
      }
    },
    TIMEOUT,
  );
});

describe('following and blocking', () => {
  it(
    "shows the own profile its Submissions tab, another member's without it, and Follow only on the other",
    async () => {
      await page.goto(`${BASE_URL}/user/Yuki/`);
      await page.getByRole('heading', { name: 'Yuki', level: 1 }).waitFor();
      const own = await tabs(page);
      expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
      // Submissions is for the member themself and moderators; Moderation for community moderators.
      expect(own).toEqual(['Overview', 'Anime List', 'Manga List', 'Favorites', 'Stats', 'Social', 'Reviews', 'Submissions']);
      await page.goto(`${BASE_URL}/user/${target.name}/`);
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
      expect(await tabs(page)).toEqual(own.filter((tab) => tab !== 'Submissions'));
    },
    TIMEOUT,
  );

  it(
    'follows, shows up among the followers, and unfollows only after the confirmation',
    async () => {
      await page.goto(`${BASE_URL}/user/${target.name}/`);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expectToast(page, `${target.name} followed`);
      const following = page.getByRole('button', { name: 'Following', exact: true });
      await following.waitFor();
      // The pointer that clicked still rests on the button, which shows the new state until it comes back.
      await page.mouse.move(0, 0);
      await following.hover();
      await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();

      await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Social' }).click();
      await page.getByRole('navigation', { name: 'Social sections' }).getByRole('link', { name: 'Followers' }).click();
      await page.getByTestId('followers-list').getByRole('link', { name: 'Yuki', exact: true }).waitFor();

      await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Overview' }).click();
      await page.getByRole('button', { name: 'Following', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Unfollow' });
      await confirm.getByText(`Are you sure you want to unfollow ${target.name}?`, { exact: true }).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
      expect(
        (await pageGql<{ User: Member }>(page, 'query ($id: Int) { User(id: $id) { isFollowing } }', { id: target.id })).User.isFollowing,
      ).toBe(true);

      await page.getByRole('button', { name: 'Following', exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm Unfollow' }).getByRole('button', { name: 'Unfollow' }).click();
      await expectToast(page, `${target.name} unfollowed`);
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    },
    TIMEOUT,
  );

  it(
    'blocks and unblocks from the menu',
    async () => {
      await page.goto(`${BASE_URL}/user/${target.name}/`);
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Block' }).click();
      await expectToast(page, `${target.name} blocked`);
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Unblock' }).click();
      await expectToast(page, `${target.name} unblocked`);
      const after = await pageGql<{ User: Member }>(page, 'query ($id: Int) { User(id: $id) { isFollowing isBlocked } }', {
        id: target.id,
      });
      expect(after.User).toEqual({ isFollowing: false, isBlocked: false });
    },
    TIMEOUT,
  );

  it(
    'cannot block a moderator, and shows the badge',
    async () => {
      await page.goto(`${BASE_URL}/user/${MODERATOR}/`);
      await page.getByRole('list', { name: 'Badges' }).getByText('Community Mod', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Block' }).click();
      await expectToast(page, 'Sorry, you cannot block this type of user.');
    },
    TIMEOUT,
  );
});

describe('the overview', () => {
  it(
    "counts today's status in the activity history",
    async () => {
      const saved = await pageGql<{ SaveTextActivity: { id: number } }>(
        page,
        'mutation ($text: String) { SaveTextActivity(text: $text) { id } }',
        { text: 'A status from the profile browser test.' },
      );
      postedId = saved.SaveTextActivity.id;
      const today = Math.floor(Date.now() / 86_400_000) * 86_400;
      const history = await pageGql<{ User: { stats: { activityHistory: { date: number; amount: number }[] } } }>(
        page,
        '{ User(name: "Yuki") { stats { activityHistory { date amount level } } } }',
      );
      const amount = history.User.stats.activityHistory.find((day) => day.date === today)?.amount ?? 0;
      expect(amount).toBeGreaterThanOrEqual(1);
      await page.goto(`${BASE_URL}/user/Yuki/`);
      const heatmap = page.getByTestId('activity-history');
      const cell = heatmap.locator(`[data-date="${today}"]`);
      const date = new Date(today * 1000).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
      expect(await cell.getAttribute('aria-label')).toBe(`${amount} ${amount === 1 ? 'activity' : 'activities'} on ${date}`);
      expect(Number(await cell.getAttribute('data-level'))).toBeGreaterThan(0);
      // About half a year of days, the first column filled back to its Sunday.
      const cells = await heatmap.getByRole('img').count();
      expect(cells).toBeGreaterThanOrEqual(182);
      expect(cells).toBeLessThanOrEqual(188);
    },
    TIMEOUT,
  );

  it(
    'renders the about text as markdown',
    async () => {
      const before = await pageGql<{ Viewer: { about: string | null } }>(page, '{ Viewer { about } }');
      await pageGql(page, 'mutation ($about: String) { UpdateUser(about: $about) { id } }', { about: 'Hello from **the profile test**.' });
      try {
        await page.goto(`${BASE_URL}/user/Yuki/`);
        const about = page.getByRole('region', { name: 'About' });
        expect(await about.locator('strong').textContent({ timeout: 20_000 })).toBe('the profile test');
        expect(await about.textContent()).not.toContain('**');
      } finally {
        await pageGql(page, 'mutation ($about: String) { UpdateUser(about: $about) { id } }', { about: before.Viewer.about ?? '' });
      }
    },
    TIMEOUT,
  );
});

/** The README's pictures, taken only when E2E_SCREENSHOT_DIR asks for them (not a test: it checks nothing). */
async function photograph(dir: string): Promise<void> {
  for (const width of [1400, 700]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(`${BASE_URL}/user/${MODERATOR}/`);
    await page.getByTestId('activity-history').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(dir, `profile-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

describe('the intermediary account', () => {
  it(
    'explains itself to members, and has empty follow lists',
    async () => {
      await page.goto(`${BASE_URL}/user/${INTERMEDIARY}/`);
      const alert = page.getByRole('dialog', { name: 'A moderation team account' });
      await alert.waitFor();
      await alert.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Social' }).click();
      await page.getByText('Following 0 users', { exact: true }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('navigation', { name: 'Social sections' }).getByRole('link', { name: 'Followers' }).click();
      await page.getByText('No followers', { exact: true }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Social sections' }).getByRole('link', { name: 'Messages' }).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'does not alert moderators, who also see the Messages section',
    async () => {
      const mod = visitor.page;
      await logInAs(mod, 'haruto@tsuzuki.test');
      await mod.goto(`${BASE_URL}/user/${INTERMEDIARY}/social`);
      await mod.getByText('Following 0 users', { exact: true }).waitFor();
      expect(await mod.getByRole('dialog').count()).toBe(0);
      await mod.getByRole('navigation', { name: 'Social sections' }).getByRole('link', { name: 'Messages' }).click();
      await mod.getByText('No messages', { exact: true }).waitFor();
    },
    TIMEOUT,
  );
});

async function tabs(on: Page): Promise<string[]> {
  const nav = on.getByRole('navigation', { name: 'Profile sections' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allTextContents();
}

/** Signs ModChan up through the API (captcha solved here) unless the stack has it; no login is needed to view it. */
