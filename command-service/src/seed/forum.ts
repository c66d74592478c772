// The demo forum: the rules thread (id 14, sticky and locked, as the site links it), general threads in several
// categories and threads about popular titles, with nested comment trees, likes, a locked tree and page views,
// through the commands a member's browser sends, backdated over the last five months. Drawn from generators seeded by
// stable keys; command ids derive from them, so a second run appends nothing.
import { commentTreeStream, type Actor, type EventData, type StreamRead } from '@tsuzuki/events';
import type { SeedData } from './dataset.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { commentText, GENERAL_THREADS, LOCK_NOTE, mediaThread, RULES_THREAD } from './forumTexts.ts';
import type { MemberCommandRunner } from './members.ts';
import { planMembers } from './members.ts';
import { rng, type Random } from './random.ts';

export interface ForumSeedOptions {
  now: Date;
  /** Generated members (as seedMembers got). */
  count: number;
  concurrency?: number;
  log?: (line: string) => void;
  /** A comment tree's events: a reply's id is drawn in the command-service, and later replies answer it. */
  readStream(stream: string): Promise<StreamRead>;
}

export interface ForumSeedCounts { commands: number; threads: number; comments: number; likes: number }

/** The thread the site links as its forum rules (/forum/thread/14): the 14th created in an empty store. */
export const RULES_THREAD_ID = 14;
const DAY_MS = 86_400_000;
const ADMIN = DEMO_ACCOUNTS.find((a) => a.name === 'Admin')!;
const HARUTO = DEMO_ACCOUNTS.find((a) => a.name === 'Haruto')!;
const actorOf = (id: number): Actor => {
  const account = DEMO_ACCOUNTS.find((a) => a.userId === id);
  return { kind: 'user', id, moderatorRoles: [...(account?.moderatorRoles ?? [])], donatorTier: 0 };
};

interface Person { userId: number; name: string }
interface PlannedThread { key: string; authorId: number; at: number; payload: Record<string, unknown> }

function people(count: number, now: Date): Person[] {
  const names: Record<number, string> = { 1: 'Yuki', 2: 'Haruto' };
  return planMembers(count, now).map((p) => ({ userId: p.userId, name: p.name ?? names[p.userId] ?? `user${p.userId}` }));
}

/** Popular titles that are out: the forum talks about them most. */
function topics(data: SeedData, now: Date) {
  const popularity = new Map(data.statistics.map((s) => [s.mediaId, s.popularity ?? 0]));
  const nowSeconds = now.getTime() / 1000;
  return data.media.filter((m) => !m.isAdult && m.status !== 'NOT_YET_RELEASED')
    .sort((a, b) => (popularity.get(b.mediaId) ?? 0) - (popularity.get(a.mediaId) ?? 0) || a.mediaId - b.mediaId).slice(0, 60)
    .map((m) => ({
      mediaId: m.mediaId, type: m.type, title: m.title.english ?? m.title.romaji, releasing: m.status === 'RELEASING',
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
      return { key: 'rules', authorId: ADMIN.userId, at: now - 170 * DAY_MS, payload: { ...RULES_THREAD, categories: [13, 7], isSticky: true, isLocked: true } };
    }
    const authorId = i === 0 ? 1 : r.pickSkewed(all, 1.6).userId;
    if (i % 3 !== 2 || titles.length === 0) {
      const [title, body, categories] = GENERAL_THREADS[i % GENERAL_THREADS.length]!;
      return { key: `general:${i}`, authorId, at, payload: { title: i < GENERAL_THREADS.length ? title : `${title} (${Math.floor(i / GENERAL_THREADS.length) + 1})`, body, categories } };
    }
    const m = r.pickSkewed(titles, 1.5);
    const { title, body } = mediaThread(r, m.title, m.releasing, m.aired || null);
    const categories = [m.type === 'ANIME' ? 1 : 2, ...(m.releasing ? [5] : [])];
    return { key: `media:${i}`, authorId, at, payload: { title, body, categories, mediaCategories: [m.mediaId] } };
  });
}

