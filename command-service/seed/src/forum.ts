// The demo forum: the rules thread (id 14, sticky and locked, as the site links it), general threads in several
// categories and threads about popular titles, with nested comment trees, likes, a locked tree and page views,
// through the commands a member's browser sends, backdated over the last five months. Drawn from generators seeded by
// stable keys; command ids derive from them, so a second run appends nothing.
import { commentTreeStream, ofType, type Actor } from '@tsuzuki/events';
import { type StreamRead } from '@tsuzuki/event-store';
import type { SeedData } from './dataset.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { commentText, GENERAL_THREADS, LOCK_NOTE, mediaThread, RULES_THREAD } from './forumTexts.ts';
import type { MemberCommandRunner } from './members.ts';
import { planMembers } from './members.ts';
import { byTime, interleave, sendBatches, type SeedCommand } from './batches.ts';
import { rng, type Random } from './random.ts';

export interface ForumSeedOptions {
  now: Date;
  /** Generated members (as seedMembers got). */
  count: number;
  log?: (line: string) => void;
  /** A comment tree's events: a reply's id is drawn in the command-service, and later replies answer it. */
  readStream(stream: string): Promise<StreamRead>;
}

export interface ForumSeedCounts {
  commands: number;
  threads: number;
  comments: number;
  likes: number;
}

/** The thread the site links as its forum rules (/forum/thread/14): the 14th created in an empty store. */
export const RULES_THREAD_ID = 14;
const DAY_MS = 86_400_000;
/** The forum's first thread (the rules) is this many days old. */
const FORUM_DAYS = 170;
const ADMIN = DEMO_ACCOUNTS.find((a) => a.name === 'Admin')!;
const HARUTO = DEMO_ACCOUNTS.find((a) => a.name === 'Haruto')!;
const actorOf = (id: number): Actor => {
  const account = DEMO_ACCOUNTS.find((a) => a.userId === id);
  return { kind: 'user', id, moderatorRoles: [...(account?.moderatorRoles ?? [])], donatorTier: 0 };
};

interface Person {
  userId: number;
  name: string;
}
interface PlannedThread {
  key: string;
  authorId: number;
  at: number;
  payload: Record<string, unknown>;
}

/** The forum's regulars: members who had signed up before its first thread (history.ts), so nobody posts before joining. */
function people(count: number, now: Date): Person[] {
  const names: Record<number, string> = { 1: 'Yuki', 2: 'Haruto' };
  return planMembers(count, now)
    .filter((p) => p.joinedAt < now.getTime() - FORUM_DAYS * DAY_MS)
    .map((p) => ({ userId: p.userId, name: p.name ?? names[p.userId] ?? `user${p.userId}` }));
}

/** Popular titles that are out: the forum talks about them most. */
function topics(data: SeedData, now: Date) {
  const popularity = new Map(data.statistics.map((s) => [s.mediaId, s.popularity ?? 0]));
  const nowSeconds = now.getTime() / 1000;
  return data.media
    .filter((m) => !m.isAdult && m.status !== 'NOT_YET_RELEASED')
    .sort((a, b) => (popularity.get(b.mediaId) ?? 0) - (popularity.get(a.mediaId) ?? 0) || a.mediaId - b.mediaId)
    .slice(0, 60)
    .map((m) => ({
      mediaId: m.mediaId,
      type: m.type,
      title: m.title.english ?? m.title.romaji,
      releasing: m.status === 'RELEASING',
      aired: m.airingSchedule.filter((a) => a.airingAt <= nowSeconds).length,
    }));
}

/** Thread 14 is the rules; the rest alternate between general threads and threads about titles. */
function planThreads(total: number, all: readonly Person[], data: SeedData, now: number, nowDate: Date): PlannedThread[] {
  const titles = topics(data, nowDate);
  return Array.from({ length: total }, (_, i): PlannedThread => {
    const r = rng('forum-thread', i);
    const at = now - Math.floor((5 + r.float() * 145) * DAY_MS);
    if (i + 1 === RULES_THREAD_ID) {
      return {
        key: 'rules',
        authorId: ADMIN.userId,
        at: now - FORUM_DAYS * DAY_MS,
        payload: { ...RULES_THREAD, categories: [13, 7], isSticky: true, isLocked: true },
      };
    }
    const authorId = i === 0 ? 1 : r.pickSkewed(all, 1.6).userId;
    if (i % 3 !== 2 || titles.length === 0) {
      const [title, body, categories] = GENERAL_THREADS[i % GENERAL_THREADS.length]!;
      return {
        key: `general:${i}`,
        authorId,
        at,
        payload: {
          title: i < GENERAL_THREADS.length ? title : `${title} (${Math.floor(i / GENERAL_THREADS.length) + 1})`,
          body,
          categories,
        },
      };
    }
    const m = r.pickSkewed(titles, 1.5);
    const { title, body } = mediaThread(r, m.title, m.releasing, m.aired || null);
    const categories = [m.type === 'ANIME' ? 1 : 2, ...(m.releasing ? [5] : [])];
    return { key: `media:${i}`, authorId, at, payload: { title, body, categories, mediaCategories: [m.mediaId] } };
  });
}

