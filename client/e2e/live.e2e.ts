import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiMember, pageGql } from './api.ts';
import { BASE_URL, logInAs, openBrowser, type E2EBrowser } from './browser.ts';

// Live updates (issue 25, docs/adr/0070, 0071): two members in two browsers. B's page is open; A follows B from B's
// profile in the other browser, then likes B's status: B's unread badge shows each at once, without a reload. A's
// like and reply reach B's open activity page, and A's new status B's open home feed as an "N new" bar. The
// session's polling comes every five minutes and the feed's every three: what shows within the wait below came over
// the stream, and a mark on the document proves there was no reload.
const TIMEOUT = 240_000;
/** A mark on the page's document: a reload would lose it. */
const mark = (page: E2EBrowser['page']) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const marked = (page: E2EBrowser['page']) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark);
const LIVE_WAIT_MS = 15_000;
/** A restarted query-service answers after its start-up, and the page retries at most every 30 s meanwhile. */
const RESTART_WAIT_MS = 90_000;
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const a = new ApiMember(`lva_${stamp}`.slice(0, 20));
const b = new ApiMember(`lvb_${stamp}`.slice(0, 20));
let browserA: E2EBrowser;
let browserB: E2EBrowser;

beforeAll(async () => {
  await Promise.all([a.signUp(), b.signUp()]);
  [browserA, browserB] = [await openBrowser('live-a', 60_000), await openBrowser('live-b', 60_000)];
  await logInAs(browserA.page, a.email, a.password);
  await logInAs(browserB.page, b.email, b.password);
}, TIMEOUT);

afterAll(async () => {
  await browserA?.close();
  await browserB?.close();
});

it(
  "shows another member's follow and like on the open page's badge without a reload",
  async () => {
    const page = browserB.page;
    const badge = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /unread notification/ });
    // A mark on this very document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
    expect(await badge().count()).toBe(0);

    await browserA.page.goto(`${BASE_URL}/user/${b.name}`);
    await browserA.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await badge().waitFor({ timeout: LIVE_WAIT_MS });
    expect(await badge().innerText()).toBe('1');

    const status = (await b.gql('mutation { SaveTextActivity(text: "Live from here") { id } }')).SaveTextActivity.id as number;
    await a.gql('mutation ($id: Int) { ToggleLikeV2(id: $id, type: ACTIVITY) { __typename } }', { id: status });
    await badge().filter({ hasText: /^2$/ }).waitFor({ timeout: LIVE_WAIT_MS });
    expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
  },
  TIMEOUT,
);

it(
  "shows another member's like and reply on the open activity page without a reload",
  async () => {
    const page = browserB.page;
    const status = (await b.gql('mutation { SaveTextActivity(text: "Reply to me live") { id } }')).SaveTextActivity.id as number;
    await page.goto(`${BASE_URL}/activity/${status}`);
    await page.getByText('Reply to me live').waitFor();
    await mark(page);

    await a.gql('mutation ($id: Int) { ToggleLikeV2(id: $id, type: ACTIVITY) { __typename } }', { id: status });
    await page.getByRole('button', { name: '1 like', exact: true }).waitFor({ timeout: LIVE_WAIT_MS });
    await a.gql('mutation ($id: Int) { SaveActivityReply(activityId: $id, text: "Heard you over the stream") { id } }', { id: status });
    await page.getByText('Heard you over the stream').waitFor({ timeout: LIVE_WAIT_MS });
    expect(await marked(page)).toBe(1);
  },
  TIMEOUT,
);

it(
  'shows another member\'s new status behind an "N new" bar on the open home feed, and the status once clicked',
  async () => {
    const page = browserB.page;
    await b.gql('mutation ($id: Int) { ToggleFollow(userId: $id) { id } }', { id: a.id });
    await page.goto(`${BASE_URL}/home`);
    const feed = page.getByRole('feed').first();
    await feed.getByText('Reply to me live').waitFor();
    await mark(page);

    await a.gql('mutation { SaveTextActivity(text: "Fresh from A") { id } }');
    const bar = page.getByRole('button', { name: '1 new activity' });
    await bar.waitFor({ timeout: LIVE_WAIT_MS });
    // Not a jump: the status waits behind the bar until the reader asks for it.
    expect(await feed.getByText('Fresh from A').count()).toBe(0);
    await bar.click();
    await feed.getByText('Fresh from A').waitFor({ timeout: LIVE_WAIT_MS });
    expect(await bar.count()).toBe(0);
    expect(await marked(page)).toBe(1);
  },
  TIMEOUT,
);

const HARUTO = { email: 'haruto@tsuzuki.test', password: 'tsuzuki-demo' };

it(
  "shows another member's comment and a moderator's lock on the open thread page without a reload",
  async () => {
    const page = browserB.page;
    const thread = (await a.gql('mutation { SaveThread(title: "Live thread", body: "Talk here live", categories: [1]) { id } }')).SaveThread
      .id as number;
    await page.goto(`${BASE_URL}/forum/thread/${thread}`);
    await page.getByText('Talk here live').waitFor();
    await mark(page);

    await a.gql('mutation ($t: Int) { SaveThreadComment(threadId: $t, comment: "A comment as it happens") { id } }', { t: thread });
    await page.getByText('A comment as it happens').waitFor({ timeout: LIVE_WAIT_MS });

    const moderator = await openBrowser('live-h', 60_000);
    try {
      await logInAs(moderator.page, HARUTO.email, HARUTO.password);
      await pageGql(moderator.page, 'mutation ($id: Int) { SaveThread(id: $id, locked: true) { id } }', { id: thread }, { internal: true });
    } finally {
      await moderator.close();
    }
    await page.getByText('This thread is locked.').waitFor({ timeout: LIVE_WAIT_MS });
    expect(await marked(page)).toBe(1);
  },
  TIMEOUT,
);

/** The stack's controls (scripts/lib/e2eControl.ts): the query-service stopped and started, a command sent around it. */
async function control(route: string, body?: unknown): Promise<void> {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is not set: run the browser tests through scripts/e2e.ts or npm test');
  const response = await fetch(`${url}${route}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
}

it(
  'resumes across a restart of the query-service: what was projected while it was down shows, once',
  async () => {
    const page = browserB.page;
    await page.goto(`${BASE_URL}/home`);
    const feed = page.getByRole('feed').first();
    await feed.getByText('Fresh from A').waitFor();
    await mark(page);

    await control('/query/stop');
    try {
      // Made while no query process runs: straight to the command-service, as A.
      await control('/commands/SaveTextActivity', {
        actor: { kind: 'user', id: a.id },
        payload: { text: 'Written while the site was down' },
      });
    } finally {
      await control('/query/start');
    }
    // The page's stream reconnects on its own (its delays grow to 30 s while the service is away) from the last
    // position it heard: the status missed meanwhile comes behind the bar, once.
    const bar = page.getByRole('button', { name: '1 new activity' });
    await bar.waitFor({ timeout: RESTART_WAIT_MS });
    await bar.click();
    await feed.getByText('Written while the site was down').waitFor({ timeout: LIVE_WAIT_MS });
    expect(await feed.getByText('Written while the site was down').count()).toBe(1);
    expect(await marked(page)).toBe(1);
  },
  TIMEOUT,
);