export async function seedForum(bus: MemberCommandRunner, data: SeedData, opts: ForumSeedOptions): Promise<ForumSeedCounts> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now.getTime();
  const all = people(opts.count, opts.now);
  const byId = new Map(all.map((p) => [p.userId, p]));
  const counts: ForumSeedCounts = { commands: 0, threads: 0, comments: 0, likes: 0 };
  const started = Date.now();
  const run = async (name: string, payload: unknown, actorId: number, commandId: string, at: number) => {
    counts.commands++;
    return (await bus.execute(name, payload, { actor: actorOf(actorId), commandId, occurredAt: new Date(Math.min(at, now)) })) as { ids: Record<string, number> };
  };

  // One at a time, so that ids follow the plan and the rules thread is 14 in an empty store.
  const plan = planThreads(Math.max(RULES_THREAD_ID + 2, Math.round(opts.count * 0.04)), all, data, now, opts.now);
  const threads: (PlannedThread & { threadId: number })[] = [];
  for (const t of plan) {
    const { ids } = await run('SaveThread', t.payload, t.authorId, `seed:forum:thread:${t.key}`, t.at);
    threads.push({ ...t, threadId: ids.threadId! });
    counts.threads++;
  }
  if (threads[RULES_THREAD_ID - 1]?.threadId !== RULES_THREAD_ID) log(`seed: forum rules thread is ${threads[RULES_THREAD_ID - 1]?.threadId}, not ${RULES_THREAD_ID}`);

  // Each thread's comments and likes in order (a tree is one stream); threads side by side.
  const tasks = threads.filter((t) => t.key !== 'rules').map((t) => () => seedThread(t, all, byId, run, opts.readStream, counts, now));
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 8, tasks.length) }, async () => {
    while (next < tasks.length) await tasks[next++]!();
  }));

  // A page view history, recorded as the query-service records views: in one batch.
  const views = threads.map((t) => ({ threadId: t.threadId, views: 20 + rng('forum-views', t.key).longTail(5, 1.2, 5000) }));
  await bus.execute('RecordThreadViews', { hour: Math.floor(now / 3_600_000), batchId: 'seed:forum:views', views }, {
    actor: { kind: 'system' }, commandId: 'seed:forum:views', occurredAt: opts.now,
  });
  counts.commands++;
  log(`seed: forum done in ${((Date.now() - started) / 1000).toFixed(1)}s: ${counts.threads} threads, ${counts.comments} comments, ${counts.likes} likes`);
  return counts;
}

type Run = (name: string, payload: unknown, actorId: number, commandId: string, at: number) => Promise<{ ids: Record<string, number> }>;
interface SeededComment { id: number; rootId: number; authorId: number; at: number }

async function seedThread(t: PlannedThread & { threadId: number }, all: readonly Person[], byId: Map<number, Person>, run: Run,
  readStream: ForumSeedOptions['readStream'], counts: ForumSeedCounts, now: number): Promise<void> {
  const r = rng('forum-comments', t.key);
  const total = r.chance(0.15) ? r.int(25, 60) : r.int(0, 12);
  const comments: SeededComment[] = [];
  let at = t.at;
  for (let i = 0; i < total; i++) {
    at += Math.floor(r.float() * (i < 5 ? 0.3 : 2) * DAY_MS);
    const parent = i > 0 && r.chance(0.55) ? comments[Math.max(0, comments.length - r.longTail(1, 1.3, comments.length))]! : null;
    const authorId = pickOther(r, all, parent?.authorId ?? t.authorId);
    const text = commentText(r, !parent, parent ? byId.get(parent.authorId)!.name : null);
    const commandId = `seed:forum:comment:${t.key}:${i}`;
    const payload = parent ? { rootCommentId: parent.rootId, parentCommentId: parent.id, comment: text } : { threadId: t.threadId, comment: text };
    const { ids } = await run('SaveThreadComment', payload, authorId, commandId, at);
    const id = parent ? await replyId(readStream, parent.rootId, commandId) : ids.rootCommentId!;
    comments.push({ id, rootId: parent?.rootId ?? id, authorId, at });
    counts.comments++;
  }
  for (const userId of r.sample(all.map((p) => p.userId).filter((id) => id !== t.authorId), r.int(0, 15))) {
    await run('ToggleThreadLike', { threadId: t.threadId }, userId, `seed:forum:like:${t.key}:${userId}`, t.at + Math.floor(r.float() * 3 * DAY_MS));
    counts.likes++;
  }
  for (const c of comments) {
    for (const userId of r.sample(all.map((p) => p.userId).filter((id) => id !== c.authorId), r.longTail(1, 1.5, 10) - 1)) {
      await run('ToggleThreadCommentLike', { rootCommentId: c.rootId, commentId: c.id }, userId, `seed:forum:like:${t.key}:${c.id}:${userId}`, c.at + DAY_MS / 4);
      counts.likes++;
    }
  }
  // The busiest trees of a lively thread got heated: Haruto had the last word and locked it.
  const root = comments.find((c) => c.id === c.rootId && comments.filter((o) => o.rootId === c.id).length >= 6);
  if (total >= 25 && root) {
    const last = Math.min(now, at + DAY_MS / 2);
    await run('SaveThreadComment', { rootCommentId: root.id, parentCommentId: root.id, comment: LOCK_NOTE }, HARUTO.userId, `seed:forum:locknote:${t.key}`, last);
    await run('SaveThreadComment', { rootCommentId: root.id, commentId: root.id, isLocked: true }, HARUTO.userId, `seed:forum:lock:${t.key}`, last);
    counts.comments++;
  }
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
  const posted = events.find((e) => e.metadata.commandId === commandId && e.type === 'ThreadCommentPosted');
  if (!posted) throw new Error(`seed: forum reply ${commandId} is not in its tree`);
  return (posted.data as EventData<'ThreadCommentPosted'>).commentId;
}
