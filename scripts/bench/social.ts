// `npm run bench -- --only sociallog,social`: the social figures of issue 10.
// sociallog: catch-up of the activity, social-graph and notification read models from a log of --social-events
//   (default 1,000,000) social events of 20,000 members, each drained alone, as catchUp.ts does.
// social: a site whose members have a social log (written with COPY, then projected by the running site), and a
//   member who follows 500 of them: the following feed, the global feed, a profile overview and the notifications
//   page, each under concurrent clients beside the `{ __typename }` floor; and the floor and the following feed again
//   as a third-party app sends them, with the member's Bearer token (issue 14: what the token lookup costs).
import pg from 'pg';
import { type Actor } from '@tsuzuki/events';
import { PostgresEventStore } from '@tsuzuki/event-store';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { IdAllocator } from '@tsuzuki/command-service/framework/ids';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { countEventsUpTo } from '@tsuzuki/projection-service/framework/count';
import { drain } from '@tsuzuki/projection-service/framework/drain';
import { createProjectionSchema, ensureExtensions } from '@tsuzuki/projection-service/framework/migrate';
import { inTransaction, quoteIdent } from '@tsuzuki/projection-service/framework/sql';
import { activities } from '@tsuzuki/projection-service/projections/activities/index';
import { notifications } from '@tsuzuki/projection-service/projections/notifications/index';
import { social } from '@tsuzuki/projection-service/projections/social/index';
import { REBUILD_BATCH_SIZE } from '@tsuzuki/projection-service/rebuild/rebuild';
import { issueApiToken } from '@tsuzuki/query-service/testing/apiToken';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { openBenchSite } from './benchSite.ts';
import { copySocialLog } from './socialLog.ts';
import { measureBesideFloor, report } from './stats.ts';
import { floorHeaders, gql, measured, signUp, type CacheTally } from './siteGql.ts';

const round = (n: number) => Math.round(n * 100) / 100;

export async function benchSocialCatchUp(events: number) {
  const db = await createTestDatabase('bench_social_log');
  const store = await PostgresEventStore.connect({ connectionString: db.url, maxConnections: 4 });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    await ensureExtensions(pool);
    let t = performance.now();
    const written = await copySocialLog(pool, 20_000, events, 120);
    await pool.query('VACUUM ANALYZE event_store.events');
    report('social.log', { log_events: written, members: 20_000, seconds: round((performance.now() - t) / 1000) });
    const head = await store.headPosition();
    const logEvents = (await countEventsUpTo(store, head)) ?? 0;
    for (const projection of [activities, social, notifications]) {
      const schema = `${projection.schema}__bench`;
      await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await inTransaction(pool, (tx) => createProjectionSchema(tx, projection, schema));
      t = performance.now();
      const result = await drain(projection, { store, pool, schema, batchSize: REBUILD_BATCH_SIZE, upTo: head });
      const s = (performance.now() - t) / 1000;
      report('social.catch_up', {
        projection: projection.name,
        events: result.events,
        batches: result.batches,
        seconds: round(s),
        events_per_s: Math.round(result.events / s),
        log_events_per_s: Math.round(logEvents / s),
      });
    }
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}

const CARD = `id type replyCount likeCount isLiked isSubscribed isLocked isPinned createdAt siteUrl`;
/** The home feed's query as the client asks it: the cards' fields, 25 a page. */
export const FEED = `query Feed($following: Boolean) { Page(perPage: 25) { pageInfo { hasNextPage }
  activities(isFollowing: $following, type_in: [TEXT, ANIME_LIST, MANGA_LIST], sort: [ID_DESC]) {
    ... on TextActivity { ${CARD} text user { id name avatar { large } } }
    ... on ListActivity { ${CARD} status progress user { id name avatar { large } } media { id title { userPreferred } coverImage { large } } }
  } } }`;
const PROFILE = `query Profile($id: Int) { User(id: $id) { id name about isFollowing isFollower
  stats { activityHistory { date amount level } }
  statistics { anime { count meanScore minutesWatched genres(limit: 6) { genre count } } }
  favourites { anime(perPage: 6) { nodes { id } } } }
  Page(perPage: 25) { activities(userId: $id, sort: [PINNED, ID_DESC]) { ... on TextActivity { ${CARD} text } ... on MessageActivity { ${CARD} message messenger { name } } } } }`;
const NOTIFICATIONS = `query Notes { Page(perPage: 15) { notifications {
  ... on FollowingNotification { id context createdAt user { name avatar { large } } }
  ... on ActivityLikeNotification { id context createdAt user { name } activity { ... on TextActivity { id } } }
  ... on ActivityReplyNotification { id context createdAt user { name } activity { ... on TextActivity { id } } }
  ... on ActivityReplySubscribedNotification { id context createdAt user { name } }
  ... on ActivityMessageNotification { id context createdAt user { name } }
  ... on ActivityMentionNotification { id context createdAt user { name } } } } }`;