/**
 * Threads, then their comments a step at a time (the n-th comment of every thread in one batch: a reply needs its
 * parent's id), then likes, then the locks: each step in batches (batches.ts).
 */
export async function seedForum(bus: MemberCommandRunner, data: SeedData, opts: ForumSeedOptions): Promise<ForumSeedCounts> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now.getTime();
  const all = people(opts.count, opts.now);
  const byId = new Map(all.map((p) => [p.userId, p]));
  const counts: ForumSeedCounts = { commands: 0, threads: 0, comments: 0, likes: 0 };
  const started = Date.now();
  const command = (name: string, payload: unknown, actorId: number, commandId: string, at: number): SeedCommand => ({
    command: name,
    payload,
    actor: actorOf(actorId),
    commandId,
    occurredAt: new Date(Math.min(at, now)),
  });
  const send = async (commands: SeedCommand[]) => {
    counts.commands += commands.length;
    return sendBatches(bus, commands);
  };

  // In plan order, so that ids follow the plan and the rules thread is 14 in an empty store.
  const plan = planThreads(Math.max(RULES_THREAD_ID + 2, Math.round(opts.count * 0.04)), all, data, now, opts.now);
  const created = await send(plan.map((t) => command('SaveThread', t.payload, t.authorId, `seed:forum:thread:${t.key}`, t.at)));
  const threads = plan.map((t, k) => ({ ...t, threadId: created[k]!.ids.threadId! }));
  counts.threads = threads.length;
  if (threads[RULES_THREAD_ID - 1]?.threadId !== RULES_THREAD_ID)
    log(`seed: forum rules thread is ${threads[RULES_THREAD_ID - 1]?.threadId}, not ${RULES_THREAD_ID}`);

  const planned = threads.filter((t) => t.key !== 'rules').map((t) => ({ t, plan: planComments(t, all, byId, now) }));
  // Each comment's id once it is posted; its replies name it.
  const ids = new Map<string, number>();
  const idOf = (t: { key: string }, index: number) => ids.get(`${t.key}:${index}`)!;
  const longest = Math.max(0, ...planned.map((p) => p.plan.comments.length));
  for (let i = 0; i < longest; i++) {
    const step = planned
      .filter((p) => i < p.plan.comments.length)
      .map(({ t, plan: { comments } }) => {
        const c = comments[i]!;
        const payload =
          c.parent === null
            ? { threadId: t.threadId, comment: c.text }
            : { rootCommentId: idOf(t, comments[c.parent]!.root), parentCommentId: idOf(t, c.parent), comment: c.text };
        return { t, c, command: command('SaveThreadComment', payload, c.authorId, c.commandId, c.at) };
      });
    const results = await send(step.map((s) => s.command));
    await Promise.all(
      step.map(async ({ t, c }, k) => {
        const rootId = c.parent === null ? results[k]!.ids.rootCommentId! : idOf(t, c.root);
        ids.set(`${t.key}:${i}`, c.parent === null ? rootId : await replyId(opts.readStream, rootId, c.commandId));
      }),
    );
    counts.comments += step.length;
  }

  // A thread's likes are its stream, a tree's comment likes are the tree's: in order, side by side.
  const likes: SeedCommand[][] = [];
  for (const {
    t,
    plan: { comments, threadLikes, commentLikes },
  } of planned) {
    likes.push(
      byTime(
        threadLikes.map(({ userId, at }) =>
          command('ToggleThreadLike', { threadId: t.threadId }, userId, `seed:forum:like:${t.key}:${userId}`, at),
        ),
      ),
    );
    // A tree's likes follow its comments in its stream, so they come after the tree's last comment.
    const treeEnd = new Map<number, number>();
    for (const c of comments) treeEnd.set(c.root, Math.max(treeEnd.get(c.root) ?? 0, c.at));
    const byTree = new Map<number, SeedCommand[]>();
    for (const { comment, userId } of commentLikes) {
      const c = comments[comment]!;
      const [rootCommentId, commentId] = [idOf(t, c.root), idOf(t, comment)];
      const tree = byTree.get(rootCommentId) ?? byTree.set(rootCommentId, []).get(rootCommentId)!;
      tree.push(
        command(
          'ToggleThreadCommentLike',
          { rootCommentId, commentId },
          userId,
          `seed:forum:like:${t.key}:${commentId}:${userId}`,
          Math.max(c.at + DAY_MS / 4, treeEnd.get(c.root)! + 60_000),
        ),
      );
    }
    likes.push(...[...byTree.values()].map(byTime));
    counts.likes += threadLikes.length + commentLikes.length;
  }
  await send(interleave(likes));

  // The busiest trees of a lively thread got heated: Haruto had the last word and locked it.
  const locks = planned.flatMap(({ t, plan: { lock } }) => {
    if (!lock) return [];
    const root = idOf(t, lock.root);
    return [
      command(
        'SaveThreadComment',
        { rootCommentId: root, parentCommentId: root, comment: LOCK_NOTE },
        HARUTO.userId,
        `seed:forum:locknote:${t.key}`,
        lock.at,
      ),
      command(
        'SaveThreadComment',
        { rootCommentId: root, commentId: root, isLocked: true },
        HARUTO.userId,
        `seed:forum:lock:${t.key}`,
        lock.at,
      ),
    ];
  });
  // The moderation log is one stream: the locks in time order.
  await send(byTime(locks));
  counts.comments += locks.length / 2;

  // A page view history, recorded as the query-service records views: in one batch.
  const views = threads.map((t) => ({ threadId: t.threadId, views: 20 + rng('forum-views', t.key).longTail(5, 1.2, 5000) }));
  await send([
    {
      command: 'RecordThreadViews',
      payload: { hour: Math.floor(now / 3_600_000), batchId: 'seed:forum:views', views },
      actor: { kind: 'system' },
      commandId: 'seed:forum:views',
      occurredAt: opts.now,
    },
  ]);
  log(
    `seed: forum done in ${((Date.now() - started) / 1000).toFixed(1)}s: ${counts.threads} threads, ${counts.comments} comments, ${counts.likes} likes`,
  );
  return counts;
}

