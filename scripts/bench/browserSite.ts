// The site the browser bench loads pages from: the client built from this checkout into a folder of the bench's own
// (so another build in the checkout cannot change it mid-run), the demo data through the command path at --scale
// (npm run seed: catalogue, demo accounts, members, social, forum, reviews), and a member whose anime list has
// 2,000 entries, as the lists bench builds one: the list page's heavy case.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Doorbell, openEventStore } from '@tsuzuki/event-store';
import { solve } from '@tsuzuki/command-service/accounts/auth/testing';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { mediaAdded } from '@tsuzuki/command-service/catalogue/testData';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { DEMO_PASSWORD } from '@tsuzuki/seed/demoAccounts';
import { run } from '../lib/run.ts';
import { startTestStack, type TestStack } from '../lib/testStack.ts';
import type { SignedIn } from './browserPage.ts';
import { LIST_COLLECTION_QUERY } from './lists.ts';
import { gql, signUp } from './siteGql.ts';

export const LIST_ENTRIES = 2_000;
export const LISTER = 'Bench_Lister';
/** The demo member (command-service/seed/src/demoAccounts.ts) whose profile and home feed the bench loads. */
export const MEMBER = 'Yuki';
const MEMBER_EMAIL = 'yuki@tsuzuki.test';
// Above the generated catalogue's ids: anime added only when the catalogue at --scale has too few for the list.
const FIRST_EXTRA_MEDIA = 900_001;
const STATUSES = ['CURRENT', 'COMPLETED', 'PLANNING', 'PAUSED', 'DROPPED'] as const;

export interface BrowserSite {
  url: string;
  /** A popular anime: its page has the most to show. */
  mediaId: number;
  /** The demo member, logged in (session cookies), for /home. */
  member: SignedIn;
  stop(): Promise<void>;
}

export async function startBrowserSite(scale: number): Promise<BrowserSite> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'tsuzuki-bench-browser-'));
  let stack: TestStack | undefined;
  try {
    const dist = path.join(scratch, 'dist');
    // The build and the query-service both read CLIENT_DIST (the server entry goes beside it, dist-ssr).
    const built = await run('npm', ['run', 'build', '-w', 'client'], { ...process.env, CLIENT_DIST: dist }, 'stderr');
    if (built !== 0) throw new Error('building the client failed');
    stack = await startTestStack('bench_browser', ['--scale', String(scale)], {
      env: { CLIENT_DIST: dist, REQUIRE_EMAIL_VERIFICATION: 'false' },
      seedOutput: 'stderr',
      caughtUpMs: 900_000,
    });
    const site = new Browser(stack.url);
    await addLongList(stack, site);
    return {
      url: stack.url,
      mediaId: await popularAnime(site),
      member: await logIn(stack.url, MEMBER_EMAIL),
      stop: async () => {
        await stack!.stop();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stack?.stop();
    rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
}

async function popularAnime(site: Browser): Promise<number> {
  const data = await gql(site, '{ Page(perPage: 1) { media(type: ANIME, sort: POPULARITY_DESC, isAdult: false) { id } } }');
  const id = (data.Page as { media: { id: number }[] }).media[0]?.id;
  if (id === undefined) throw new Error('the catalogue has no anime');
  return id;
}

/** Logs in over GraphQL (a solved captcha, as the login form sends it): the member and the session's cookies. */
async function logIn(url: string, email: string): Promise<SignedIn> {
  const member = new Browser(url);
  const challenge = (await gql(member, '{ CaptchaChallenge }')).CaptchaChallenge as Parameters<typeof solve>[0];
  const data = await gql(
    member,
    'mutation ($name: String, $password: String, $captcha: String) { Login(name: $name, password: $password, captcha: $captcha) { id name } }',
    { name: email, password: DEMO_PASSWORD, captcha: await solve(challenge) },
  );
  const { id, name } = data.Login as { id: number; name: string };
  // The Browser keeps values decoded; the browser's cookie store wants them as the Cookie header carries them.
  const cookies = [...member.cookies].map(([cookie, value]) => ({ name: cookie, value: encodeURIComponent(value) }));
  return { id, name, cookies };
}

/** The catalogue's anime, in id order, up to `count` (the list uses real media: covers, titles, formats). */
async function animeIds(site: Browser, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const data = await gql(site, `{ Page(page: ${page}, perPage: 50) { pageInfo { hasNextPage } media(type: ANIME, sort: ID) { id } } }`);
    const { pageInfo, media } = data.Page as { pageInfo: { hasNextPage: boolean }; media: { id: number }[] };
    ids.push(...media.map((m) => m.id));
    if (!pageInfo.hasNextPage) break;
  }
  return ids.slice(0, count);
}

/** A member signs up through the site, then imports a 2,000-entry anime list through the command path. */
async function addLongList(stack: TestStack, site: Browser) {
  const store = await openEventStore({ databaseUrl: stack.env.DATABASE_URL!, eventStoreUrl: process.env.EVENTSTORE_URL || null });
  const pool = new pg.Pool({ connectionString: stack.env.DATABASE_URL!, max: 4 });
  const doorbell = new Doorbell(stack.env.REDIS_URL!, stack.env.REDIS_PREFIX!);
  try {
    const bus = new CommandBus({ store, pool, doorbell });
    const media = await animeIds(site, LIST_ENTRIES);
    for (let id = FIRST_EXTRA_MEDIA; media.length < LIST_ENTRIES; id++) {
      await bus.execute('AddMedia', mediaAdded(id, { title: { romaji: `Bench Show ${id}`, english: null, native: null }, episodes: 24 }), {
        actor: { kind: 'system' },
      });
      media.push(id);
    }
    const { userId } = await signUp(stack.url, LISTER);
    const entries = media.map((mediaId, i) => ({
      mediaId,
      status: STATUSES[i % STATUSES.length]!,
      scoreRaw: (i * 7) % 101,
      progress: i % 24,
      progressVolumes: 0,
      repeat: 0,
      priority: 0,
      notes: '',
      startedAt: { year: null, month: null, day: null },
      completedAt: { year: null, month: null, day: null },
    }));
    const fileHash = createHash('sha256').update(JSON.stringify(entries)).digest('hex');
    await bus.execute(
      'ImportMediaList',
      { source: 'MYANIMELIST', fileHash, entries },
      { actor: { kind: 'user', id: userId, moderatorRoles: [], donatorTier: 0 } },
    );
    // The list page must show all of it: wait until the lists read model has every entry.
    const count = async () =>
      (
        (await gql(site, LIST_COLLECTION_QUERY, { userId, type: 'ANIME' })).MediaListCollection as {
          lists: { isCustomList: boolean; entries: unknown[] }[];
        }
      ).lists
        .filter((l) => !l.isCustomList)
        .reduce((n, l) => n + l.entries.length, 0);
    for (let waited = 0; (await count()) < LIST_ENTRIES; waited++) {
      if (waited > 600) throw new Error('the long list did not reach the read model within a minute');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await Promise.allSettled([store.close(), pool.end(), doorbell.close()]);
  }
}
