// `npm run bench -- --only reviews [--review-events 100000]`: the review and recommendation figures of issue 11. A
// site whose members wrote, voted on and recommended (a log of --review-events events, written with COPY, then
// projected by the running site), and a signed-in member reading /reviews (recent reviews with the card fields) and a
// media page with its reviews and recommendations previews, each at 1 and --concurrency clients beside the
// `{ __typename }` floor.
import { currentVersion, mediaStream, userStream, type DomainEvent, type EventType } from '@tsuzuki/events';
import { solve } from '@tsuzuki/command-service/accounts/auth/testing';
import { IdAllocator } from '@tsuzuki/command-service/framework/ids';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { mediaAdded } from '@tsuzuki/projection-service/testing/fixtures';
import { ReviewWorld } from '@tsuzuki/projection-service/testing/reviewWorld';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { openBenchSite } from './benchSite.ts';
import { copyRows } from './listCatchUp.ts';
import { measureBesideFloor, report } from './stats.ts';
import { floorHeaders, gql, measured } from './siteGql.ts';

const MEMBERS = 2_000;
/** Titles of each type: ids 1..MEDIA are anime, MEDIA+1..2·MEDIA manga (ReviewWorld's catalogue). */
const MEDIA = 250;
const DAYS = 365;
const round = (n: number) => Math.round(n * 100) / 100;

/** One row of event_store.events in COPY's text format (JSON has no tab or newline; its backslashes are doubled). */
function row(stream: string, position: number, event: DomainEvent, occurredAt: string): string {
  const data = JSON.stringify(event.data).replaceAll('\\', '\\\\');
  const metadata = JSON.stringify({ commandId: `bench-${stream}-${position}`, actorId: null, occurredAt });
  return `${stream}\t${position}\t${event.type}\t${currentVersion(event.type as EventType)}\t${data}\t${metadata}\n`;
}

function* siteRows(at: string): Generator<string> {
  for (let id = 1; id <= MEMBERS; id++)
    yield row(userStream(id), 0, { type: 'UserSignedUp', data: { userId: id, name: `member_${id}` } }, at);
  for (let id = 1; id <= 2 * MEDIA; id++) {
    const manga = id > MEDIA;
    const overrides = manga
      ? { format: 'MANGA' as const, episodes: null, duration: null, chapters: 120, season: null, seasonYear: null }
      : {};
    yield row(
      mediaStream(id),
      0,
      mediaAdded(id, { ...overrides, title: { romaji: `Bench Title ${id}`, english: null, native: null } }, manga ? 'MANGA' : 'ANIME'),
      at,
    );
  }
}

function* reviewRows(world: ReviewWorld, events: number, start: number, end: number): Generator<string> {
  const versions = new Map<string, number>();
  for (let written = 0; written < events;) {
    const next = world.next();
    if (!next) continue;
    const at = new Date(start + ((end - start) * written) / events).toISOString();
    for (const event of next.events) {
      const v = versions.get(next.stream) ?? 0;
      versions.set(next.stream, v + 1);
      yield row(next.stream, v, event, at);
      written++;
    }
  }
}

const CARD =
  'id summary score rating ratingAmount userRating createdAt user { id name avatar { large } } media { id type title { userPreferred } coverImage { large } bannerImage }';
/** The /reviews page: the latest reviews with what a card shows. */
const RECENT = `query Recent($page: Int) { Page(page: $page, perPage: 20) { pageInfo { hasNextPage } reviews(sort: [ID_DESC]) { ${CARD} } } }`;
/** A media page's header fields with its previews: 2 reviews and 7 recommendations (core §9). */
const MEDIA_PAGE = `query MediaPage($id: Int) { Media(id: $id) { id type title { userPreferred } coverImage { large } isReviewBlocked isRecommendationBlocked
  reviews(limit: 2, sort: [RATING_DESC]) { pageInfo { total } nodes { id summary rating ratingAmount user { name avatar { large } } } }
  recommendations(perPage: 7, sort: [RATING_DESC]) { pageInfo { total } nodes { id rating userRating
    mediaRecommendation { id type title { userPreferred } coverImage { large } } } } } }`;

