import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor } from '@tsuzuki/events';
import { comparePositions, type LogPosition } from '@tsuzuki/event-store';
import { SYSTEM } from '@tsuzuki/command-service/testing/env';
import type { Browser } from '../../testing/browser.ts';
import { startListStack, until, type ListStack } from '../../testing/lists.ts';

// Issue 13: list events appended through the command path move the site statistics, their list activity and the
// media's stats by exactly what those events did, and asOf the day before gives the figures from before them. The
// real command-service, projection worker (the statistics read model among the others) and query-service.

let stack: ListStack;
const SHOW = 501; // an anime of 12 episodes
const OTHER = 502; // an anime of 24 episodes
const BOOK = 503; // a manga

const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
const yesterday = today - DAY;
const fuzzy = (unix: number) => Number(new Date(unix * 1000).toISOString().slice(0, 10).replaceAll('-', ''));

type Member = Awaited<ReturnType<ListStack['signUp']>>;
let aki: Member;
let bo: Member;
let cy: Member;
let mod: Member;

const user = (m: Member): Actor => ({ kind: 'user', id: m.user.id, moderatorRoles: [], donatorTier: 0 });

/** Waits until the statistics read models and the media's have drained everything in the log now. */
async function caughtUp(): Promise<void> {
  const head = await stack.env.store.headPosition();
  await until(async () => {
    for (const schema of ['rm_sitestats', 'rm_mediastats', 'rm_media']) {
      const { rows } = await stack.pool.query<{ transaction_id: string; position: string }>(
        `SELECT transaction_id, position FROM ${schema}.checkpoint`,
      );
      const at: LogPosition = { transactionId: BigInt(rows[0]!.transaction_id), position: BigInt(rows[0]!.position) };
      if (comparePositions(at, head) < 0) return false;
    }
    return true;
  }, 20_000);
}

const ACTIVITY = 'nodes { date changes activeMembers scoresGiven meanScore entries { status count change added } scores { score amount } }';
const SITE = `query ($asOf: FuzzyDateInt) { SiteStatistics(asOf: $asOf) {
  date
  users(perPage: 1) { nodes { date count change } }
  anime(perPage: 1) { nodes { date count change } }
  animeActivity: listActivity(type: ANIME, perPage: 2) { ${ACTIVITY} }
  mangaActivity: listActivity(type: MANGA, perPage: 2) { ${ACTIVITY} }
  allActivity: listActivity(perPage: 2) { ${ACTIVITY} }
} }`;
const STATS = 'date popularity favourites averageScore meanScore statusDistribution { status amount } scoreDistribution { score amount }';
const MEDIA = `query ($id: Int, $asOf: FuzzyDateInt) { Media(id: $id) {
  popularity favourites averageScore meanScore
  stats(asOf: $asOf) { ${STATS} }
} }`;

type Activity = {
  date: number;
  changes: number;
  activeMembers: number;
  scoresGiven: number;
  meanScore: number | null;
  entries: { status: string; count: number; change: number; added: number }[];
  scores: { score: number; amount: number }[];
};
type Site = {
  date: number;
  users: { nodes: { count: number }[] };
  anime: { nodes: { count: number }[] };
  animeActivity: { nodes: Activity[] };
  mangaActivity: { nodes: Activity[] };
  allActivity: { nodes: Activity[] };
};
type Stats = {
  date: number | null;
  popularity: number;
  favourites: number;
  averageScore: number | null;
  meanScore: number | null;
  statusDistribution: { status: string; amount: number }[];
  scoreDistribution: { score: number; amount: number }[];
};
type MediaAnswer = { popularity: number; favourites: number; averageScore: number | null; meanScore: number | null; stats: Stats };

