// `npm run bench -- --only forum`: a thread page whose comments (--forum-comments, default 500) hang in nested trees
// under its first page of top-level comments, so that one page carries all of them (Thread + Page.threadComments with
// childComments), at one and at --concurrency clients beside the `{ __typename }` floor. The thread is written
// straight into the event store with COPY and projected by the running site.
import { commentTreeStream, currentVersion, threadStream, userStream, type DomainEvent, type EventType } from '@tsuzuki/events';
import { IdAllocator } from '@tsuzuki/command-service/framework/ids';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { openBenchSite } from './benchSite.ts';
import { copyRows } from './listCatchUp.ts';
import { measureBesideFloor, report } from './stats.ts';
import { floorHeaders, gql, measured } from './siteGql.ts';

const round = (n: number) => Math.round(n * 100) / 100;
const THREAD_ID = 1;
/** Top-level comments: one page of them (social §9: 15 a page), every other comment nested below. */
const TREES = 15;

/** One row of event_store.events in COPY's text format (JSON has no tab or newline; its backslashes are doubled). */
function row(stream: string, position: number, event: DomainEvent, at: string): string {
  const data = JSON.stringify(event.data).replaceAll('\\', '\\\\');
  const metadata = JSON.stringify({ commandId: `bench-${stream}-${position}`, actorId: null, occurredAt: at });
  return `${stream}\t${position}\t${event.type}\t${currentVersion(event.type as EventType)}\t${data}\t${metadata}\n`;
}

/** Members, the thread, and `comments` comments in TREES trees, each reply under a random earlier comment of its tree. */
function* forumRows(members: number, comments: number): Generator<string> {
  const start = Date.now() - 86_400_000;
  const at = (n: number) => new Date(start + n * 1000).toISOString();
  for (let id = 1; id <= members; id++)
    yield row(userStream(id), 0, { type: 'UserSignedUp', data: { userId: id, name: `member_${id}` } }, at(0));
  yield row(
    threadStream(THREAD_ID),
    0,
    {
      type: 'ThreadCreated',
      data: {
        threadId: THREAD_ID,
        userId: 1,
        title: 'A very busy thread',
        body: 'Discuss **everything** here.',
        categories: [7],
        mediaCategories: [],
        isSticky: false,
        isLocked: false,
      },
    },
    at(1),
  );
  const trees = Array.from({ length: TREES }, () => [] as { id: number; userId: number }[]);
  let random = 7;
  const next = (n: number) => (random = (random * 1103515245 + 12345) % 2147483648) % n;
  for (let id = 1; id <= comments; id++) {
    const tree = (id - 1) % TREES;
    const nodes = trees[tree]!;
    const parent = nodes.length ? nodes[next(nodes.length)]! : null;
    const userId = 1 + next(members);
    nodes.push({ id, userId });
    yield row(
      commentTreeStream(nodes[0]!.id),
      nodes.length - 1,
      {
        type: 'ThreadCommentPosted',
        data: {
          threadId: THREAD_ID,
          rootCommentId: nodes[0]!.id,
          commentId: id,
          parentCommentId: parent?.id ?? null,
          parentUserId: parent?.userId ?? null,
          userId,
          comment: `Comment ${id}: I think the *second* half was better.`,
          mentions: [],
        },
      },
      at(1 + id),
    );
  }
}

const PAGE = `query ThreadPage($id: Int, $page: Int) {
  Thread(id: $id) { id title body(asHtml: true) replyCount viewCount likeCount isLiked isSubscribed isLocked isSticky createdAt
    user { id name avatar { large } } categories { id name } }
  Page(page: $page, perPage: 15) { pageInfo { total hasNextPage }
    threadComments(threadId: $id) { id comment(asHtml: true) likeCount isLiked isLocked createdAt user { id name avatar { large } } childComments } } }`;

const countTree = (nodes: { childComments: unknown }[] | null): number =>
  (nodes ?? []).reduce((n, c) => n + 1 + countTree(c.childComments as { childComments: unknown }[] | null), 0);

export async function benchForum(options: { requests: number; concurrency: number; comments: number }) {
  const members = 200;
  const site = await openBenchSite('bench_forum', { poolSize: 4 });
  const { pool } = site;
  try {
    await ensureOwnTables(pool);
    const t = performance.now();
    const written = await copyRows(pool, forumRows(members, options.comments));
    // Later sign-ups, threads and comments get ids past the copied ones.
    const ids = new IdAllocator(pool);
    await ids.allocate('user', 'bench:members', members);
    await ids.allocate('thread', 'bench:threads', THREAD_ID);
    await ids.allocate('threadComment', 'bench:comments', options.comments);
    const stack = await site.start();
    const browser = new Browser(stack.url);
    let shown = 0;
    for (let waited = 0; shown < options.comments; waited++) {
      const data = await gql(browser, PAGE, { id: THREAD_ID, page: 1 }).catch(() => null);
      const page = (data?.Page as { threadComments: { childComments: unknown }[] } | undefined)?.threadComments ?? null;
      shown = countTree(page);
      if (waited > 1200) throw new Error('the forum read model did not catch up within two minutes');
      if (shown < options.comments) await new Promise((r) => setTimeout(r, 100));
    }
    const bytes = JSON.stringify(await gql(browser, PAGE, { id: THREAD_ID, page: 1 })).length;
    report('forum.setup', {
      log_events: written,
      comments: options.comments,
      trees: TREES,
      page_bytes: bytes,
      seconds: round((performance.now() - t) / 1000),
    });

    const queries = {
      floor: () => measured(browser, '{ __typename }', {}, { headers: floorHeaders(stack) }),
      // Checked clean, not parsed (siteGql.measured); parsed whole above.
      thread_page: () => measured(browser, PAGE, { id: THREAD_ID, page: 1 }),
    };
    await measureBesideFloor('forum', queries, { requests: options.requests, concurrency: options.concurrency, loadedCap: 400 });
  } finally {
    await site.close();
  }
}
