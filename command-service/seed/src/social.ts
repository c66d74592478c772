// The demo members' social life: follows, statuses (some with markdown, spoilers and @mentions), messages,
// replies and likes, through the same commands a member's browser sends, backdated over the last half year (never
// before the members concerned signed up, history.ts) so that feeds, profiles, heatmaps and notifications look lived in. Drawn from generators seeded by member ids; command
// ids derive from them, so a second run appends nothing.
import type { Actor } from '@tsuzuki/events';
import type { MemberCommandRunner } from './members.ts';
import { planMembers } from './members.ts';
import { momentAfter } from './history.ts';
import { byTime, interleave, sendBatches, type SeedCommand } from './batches.ts';
import { rng, type Random } from './random.ts';
import { statusText, replyText, messageText } from './socialTexts.ts';

export interface SocialSeedOptions {
  now: Date;
  /** Generated members (as seedMembers got). */
  count: number;
  log?: (line: string) => void;
}

export interface SocialSeedCounts {
  commands: number;
  follows: number;
  statuses: number;
  messages: number;
  replies: number;
  likes: number;
}

interface Person {
  userId: number;
  name: string;
  /** When they signed up (ms). */
  joinedAt: number;
}
/** `key` names the post in command ids and generators; activity ids follow the order posts are planned in. */
interface Posted {
  key: string;
  activityId: number;
  authorId: number;
  at: number;
  recipientId?: number;
}

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 180;
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });

/** Members with their names: the two demo accounts with lists, then the generated ones. */
function people(count: number, now: Date): Person[] {
  const names: Record<number, string> = { 1: 'Yuki', 2: 'Haruto' };
  return planMembers(count, now).map((p) => ({
    userId: p.userId,
    name: p.name ?? names[p.userId] ?? `user${p.userId}`,
    joinedAt: p.joinedAt,
  }));
}

/** Whom each member follows: a few each, skewed toward the same well-known members (the demo accounts first). */
function planFollows(all: readonly Person[]): Map<number, number[]> {
  const follows = new Map<number, number[]>();
  for (const p of all) {
    const r = rng('social-follows', p.userId);
    const k = p.userId === 1 ? 25 : Math.min(40, r.longTail(1, 1.4, 40) - (r.chance(0.3) ? 1 : 0));
    const picked = new Set<number>();
    for (let i = 0; i < k * 3 && picked.size < k; i++) {
      const other = r.pickSkewed(all, 2.2).userId;
      if (other !== p.userId) picked.add(other);
    }
    follows.set(p.userId, [...picked]);
  }
  return follows;
}

/** A moment of the last `withinDays` days, after every one of `people` had signed up. */
const pastInstant = (r: Random, now: number, people: readonly Person[], withinDays = HISTORY_DAYS) =>
  momentAfter(r, Math.max(now - withinDays * DAY_MS, ...people.map((p) => p.joinedAt + 60_000)), now, withinDays * DAY_MS);