async function site(browser: Browser, asOf?: number): Promise<Site> {
  const res = await browser.gql<{ SiteStatistics: Site }>(SITE, { variables: asOf ? { asOf } : {} });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.SiteStatistics;
}
async function mediaStats(browser: Browser, id: number, asOf?: number): Promise<MediaAnswer> {
  const res = await browser.gql<{ Media: MediaAnswer }>(MEDIA, { variables: { id, ...(asOf ? { asOf } : {}) } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.Media;
}

/** A day's entries by status, as { status: [count, change, added] }. */
const entries = (d: Activity) => Object.fromEntries(d.entries.map((e) => [e.status, [e.count, e.change, e.added]]));
const bars = (d: Activity) => Object.fromEntries(d.scores.filter((s) => s.amount > 0).map((s) => [s.score, s.amount]));

let before: { site: Site; show: MediaAnswer; other: MediaAnswer; book: MediaAnswer };

beforeAll(async () => {
  stack = await startListStack('query_stats_move', { alsoProjections: ['sitestats', 'mediastats'] });
  await stack.addMedia([
    { id: SHOW, episodes: 12 },
    { id: OTHER, episodes: 24 },
    { id: BOOK, type: 'MANGA', episodes: null },
  ]);
  mod = await stack.signUp('Stats_Mod');
  await stack.env.bus.execute('SetModeratorRoles', { userId: mod.user.id, moderatorRoles: ['COMMUNITY'] }, { actor: SYSTEM });
  aki = await stack.signUp('Aki_Lists');
  bo = await stack.signUp('Bo_Lists');
  cy = await stack.signUp('Cy_Lists');
  // Yesterday's lists, through the command path with yesterday's time.
  const at = { occurredAt: new Date((yesterday + DAY / 2) * 1000) };
  await stack.env.bus.execute(
    'SaveMediaListEntry',
    { mediaId: SHOW, status: 'CURRENT', scoreRaw: 70, progress: 3 },
    { actor: user(aki), ...at },
  );
  await stack.env.bus.execute('SaveMediaListEntry', { mediaId: SHOW, status: 'PLANNING' }, { actor: user(bo), ...at });
  await stack.env.bus.execute(
    'SaveMediaListEntry',
    { mediaId: SHOW, status: 'COMPLETED', scoreRaw: 90, progress: 12 },
    { actor: user(cy), ...at },
  );
  await stack.env.bus.execute('SaveMediaListEntry', { mediaId: BOOK, status: 'CURRENT', progress: 2 }, { actor: user(aki), ...at });
  await caughtUp();
  before = {
    site: await site(mod.browser),
    show: await mediaStats(mod.browser, SHOW),
    other: await mediaStats(mod.browser, OTHER),
    book: await mediaStats(mod.browser, BOOK),
  };
}, 90_000);
afterAll(() => stack?.close());

const SAVE = `mutation ($id: Int, $mediaId: Int, $status: MediaListStatus, $scoreRaw: Int, $progress: Int, $notes: String) {
  SaveMediaListEntry(id: $id, mediaId: $mediaId, status: $status, scoreRaw: $scoreRaw, progress: $progress, notes: $notes) { id status } }`;
async function save(m: Member, variables: Record<string, unknown>): Promise<{ id: number; status: string }> {
  const res = await m.browser.gql<{ SaveMediaListEntry: { id: number; status: string } }>(SAVE, { variables });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.SaveMediaListEntry;
}

describe('list events through the command path', () => {
  it("stood as yesterday left them before today's events", () => {
    const [yesterdayAnime, todayAnime] = [...before.site.animeActivity.nodes].reverse();
    expect(before.site.date).toBe(today);
    expect(yesterdayAnime).toMatchObject({ date: yesterday, changes: 3, activeMembers: 3, scoresGiven: 2, meanScore: 80 });
    expect(entries(yesterdayAnime!)).toMatchObject({ CURRENT: [1, 1, 1], PLANNING: [1, 1, 1], COMPLETED: [1, 1, 1] });
    expect(todayAnime).toMatchObject({ date: today, changes: 0, activeMembers: 0 });
    expect(before.show.stats).toEqual({
      date: null,
      popularity: 3,
      favourites: 0,
      averageScore: Math.round((60 * 25 + 160) / 27),
      meanScore: 80,
      statusDistribution: [
        { status: 'CURRENT', amount: 1 },
        { status: 'PLANNING', amount: 1 },
        { status: 'COMPLETED', amount: 1 },
      ],
      scoreDistribution: [
        { score: 70, amount: 1 },
        { score: 90, amount: 1 },
      ],
    });
    // MediaStats' figures without asOf are the media's own.
    const { stats, ...own } = before.show;
    expect(own).toEqual({
      popularity: stats.popularity,
      favourites: stats.favourites,
      averageScore: stats.averageScore,
      meanScore: stats.meanScore,
    });
  });

  it('moves the site statistics, the list activity and the media stats by exactly those events; asOf yesterday gives the old figures', async () => {
    // Today's events, each through a GraphQL mutation.
    await save(aki, { mediaId: SHOW, status: 'COMPLETED', scoreRaw: 80, progress: 12 }); // CURRENT 70 → COMPLETED 80
    const planned = (
      await stack.pool.query<{ id: number }>('SELECT id FROM rm_lists.entries WHERE user_id = $1 AND media_id = $2', [bo.user.id, SHOW])
    ).rows[0]!.id;
    const deleted = await bo.browser.gql(`mutation { DeleteMediaListEntry(id: ${planned}) { deleted } }`);
    expect(deleted.body.errors).toBeUndefined(); // PLANNING removed
    await save(bo, { mediaId: OTHER, status: 'CURRENT', scoreRaw: 60, progress: 1 }); // a new entry
    await save(cy, { mediaId: SHOW, notes: 'Rewatch in spring' }); // a change that moves no figure
    const fav = await aki.browser.gql(`mutation { ToggleFavourite(animeId: ${SHOW}) { anime { nodes { id } } } }`);
    expect(fav.body.errors).toBeUndefined();
    await save(aki, { mediaId: BOOK, progress: 5 }); // the manga list: progress only
    await caughtUp();

    const after = await site(mod.browser);
    // Nothing but today's list activity moved: the entities and yesterday's figures are as they were.
    expect(after.date).toBe(today);
    expect(after.users).toEqual(before.site.users);
    expect(after.anime).toEqual(before.site.anime);
    for (const kind of ['animeActivity', 'mangaActivity', 'allActivity'] as const)
      expect(after[kind].nodes[1]).toEqual(before.site[kind].nodes[1]);

    const [now, was] = [after.animeActivity.nodes[0]!, before.site.animeActivity.nodes[0]!];
    expect({
      changes: now.changes - was.changes,
      activeMembers: now.activeMembers - was.activeMembers,
      scoresGiven: now.scoresGiven - was.scoresGiven,
    }).toEqual({ changes: 4, activeMembers: 3, scoresGiven: 2 });
    expect(now.meanScore).toBe(70);
    expect(bars(now)).toEqual({ 60: 1, 80: 1 });
    // [count, change, added]: Aki CURRENT → COMPLETED, Bo's PLANNING removed, Bo's new CURRENT.
    expect(entries(now)).toEqual({
      CURRENT: [1, 0, 1],
      PLANNING: [0, -1, 0],
      COMPLETED: [2, 1, 0],
      DROPPED: [0, 0, 0],
      PAUSED: [0, 0, 0],
      REPEATING: [0, 0, 0],
    });
    expect(after.mangaActivity.nodes[0]).toMatchObject({ date: today, changes: 1, activeMembers: 1, scoresGiven: 0 });
    expect(entries(after.mangaActivity.nodes[0]!)).toEqual(entries(before.site.mangaActivity.nodes[0]!));
    expect(after.allActivity.nodes[0]).toMatchObject({ date: today, changes: 5, activeMembers: 3, scoresGiven: 2 });

    const show = await mediaStats(mod.browser, SHOW);
    expect(show.stats).toEqual({
      date: null,
      popularity: 2,
      favourites: 1,
      averageScore: Math.round((60 * 25 + 170) / 27),
      meanScore: 85,
      statusDistribution: [{ status: 'COMPLETED', amount: 2 }],
      scoreDistribution: [
        { score: 80, amount: 1 },
        { score: 90, amount: 1 },
      ],
    });
    expect((await mediaStats(mod.browser, OTHER)).stats).toMatchObject({
      popularity: 1,
      statusDistribution: [{ status: 'CURRENT', amount: 1 }],
      scoreDistribution: [{ score: 60, amount: 1 }],
    });
    expect((await mediaStats(mod.browser, BOOK)).stats).toEqual(before.book.stats);

    // As of yesterday: the figures from before today's events, site and media alike.
    const past = await site(mod.browser, fuzzy(yesterday));
    expect(past.date).toBe(yesterday);
    expect(past.animeActivity.nodes[0]).toEqual(before.site.animeActivity.nodes[1]);
    expect(past.allActivity.nodes[0]).toEqual(before.site.allActivity.nodes[1]);
    for (const [id, was] of [
      [SHOW, before.show],
      [OTHER, before.other],
      [BOOK, before.book],
    ] as const) {
      const old = await mediaStats(mod.browser, id, fuzzy(yesterday));
      expect({ id, stats: old.stats }).toEqual({ id, stats: { ...was.stats, date: yesterday } });
    }
    // As of today: the live figures.
    const live = await mediaStats(mod.browser, SHOW, fuzzy(today));
    expect(live.stats).toEqual({ ...show.stats, date: today });
    expect(live.popularity).toBe(show.popularity);
  });

  it('refuses asOf to members who are not moderators, with the SiteStatistics answer', async () => {
    const res = await aki.browser.gql(MEDIA, { variables: { id: SHOW, asOf: fuzzy(yesterday) } });
    expect(res.body.errors?.[0]).toMatchObject({ status: 403, message: 'Only moderators may ask for the statistics as of a date.' });
    const guest = await stack.browser().gql(MEDIA, { variables: { id: SHOW, asOf: fuzzy(yesterday) } });
    expect(guest.body.errors?.[0]).toMatchObject({ status: 403 });
  });
});