export async function benchReviewQueries(options: { requests: number; concurrency: number; events: number }) {
  const site = await openBenchSite('bench_reviews');
  const { pool } = site;
  try {
    await ensureOwnTables(pool);
    const t = performance.now();
    const end = Date.now();
    const world = new ReviewWorld(MEMBERS, MEDIA, 23);
    const written =
      (await copyRows(pool, siteRows(new Date(end - (DAYS + 1) * 86_400_000).toISOString()))) +
      (await copyRows(pool, reviewRows(world, options.events, end - DAYS * 86_400_000, end)));
    // Later sign-ups, reviews and recommendations get ids past the copied ones.
    const ids = new IdAllocator(pool);
    await ids.allocate('user', 'bench:members', MEMBERS);
    await ids.allocate('review', 'bench:reviews', options.events);
    await ids.allocate('recommendation', 'bench:recommendations', options.events);
    const stack = await site.start();
    // The running site projects the copied log; the figures wait until both read models hold all of it.
    for (let waited = 0; ; waited++) {
      const { rows } = await pool
        .query<{ reviews: number; recommendations: number }>(
          `SELECT
          (SELECT count(*)::int FROM rm_reviews.reviews) AS reviews, (SELECT count(*)::int FROM rm_recommendations.recommendations) AS recommendations`,
        )
        .catch(() => ({ rows: [{ reviews: -1, recommendations: -1 }] }));
      if (rows[0]!.reviews === world.reviews.size && rows[0]!.recommendations === world.recommendations.size) break;
      if (waited > 3000) throw new Error('the review read models did not catch up within five minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = new Browser(stack.url);
    const challenge = (await gql(browser, '{ CaptchaChallenge }')).CaptchaChallenge as Parameters<typeof solve>[0];
    const password = 'bench-password-123';
    await gql(
      browser,
      `mutation ($userName: String, $email: String, $password: String, $confirmPassword: String, $captcha: String) {
        CreateUser(userName: $userName, email: $email, password: $password, confirmPassword: $confirmPassword, captcha: $captcha) { user { id } } }`,
      { userName: 'Bench_Reader', email: 'reader@example.com', password, confirmPassword: password, captcha: await solve(challenge) },
    );
    const {
      rows: [busiest],
    } = await pool.query<{ id: number }>(`SELECT k.id FROM rm_recommendations.recommendations c,
        LATERAL (VALUES (c.media_id), (c.media_recommendation_id)) k(id) GROUP BY k.id ORDER BY count(*) DESC, k.id LIMIT 1`);
    const mediaId = busiest!.id;
    // The reader's own review of the busiest media, through the command path and read-your-writes.
    const body = 'A bench review with enough words to pass the rules, written once for the figures. '.repeat(30);
    await gql(
      browser,
      'mutation ($m: Int, $b: String) { SaveReview(mediaId: $m, body: $b, summary: "Written by the benchmark reader") { id } }',
      { m: mediaId, b: body },
    );
    report('reviews.setup', {
      log_events: written,
      members: MEMBERS,
      reviews: world.reviews.size,
      recommendations: world.recommendations.size,
      media_id: mediaId,
      seconds: round((performance.now() - t) / 1000),
    });

    // Each page parsed whole once; measured requests are checked clean, not parsed (siteGql.measured).
    for (const page of [1, 2, 3]) await gql(browser, RECENT, { page });
    await gql(browser, MEDIA_PAGE, { id: mediaId });
    const queries = {
      floor: () => measured(browser, '{ __typename }', {}, { headers: floorHeaders(stack) }),
      recent_reviews: (i: number) => measured(browser, RECENT, { page: 1 + (i % 3) }),
      media_page: () => measured(browser, MEDIA_PAGE, { id: mediaId }),
    };
    await measureBesideFloor('reviews', queries, { requests: options.requests, concurrency: options.concurrency, loadedCap: 800 });
  } finally {
    await site.close();
  }
}