export async function benchSocialQueries(options: { requests: number; concurrency: number; events: number }) {
  const members = 2_000;
  const site = await openBenchSite('bench_social');
  const { bus, pool } = site;
  try {
    await ensureOwnTables(pool);
    const t = performance.now();
    const written = await copySocialLog(pool, members, options.events, 180);
    // Later sign-ups get ids past the copied members', and the copied activities' and replies' ids stay theirs.
    const ids = new IdAllocator(pool);
    await ids.allocate('user', 'bench:members', members);
    await ids.allocate('activity', 'bench:activities', options.events);
    await ids.allocate('activityReply', 'bench:replies', options.events);
    const stack = await site.start();
    const { browser, userId: viewerId } = await signUp(stack.url, 'Bench_Follower');
    const viewer: Actor = { kind: 'user', id: viewerId, moderatorRoles: [], donatorTier: 0 };
    // The viewer follows 500 members, posts, and hears back from 200 of them (follows, likes and replies).
    // One at a time: the viewer's follows are one stream.
    for (let i = 0; i < 500; i++) await bus.execute('ToggleFollow', { otherId: 1 + i * 3 }, { actor: viewer });
    const posted = await bus.execute('SaveTextActivity', { text: 'Bench status' }, { actor: viewer });
    for (let i = 0; i < 200; i++) {
      const fan: Actor = { kind: 'user', id: 2 + i * 7, moderatorRoles: [], donatorTier: 0 };
      await bus.execute('ToggleFollow', { otherId: viewerId }, { actor: fan });
      if (i % 2) await bus.execute('ToggleActivityLike', { activityId: posted.ids.activityId }, { actor: fan });
      else await bus.execute('SaveActivityReply', { activityId: posted.ids.activityId, text: `Reply ${i}` }, { actor: fan });
    }
    for (let waited = 0; ; waited++) {
      const feed = await gql(browser, FEED, { following: true });
      const notes = ((await gql(browser, NOTIFICATIONS)).Page as { notifications: unknown[] }).notifications;
      if ((feed.Page as { activities: unknown[] }).activities.length === 25 && notes.length === 15) break;
      if (waited > 1200) throw new Error('the social read models did not catch up within two minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    report('social.setup', { log_events: written, members, following: 500, seconds: round((performance.now() - t) / 1000) });

    // The member authorises an app, whose limit an operator raised for the run (npm run apps -- rate-limit).
    const app = await issueApiToken(browser);
    await pool.query('UPDATE command_service.oauth_clients SET rate_limit = 1000000 WHERE id = $1', [app.clientId]);
    const tally: CacheTally = {};
    // The app's requests carry its token and no cookie.
    const appClient = new Browser(stack.url);
    for (const [query, variables] of [
      [PROFILE, { id: 1 }],
      [FEED, { following: false }],
    ] as const)
      await gql(browser, query, variables);
    await gql(appClient, FEED, { following: true }, { headers: app.headers });
    // Measured requests are checked clean, not parsed (siteGql.measured); each was parsed whole above.
    const floor = () => measured(browser, '{ __typename }', {}, { headers: floorHeaders(stack), tally });
    const followingFeed = () => measured(browser, FEED, { following: true }, { tally });
    const globalFeed = () => measured(browser, FEED, { following: false }, { tally });
    const queries = {
      floor,
      following_feed: followingFeed,
      global_feed: globalFeed,
      profile: () => measured(browser, PROFILE, { id: 1 }, { tally }),
      notifications: () => measured(browser, NOTIFICATIONS, {}, { tally }),
      bearer_floor: () => measured(appClient, '{ __typename }', {}, { headers: app.headers, tally }),
      bearer_following_feed: () => measured(appClient, FEED, { following: true }, { headers: app.headers, tally }),
    };
    const run = { requests: options.requests, concurrency: options.concurrency, loadedCap: 800, tally };
    await measureBesideFloor('social', queries, run);

    // The feeds again while a member the viewer follows posts ten statuses a second: every post moves the
    // activities read model, and with it every kept answer that read it (docs/adr/0052).
    const poster: Actor = { kind: 'user', id: 1, moderatorRoles: [], donatorTier: 0 };
    let posts = 0;
    let stop = false;
    const posting = (async () => {
      while (!stop) {
        await bus.execute('SaveTextActivity', { text: `Busy status ${posts}` }, { actor: poster });
        posts++;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      const busy = { following_feed: followingFeed, global_feed: globalFeed };
      // `posts`: statuses posted since the posting began, at the end of each figure.
      await measureBesideFloor('social_followed_member_posting', { floor, ...busy }, { ...run, extra: () => ({ posts }) });
    } finally {
      stop = true;
      await posting;
    }
  } finally {
    await site.close();
  }
}