/** Follows, then posts, then the reactions to them: each step in batches (batches.ts), reading what the ones before wrote. */
export async function seedSocial(bus: MemberCommandRunner, opts: SocialSeedOptions): Promise<SocialSeedCounts> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now.getTime();
  const all = people(opts.count, opts.now);
  const byId = new Map(all.map((p) => [p.userId, p]));
  const counts: SocialSeedCounts = { commands: 0, follows: 0, statuses: 0, messages: 0, replies: 0, likes: 0 };
  const started = Date.now();
  let lastLog = started;
  const send = async (step: string, commands: SeedCommand[]) => {
    const results = await sendBatches(bus, commands, {
      progress: (done) => {
        if (Date.now() - lastLog < 2000) return;
        lastLog = Date.now();
        log(`seed: social ${step} (${counts.commands + done} commands)`);
      },
    });
    counts.commands += commands.length;
    return results;
  };
  const command = (name: string, payload: unknown, actorId: number, commandId: string, at: number): SeedCommand => ({
    command: name,
    payload,
    actor: member(actorId),
    commandId,
    occurredAt: new Date(at),
  });

  const follows = planFollows(all);
  // A member's follows are one stream: in time order, side by side with the other members'.
  await send(
    'follows',
    interleave(
      [...follows].map(([userId, others]) =>
        byTime(
          others.map((otherId) =>
            command(
              'ToggleFollow',
              { otherId },
              userId,
              `seed:social:follow:${userId}:${otherId}`,
              pastInstant(rng('social-follow-at', userId, otherId), now, [byId.get(userId)!, byId.get(otherId)!], 360),
            ),
          ),
        ),
      ),
    ),
  );
  counts.follows = [...follows.values()].reduce((n, others) => n + others.length, 0);

  // Statuses and messages, each with its own moment in the last half year.
  const posts: { post: Omit<Posted, 'activityId'>; command: SeedCommand }[] = [];
  for (const p of all) {
    const r = rng('social-posts', p.userId);
    const statuses = p.userId <= 2 ? 6 : r.chance(0.35) ? r.int(1, 4) : 0;
    for (let i = 0; i < statuses; i++) {
      const friend = byId.get(r.pick(follows.get(p.userId)?.length ? follows.get(p.userId)! : [p.userId]))!;
      const at = pastInstant(r, now, [p, friend]);
      const text = statusText(r, friend.userId === p.userId ? null : friend.name);
      posts.push({
        post: { key: `status:${p.userId}:${i}`, authorId: p.userId, at },
        command: command('SaveTextActivity', { text }, p.userId, `seed:social:status:${p.userId}:${i}`, at),
      });
    }
    const friends = follows.get(p.userId) ?? [];
    if (friends.length && (p.userId <= 2 || r.chance(0.08))) {
      const to = r.pick(friends);
      const at = pastInstant(r, now, [p, byId.get(to)!], 60);
      const text = messageText(r, byId.get(to)!.name);
      const isPrivate = r.chance(0.15);
      posts.push({
        post: { key: `message:${p.userId}`, authorId: p.userId, at, recipientId: to },
        command: command('SaveMessageActivity', { recipientId: to, text, isPrivate }, p.userId, `seed:social:message:${p.userId}`, at),
      });
    }
  }
  const postResults = await send(
    'statuses',
    posts.map((p) => p.command),
  );
  const posted: Posted[] = posts.map(({ post }, k) => ({ ...post, activityId: postResults[k]!.ids.activityId! }));
  counts.messages = posted.filter((p) => p.recipientId !== undefined).length;
  counts.statuses = posted.length - counts.messages;

  // Replies and likes come after their activity, from members who follow its author where there are any.
  const followersOf = new Map<number, number[]>();
  for (const [userId, others] of follows) for (const o of others) followersOf.set(o, [...(followersOf.get(o) ?? []), userId]);
  posted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const reactions: SeedCommand[][] = [];
  for (const post of posted) {
    // An activity's replies and likes are its stream: in order, side by side with the other activities'.
    const steps: SeedCommand[] = [];
    const r = rng('social-reactions', post.key);
    // A message is answered by its recipient (a private one can be seen by nobody else).
    const crowd =
      post.recipientId !== undefined
        ? [post.recipientId]
        : followersOf.get(post.authorId)?.length
          ? followersOf.get(post.authorId)!
          : all.map((p) => p.userId);
    // Within three days of the post, once the one reacting has signed up.
    const later = (userId: number) => momentAfter(r, Math.max(post.at + 1000, byId.get(userId)!.joinedAt + 60_000), now, 3 * DAY_MS);
    const likers = r.sample(
      crowd.filter((id) => id !== post.authorId),
      Math.min(12, r.longTail(1, 1.2, 12) - 1),
    );
    for (const userId of likers) {
      steps.push(
        command('ToggleActivityLike', { activityId: post.activityId }, userId, `seed:social:like:${post.key}:${userId}`, later(userId)),
      );
    }
    const repliers = r.sample(
      crowd.filter((id) => id !== post.authorId),
      r.chance(0.55) ? r.int(1, 3) : 0,
    );
    for (const [i, userId] of repliers.entries()) {
      const at = later(userId);
      const text = replyText(r, byId.get(post.authorId)!.name);
      steps.push(command('SaveActivityReply', { activityId: post.activityId, text }, userId, `seed:social:reply:${post.key}:${i}`, at));
    }
    counts.likes += likers.length;
    counts.replies += repliers.length;
    reactions.push(byTime(steps));
  }
  await send('replies and likes', interleave(reactions));
  log(
    `seed: social done in ${((Date.now() - started) / 1000).toFixed(1)}s: ${counts.follows} follows, ${counts.statuses} statuses, ` +
      `${counts.messages} messages, ${counts.replies} replies, ${counts.likes} likes`,
  );
  return counts;
}