/** A comment of a thread's plan: `parent` and `root` are indexes into the plan (null parent: a new tree). */
interface PlannedComment {
  parent: number | null;
  root: number;
  authorId: number;
  text: string;
  at: number;
  commandId: string;
}
interface ThreadPlan {
  comments: PlannedComment[];
  threadLikes: { userId: number; at: number }[];
  commentLikes: { comment: number; userId: number }[];
  /** The tree Haruto locks, with the moment. */
  lock: { root: number; at: number } | null;
}

/** A thread's comments, likes and lock, drawn from its own generator: nothing here depends on the ids given later. */
function planComments(t: PlannedThread, all: readonly Person[], byId: Map<number, Person>, now: number): ThreadPlan {
  const r = rng('forum-comments', t.key);
  const total = r.chance(0.15) ? r.int(25, 60) : r.int(0, 12);
  const comments: PlannedComment[] = [];
  let at = t.at;
  for (let i = 0; i < total; i++) {
    at += Math.floor(r.float() * (i < 5 ? 0.3 : 2) * DAY_MS);
    const parent = i > 0 && r.chance(0.55) ? Math.max(0, comments.length - r.longTail(1, 1.3, comments.length)) : null;
    const parentAuthor = parent === null ? t.authorId : comments[parent]!.authorId;
    const authorId = pickOther(r, all, parentAuthor);
    const text = commentText(r, parent === null, parent === null ? null : byId.get(parentAuthor)!.name);
    comments.push({
      parent,
      root: parent === null ? i : comments[parent]!.root,
      authorId,
      text,
      at,
      commandId: `seed:forum:comment:${t.key}:${i}`,
    });
  }
  const threadLikes = r
    .sample(
      all.map((p) => p.userId).filter((id) => id !== t.authorId),
      r.int(0, 15),
    )
    .map((userId) => ({ userId, at: t.at + Math.floor(r.float() * 3 * DAY_MS) }));
  const commentLikes = comments.flatMap((c, comment) =>
    r
      .sample(
        all.map((p) => p.userId).filter((id) => id !== c.authorId),
        r.longTail(1, 1.5, 10) - 1,
      )
      .map((userId) => ({ comment, userId })),
  );
  const root = comments.findIndex((c, i) => c.root === i && comments.filter((o) => o.root === i).length >= 6);
  const lock = total >= 25 && root >= 0 ? { root, at: Math.min(now, at + DAY_MS / 2) } : null;
  return { comments, threadLikes, commentLikes, lock };
}

/** Someone other than `not`, leaning toward the most active members. */
function pickOther(r: Random, all: readonly Person[], not: number): number {
  for (;;) {
    const id = r.pickSkewed(all, 1.4).userId;
    if (id !== not || all.length < 2) return id;
  }
}

/** The id the command-service gave a reply: its event in the tree, found by the command's id. */
async function replyId(readStream: ForumSeedOptions['readStream'], rootId: number, commandId: string): Promise<number> {
  const { events } = await readStream(commentTreeStream(rootId));
  const posted = events.filter(ofType('ThreadCommentPosted')).find((e) => e.metadata.commandId === commandId);
  if (!posted) throw new Error(`seed: forum reply ${commandId} is not in its tree`);
  return posted.data.commentId;
}
